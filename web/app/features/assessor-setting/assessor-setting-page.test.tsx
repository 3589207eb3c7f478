import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssessorType, MyAssessment } from '@rira/contracts/assessments';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { AssessorSettingPage } from './assessor-setting-page.tsx';
import { rememberNominations } from './use-assessor-drafts.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ASSESSMENT = 'dddddddd-dddd-4ddd-8ddd-000000000001';
const uid = (n: number) => `eeeeeeee-eeee-4eee-8eee-${String(n).padStart(12, '0')}`;
const type = (
  n: number,
  title: string,
  raterGroup: AssessorType['raterGroup'],
  minCount: number,
  maxCount: number,
  allowOutsideCompany = false,
): AssessorType => ({
  id: uid(100 + n),
  title,
  titleEn: null,
  raterGroup,
  weight: 1,
  minCount,
  maxCount,
  allowOutsideCompany,
  needsConfirmation: true,
  isActive: true,
});
const MANAGER = type(1, 'مدیر', 'manager', 1, 1);
const PEER = type(2, 'همکار', 'peer', 2, 3);
const OUTSIDE = type(3, 'بیرونی', 'external', 0, 1, true);
const COLLEAGUES = [1, 2, 3, 4].map((n) => ({
  userId: uid(n),
  fullName: `همکار شمارهٔ ${n}`,
  fullNameEn: null,
  departmentTitle: 'فروش',
  departmentTitleEn: 'Sales',
  positionTitle: null,
  positionTitleEn: null,
}));
const OWN: MyAssessment = {
  assessmentId: ASSESSMENT,
  assessorId: uid(50),
  role: 'self',
  targetName: 'مریم احمدی',
  targetNameEn: 'Maryam Ahmadi',
  templateTitle: 'ارزیابی ۳۶۰ درجه',
  templateTitleEn: null,
  roundTitle: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
  roundTitleEn: 'Leadership 360, autumn 1405',
  roundStartsOn: '2026-06-01',
  roundFinishesOn: '2026-06-30',
  status: 'needSetAssessor',
  progress: 'finished',
  nextAction: 'chooseAssessors',
  finishesOn: null,
  estimatedMinutes: 20,
};
const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });
const NO_WARNING = { minGroupSize: 3, smallGroups: [], othersShort: false };

function setup(saved: unknown[] = [], proposals: unknown[] | null = null) {
  const api = mockApi({
    ...(proposals ? { [`user/Assessor/GetProposals/${ASSESSMENT}`]: () => ok(proposals) } : {}),
    'user/Assessment/GetMine': () => ({ body: listEnvelope([OWN]) }),
    [`user/Assessor/GetTypes/${ASSESSMENT}`]: () => ok([MANAGER, PEER, OUTSIDE]),
    [`user/Assessor/GetMine/${ASSESSMENT}`]: () => ok({ assessors: saved, groups: [], nominationOutlook: NO_WARNING }),
    'user/Assessor/SearchColleagues': () => ok(COLLEAGUES),
    'user/Assessor/Nominate': () => ok(null),
    'user/Assessor/SendInvitations': () => ok(null),
  });
  renderAdmin(() => <AssessorSettingPage assessmentId={ASSESSMENT} />, { role: 'user' });
  return api;
}

const count = (title: string) =>
  within(screen.getByRole('list', { name: 'تعداد ارزیاب‌ها برای هر نوع' }))
    .getByText(title)
    .closest('li')!.textContent;
const add = (n: number) => fireEvent.click(screen.getByRole('button', { name: `افزودن همکار شمارهٔ ${n}` }));

