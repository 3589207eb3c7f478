import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssessmentDetail, Assessor } from '@rira/contracts/assessments';
import type { PersonListItem } from '@rira/contracts/organisation';
import type { Role } from '@rira/contracts/auth';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { AssessmentDetailPage } from './assessment-detail-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const id = (n: number) => `ffffffff-ffff-4fff-8fff-${String(n).padStart(12, '0')}`;
const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });

const assessor = (n: number, patch: Partial<Assessor> = {}): Assessor => ({
  id: id(100 + n),
  userId: id(200 + n),
  name: `ارزیاب ${n}`,
  nameEn: null,
  email: `a${n}@example.com`,
  mobile: null,
  isExternal: false,
  assessorTypeId: id(300),
  assessorTypeTitle: 'همکار',
  assessorTypeTitleEn: 'Peer',
  raterGroup: 'peer',
  weight: 1,
  positionTitle: 'کارشناس فروش',
  positionTitleEn: 'Sales specialist',
  confirmation: 'confirmed',
  progress: 'notStarted',
  cardsPlaced: null,
  invitationLanguage: 'fa',
  invitationStatus: 'sent',
  invitationError: null,
  invitedAt: '2026-01-02T08:00:00Z',
  linkRevoked: false,
  nominatedBy: 'participant',
  ...patch,
});

function detail(patch: Partial<AssessmentDetail> = {}): AssessmentDetail {
  return {
    id: id(1),
    companyId: COMPANY_ID,
    templateId: id(2),
    templateTitle: 'ارزیابی ۳۶۰ درجه',
    templateTitleEn: null,
    targetUserId: id(3),
    targetUserName: 'مریم احمدی',
    targetUserNameEn: null,
    status: 'collecting',
    createdAt: '2026-01-01T08:00:00Z',
    startsOn: '2026-01-01',
    finishesOn: '2026-03-01',
    updatedAt: '2026-01-02T08:00:00Z',
    userMaySeeReport: false,
    needsAssessorConfirmation: true,
    userMayAddExternal: false,
    includeAssessorTypeSettings: true,
    counts: { assessors: 3, invited: 2, uninvited: 1, finished: 0 },
    allAnswered: false,
    closedAt: null,
    cardCount: 42,
    estimatedMinutes: 25,
    assessors: [],
    minGroupSize: 3,
    nominationOutlook: { minGroupSize: 3, smallGroups: [], othersShort: false },
    closeOutlook: { minGroupSize: 3, groups: [], others: 0, othersShown: false, inProgress: 0, warn: false },
    ...patch,
  };
}

function setup(data: AssessmentDetail, routes: Parameters<typeof mockApi>[0] = {}, role: Role = 'companyAdmin') {
  const api = mockApi({
    [`admin/Assessment/Get/${data.id}`]: () => ok(data),
    [`admin/Assessment/GetCritiques/${data.id}`]: () => ok([]),
    ...routes,
  });
  renderAdmin(() => <AssessmentDetailPage assessmentId={data.id} />, { role });
  return api;
}

