import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SurveyResponseItem } from '@rira/contracts/site/admin-pages';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { SurveyResponses } from './survey-admin-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const response = (n: number, isSeen: boolean): SurveyResponseItem => ({
  id: `88888888-8888-4888-8888-${String(n).padStart(12, '0')}`,
  language: 'fa',
  createdAt: '2026-03-21T08:30:00Z',
  isSeen,
  fullname: n === 1 ? 'مریم کاظمی' : null,
  companyName: 'پارس',
  email: null,
  phoneNumber: null,
  answers: [{ questionId: 'size', label: 'سازمان شما چند نفر کارمند دارد؟', kind: 'single', value: '۵۱ تا ۲۰۰ نفر' }],
});

describe('the survey responses', () => {
  it('lists responses with Jalali dates, pages on the server, and opening one marks it seen', async () => {
    let rows = [response(1, false), response(2, true)];
    const api = mockApi({
      'manager/survey/Responses/GetAll': () => ({ body: listEnvelope(rows, { totalItems: 12 }) }),
      'manager/survey/Responses/Seen': (body) => {
        rows = rows.map((r) => (r.id === (body as { id: string }).id ? { ...r, isSeen: true } : r));
        return { body: { data: null, succeeded: true, message: 'ok' } };
      },
    });
    renderAdmin(() => <SurveyResponses />, { role: 'contentManager' });
    const table = await screen.findByRole('table');
    await within(table).findByText('مریم کاظمی');
    // 1 Farvardin 1405 (21 March 2026), in Persian digits.
    expect(within(table).getAllByText(/۱ فروردین ۱۴۰۵/).length).toBe(2);
    expect(within(table).getByText('بی‌نام')).toBeTruthy();
    expect(api.callsTo('manager/survey/Responses/GetAll')[0]!.body).toEqual({ pageIndex: 1, pageSize: 10 });

    fireEvent.click(within(table).getAllByRole('button', { name: 'دیدن پاسخ‌ها' })[0]!);
    expect(await within(table).findByText('۵۱ تا ۲۰۰ نفر')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('manager/survey/Responses/Seen')).toHaveLength(1));
    expect(api.callsTo('manager/survey/Responses/Seen')[0]!.body).toEqual({ id: rows[0]!.id });

    // Twelve responses: a second page.
    fireEvent.click(screen.getByRole('button', { name: /صفحهٔ بعد|بعدی/ }));
    await waitFor(() => expect(api.callsTo('manager/survey/Responses/GetAll').at(-1)!.body).toEqual({ pageIndex: 2, pageSize: 10 }));
  });

  it('asks before deleting a response', async () => {
    const api = mockApi({
      'manager/survey/Responses/GetAll': () => ({ body: listEnvelope([response(1, true)]) }),
      'manager/survey/Responses/Delete': () => ({ body: { data: null, succeeded: true, message: 'پاسخ حذف شد.' } }),
    });
    renderAdmin(() => <SurveyResponses />, { role: 'systemManager' });
    fireEvent.click(await screen.findByRole('button', { name: 'حذف پاسخ مریم کاظمی' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(api.callsTo('manager/survey/Responses/Delete')).toHaveLength(1));
    expect(api.callsTo('manager/survey/Responses/Delete')[0]!.body).toEqual({ id: response(1, true).id });
  });
});