describe('assessor setting: each type within its minimum and maximum', () => {
  it('counts each type live and refuses to save more than a maximum', async () => {
    const api = setup();
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    expect(count('مدیر')).toContain('دست‌کم ۱ نفر لازم است');
    // "Add as" suggests the first type with room: the manager.
    add(1);
    await waitFor(() => expect(count('مدیر')).toContain('۱ نفر (بین ۱ تا ۱)'));
    fireEvent.change(screen.getByLabelText('افزودن به‌عنوان'), { target: { value: MANAGER.id } });
    add(2);
    await waitFor(() => expect(count('مدیر')).toContain('حداکثر ۱ نفر مجاز است'));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ ارزیاب‌ها' }));
    expect((await screen.findByRole('alert')).textContent).toBe('برای «مدیر» باید بین ۱ تا ۱ ارزیاب انتخاب شود.');
    expect(api.callsTo('user/Assessor/Nominate')).toHaveLength(0);

    // Moving the second one to the peers puts both types in range for saving.
    fireEvent.change(screen.getByLabelText('نوع ارزیاب برای همکار شمارهٔ 2'), { target: { value: PEER.id } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ ارزیاب‌ها' }));
    await waitFor(() => expect(api.callsTo('user/Assessor/Nominate')).toHaveLength(1));
    expect(api.callsTo('user/Assessor/Nominate')[0]!.body).toEqual({
      assessmentId: ASSESSMENT,
      nominations: [
        { userId: uid(1), assessorTypeId: MANAGER.id, invitationLanguage: 'fa' },
        { userId: uid(2), assessorTypeId: PEER.id, invitationLanguage: 'fa' },
      ],
    });
  });

  it('refuses to send below a minimum, then saves and sends a manager, two peers and an external assessor', async () => {
    const api = setup();
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    add(1);
    await waitFor(() => expect(count('مدیر')).toContain('۱ نفر'));
    add(2);
    fireEvent.click(screen.getByRole('button', { name: 'ارسال دعوت‌نامه‌ها' }));
    expect((await screen.findByRole('alert')).textContent).toBe('برای «همکار» باید بین ۲ تا ۳ ارزیاب انتخاب شود.');
    expect(api.callsTo('user/Assessor/SendInvitations')).toHaveLength(0);

    add(3);
    fireEvent.change(screen.getByLabelText('نام و نام خانوادگی'), { target: { value: 'Sara Moradi' } });
    fireEvent.change(screen.getByLabelText('ایمیل'), { target: { value: 'Sara@Example.com' } });
    fireEvent.change(screen.getByLabelText('زبان دعوت‌نامه'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'افزودن ارزیاب بیرونی' }));
    await waitFor(() => expect(count('بیرونی')).toContain('۱ نفر (بین ۰ تا ۱)'));
    expect(count('همکار')).toContain('۲ نفر (بین ۲ تا ۳)');

    fireEvent.click(screen.getByRole('button', { name: 'ارسال دعوت‌نامه‌ها' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ارسال دعوت‌نامه‌ها' }));
    await waitFor(() => expect(api.callsTo('user/Assessor/SendInvitations')).toHaveLength(1));
    // Unsaved nominations are saved first.
    expect((api.callsTo('user/Assessor/Nominate')[0]!.body as { nominations: unknown[] }).nominations).toEqual([
      { userId: uid(1), assessorTypeId: MANAGER.id, invitationLanguage: 'fa' },
      { userId: uid(2), assessorTypeId: PEER.id, invitationLanguage: 'fa' },
      { userId: uid(3), assessorTypeId: PEER.id, invitationLanguage: 'fa' },
      { external: { name: 'Sara Moradi', email: 'sara@example.com', mobile: null }, assessorTypeId: OUTSIDE.id, invitationLanguage: 'en' },
    ]);
    expect(api.calls.findIndex((c) => c.path === 'user/Assessor/Nominate')).toBeLessThan(
      api.calls.findIndex((c) => c.path === 'user/Assessor/SendInvitations'),
    );
  });

  it('keeps nominations saved earlier in this browser when more are added', async () => {
    rememberNominations(ASSESSMENT, [
      { key: 'k', userId: uid(1), name: 'همکار شمارهٔ 1', detail: null, assessorTypeId: MANAGER.id, invitationLanguage: 'fa' },
    ]);
    const saved = {
      id: uid(60),
      userId: uid(1),
      nominatedBy: 'participant',
      name: 'همکار شمارهٔ 1',
      nameEn: null,
      isExternal: false,
      assessorTypeId: MANAGER.id,
      assessorTypeTitle: 'مدیر',
      assessorTypeTitleEn: null,
      raterGroup: 'manager',
      confirmation: 'pending',
      invitationLanguage: 'fa',
      invitationStatus: 'notSent',
    };
    const api = setup([saved]);
    await screen.findByLabelText('نوع ارزیاب برای همکار شمارهٔ 1');
    fireEvent.change(screen.getByLabelText('افزودن به‌عنوان'), { target: { value: PEER.id } });
    add(2);
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ ارزیاب‌ها' }));
    await waitFor(() => expect(api.callsTo('user/Assessor/Nominate')).toHaveLength(1));
    expect(
      (api.callsTo('user/Assessor/Nominate')[0]!.body as { nominations: Array<{ userId: string }> }).nominations.map((n) => n.userId),
    ).toEqual([uid(1), uid(2)]);
  });

  it('shows an outside assessor by the name the person typed; only this browser knows the e-mail to save it again', async () => {
    const external = (n: number, name: string) => ({
      id: uid(80 + n),
      userId: null,
      nominatedBy: 'participant',
      name,
      nameEn: null,
      isExternal: true,
      assessorTypeId: OUTSIDE.id,
      assessorTypeTitle: 'بیرونی',
      assessorTypeTitleEn: null,
      raterGroup: 'external',
      confirmation: 'pending',
      invitationLanguage: 'en',
      invitationStatus: 'notSent',
    });
    const colleague = (n: number, typeId: string) => ({
      ...external(n, `همکار شمارهٔ ${n}`),
      id: uid(85 + n),
      userId: uid(n),
      isExternal: false,
      assessorTypeId: typeId,
      raterGroup: typeId === MANAGER.id ? 'manager' : 'peer',
      invitationLanguage: 'fa',
    });
    rememberNominations(ASSESSMENT, [
      { key: 'a', userId: uid(1), name: 'همکار شمارهٔ 1', detail: null, assessorTypeId: MANAGER.id, invitationLanguage: 'fa' },
      {
        key: 'b',
        external: { name: 'Sara Moradi', email: 'sara@example.com', mobile: '09351112233' },
        name: 'Sara Moradi',
        detail: 'sara@example.com',
        assessorTypeId: OUTSIDE.id,
        invitationLanguage: 'en',
      },
    ]);
    // The server's rows say who and as what, never how to reach them.
    const api = setup([colleague(1, MANAGER.id), external(1, 'Sara Moradi')]);
    expect(await screen.findByText('Sara Moradi')).toBeTruthy();
    expect(screen.getByText('sara@example.com')).toBeTruthy();
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 2' });
    add(2);
    add(3);
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ ارزیاب‌ها' }));
    await waitFor(() => expect(api.callsTo('user/Assessor/Nominate')).toHaveLength(1));
    expect((api.callsTo('user/Assessor/Nominate')[0]!.body as { nominations: unknown[] }).nominations).toEqual([
      { userId: uid(1), assessorTypeId: MANAGER.id, invitationLanguage: 'fa' },
      {
        external: { name: 'Sara Moradi', email: 'sara@example.com', mobile: '09351112233' },
        assessorTypeId: OUTSIDE.id,
        invitationLanguage: 'en',
      },
      { userId: uid(2), assessorTypeId: PEER.id, invitationLanguage: 'fa' },
      { userId: uid(3), assessorTypeId: PEER.id, invitationLanguage: 'fa' },
    ]);
  });

  it('shows an outside assessor saved in another browser by name, as a saved row', async () => {
    setup([
      {
        id: uid(90),
        userId: null,
        nominatedBy: 'participant',
        name: 'Lee Park',
        nameEn: null,
        isExternal: true,
        assessorTypeId: OUTSIDE.id,
        assessorTypeTitle: 'بیرونی',
        assessorTypeTitleEn: null,
        raterGroup: 'external',
        confirmation: 'pending',
        invitationLanguage: 'en',
        invitationStatus: 'notSent',
      },
    ]);
    const row = (await screen.findByText('Lee Park')).closest('li')!;
    expect(row.textContent).toContain('بیرونی');
    await waitFor(() => expect(count('بیرونی')).toContain('۱ نفر'));
  });

  it('while collecting, shows who was invited and only per-group counts of answers, never one assessor’s progress', async () => {
    const row = (n: number, raterGroup: 'manager' | 'peer', title: string) => ({
      id: uid(70 + n),
      userId: uid(n),
      nominatedBy: 'participant',
      name: `همکار شمارهٔ ${n}`,
      nameEn: null,
      isExternal: false,
      assessorTypeId: raterGroup === 'manager' ? MANAGER.id : PEER.id,
      assessorTypeTitle: title,
      assessorTypeTitleEn: null,
      raterGroup,
      confirmation: 'confirmed',
      invitationLanguage: 'fa',
      invitationStatus: 'sent',
    });
    mockApi({
      'user/Assessment/GetMine': () => ({ body: listEnvelope([{ ...OWN, status: 'collecting', nextAction: 'waitForAssessors' }]) }),
      [`user/Assessor/GetTypes/${ASSESSMENT}`]: () => ok([MANAGER, PEER, OUTSIDE]),
      [`user/Assessor/GetMine/${ASSESSMENT}`]: () =>
        ok({
          assessors: [row(1, 'manager', 'مدیر'), row(2, 'peer', 'همکار'), row(3, 'peer', 'همکار'), row(4, 'peer', 'همکار')],
          groups: [
            { group: 'manager', invited: 1, finished: 1 },
            { group: 'peer', invited: 3, finished: 2 },
          ],
          nominationOutlook: NO_WARNING,
        }),
    });
    renderAdmin(() => <AssessorSettingPage assessmentId={ASSESSMENT} />, { role: 'user' });
    const counts = await screen.findByRole('region', { name: 'پاسخ‌های رسیده' });
    expect(within(counts).getByText('۲ از ۳ پاسخ داده‌اند')).toBeTruthy();
    expect(within(counts).getByText('همکاران')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(table.textContent).not.toMatch(/پایان‌یافته|شروع نشده|در حال انجام/);
  });

  it('keeps Send disabled while nobody is chosen, and lists no outside assessors where they are not allowed', async () => {
    const NO_OUTSIDE = { ...OUTSIDE, allowOutsideCompany: false };
    mockApi({
      'user/Assessment/GetMine': () => ({ body: listEnvelope([OWN]) }),
      [`user/Assessor/GetTypes/${ASSESSMENT}`]: () => ok([MANAGER, PEER, NO_OUTSIDE]),
      [`user/Assessor/GetMine/${ASSESSMENT}`]: () => ok({ assessors: [], groups: [], nominationOutlook: NO_WARNING }),
      'user/Assessor/SearchColleagues': () => ok(COLLEAGUES),
    });
    renderAdmin(() => <AssessorSettingPage assessmentId={ASSESSMENT} />, { role: 'user' });
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    const send = screen.getByRole('button', { name: 'ارسال دعوت‌نامه‌ها' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByText('نخست ارزیاب‌هایتان را انتخاب کنید.')).toBeTruthy();
    const rules = within(screen.getByRole('list', { name: 'تعداد ارزیاب‌ها برای هر نوع' }));
    expect(rules.queryByText('بیرونی')).toBeNull();
    add(1);
    await waitFor(() => expect(send.disabled).toBe(false));
  });

  it('shows the refusal of an external who is someone inside on that row, and says a chosen manager is confirmed by an admin (issue 22)', async () => {
    const INSIDER = 'این نشانی از آنِ کسی در سازمان یا خود شماست: آن شخص را با نام خودش به‌عنوان ارزیاب انتخاب کنید.';
    const api = mockApi({
      'user/Assessment/GetMine': () => ({ body: listEnvelope([OWN]) }),
      [`user/Assessor/GetTypes/${ASSESSMENT}`]: () => ok([MANAGER, PEER, OUTSIDE]),
      [`user/Assessor/GetMine/${ASSESSMENT}`]: () => ok({ assessors: [], groups: [], nominationOutlook: NO_WARNING }),
      'user/Assessor/SearchColleagues': () => ok(COLLEAGUES),
      'user/Assessor/Nominate': () => ({
        status: 400,
        body: {
          succeeded: false,
          message: INSIDER,
          errors: [{ field: 'nominations.1.external.email', code: 'externalIsInsider', message: INSIDER }],
        },
      }),
    });
    renderAdmin(() => <AssessorSettingPage assessmentId={ASSESSMENT} />, { role: 'user' });
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    expect(count('مدیر')).toContain('مدیری که خودتان انتخاب کنید، پس از تأیید مدیر سازمان دعوت می‌شود.');
    expect(count('همکار')).not.toContain('تأیید مدیر سازمان');
    add(1);
    fireEvent.change(screen.getByLabelText('نام و نام خانوادگی'), { target: { value: 'Sara Moradi' } });
    fireEvent.change(screen.getByLabelText('ایمیل'), { target: { value: 'sara@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'افزودن ارزیاب بیرونی' }));
    await screen.findByText('Sara Moradi');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ ارزیاب‌ها' }));
    await waitFor(() => expect(api.callsTo('user/Assessor/Nominate')).toHaveLength(1));
    const externalRow = screen.getByText('Sara Moradi').closest('li')!;
    await waitFor(() => expect(externalRow.textContent).toContain(INSIDER));
    expect(within(externalRow).getByLabelText('نوع ارزیاب برای Sara Moradi').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('همکار شمارهٔ 1', { selector: 'bdi' }).closest('li')!.textContent).not.toContain(INSIDER);
    // Changing the list clears the row's refusal.
    fireEvent.click(screen.getByRole('button', { name: 'حذف Sara Moradi' }));
    await waitFor(() => expect(screen.queryByText(INSIDER)).toBeNull());
  });

  it('does not offer again a colleague already on the list (saved earlier, or invited)', async () => {
    const saved = {
      id: uid(61),
      userId: uid(2),
      name: 'همکار شمارهٔ 2',
      nameEn: null,
      isExternal: false,
      assessorTypeId: PEER.id,
      assessorTypeTitle: 'همکار',
      assessorTypeTitleEn: null,
      raterGroup: 'peer',
      confirmation: 'confirmed',
      invitationLanguage: 'fa',
      invitationStatus: 'notSent',
      nominatedBy: 'admin',
    };
    setup([saved]);
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    expect(screen.queryByRole('button', { name: 'افزودن همکار شمارهٔ 2' })).toBeNull();
  });
});

describe('assessor setting: groups that could never be shown (issue 23)', () => {
  const note = () => screen.queryByRole('region', { name: 'گروه‌هایی که با این فهرست در گزارش نمی‌آیند' });

  it('says live, per group, which chosen groups are too small to be shown, and says it again before sending', async () => {
    setup();
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    expect(note()).toBeNull();
    add(1); // the manager
    await waitFor(() => expect(note()).not.toBeNull());
    // A manager alone is never a small group, but others could hold only the manager's answer.
    expect(
      within(note()!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['حتی اگر همه پاسخ دهند، بخش «دیگران» کمتر از ۳ پاسخ خواهد داشت و گزارش فقط خودارزیابی و نظر مدیر را نشان می‌دهد.']);
    add(2);
    add(3);
    await waitFor(() =>
      expect(within(note()!).getAllByRole('listitem')[0]!.textContent).toBe(
        'همکاران: ۲ نفر انتخاب شده است؛ این گروه فقط با دست‌کم ۳ پاسخ در گزارش می‌آید.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ارسال دعوت‌نامه‌ها' }));
    const dialog = await screen.findByRole('dialog', { name: 'ارسال دعوت‌نامه‌ها؟' });
    expect(within(dialog).getByText('همکاران: ۲ نفر انتخاب شده است؛ این گروه فقط با دست‌کم ۳ پاسخ در گزارش می‌آید.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    // A third peer: every group chosen can be shown.
    add(4);
    await waitFor(() => expect(note()).toBeNull());
  });

  it('follows the threshold the server gives: with five needed, three peers are still too few', async () => {
    mockApi({
      'user/Assessment/GetMine': () => ({ body: listEnvelope([OWN]) }),
      [`user/Assessor/GetTypes/${ASSESSMENT}`]: () => ok([MANAGER, { ...PEER, maxCount: 6 }, OUTSIDE]),
      [`user/Assessor/GetMine/${ASSESSMENT}`]: () =>
        ok({ assessors: [], groups: [], nominationOutlook: { minGroupSize: 5, smallGroups: [], othersShort: false } }),
      'user/Assessor/SearchColleagues': () => ok(COLLEAGUES),
    });
    renderAdmin(() => <AssessorSettingPage assessmentId={ASSESSMENT} />, { role: 'user' });
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    fireEvent.change(screen.getByLabelText('افزودن به‌عنوان'), { target: { value: PEER.id } });
    add(1);
    add(2);
    add(3);
    await waitFor(() =>
      expect(note()?.textContent).toContain('همکاران: ۳ نفر انتخاب شده است؛ این گروه فقط با دست‌کم ۵ پاسخ در گزارش می‌آید.'),
    );
  });
});

describe('assessor setting after the close (issue 23)', () => {
  it('finds the assessment among the completed ones and says it is closed, not that it was not found', async () => {
    const closed: MyAssessment = { ...OWN, status: 'finished', nextAction: 'none' };
    const api = mockApi({
      'user/Assessment/GetMine': (body) => ({ body: listEnvelope((body as { tab: string }).tab === 'completed' ? [closed] : []) }),
      [`user/Assessor/GetTypes/${ASSESSMENT}`]: () => ok([MANAGER, PEER, OUTSIDE]),
      [`user/Assessor/GetMine/${ASSESSMENT}`]: () => ok({ assessors: [], groups: [], nominationOutlook: NO_WARNING }),
    });
    renderAdmin(() => <AssessorSettingPage assessmentId={ASSESSMENT} />, { role: 'user' });
    expect(await screen.findByText('این ارزیابی بسته شده است و دیگر ارزیابی انتخاب یا دعوت نمی‌شود.')).toBeTruthy();
    expect(screen.queryByText('این ارزیابی پیدا نشد.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ارسال دعوت‌نامه‌ها' })).toBeNull();
    expect(api.callsTo('user/Assessment/GetMine').map((c) => (c.body as { tab: string }).tab)).toEqual(['self', 'completed']);
  });
});

describe('assessor setting: proposals from the reporting line (issue 23)', () => {
  // Colleague 1 is the person's manager; 2, 3 and 4 share that manager.
  const PROPOSALS = [
    { ...COLLEAGUES[0]!, relation: 'manager', assessorTypeId: MANAGER.id },
    ...COLLEAGUES.slice(1).map((c) => ({ ...c, relation: 'peer', assessorTypeId: PEER.id })),
  ];

  it('offers the manager and the peers, adds them all with one click within each type’s room, and saves them as any choice', async () => {
    const api = setup([], PROPOSALS);
    const section = await screen.findByRole('region', { name: 'پیشنهاد از روی جایگاه شما در سازمان' });
    expect(within(section).getByRole('list', { name: 'مدیر شما' }).textContent).toContain('همکار شمارهٔ 1');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    // One peer chosen by hand first: the proposals leave them out, and the peer type (at most 3) has room for two more.
    fireEvent.change(screen.getByLabelText('افزودن به‌عنوان'), { target: { value: PEER.id } });
    add(2);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    fireEvent.click(within(section).getByRole('button', { name: 'افزودن همهٔ پیشنهادها (۳)' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'پیشنهاد از روی جایگاه شما در سازمان' })).toBeNull());
    expect(count('مدیر')).toContain('۱ نفر (بین ۱ تا ۱)');
    expect(count('همکار')).toContain('۳ نفر (بین ۲ تا ۳)');
    // The person may still change a suggestion's type, or remove it.
    fireEvent.click(screen.getByRole('button', { name: 'حذف همکار شمارهٔ 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ ارزیاب‌ها' }));
    await waitFor(() => expect(api.callsTo('user/Assessor/Nominate')).toHaveLength(1));
    expect((api.callsTo('user/Assessor/Nominate')[0]!.body as { nominations: unknown[] }).nominations).toEqual([
      { userId: uid(2), assessorTypeId: PEER.id, invitationLanguage: 'fa' },
      { userId: uid(1), assessorTypeId: MANAGER.id, invitationLanguage: 'fa' },
      { userId: uid(3), assessorTypeId: PEER.id, invitationLanguage: 'fa' },
    ]);
    // Removed, colleague 4 is offered again.
    expect(await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 4 به‌عنوان همکار' })).toBeTruthy();
  });

  it('says when a type has no room left, instead of adding past its maximum', async () => {
    setup([], PROPOSALS);
    const section = await screen.findByRole('region', { name: 'پیشنهاد از روی جایگاه شما در سازمان' });
    // A manager chosen by hand (colleague 2 as manager): the proposed manager waits.
    add(2);
    await waitFor(() => expect(count('مدیر')).toContain('۱ نفر'));
    const manager = within(section).getByRole('button', { name: 'ظرفیت پر است همکار شمارهٔ 1 به‌عنوان مدیر' }) as HTMLButtonElement;
    expect(manager.disabled).toBe(true);
    expect(within(section).getByRole('button', { name: 'افزودن همهٔ پیشنهادها (۲)' })).toBeTruthy();
  });

  it('offers nothing when the reporting line is not set, or cannot be read', async () => {
    setup([], []);
    await screen.findByRole('button', { name: 'افزودن همکار شمارهٔ 1' });
    expect(screen.queryByRole('region', { name: 'پیشنهاد از روی جایگاه شما در سازمان' })).toBeNull();
  });
});
