import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/render-admin.tsx';
import { renderAt, testQueryClient } from '../../test/render.tsx';
import { ReportScreen, type ReportScreenData } from './report-page.tsx';
import type { ReportDocument } from '@rira/contracts';
import { outlineOf } from './report-outline.ts';
import { ASSESSMENT_ID, testDocument } from './test-report.ts';
import type { LanguageCode } from '@rira/contracts/language';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const person = { fullName: 'علی رضایی', isAdmin: false, isSystemManager: false, needsMembershipChoice: false };
const hr = { fullName: 'مریم احمدی', isAdmin: true, isSystemManager: false, needsMembershipChoice: false };
const manager = { fullName: 'مدیر سیستم', isAdmin: true, isSystemManager: true, needsMembershipChoice: false };

/** The data of a client-side navigation: the document with its outline. */
const readyDoc = (doc: ReportDocument) => ({ doc, outline: outlineOf(doc, 'fa') });

function renderScreen(data: ReportScreenData, lang: LanguageCode = 'fa') {
  return renderAt(() => <ReportScreen data={data} />, { path: `/reports/${ASSESSMENT_ID}`, lang, queryClient: testQueryClient() });
}

describe('report screen', () => {
  it('gives the assessed person the PDFs and print, without the admins’ controls', () => {
    renderScreen({
      state: 'ready',
      assessmentId: ASSESSMENT_ID,
      ...readyDoc(testDocument()),
      kind: 'complete',
      viewer: person,
      admin: null,
    });
    expect(screen.getByRole('button', { name: 'دریافت PDF خلاصه' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دریافت PDF کامل' })).toBeTruthy();
    expect(screen.queryByLabelText('نسخهٔ گزارش')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ساخت دوبارهٔ گزارش' })).toBeNull();
    expect(screen.getByRole('link', { name: 'بازگشت' }).getAttribute('href')).toBe('/admin/my-assessments');
  });

  it('gives admins the versions (partial ones marked), generate again and the company export', async () => {
    const api = mockApi({
      'admin/Report/Generate': () => ({ body: { data: { version: 3, partial: false }, succeeded: true, message: 'گزارش ساخته شد.' } }),
    });
    renderScreen({
      state: 'ready',
      assessmentId: ASSESSMENT_ID,
      ...readyDoc(testDocument()),
      kind: 'complete',
      viewer: hr,
      admin: { companyId: 'c0c0c0c0-c0c0-4c0c-8c0c-c0c0c0c0c0c0', status: 'finished' },
    });
    const select = screen.getByLabelText('نسخهٔ گزارش') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^نسخهٔ ۲ \(/),
      expect.stringMatching(/^نسخهٔ ۱ \(.*جزئی\)$/),
    ]);
    expect(screen.getByRole('button', { name: 'خروجی اکسل همهٔ گزارش‌های سازمان' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ساخت دوبارهٔ گزارش' }));
    await waitFor(() => expect(api.callsTo('admin/Report/Generate')).toHaveLength(1));
    expect(api.callsTo('admin/Report/Generate')[0]!.body).toEqual({ id: ASSESSMENT_ID });
  });

  it('offers the print view instead of PDFs, and says why, when the server cannot print', () => {
    renderScreen(
      {
        state: 'ready',
        assessmentId: ASSESSMENT_ID,
        ...readyDoc(testDocument({ pdfAvailable: false })),
        kind: 'complete',
        viewer: person,
        admin: null,
      },
      'en',
    );
    expect(screen.queryByRole('button', { name: /PDF/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'Complete print view' });
    expect(link.getAttribute('href')).toBe(`/reports/${ASSESSMENT_ID}/print?version=2&kind=complete&lang=en`);
    expect(screen.getByText(/This server cannot make PDFs/)).toBeTruthy();
  });

  it('shows the refusal and "not generated yet" as pages of their own', () => {
    const { unmount } = renderScreen({
      state: 'refused',
      assessmentId: ASSESSMENT_ID,
      message: 'نمایش این گزارش برای شما مجاز نیست.',
      viewer: person,
    });
    expect(screen.getByRole('heading', { name: 'دسترسی به این گزارش ممکن نیست' })).toBeTruthy();
    expect(screen.getByText('نمایش این گزارش برای شما مجاز نیست.')).toBeTruthy();
    unmount();
    renderScreen({
      state: 'noReport',
      assessmentId: ASSESSMENT_ID,
      message: 'هنوز گزارشی برای این ارزیابی ساخته نشده است.',
      viewer: hr,
      admin: { companyId: 'c0c0c0c0-c0c0-4c0c-8c0c-c0c0c0c0c0c0', status: 'collecting' },
    });
    expect(screen.getByRole('heading', { name: 'هنوز گزارشی ساخته نشده است' })).toBeTruthy();
    // A company admin makes no report while answers still come in (assessment-method.md §2, inside the company).
    expect(screen.queryByRole('button', { name: 'ساخت گزارش جزئی' })).toBeNull();
  });

  it('lets the system manager make a partial report only with a reason, which the server keeps', async () => {
    const api = mockApi({
      'admin/Report/Generate': () => ({
        body: { data: { version: 1, partial: true }, succeeded: true, message: 'گزارش ساخته شد؛ این گزارش جزئی است.' },
      }),
    });
    renderScreen({
      state: 'noReport',
      assessmentId: ASSESSMENT_ID,
      message: 'هنوز گزارشی برای این ارزیابی ساخته نشده است.',
      viewer: manager,
      admin: { companyId: 'c0c0c0c0-c0c0-4c0c-8c0c-c0c0c0c0c0c0', status: 'collecting' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ساخت گزارش جزئی' }));
    const dialog = await screen.findByRole('dialog', { name: 'ساخت گزارش جزئی' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ساخت گزارش جزئی' }));
    expect(
      await within(dialog).findByText('دلیل را در یک جمله بنویسید (دست‌کم ۱۰ نویسه): در گزارش رویدادها نگه داشته می‌شود.'),
    ).toBeTruthy();
    expect(api.callsTo('admin/Report/Generate')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('دلیل ساخت گزارش جزئی'), { target: { value: 'جلسهٔ بازخورد پیش از پایان' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ساخت گزارش جزئی' }));
    await waitFor(() => expect(api.callsTo('admin/Report/Generate')).toHaveLength(1));
    expect(api.callsTo('admin/Report/Generate')[0]!.body).toEqual({ id: ASSESSMENT_ID, reason: 'جلسهٔ بازخورد پیش از پایان' });
  });

  it('offers releasing an earlier version to the system manager only', () => {
    // Version 1, complete, on screen; version 2 is the one the person reads.
    const earlier = testDocument({
      version: 1,
      versions: [
        { version: 2, generatedAt: '2026-11-20T08:00:00.000Z', partial: false, released: true },
        { version: 1, generatedAt: '2026-11-10T08:00:00.000Z', partial: false, released: false },
      ],
    });
    const admin = { companyId: 'c0c0c0c0-c0c0-4c0c-8c0c-c0c0c0c0c0c0', status: 'finished' as const };
    const { unmount } = renderScreen({
      state: 'ready',
      assessmentId: ASSESSMENT_ID,
      ...readyDoc(earlier),
      kind: 'complete',
      viewer: hr,
      admin,
    });
    expect(screen.queryByRole('button', { name: 'همین نسخه را به ارزیابی‌شونده نشان بده' })).toBeNull();
    unmount();
    renderScreen({ state: 'ready', assessmentId: ASSESSMENT_ID, ...readyDoc(earlier), kind: 'complete', viewer: manager, admin });
    expect(screen.getByRole('button', { name: 'همین نسخه را به ارزیابی‌شونده نشان بده' })).toBeTruthy();
  });
});
