import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoundDashboard, RoundPerson } from '@rira/contracts/rounds';
import type { LanguageCode } from '@rira/contracts/language';
import { COMPANY_ID, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { RoundDashboardPage } from './round-dashboard-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `efefefef-efef-4fef-8fef-${String(n).padStart(12, '0')}`;
const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });

const person = (n: number, name: string, nameEn: string, patch: Partial<RoundPerson> = {}): RoundPerson => ({
  assessmentId: id(100 + n),
  userId: id(200 + n),
  name,
  nameEn,
  departmentTitle: 'فروش',
  departmentTitleEn: 'Sales',
  status: 'collecting',
  selfDone: true,
  nominationsWaiting: 0,
  groups: [
    { group: 'self', invited: 1, answered: 1, needed: 1 },
    { group: 'peer', invited: 4, answered: 1, needed: 3 },
  ],
  reportReleased: false,
  ...patch,
});

const MARYAM = person(1, 'مریم احمدی', 'Maryam Ahmadi');
const REZA = person(2, 'رضا کریمی', 'Reza Karimi', { status: 'draft', selfDone: false, nominationsWaiting: 2, groups: [] });

const round: RoundDashboard = {
  id: id(1),
  companyId: COMPANY_ID,
  title: 'ارزیابی رهبری پاییز',
  titleEn: 'Leadership 360, autumn',
  templateId: id(2),
  templateTitle: 'قالب مدیران',
  templateTitleEn: 'Managers',
  startsOn: '2026-09-23',
  finishesOn: '2026-10-22',
  userMaySeeReport: false,
  needsAssessorConfirmation: true,
  userMayAddExternal: false,
  includeAssessorTypeSettings: true,
  minGroupSize: 3,
  raterLoadLimit: 8,
  people: [MARYAM, REZA],
  responseRates: [
    { group: 'peer', invited: 4, answered: 1 },
    { group: 'manager', invited: 2, answered: 2 },
  ],
  groupsAtRisk: [
    { assessmentId: MARYAM.assessmentId, group: 'peer', invited: 4, answered: 1, needed: 3, expected: 2, tooFewInvited: false },
  ],
  raterLoad: [
    { userId: id(301), name: 'سارا نادری', nameEn: 'Sara Naderi', inRound: 9, inOpenRounds: 12, overLimit: true },
    { userId: id(302), name: 'علی رضایی', nameEn: 'Ali Rezaei', inRound: 2, inOpenRounds: 3, overLimit: false },
  ],
};

function setup(lang: LanguageCode, routes: Parameters<typeof mockApi>[0] = {}, role: 'companyAdmin' | 'systemManager' = 'companyAdmin') {
  const api = mockApi({ [`admin/Round/Get/${round.id}`]: () => ok(round), ...routes });
  renderAdmin(() => <RoundDashboardPage roundId={round.id} />, { lang, role });
  return api;
}