describe('assessment detail', () => {
  it('says why a draft cannot be published, with each reason', async () => {
    setup(detail({ status: 'draft' }), {
      'admin/Assessment/Publish': () => ({
        status: 409,
        body: {
          succeeded: false,
          message: 'این ارزیابی هنوز آمادهٔ انتشار نیست و منتشر نمی‌شود.',
          errors: [],
          reasons: [
            { code: 'notReadyTarget', messageKey: 'errors.notReadyTarget' },
            { code: 'notReadyDates', message: 'تاریخ پایان ارزیابی گذشته است.' },
          ],
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'انتشار' }));
    const dialog = await screen.findByRole('dialog', { name: 'این ارزیابی منتشر نمی‌شود' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['شخص ارزیابی‌شونده فعال نیست.', 'تاریخ پایان ارزیابی گذشته است.']);
  });

  it('shows a failed invitation with the spec’s text and retries it', async () => {
    const api = setup(detail({ assessors: [assessor(1, { invitationStatus: 'failed', invitedAt: null })] }), {
      'admin/Assessment/SendInvitations': () => ({
        body: { data: { sent: 1, failed: 0 }, succeeded: true, message: 'دعوت‌نامه‌ها فرستاده شد.' },
      }),
    });
    expect(await screen.findByText('به دلیل اختلال در اینترنت، دعوت‌نامه ارسال نشد. لطفاً بعداً دوباره تلاش کنید.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره برای دعوت ارزیاب 1' }));
    await waitFor(() => expect(api.callsTo('admin/Assessment/SendInvitations')).toHaveLength(1));
    expect(api.callsTo('admin/Assessment/SendInvitations')[0]!.body).toEqual({ assessmentId: id(1), assessorIds: [id(101)] });
  });

  it('shows each colleague’s position in the assessor rows, and none for an external assessor', async () => {
    setup(
      detail({
        assessors: [
          assessor(1),
          assessor(2, { userId: null, isExternal: true, name: 'Sam Carter', positionTitle: null, positionTitleEn: null }),
        ],
      }),
    );
    const rows = await screen.findAllByRole('row');
    const byName = (name: string) => rows.find((row) => row.textContent?.includes(name))!;
    expect(within(byName('ارزیاب 1')).getByText('کارشناس فروش')).toBeTruthy();
    expect(within(byName('Sam Carter')).queryByText('کارشناس فروش')).toBeNull();
  });

  it('confirms or disapproves pending nominations', async () => {
    const api = setup(
      detail({
        status: 'pendingConfirmation',
        assessors: [
          assessor(1, { confirmation: 'pending', invitationStatus: 'notSent' }),
          assessor(2, { confirmation: 'pending', invitationStatus: 'notSent' }),
        ],
      }),
      {
        'admin/Assessment/ConfirmAssessors': () => ok(null),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'رد ارزیاب 2' }));
    await waitFor(() => expect(api.callsTo('admin/Assessment/ConfirmAssessors')).toHaveLength(1));
    expect(api.callsTo('admin/Assessment/ConfirmAssessors')[0]!.body).toEqual({
      assessmentId: id(1),
      decisions: [{ assessorId: id(102), confirmation: 'disapproved' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'تأیید همه' }));
    await waitFor(() => expect(api.callsTo('admin/Assessment/ConfirmAssessors')).toHaveLength(2));
    expect((api.callsTo('admin/Assessment/ConfirmAssessors')[1]!.body as { decisions: unknown[] }).decisions).toHaveLength(2);
  });

  it('copies to people found with the picker: searched on the server, the assessed person left out', async () => {
    const person = (n: number, fullName: string): PersonListItem => ({
      id: id(400 + n),
      firstName: fullName.split(' ')[0]!,
      lastName: fullName.split(' ')[1]!,
      firstNameEn: null,
      lastNameEn: null,
      fullName,
      fullNameEn: null,
      mobile: null,
      email: null,
      nationalCode: null,
      personnelCode: null,
      avatarUrl: null,
      isActive: true,
      companyId: COMPANY_ID,
      companyTitle: 'شرکت آزمون',
      companyTitleEn: null,
      departmentTitle: 'فروش',
      departmentTitleEn: null,
      structureTitle: null,
      structureTitleEn: null,
      positionTitle: null,
      positionTitleEn: null,
      roles: ['user'],
      managerId: null,
      managerName: null,
      managerNameEn: null,
      createdAt: '2025-01-01T00:00:00Z',
      accountEditable: true,
    });
    const people = [person(1, 'سارا محمدی'), person(2, 'علی رضایی'), { ...person(3, 'مریم احمدی'), id: id(3) }];
    const api = setup(detail(), {
      'manager/applicationUser/GetAll': (body) => {
        const search = (body as { search?: string }).search;
        return { body: listEnvelope(search ? people.filter((p) => p.fullName.includes(search)) : people) };
      },
      'admin/Assessment/CopyToUsers': () => ok([id(9)]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'رونوشت برای افراد دیگر' }));
    const dialog = await screen.findByRole('dialog');
    // The assessed person (id(3)) is not offered.
    await within(dialog).findByRole('checkbox', { name: /سارا محمدی/ });
    expect(within(dialog).queryByRole('checkbox', { name: /مریم احمدی/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'علی' } });
    await waitFor(() =>
      expect(api.callsTo('manager/applicationUser/GetAll').at(-1)!.body).toMatchObject({ search: 'علی', isActive: true, pageSize: 25 }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: /سارا محمدی/ })).toBeNull());
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /علی رضایی/ }));
    expect(within(dialog).getByRole('button', { name: 'برداشتن «علی رضایی»' })).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'رونوشت برای افراد دیگر' }).at(-1)!);
    await waitFor(() => expect(api.callsTo('admin/Assessment/CopyToUsers')).toHaveLength(1));
    expect(api.callsTo('admin/Assessment/CopyToUsers')[0]!.body).toEqual({ id: id(1), userIds: [id(402)] });
  });

  it('lets the system manager reopen a closed assessment, saying first what a new version would give away', async () => {
    const closed = detail({ status: 'finished', closedAt: '2026-03-01T08:00:00Z', assessors: [assessor(1, { progress: 'finished' })] });
    const api = setup(
      closed,
      {
        [`admin/Report/GetReopenExposure/${closed.id}`]: () =>
          ok({
            comparedWith: 2,
            minGroupSize: 3,
            groups: [
              { group: 'manager', answers: 1, anonymous: false },
              { group: 'peer', answers: 4, anonymous: true },
            ],
            others: 5,
          }),
        'admin/Assessment/Reopen': () => ok(null),
      },
      'systemManager',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'بازگشایی' }));
    const dialog = await screen.findByRole('dialog', { name: 'بازگشایی ارزیابی' });
    expect(await within(dialog).findByText(/نسخهٔ ۲ گزارش را دیده‌اند/)).toBeTruthy();
    expect(within(dialog).getByText('همکاران: ۴ پاسخ در نسخهٔ ۲')).toBeTruthy();
    expect(within(dialog).getByText(/۵ × امتیاز تازه − ۴ × امتیاز پیشین/)).toBeTruthy();
    // Without a reason nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'بازگشایی ارزیابی' }));
    expect(
      await within(dialog).findByText('دلیل را در یک جمله بنویسید (دست‌کم ۱۰ نویسه): در گزارش رویدادها نگه داشته می‌شود.'),
    ).toBeTruthy();
    expect(api.callsTo('admin/Assessment/Reopen')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('دلیل بازگشایی'), {
      target: { value: 'یک همکار به‌خاطر قطعی اینترنت نتوانست پاسخ دهد.' },
    });
    fireEvent.change(within(dialog).getByLabelText('تاریخ پایان تازه'), { target: { value: '۱۴۰۶/۰۱/۲۰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'بازگشایی ارزیابی' }));
    await waitFor(() => expect(api.callsTo('admin/Assessment/Reopen')).toHaveLength(1));
    expect(api.callsTo('admin/Assessment/Reopen')[0]!.body).toEqual({
      id: closed.id,
      reason: 'یک همکار به‌خاطر قطعی اینترنت نتوانست پاسخ دهد.',
      finishesOn: '2027-04-09',
    });
  });

  it('offers a company admin no reopening, and after a close no picking, inviting or resetting', async () => {
    const { unmount } = renderAdminDetail(detail({ status: 'finished', closedAt: '2026-03-01T08:00:00Z' }));
    expect(await screen.findByRole('link', { name: 'گزارش' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'بازگشایی' })).toBeNull();
    unmount();
    // Reopened by the system manager: it collects, but the company still changes no answer.
    setup(
      detail({
        status: 'collecting',
        closedAt: '2026-03-01T08:00:00Z',
        assessors: [
          assessor(1, { progress: 'finished' }),
          assessor(2, { confirmation: 'confirmed', invitationStatus: 'notSent', invitedAt: null }),
        ],
      }),
    );
    expect(await screen.findByText(/این ارزیابی یک بار بسته شده است/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'انتخاب ارزیاب' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ارسال دعوت‌نامه‌ها/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /عملیات ارزیاب/ })).toBeNull();
  });
});

