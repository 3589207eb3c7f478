import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormSubmissionItem, ProductDemoItem } from '@rira/contracts/site/admin-site';
import { InboxList } from './inbox-list.tsx';
import { FormSubmissionsPage } from './form-submissions-page.tsx';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const contact = (n: number, fullname: string, isSeen: boolean): FormSubmissionItem => ({
  id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
  language: 'fa',
  isSeen,
  createdAt: `2026-03-2${n}T08:30:00Z`,
  fullname,
  phoneNumber: '09121234567',
  email: `person${n}@example.com`,
  message: n === 1 ? 'سلام\nدربارهٔ ارزیابی ۳۶۰' : null,
  position: 'مدیر منابع انسانی',
});

const ok = { body: { data: null, succeeded: true, message: 'دیده‌شده علامت خورد.' } };

describe('the inbox list', () => {
  it('highlights unseen rows, and opening one shows its details and marks it seen', async () => {
    let rows = [contact(1, 'مریم کاظمی', false), contact(2, 'علی رضایی', true)];
    const api = mockApi({
      'manager/formSubmission/GetAll': () => ({ body: listEnvelope(rows) }),
      'manager/formSubmission/Seen': (body) => {
        rows = rows.map((r) => (r.id === (body as { id: string }).id ? { ...r, isSeen: true } : r));
        return ok;
      },
    });
    renderAdmin(() => <InboxList kind="formSubmission" />, { role: 'contentManager' });

    const unseen = await screen.findByRole('button', { name: 'نمایش جزئیات مریم کاظمی (تازه)' });
    const unseenRow = unseen.closest('li')!;
    expect(unseenRow.getAttribute('data-unseen')).toBe('true');
    expect(within(unseenRow).getByText('تازه')).toBeTruthy();
    const seenRow = screen.getByRole('button', { name: 'نمایش جزئیات علی رضایی' }).closest('li')!;
    expect(seenRow.getAttribute('data-unseen')).toBeNull();
    expect(within(seenRow).queryByText('تازه')).toBeNull();
    expect(api.callsTo('manager/formSubmission/GetAll')[0]!.body).toEqual({ pageIndex: 1, pageSize: 10 });

    fireEvent.click(unseen);
    const sheet = await screen.findByRole('dialog', { name: 'جزئیات مریم کاظمی' });
    expect(within(sheet).getByText('person1@example.com')).toBeTruthy();
    expect(within(sheet).getByText(/دربارهٔ ارزیابی ۳۶۰/)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('manager/formSubmission/Seen')).toHaveLength(1));
    expect(api.callsTo('manager/formSubmission/Seen')[0]!.body).toEqual({ id: rows[0]!.id });
    // The highlight goes at once and stays after the list is read again.
    // (The rest of the page is hidden from assistive technology while the sheet is open.)
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'نمایش جزئیات مریم کاظمی', hidden: true }).closest('li')!.getAttribute('data-unseen'),
      ).toBeNull(),
    );
    await waitFor(() => expect(api.callsTo('manager/formSubmission/GetAll').length).toBeGreaterThan(1));

    // Opening a seen row does not call Seen again.
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'نمایش جزئیات علی رضایی' }));
    await screen.findByRole('dialog', { name: 'جزئیات علی رضایی' });
    expect(api.callsTo('manager/formSubmission/Seen')).toHaveLength(1);
    expect(screen.getByText('پیامی نوشته نشده است.')).toBeTruthy();
  });

  it('deletes a row only after confirmation, and filters by seen with an export link that matches', async () => {
    const rows = [contact(1, 'مریم کاظمی', false)];
    const api = mockApi({
      'manager/formSubmission/GetAll': () => ({ body: listEnvelope(rows) }),
      'manager/formSubmission/Delete': () => ({ body: { data: null, succeeded: true, message: 'حذف شد.' } }),
    });
    renderAdmin(() => <InboxList kind="formSubmission" />, { role: 'systemManager' });
    fireEvent.click(await screen.findByRole('button', { name: 'حذف «مریم کاظمی»' }));
    const confirm = await screen.findByRole('dialog', { name: 'حذف مورد دریافتی' });
    expect(api.callsTo('manager/formSubmission/Delete')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(api.callsTo('manager/formSubmission/Delete')).toHaveLength(1));
    expect(api.callsTo('manager/formSubmission/Delete')[0]!.body).toEqual({ id: rows[0]!.id });

    fireEvent.change(screen.getByLabelText('وضعیت مشاهده'), { target: { value: 'false' } });
    await waitFor(() =>
      expect(api.callsTo('manager/formSubmission/GetAll').at(-1)!.body).toEqual({ pageIndex: 1, pageSize: 10, isSeen: false }),
    );
    const link = screen.getByRole('link', { name: 'خروجی اکسل' });
    expect(link.getAttribute('href')).toBe('/api/manager/formSubmission/Export?isSeen=false&lang=fa');
  });

  it('shows the product demo dashboard above the demo tab and the product of each request', async () => {
    const demo: ProductDemoItem = {
      id: '88888888-8888-4888-8888-000000000001',
      language: 'fa',
      isSeen: false,
      createdAt: '2026-03-21T08:30:00Z',
      fullname: 'رضا احمدی',
      phoneNumber: '09121234567',
      email: 'reza@example.com',
      message: null,
      companyName: 'شرکت نمونه',
      position: null,
      teamSize: '51-200',
      product: 'rira360',
    };
    const api = mockApi({
      'manager/productDemo/GetAll': () => ({ body: listEnvelope([demo]) }),
      'manager/productDemo/Dashboard/Get': () => ({
        body: {
          data: {
            total: 7,
            unseen: 3,
            last30Days: 5,
            perOffering: [
              { id: 'rira360', total: 7, unseen: 3, last30Days: 5 },
              { id: 'riraSanj', total: 0, unseen: 0, last30Days: 0 },
            ],
          },
          succeeded: true,
          message: null,
        },
      }),
    });
    renderAdmin(() => <FormSubmissionsPage />, { role: 'contentManager', path: '/?tab=productDemo' });
    const summary = await screen.findByRole('region', { name: 'خلاصهٔ درخواست‌های دموی محصولات' });
    await waitFor(() => expect(within(summary).getAllByText('۷').length).toBeGreaterThan(0));
    expect(within(summary).getByRole('rowheader', { name: 'ریرا ۳۶۰' })).toBeTruthy();
    // Products without requests are left out of the table.
    expect(within(summary).queryByText('ریرا سنج')).toBeNull();
    const row = (await screen.findByRole('button', { name: 'نمایش جزئیات رضا احمدی (تازه)' })).closest('li')!;
    expect(within(row).getByText('ریرا ۳۶۰')).toBeTruthy();
    expect(within(row).getByText('شرکت نمونه')).toBeTruthy();
    expect(api.callsTo('manager/formSubmission/GetAll')).toHaveLength(0);
  });
});
