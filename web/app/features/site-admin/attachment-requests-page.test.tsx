import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { AttachmentRequestItem } from '@rira/contracts/site/admin-site';
import { AttachmentRequestsPage } from './attachment-requests-page.tsx';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const request = (patch: Partial<AttachmentRequestItem> = {}): AttachmentRequestItem => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
  createdAt: '2026-03-21T08:30:00Z',
  articleId: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001',
  articleTitle: 'ارزیابی ۳۶۰ درجه چیست؟',
  fileName: 'checklist.docx',
  fullname: 'سارا محمدی',
  email: 'sara@example.com',
  phoneNumber: null,
  language: 'fa',
  sendStatus: 'failed',
  sendError: 'connection refused',
  sentAt: null,
  canResend: true,
  ...patch,
});

describe('attachment requests', () => {
  it('lists the request with its Jalali date and status, and Resend shows the new outcome', async () => {
    let row = request();
    const api = mockApi({
      'manager/attachmentRequest/GetAll': () => ({ body: listEnvelope([row]) }),
      'manager/attachmentRequest/Resend': () => {
        row = request({ sendStatus: 'sent', sendError: null, sentAt: '2026-03-22T09:00:00Z' });
        return {
          body: {
            data: { sendStatus: 'sent', sendError: null, sentAt: row.sentAt },
            succeeded: true,
            message: 'فایل دوباره به sara@example.com فرستاده شد.',
          },
        };
      },
    });
    renderAdmin(() => <AttachmentRequestsPage />, { role: 'contentManager' });
    await screen.findByText('connection refused');
    const table = screen.getByRole('table');
    const cells = within(table).getAllByRole('row')[1]!;
    expect(within(cells).getByText('ناموفق')).toBeTruthy();
    expect(within(cells).getByText('connection refused')).toBeTruthy();
    // Jalali: 21 March 2026 is 1 Farvardin 1405.
    expect(within(cells).getByText(/۱ فروردین ۱۴۰۵/)).toBeTruthy();

    fireEvent.click(within(cells).getByRole('button', { name: 'ارسال دوبارهٔ «checklist.docx» برای سارا محمدی' }));
    await waitFor(() => expect(api.callsTo('manager/attachmentRequest/Resend')).toHaveLength(1));
    expect(api.callsTo('manager/attachmentRequest/Resend')[0]!.body).toEqual({ id: row.id });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('فایل دوباره به sara@example.com فرستاده شد.'));
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('ارسال شد')).toBeTruthy());
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('فایل دوباره به sara@example.com فرستاده شد.');
  });

  it('shows a failed resend as an error, and offers no resend when the file is gone', async () => {
    mockApi({
      'manager/attachmentRequest/GetAll': () => ({
        body: listEnvelope([request(), request({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002', fullname: 'علی', canResend: false })]),
      }),
      'manager/attachmentRequest/Resend': () => ({
        body: {
          data: { sendStatus: 'failed', sendError: 'timeout', sentAt: null },
          succeeded: true,
          message: 'ارسال دوباره ناموفق بود: timeout',
        },
      }),
    });
    renderAdmin(() => <AttachmentRequestsPage />, { role: 'systemManager' });
    expect(await screen.findByText('فایل حذف شده است')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /برای علی/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ارسال دوبارهٔ «checklist.docx» برای سارا محمدی' }));
    await waitFor(() => expect(vi.mocked(toast.error)).toHaveBeenCalledWith('ارسال دوباره ناموفق بود: timeout'));
    expect(vi.mocked(toast.success)).not.toHaveBeenCalled();
  });
});