/** Issue 23's assessment: the manager and 2 peers registered, a third peer's draft, 1 external registered. */
const ISSUE_23: Partial<AssessmentDetail> = {
  status: 'collecting',
  assessors: [
    assessor(1, { raterGroup: 'manager', progress: 'finished' }),
    assessor(2, { progress: 'finished' }),
    assessor(3, { progress: 'finished' }),
    assessor(4, { progress: 'inProgress', cardsPlaced: 17 }),
    assessor(5, { raterGroup: 'external', isExternal: true, userId: null, name: 'Sam Carter', progress: 'finished' }),
  ],
  nominationOutlook: { minGroupSize: 3, smallGroups: [{ group: 'external', nominated: 1, needed: 3 }], othersShort: false },
  closeOutlook: {
    minGroupSize: 3,
    groups: [
      { group: 'manager', anonymous: false, invited: 1, finished: 1, inProgress: 0, needed: 1, shown: true, heldBack: false },
      { group: 'peer', anonymous: true, invited: 3, finished: 2, inProgress: 1, needed: 3, shown: false, heldBack: true },
      { group: 'external', anonymous: true, invited: 1, finished: 1, inProgress: 0, needed: 3, shown: false, heldBack: true },
    ],
    others: 1,
    othersShown: false,
    inProgress: 1,
    warn: true,
  },
};

