import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/render-admin.tsx';
import { renderAt, testQueryClient } from '../../test/render.tsx';
import { ReportScreen, type ReportScreenData } from './report-page.tsx';
import type { ReportDocument } from '@rira/contracts';
import { outlineOf } from './report-outline.ts';
import { ASSESSMENT_ID, testDocument } from './test-report.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const person = { fullName: 'علی رضایی', isAdmin: false, isSystemManager: false, needsMembershipChoice: false };
const hr = { fullName: 'مریم احمدی', isAdmin: true, isSystemManager: false, needsMembershipChoice: false };

/** The data of a client-side navigation: the document with its outline. */
const readyDoc = (doc: ReportDocument) => ({ doc, outline: outlineOf(doc, 'fa') });

function renderScreen(data: ReportScreenData, lang: 'fa' | 'en' = 'fa') {
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
    expect(screen.getByRole('button', { name: 'ساخت گزارش جزئی' })).toBeTruthy();
  });
});
