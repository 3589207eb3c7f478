import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fa as faMessages } from '@rira/contracts/messages/fa';
import type { AdminSiteSettings } from '@rira/contracts/site/settings';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { SiteSettingsPage } from './site-settings-page.tsx';
import type { LanguageCode } from '@rira/contracts/language';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const VERSION = '2026-03-01T10:00:00.000Z';
const SAVED = '2026-03-05T10:00:00.000Z';

const stored: AdminSiteSettings = {
  settings: {
    address: { fa: 'تهران، خیابان ولیعصر، پلاک ۱۲', en: 'No. 12, Valiasr Street, Tehran' },
    postalCode: '1969833111',
    phone: '021-88661234',
    email: 'info@rira.ir',
    social: { instagram: 'https://www.instagram.com/rira', linkedin: null, telegram: 'https://t.me/rira', whatsapp: null, eitaa: null },
  },
  updatedAt: VERSION,
  updatedBy: 'مریم احمدی',
};

const GET = 'manager/siteSettings/Get';
const UPDATE = 'manager/siteSettings/Update';

function renderScreen(
  lang: LanguageCode,
  update: Parameters<typeof mockApi>[0][string] = () => ({ body: { data: { updatedAt: SAVED }, succeeded: true, message: 'ذخیره شد' } }),
) {
  const api = mockApi({ [GET]: () => ({ body: { data: stored, succeeded: true, message: null } }), [UPDATE]: update });
  renderAdmin(() => <SiteSettingsPage />, { role: 'systemManager', lang });
  return api;
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;

describe('the site settings screen', () => {
  it('shows the stored settings in Persian, the addresses side by side in their own directions, and saves what was changed, normalised', async () => {
    const api = renderScreen('fa');
    expect(await screen.findByRole('heading', { name: 'تنظیمات سایت', level: 1 })).toBeTruthy();
    const addressFa = await screen.findByLabelText('نشانی به فارسی');
    expect((addressFa as HTMLInputElement).value).toBe('تهران، خیابان ولیعصر، پلاک ۱۲');
    expect(addressFa.getAttribute('dir')).toBe('rtl');
    expect(input('نشانی به انگلیسی').getAttribute('dir')).toBe('ltr');
    expect(input('نشانی به انگلیسی').getAttribute('lang')).toBe('en');
    expect(input('تلفن').value).toBe('021-88661234');
    // A network without a link is an empty field.
    expect(input('لینکدین').value).toBe('');
    expect(screen.getByRole('group', { name: 'شبکه‌های اجتماعی' })).toBeTruthy();
    expect(screen.getByText(/^آخرین ذخیره: .*، مریم احمدی$/)).toBeTruthy();

    fireEvent.change(input('تلفن'), { target: { value: '۰۲۱-۲۲۳۳۴۴۵۵' } });
    fireEvent.change(input('ایتا'), { target: { value: 'https://eitaa.com/rira' } });
    fireEvent.change(input('اینستاگرام'), { target: { value: '' } });
    expect(screen.getByText('تغییرهای ذخیره‌نشده دارید.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]!.body).toEqual({
      ...stored.settings,
      phone: '021-22334455',
      social: { ...stored.settings!.social, instagram: null, eitaa: 'https://eitaa.com/rira' },
      updatedAt: VERSION,
    });
    await waitFor(() => expect(screen.getByText(/^آخرین ذخیره: /)).toBeTruthy());
    expect(input('تلفن').value).toBe('021-22334455');
  });

  it('checks every field with the server’s schema before sending anything', async () => {
    const api = renderScreen('fa');
    await screen.findByLabelText('نشانی به فارسی');
    fireEvent.change(input('نشانی به فارسی'), { target: { value: '  ' } });
    fireEvent.change(input('کد پستی'), { target: { value: '123' } });
    fireEvent.change(input('تلفن'), { target: { value: '88661234' } });
    fireEvent.change(input('ایمیل'), { target: { value: 'info@' } });
    fireEvent.change(input('لینکدین'), { target: { value: 'https://www.instagram.com/rira' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(input('تلفن').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(input('نشانی به فارسی'))).toBe('این فیلد الزامی است.');
    expect(errorOf(input('کد پستی'))).toBe('کد پستی ده رقم است.');
    expect(errorOf(input('تلفن'))).toBe(faMessages.validation.officePhone);
    expect(errorOf(input('ایمیل'))).toBe('نشانی ایمیل معتبر نیست.');
    expect(errorOf(input('لینکدین'))).toMatch(/^نشانی کامل صفحه در همین شبکه/);
    expect(input('تلگرام').getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it('works in English: English labels, the server’s field errors on their fields, and a clash with another save', async () => {
    let clash = false;
    const api = renderScreen('en', () =>
      clash
        ? { status: 409, body: { succeeded: false, message: 'Saved elsewhere.', errors: [] } }
        : {
            status: 400,
            body: {
              succeeded: false,
              message: 'The information entered is incomplete or incorrect.',
              errors: [{ field: 'social.telegram', code: 'socialLink', message: 'Enter the page’s full address on this network.' }],
            },
          },
    );
    expect(await screen.findByRole('heading', { name: 'Site settings', level: 1 })).toBeTruthy();
    expect(((await screen.findByLabelText('Address in English')) as HTMLInputElement).value).toBe('No. 12, Valiasr Street, Tehran');
    expect(screen.getByRole('group', { name: 'Phone and e-mail' })).toBeTruthy();
    fireEvent.change(input('Address in English'), { target: { value: 'No. 14, Valiasr Street, Tehran' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(input('Telegram'))).toBe('Enter the page’s full address on this network.'));
    expect(api.callsTo(UPDATE)[0]!.url.searchParams.get('lang')).toBe('en');

    clash = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The site settings were saved elsewhere after you opened them.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // What was typed stays (the settings read again after the refusal do not replace the form).
    expect(input('Address in English').value).toBe('No. 14, Valiasr Street, Tehran');
    expect(api.callsTo(GET).length).toBeGreaterThan(1);
  });
});