describe('assessment detail: no answers lost without warning (issue 23)', () => {
  it('shows how many cards an assessor still sorting has placed, and nothing of the kind for the others', async () => {
    setup(detail(ISSUE_23));
    const row = (await screen.findByText('ارزیاب 4')).closest('tr')!;
    expect(row.textContent).toContain('۱۷ از ۴۲ کارت چیده شده');
    expect(screen.getAllByText(/کارت چیده شده/)).toHaveLength(1);
  });

  it('names each group a close would hold back, and closes only with the warning acknowledged', async () => {
    const api = setup(detail(ISSUE_23), { 'admin/Assessment/Close': () => ok(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'بستن و ساخت گزارش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ارزیابی بسته و گزارش آن ساخته شود؟' });
    const warning = within(dialog).getByRole('region', { name: 'اگر اکنون ببندید، این پاسخ‌ها در گزارش نمی‌آیند:' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'همکاران: ۲ پاسخ ثبت‌شده و ۱ پاسخ نیمه‌کاره؛ دست‌کم ۳ پاسخ ثبت‌شده لازم است',
      'ارزیاب‌های بیرونی: ۱ پاسخ ثبت‌شده؛ دست‌کم ۳ پاسخ لازم است',
      'بخش «دیگران» (همهٔ ارزیاب‌ها جز خودِ شخص) دست‌کم ۳ پاسخ از گروه‌های نمایش‌داده‌شده لازم دارد و اکنون ۱ پاسخ دارد؛ گزارش فقط خودارزیابی و نظر مدیر را نشان می‌دهد.',
    ]);
    expect(warning.textContent).toContain('پاسخ‌های نیمه‌کاره: ۱. پاسخ نیمه‌کاره هنگام بستن شمرده نمی‌شود.');
    // Nobody is named: the manager's group is shown, and no assessor's name is in the warning.
    expect(warning.textContent).not.toMatch(/ارزیاب \d|Sam Carter|مدیر:/);
    const closeAnyway = within(dialog).getByRole('button', { name: 'بستن با وجود این' }) as HTMLButtonElement;
    expect(closeAnyway.disabled).toBe(true);
    fireEvent.click(closeAnyway);
    expect(api.callsTo('admin/Assessment/Close')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'می‌دانم که این پاسخ‌ها در گزارش نمی‌آیند.' }));
    expect(closeAnyway.disabled).toBe(false);
    fireEvent.click(closeAnyway);
    await waitFor(() => expect(api.callsTo('admin/Assessment/Close')).toHaveLength(1));
    expect(api.callsTo('admin/Assessment/Close')[0]!.body).toEqual({ id: id(1) });
  });

  it('offers extending the finish date instead; a refused date shows on the field, then the new date is sent', async () => {
    let refuse = true;
    const api = setup(detail(ISSUE_23), {
      'admin/Assessment/Extend': () =>
        refuse
          ? {
              status: 400,
              body: {
                succeeded: false,
                message: 'تاریخ پایان تازه باید پس از تاریخ پایان کنونی باشد؛ برای کوتاه‌کردن زمان، ارزیابی را ببندید.',
                errors: [
                  {
                    field: 'finishesOn',
                    code: 'extendNotLater',
                    message: 'تاریخ پایان تازه باید پس از تاریخ پایان کنونی باشد؛ برای کوتاه‌کردن زمان، ارزیابی را ببندید.',
                  },
                ],
              },
            }
          : ok(null),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'بستن و ساخت گزارش' }));
    const closeDialog = await screen.findByRole('dialog');
    fireEvent.click(within(closeDialog).getByRole('button', { name: 'تمدید تاریخ پایان' }));
    const dialog = await screen.findByRole('dialog', { name: 'تمدید تاریخ پایان' });
    expect(within(dialog).getByText(/^تاریخ پایان کنونی [۰-۹]+ اسفند ۱۴۰۴ است\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('تاریخ پایان تازه'), { target: { value: '۱۴۰۵/۱۲/۰۱' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تمدید' }));
    expect(
      await within(dialog).findByText('تاریخ پایان تازه باید پس از تاریخ پایان کنونی باشد؛ برای کوتاه‌کردن زمان، ارزیابی را ببندید.'),
    ).toBeTruthy();
    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('تاریخ پایان تازه'), { target: { value: '۱۴۰۶/۰۱/۲۰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تمدید' }));
    await waitFor(() => expect(api.callsTo('admin/Assessment/Extend')).toHaveLength(2));
    expect(api.callsTo('admin/Assessment/Extend')[1]!.body).toEqual({ id: id(1), finishesOn: '2027-04-09' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('admin/Assessment/Close')).toHaveLength(0);
  });

  it('offers inviting more instead: the assessor picking, which says live which group stays too small', async () => {
    const types = [
      {
        id: id(300),
        title: 'همکار',
        titleEn: 'Peer',
        raterGroup: 'peer',
        weight: 1,
        minCount: 3,
        maxCount: 6,
        allowOutsideCompany: false,
        needsConfirmation: true,
        isActive: true,
      },
      {
        id: id(301),
        title: 'ارزیاب بیرونی',
        titleEn: 'External',
        raterGroup: 'external',
        weight: 1,
        minCount: 0,
        maxCount: 3,
        allowOutsideCompany: true,
        needsConfirmation: true,
        isActive: true,
      },
    ];
    setup(detail(ISSUE_23), {
      'admin/AssessorType/GetAll': () => ({ body: listEnvelope(types) }),
      'manager/applicationUser/GetAll': () => ({ body: listEnvelope([]) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'بستن و ساخت گزارش' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'دعوت از ارزیاب‌های بیشتر' }));
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب ارزیاب' });
    const note = () => within(dialog).queryByRole('region', { name: 'گروه‌هایی که با این فهرست در گزارش نمی‌آیند' });
    await waitFor(() =>
      expect(note()?.textContent).toContain('ارزیاب‌های بیرونی: ۱ نفر انتخاب شده است؛ این گروه فقط با دست‌کم ۳ پاسخ در گزارش می‌آید.'),
    );
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'فرد بیرونی' }));
    const externals: [string, string][] = [
      ['Ana Diaz', 'ana@partner.example'],
      ['Bo Li', 'bo@partner.example'],
    ];
    for (const [name, email] of externals) {
      fireEvent.change(within(dialog).getByLabelText('نام و نام خانوادگی'), { target: { value: name } });
      fireEvent.change(within(dialog).getByLabelText('ایمیل'), { target: { value: email } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'افزودن به فهرست' }));
      await within(dialog).findByText(new RegExp(name));
    }
    // Three externals with the one invited: the group can be shown.
    await waitFor(() => expect(note()).toBeNull());
  });

  it('closes at once when nothing would be held back, saying only that drafts do not count', async () => {
    const api = setup(
      detail({
        closeOutlook: {
          minGroupSize: 3,
          groups: [{ group: 'peer', anonymous: true, invited: 4, finished: 3, inProgress: 1, needed: 3, shown: true, heldBack: false }],
          others: 3,
          othersShown: true,
          inProgress: 1,
          warn: false,
        },
      }),
      { 'admin/Assessment/Close': () => ok(null) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'بستن و ساخت گزارش' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('پاسخ‌های نیمه‌کاره: ۱. پاسخ نیمه‌کاره هنگام بستن شمرده نمی‌شود.')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'تمدید تاریخ پایان' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'بستن و ساخت گزارش' }));
    await waitFor(() => expect(api.callsTo('admin/Assessment/Close')).toHaveLength(1));
  });

  it('says on the page which chosen groups could never be shown, and extends from the toolbar', async () => {
    setup(
      detail({
        status: 'pendingConfirmation',
        nominationOutlook: { minGroupSize: 3, smallGroups: [{ group: 'subordinate', nominated: 2, needed: 3 }], othersShort: false },
      }),
    );
    const note = await screen.findByRole('region', { name: 'گروه‌هایی که با این فهرست در گزارش نمی‌آیند' });
    expect(note.textContent).toContain('زیردستان: ۲ نفر انتخاب شده است؛ این گروه فقط با دست‌کم ۳ پاسخ در گزارش می‌آید.');
    expect(note.textContent).toContain('از این گروه ارزیاب‌های بیشتری انتخاب کنید');
    fireEvent.click(screen.getByRole('button', { name: 'تمدید تاریخ پایان' }));
    expect(await screen.findByRole('dialog', { name: 'تمدید تاریخ پایان' })).toBeTruthy();
  });

  it('in English: the close warning and the extension, with Latin digits', async () => {
    mockApi({
      [`admin/Assessment/Get/${id(1)}`]: () => ok(detail(ISSUE_23)),
      [`admin/Assessment/GetCritiques/${id(1)}`]: () => ok([]),
    });
    renderAdmin(() => <AssessmentDetailPage assessmentId={id(1)} />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close and make the report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the assessment and make its report?' });
    expect(within(dialog).getByText('Peers: 2 registered and 1 in progress; at least 3 registered needed')).toBeTruthy();
    expect(within(dialog).getByText('External assessors: 1 registered; at least 3 needed')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'I understand that these answers will not be in the report.' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend the finish date' }));
    expect(await screen.findByRole('dialog', { name: 'Extend the finish date' })).toBeTruthy();
  });

  it('offers a company admin no extension once the assessment has closed, even reopened', async () => {
    setup(detail({ status: 'collecting', closedAt: '2026-03-01T08:00:00Z' }));
    await screen.findByRole('button', { name: 'رونوشت برای افراد دیگر' });
    expect(screen.queryByRole('button', { name: 'تمدید تاریخ پایان' })).toBeNull();
  });
});

