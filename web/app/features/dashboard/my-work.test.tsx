import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { MyAssessment, MyAssessmentCounts } from '@rira/contracts/assessments';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { MyAssessmentsPage } from '../my-assessments/my-assessments-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });
const uid = (n: number) => `eeeeeeee-eeee-4eee-8eee-${String(n).padStart(12, '0')}`;
const counts = (over: Partial<MyAssessmentCounts> = {}): MyAssessmentCounts => ({
  self: { total: 0, toDo: 0 },
  invited: { total: 0, toDo: 0 },
  asAssessor: { total: 0, toDo: 0 },
  completed: { total: 0, toDo: 0 },
  ...over,
});
const item = (n: number, over: Partial<MyAssessment>): MyAssessment => ({
  assessmentId: uid(n),
  assessorId: uid(100 + n),
  role: 'assessor',
  targetName: 'مریم احمدی',
  targetNameEn: 'Maryam Ahmadi',
  templateTitle: 'ارزیابی ۳۶۰ درجه',
  templateTitleEn: null,
  roundTitle: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
  roundTitleEn: 'Leadership 360, autumn 1405',
  roundStartsOn: '2026-06-01',
  roundFinishesOn: '2026-06-30',
  status: 'collecting',
  progress: 'notStarted',
  nextAction: 'start',
  finishesOn: '2027-01-15',
  estimatedMinutes: 25,
  ...over,
});

describe('the dashboard says what waits for the person', () => {
  it('lists the card sorts to answer with their due date and a start button, and the person’s own step', async () => {
    mockApi({
      'user/Assessment/GetMineCounts': () => ok(counts({ invited: { total: 1, toDo: 1 }, self: { total: 1, toDo: 0 } })),
      'user/Assessment/GetMine': (body) =>
        (body as { pageSize: number }).pageSize !== 10
          ? { status: 400, body: { succeeded: false, message: 'page size', errors: [] } }
          : (body as { tab: string }).tab === 'invited'
            ? { body: listEnvelope([item(1, {})]) }
            : { body: listEnvelope([item(2, { role: 'self', status: 'waiting', nextAction: 'waitForAssessors', progress: 'finished' })]) },
    });
    renderAdmin(() => <DashboardPage />, { role: 'user' });
    const work = await screen.findByRole('region', { name: 'کارهایی که منتظر شماست' });
    const toAnswer = await within(work).findByRole('list', { name: 'یک مرتب‌سازی کارت برای پاسخ' });
    expect(within(toAnswer).getByRole('heading', { level: 3, name: /مریم احمدی/ })).toBeTruthy();
    expect(within(toAnswer).getByRole('link', { name: 'شروع' }).getAttribute('href')).toBe(`/admin/my-assessments/${uid(101)}`);
    expect(toAnswer.textContent).toMatch(/۱۴۰۵/); // the due date, in the Jalali calendar
    const own = await within(work).findByRole('list', { name: 'ارزیابی شما' });
    expect(within(own).getByRole('heading', { level: 3 })).toBeTruthy();
  });

  it('tells an employee with nothing to do so, calmly', async () => {
    mockApi({ 'user/Assessment/GetMineCounts': () => ok(counts()) });
    renderAdmin(() => <DashboardPage />, { role: 'user' });
    expect(await screen.findByText(/اکنون کاری در انتظار شما نیست/)).toBeTruthy();
  });
});

describe('my assessments opens on the tab with something to do', () => {
  it('opens "to answer" when the person’s own assessment waits for others, tabs in the order of the work', async () => {
    mockApi({
      'user/Assessment/GetMineCounts': () =>
        ok(counts({ invited: { total: 2, toDo: 2 }, self: { total: 1, toDo: 0 }, completed: { total: 1, toDo: 0 } })),
      'user/Assessment/GetMine': (body) => ({
        body: listEnvelope(
          (body as { tab: string }).tab === 'invited' ? [item(1, {}), item(3, { progress: 'inProgress', nextAction: 'continue' })] : [],
        ),
      }),
    });
    renderAdmin(() => <MyAssessmentsPage />, { role: 'user' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ارزیابی من', 'برای پاسخکارهای مانده: ۲', 'گزارش‌های من', 'پاسخ‌داده‌ها']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('link', { name: 'ادامه' })).toBeTruthy();
  });

  it('opens the person’s own assessment when it needs them', async () => {
    mockApi({
      'user/Assessment/GetMineCounts': () => ok(counts({ invited: { total: 1, toDo: 1 }, self: { total: 1, toDo: 1 } })),
      'user/Assessment/GetMine': () => ({ body: listEnvelope([]) }),
    });
    renderAdmin(() => <MyAssessmentsPage />, { role: 'user' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });
});
