import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { COMPANY_ID, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { CompanySmsSettings } from './company-settings-form.tsx';
import { CompanySettingsPage } from './company-settings-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });
const OTHER_COMPANY = '33333333-3333-4333-8333-333333333333';

describe('organisation settings (issue 23)', () => {
  it('shows a company admin their company’s name on invitations and saves the SMS choices', async () => {
    const api = mockApi({
      'admin/CompanySettings/Get': () => ok({ companyId: COMPANY_ID, smsInvitations: true, smsReminders: true }),
      'admin/CompanySettings/Update': () => ({ body: { succeeded: true, message: 'تنظیمات سازمان ذخیره شد.' } }),
    });
    renderAdmin(() => <CompanySettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'تنظیمات سازمان' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'نام و لوگو در دعوت‌نامه‌ها' })).toBeTruthy();
    expect(screen.getByText('شرکت آزمون')).toBeTruthy();
    const reminders = (await screen.findByRole('checkbox', { name: 'یادآوری‌ها با پیامک هم فرستاده شوند' })) as HTMLInputElement;
    const invitations = screen.getByRole('checkbox', { name: 'دعوت‌نامه‌ها با پیامک هم فرستاده شوند' }) as HTMLInputElement;
    expect([invitations.checked, reminders.checked]).toEqual([true, true]);
    // The company admin's own company: no id is sent, the server takes the session's.
    expect(api.callsTo('admin/CompanySettings/Get')[0]!.url.searchParams.has('companyId')).toBe(false);
    const save = screen.getByRole('button', { name: 'ذخیره' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(reminders);
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo('admin/CompanySettings/Update')).toHaveLength(1));
    expect(api.callsTo('admin/CompanySettings/Update')[0]!.body).toEqual({ smsInvitations: true, smsReminders: false });
  });

  it('on the system manager’s company page, names the company, in English', async () => {
    const api = mockApi({
      'admin/CompanySettings/Get': () => ok({ companyId: OTHER_COMPANY, smsInvitations: false, smsReminders: false }),
      'admin/CompanySettings/Update': () => ({ body: { succeeded: true, message: 'The organisation’s settings were saved.' } }),
    });
    renderAdmin(() => <CompanySmsSettings companyId={OTHER_COMPANY} />, { role: 'systemManager', lang: 'en' });
    const invitations = (await screen.findByRole('checkbox', { name: 'Send invitations by SMS too' })) as HTMLInputElement;
    expect(invitations.checked).toBe(false);
    expect(api.callsTo('admin/CompanySettings/Get')[0]!.url.searchParams.get('companyId')).toBe(OTHER_COMPANY);
    fireEvent.click(invitations);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('admin/CompanySettings/Update')).toHaveLength(1));
    expect(api.callsTo('admin/CompanySettings/Update')[0]!.body).toEqual({
      companyId: OTHER_COMPANY,
      smsInvitations: true,
      smsReminders: false,
    });
  });
});
