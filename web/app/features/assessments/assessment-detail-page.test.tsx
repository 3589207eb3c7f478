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

function renderAdminDetail(data: AssessmentDetail) {
  mockApi({ [`admin/Assessment/Get/${data.id}`]: () => ok(data), [`admin/Assessment/GetCritiques/${data.id}`]: () => ok([]) });
  return renderAdmin(() => <AssessmentDetailPage assessmentId={data.id} />);
}