describe('Copy invitation link (issue 23)', () => {
  const LINK = 'https://rira.example/i/AbCdEfGhIjKlMnOpQrStUv_-';
  /** A clipboard that takes plain text (or refuses it), and no promised ClipboardItem. */
  function clipboard(writeText: (text: string) => Promise<void>) {
    const stub = { writeText: vi.fn(writeText) };
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(stub as unknown as Clipboard);
    vi.stubGlobal('ClipboardItem', undefined);
    return stub;
  }
  async function openMenu(name: string) {
    const trigger = await screen.findByRole('button', { name });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    return screen.findByRole('menu');
  }
  const copyRoute = (link = LINK) => ({ 'admin/Assessment/CopyInvitationLink': () => ok({ link }) });

  it('asks the server for a fresh link, puts it on the clipboard and says so', async () => {
    const { toast } = await import('sonner');
    const board = clipboard(async () => undefined);
    const api = setup(detail({ assessors: [assessor(1)] }), copyRoute());
    const menu = await openMenu('عملیات ارزیاب ارزیاب 1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'رونوشت پیوند دعوت' }));
    await waitFor(() => expect(board.writeText).toHaveBeenCalledWith(LINK));
    expect(api.callsTo('admin/Assessment/CopyInvitationLink')[0]!.body).toEqual({ assessorId: id(101) });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'پیوند تازهٔ دعوت ارزیاب 1 رونوشت شد. آن را با پیامک یا پیام‌رسان فقط برای خودش بفرستید؛ پیوند پیشین دیگر کار نمی‌کند.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the link in a read-only field to copy by hand when the browser will not copy it, in English too', async () => {
    clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    mockApi({
      [`admin/Assessment/Get/${id(1)}`]: () =>
        ok(detail({ assessors: [assessor(1, { name: 'Sam Carter', isExternal: true, userId: null })] })),
      [`admin/Assessment/GetCritiques/${id(1)}`]: () => ok([]),
      ...copyRoute(`${LINK}?lang=en`),
    });
    renderAdmin(() => <AssessmentDetailPage assessmentId={id(1)} />, { lang: 'en' });
    const menu = await openMenu('Actions for Sam Carter');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy invitation link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation link for Sam Carter' });
    const field = within(dialog).getByRole('textbox', { name: 'Invitation link' }) as HTMLInputElement;
    expect(field.value).toBe(`${LINK}?lang=en`);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).getByText(/Select the link below, copy it and send it to Sam Carter/)).toBeTruthy();
    expect(within(dialog).getByText(/This link opens their answer: send it to them alone/)).toBeTruthy();
  });

  it('is offered only before the assessor has saved anything, and only while the assessment collects', async () => {
    setup(
      detail({
        assessors: [
          assessor(1, { progress: 'inProgress' }),
          assessor(2, { progress: 'finished' }),
          assessor(3, { raterGroup: 'self', progress: 'notStarted', invitationStatus: 'notSent' }),
          assessor(4, { confirmation: 'pending', invitationStatus: 'notSent' }),
          // Never invited, or whose mail failed: the copied link is their invitation.
          assessor(5, { invitationStatus: 'notSent', invitedAt: null }),
        ],
      }),
    );
    const inProgress = await openMenu('عملیات ارزیاب ارزیاب 1');
    expect(within(inProgress).queryByRole('menuitem', { name: 'رونوشت پیوند دعوت' })).toBeNull();
    expect(within(inProgress).getByRole('menuitem', { name: 'بازنشانی پاسخ' })).toBeTruthy();
    fireEvent.keyDown(inProgress, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const notInvited = await openMenu('عملیات ارزیاب ارزیاب 5');
    expect(within(notInvited).getByRole('menuitem', { name: 'رونوشت پیوند دعوت' })).toBeTruthy();
    fireEvent.keyDown(notInvited, { key: 'Escape' });
    // The self-assessment and an unconfirmed nomination have no menu with it (the self's reset aside).
    for (const n of [3, 4]) {
      const trigger = screen.queryByRole('button', { name: `عملیات ارزیاب ارزیاب ${n}` });
      if (trigger) {
        fireEvent.keyDown(trigger, { key: 'Enter' });
        expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'رونوشت پیوند دعوت' })).toBeNull();
        fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      }
    }
    cleanup();
    // Waiting for invitations to go out: nothing to copy yet.
    setup(detail({ status: 'waiting', assessors: [assessor(1, { invitationStatus: 'notSent', invitedAt: null })] }));
    const waiting = await openMenu('عملیات ارزیاب ارزیاب 1');
    expect(within(waiting).queryByRole('menuitem', { name: 'رونوشت پیوند دعوت' })).toBeNull();
  });

  it('shows the server’s refusal when the assessor saved something meanwhile, and copies nothing', async () => {
    const { toast } = await import('sonner');
    const board = clipboard(async () => undefined);
    const refusal =
      'این ارزیاب پاسخی را ذخیره کرده است و پیوندش از این پس فقط برای خودش فرستاده می‌شود: دعوت را دوباره با ایمیل یا پیامک بفرستید.';
    setup(detail({ assessors: [assessor(1)] }), {
      'admin/Assessment/CopyInvitationLink': () => ({ status: 409, body: { succeeded: false, message: refusal, errors: [] } }),
    });
    const menu = await openMenu('عملیات ارزیاب ارزیاب 1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'رونوشت پیوند دعوت' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(board.writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function renderAdminDetail(data: AssessmentDetail) {
  mockApi({ [`admin/Assessment/Get/${data.id}`]: () => ok(data), [`admin/Assessment/GetCritiques/${data.id}`]: () => ok([]) });
  return renderAdmin(() => <AssessmentDetailPage assessmentId={data.id} />);
}

describe('assessment detail: proposals from the reporting line (issue 23)', () => {
  it('offers the assessed person’s manager and peers in the picking, leaving out who is on the assessment, and stages them with their types', async () => {
    const type = (n: number, title: string, raterGroup: string, maxCount: number) => ({
      id: id(300 + n),
      title,
      titleEn: null,
      raterGroup,
      weight: 1,
      minCount: 0,
      maxCount,
      allowOutsideCompany: false,
      needsConfirmation: true,
      isActive: true,
    });
    const colleague = (n: number, relation: string, typeN: number) => ({
      userId: id(200 + n),
      fullName: `همکار ${n}`,
      fullNameEn: null,
      departmentTitle: 'فروش',
      departmentTitleEn: null,
      positionTitle: null,
      positionTitleEn: null,
      relation,
      assessorTypeId: id(300 + typeN),
    });
    const api = setup(detail({ status: 'waiting', assessors: [assessor(2)] }), {
      'admin/AssessorType/GetAll': () => ({ body: listEnvelope([type(0, 'همکار', 'peer', 6), type(1, 'مدیر مستقیم', 'manager', 1)]) }),
      'manager/applicationUser/GetAll': () => ({ body: listEnvelope([]) }),
      // Colleague 2 is already an assessor: the server leaves them out of its proposals.
      [`admin/Assessment/GetProposals/${id(1)}`]: () => ok([colleague(1, 'manager', 1), colleague(3, 'peer', 0), colleague(4, 'peer', 0)]),
      'admin/Assessment/PickAssessors': () => ok(null),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'انتخاب ارزیاب' }));
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب ارزیاب' });
    const section = await within(dialog).findByRole('region', { name: 'پیشنهاد از روی جایگاه ارزیابی‌شونده در سازمان' });
    expect(within(section).getByRole('list', { name: 'مدیر' }).textContent).toContain('همکار 1');
    fireEvent.click(within(section).getByRole('button', { name: 'افزودن همکار 3 به‌عنوان همکار' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(section).getByRole('button', { name: 'افزودن همهٔ پیشنهادها (۲)' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: /پیشنهاد/ })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت ارزیاب‌ها' }));
    await waitFor(() => expect(api.callsTo('admin/Assessment/PickAssessors')).toHaveLength(1));
    expect(api.callsTo('admin/Assessment/PickAssessors')[0]!.body).toEqual({
      assessmentId: id(1),
      assessors: [
        { userId: id(203), assessorTypeId: id(300), invitationLanguage: 'fa' },
        { userId: id(201), assessorTypeId: id(301), invitationLanguage: 'fa' },
        { userId: id(204), assessorTypeId: id(300), invitationLanguage: 'fa' },
      ],
    });
  });
});