describe('the round dashboard (issue 26)', () => {
  it('shows a group at risk with what it means and the remedy, linking to the person’s assessment', async () => {
    setup('fa');
    const section = (await screen.findByRole('heading', { name: 'گروه‌های در خطر' })).closest('section')!;
    expect(within(section).getByText(/تا وقت هست ارزیاب‌های بیشتری دعوت کنید/)).toBeTruthy();
    const row = within(section).getByRole('row', { name: /مریم احمدی/ });
    expect(within(row).getByText('همکار')).toBeTruthy();
    expect(within(row).getByText('۱ از ۳')).toBeTruthy();
    expect(within(row).getByText('۲ پاسخ')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'مریم احمدی' }).getAttribute('href')).toBe(`/admin/assessments/${MARYAM.assessmentId}`);
    // The header: Jalali dates; the response rate by group in words beside its bar.
    expect(screen.getByText('۱ مهر ۱۴۰۵ تا ۳۰ مهر ۱۴۰۵')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'نرخ پاسخ گروه همکار' }).getAttribute('aria-valuetext')).toBe('۱ از ۴ (۲۵٪)');
  });

  it('flags a rater asked for too many sorts in words, not colour alone (en)', async () => {
    setup('en');
    const section = (await screen.findByRole('heading', { name: 'Rater load' })).closest('section')!;
    expect(within(section).getByText(/More than 8 is too many/)).toBeTruthy();
    const sara = within(section).getByRole('row', { name: /Sara Naderi/ });
    expect(within(sara).getByText('Over the limit')).toBeTruthy();
    expect(within(sara).getByText('9')).toBeTruthy();
    expect(within(sara).getByText('12')).toBeTruthy();
    expect(within(within(section).getByRole('row', { name: /Ali Rezaei/ })).getByText('Within the limit')).toBeTruthy();
    // The people: state in the status texts, self-sort, nominations waiting, per group answered of invited.
    const people = screen.getByRole('table', { name: "The round's people" });
    const reza = within(people).getByRole('row', { name: /Reza Karimi/ });
    expect(within(reza).getByText('Draft')).toBeTruthy();
    expect(within(reza).getByText('Not done')).toBeTruthy();
    expect(within(reza).getByText('2')).toBeTruthy();
    expect(within(within(people).getByRole('row', { name: /Maryam Ahmadi/ })).getByText('Peer: 1 of 4')).toBeTruthy();
  });

  it.each(['fa', 'en'] as const)('confirms a bulk action saying what will happen, then shows what it did for whom (%s)', async (lang) => {
    const api = setup(lang, {
      'admin/Round/Bulk': () =>
        ok({
          done: 1,
          skipped: 1,
          failed: 0,
          outcomes: [
            { assessmentId: MARYAM.assessmentId, name: MARYAM.name, nameEn: MARYAM.nameEn, outcome: 'done', reason: null },
            {
              assessmentId: REZA.assessmentId,
              name: REZA.name,
              nameEn: REZA.nameEn,
              outcome: 'skipped',
              reason: lang === 'fa' ? 'هنوز منتشر نشده است.' : 'Not published yet.',
            },
          ],
        }),
    });
    const fa = lang === 'fa';
    const toolbar = await screen.findByRole('toolbar', { name: fa ? 'کارهای دسته‌جمعی دوره' : 'Actions on the whole round' });
    fireEvent.click(within(toolbar).getByRole('button', { name: fa ? 'ارسال دعوت‌نامه‌ها' : 'Send invitations' }));
    const dialog = await screen.findByRole('dialog', { name: fa ? 'ارسال دعوت‌نامه‌ها' : 'Send invitations' });
    expect(
      within(dialog).getByText(
        fa
          ? 'دعوت‌نامه برای هر ارزیاب تأییدشده‌ای که هنوز دعوت نشده در ۲ ارزیابی دوره فرستاده می‌شود؛ به هیچ‌کس دو بار نامه نمی‌رود.'
          : "Invitations go to every confirmed assessor not yet invited in the round's 2 assessments; nobody is mailed twice.",
      ),
    ).toBeTruthy();
    expect(api.callsTo('admin/Round/Bulk')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: fa ? 'ارسال دعوت‌نامه‌ها' : 'Send invitations' }));
    const result = await screen.findByRole('dialog', { name: fa ? 'نتیجهٔ «ارسال دعوت‌نامه‌ها»' : 'What “Send invitations” did' });
    expect(api.callsTo('admin/Round/Bulk')[0]!.body).toEqual({ id: round.id, action: 'sendInvitations' });
    expect(within(result).getByText(fa ? 'انجام شد: ۱' : 'Done: 1')).toBeTruthy();
    expect(within(result).getByText(fa ? 'رد شد: ۱' : 'Skipped: 1')).toBeTruthy();
    expect(within(result).getByText(fa ? 'ناموفق: ۰' : 'Failed: 0')).toBeTruthy();
    const list = within(result).getByRole('list', { name: fa ? 'افرادی که رد شدند یا ناموفق بودند' : 'People skipped or failed' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain(fa ? 'رضا کریمی' : 'Reza Karimi');
    expect(items[0]!.textContent).toContain(fa ? 'هنوز منتشر نشده است.' : 'Not published yet.');
    fireEvent.click(within(result).getByRole('button', { name: fa ? 'بستن' : 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the release of reports to the system manager only, whose call it is', async () => {
    setup('en');
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on the whole round' });
    expect(within(toolbar).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'Release reports' })).toBeNull();
    cleanup();
    setup('en', {}, 'systemManager');
    const managers = await screen.findByRole('toolbar', { name: 'Actions on the whole round' });
    expect(within(managers).getByRole('button', { name: 'Release reports' })).toBeTruthy();
  });

  it('asks the new finish date for extend and sends it', async () => {
    const api = setup('fa', { 'admin/Round/Bulk': () => ok({ done: 2, skipped: 0, failed: 0, outcomes: [] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'تمدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'تمدید' });
    fireEvent.change(within(dialog).getByLabelText('تاریخ پایان تازه'), { target: { value: '۱۴۰۶/۰۱/۲۰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تمدید' }));
    await screen.findByText('همه انجام شد؛ کسی رد نشد و خطایی پیش نیامد.');
    expect(api.callsTo('admin/Round/Bulk')[0]!.body).toEqual({ id: round.id, action: 'extend', finishesOn: '2027-04-09' });
  });

  it('offers only the round’s people to remove, and says the server’s refusal', async () => {
    const message = 'ارزیابی رضا کریمی پاسخ ثبت‌شده دارد و برداشته نمی‌شود.';
    const api = setup('fa', {
      'admin/Round/RemovePeople': () => ({ status: 409, body: { succeeded: false, message, errors: [] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'برداشتن افراد' }));
    const dialog = await screen.findByRole('dialog', { name: 'برداشتن افراد از دوره' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /رضا کریمی/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'برداشتن' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('admin/Round/RemovePeople')[0]!.body).toEqual({ id: round.id, userIds: [REZA.userId] });
  });

  it('downloads the round’s Excel workbook in the screen’s language and says it arrived', async () => {
    const createObjectURL = vi.fn(() => 'blob:round');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const api = setup('en', { [`admin/Round/Export/${round.id}`]: () => ({ body: {} }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The round’s workbook is downloaded.'));
    const [call] = api.callsTo(`admin/Round/Export/${round.id}`);
    expect(call!.url.searchParams.get('lang')).toBe('en');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
