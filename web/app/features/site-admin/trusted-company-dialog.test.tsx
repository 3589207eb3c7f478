import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TrustedCompanyDialog } from './trusted-company-dialog.tsx';
import { FaqDialog } from './faq-dialog.tsx';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

const ID = '99999999-9999-4999-8999-000000000001';
const png = (name = 'logo.png', type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the trusted company form', () => {
  it('saves the company first, then uploads the chosen logo with its id and language, showing a preview', async () => {
    const onSaved = vi.fn();
    const api = mockApi({
      'manager/TruestedCompany/Create': () => ({ body: { data: ID, succeeded: true, message: 'با موفقیت افزوده شد.' } }),
      'manager/TruestedCompany/UploadCompanyLogo': () => ({
        body: { data: { logoUrl: '/files/logos/a.webp' }, succeeded: true, message: 'لوگو بارگذاری شد.' },
      }),
    });
    renderAdmin(() => <TrustedCompanyDialog company={null} onClose={() => undefined} onSaved={onSaved} />, { role: 'contentManager' });
    const dialog = await screen.findByRole('dialog', { name: 'افزودن شرکت' });
    fireEvent.change(within(dialog).getByLabelText('نام شرکت'), { target: { value: 'شرکت فولاد' } });
    fireEvent.click(within(dialog).getByLabelText('ریرا ۳۶۰'));
    fireEvent.change(within(dialog).getByLabelText(/لوگوی فارسی/), { target: { files: [png()] } });
    expect(within(dialog).getByRole('img', { name: 'پیش‌نمایش لوگوی فارسی' }).getAttribute('src')).toBe('blob:preview');
    expect(within(dialog).getByText('logo.png')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('manager/TruestedCompany/Create')[0]!.body).toEqual({
      name: 'شرکت فولاد',
      nameEn: undefined,
      pageKeys: ['home', 'rira360'],
      isVisible: true,
      order: 0,
    });
    const upload = api.callsTo('manager/TruestedCompany/UploadCompanyLogo');
    expect(upload).toHaveLength(1);
    const form = upload[0]!.body as FormData;
    expect(form.get('id')).toBe(ID);
    expect(form.get('language')).toBe('fa');
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it('refuses a wrong type or an oversized file in the browser, and keeps the server’s refusal under the logo', async () => {
    const onSaved = vi.fn();
    const api = mockApi({
      'manager/TruestedCompany/Create': () => ({ body: { data: ID, succeeded: true, message: null } }),
      'manager/TruestedCompany/Update': () => ({ body: { data: null, succeeded: true, message: null } }),
      'manager/TruestedCompany/UploadCompanyLogo': () => ({
        status: 415,
        body: { succeeded: false, message: 'لوگو باید تصویر PNG، JPEG، WebP یا SVG تا ۲ مگابایت باشد.', errors: [] },
      }),
    });
    renderAdmin(() => <TrustedCompanyDialog company={null} onClose={() => undefined} onSaved={onSaved} />, { role: 'contentManager' });
    const dialog = await screen.findByRole('dialog');
    const english = within(dialog).getByLabelText(/لوگوی انگلیسی/);
    fireEvent.change(english, { target: { files: [png('logo.gif', 'image/gif')] } });
    expect(within(dialog).getByRole('alert').textContent).toBe('فقط تصویر PNG، JPEG، WebP یا SVG پذیرفته می‌شود.');
    fireEvent.change(english, { target: { files: [png('big.png', 'image/png', 3 * 1024 * 1024)] } });
    expect(within(dialog).getByRole('alert').textContent).toBe('حجم لوگو باید حداکثر ۲ مگابایت باشد.');
    // A file that says it is a PNG but is not: the server refuses it (415).
    fireEvent.change(english, { target: { files: [png('lying.png')] } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('نام شرکت'), { target: { value: 'شرکت فولاد' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('لوگو باید تصویر PNG، JPEG، WebP یا SVG تا ۲ مگابایت باشد.'),
    );
    expect(onSaved).not.toHaveBeenCalled();
    // Saving again updates the company already created rather than creating a second one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.callsTo('manager/TruestedCompany/Update')).toHaveLength(1));
    expect(api.callsTo('manager/TruestedCompany/Create')).toHaveLength(1);
    expect((api.callsTo('manager/TruestedCompany/Update')[0]!.body as { id: string }).id).toBe(ID);
  });

  it('needs at least one page', async () => {
    const api = mockApi({});
    renderAdmin(() => <TrustedCompanyDialog company={null} onClose={() => undefined} onSaved={() => undefined} />, {
      role: 'contentManager',
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('نام شرکت'), { target: { value: 'شرکت فولاد' } });
    fireEvent.click(within(dialog).getByLabelText('صفحهٔ اصلی'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('یکی از گزینه‌ها را انتخاب کنید.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the FAQ form', () => {
  it('sends plain text: markup typed into the question is dropped in the browser already', async () => {
    const onSaved = vi.fn();
    const api = mockApi({ 'manager/faq/Create': () => ({ body: { data: ID, succeeded: true, message: null } }) });
    renderAdmin(() => <FaqDialog faq={null} defaults={{ pageKey: 'okr' }} onClose={() => undefined} onSaved={onSaved} />, {
      role: 'contentManager',
    });
    const dialog = await screen.findByRole('dialog', { name: 'افزودن پرسش' });
    expect((within(dialog).getByLabelText('صفحه') as HTMLSelectElement).value).toBe('okr');
    fireEvent.change(within(dialog).getByLabelText('پرسش'), { target: { value: 'چرا؟<img src=x onerror=alert(1)>' } });
    fireEvent.change(within(dialog).getByLabelText('پاسخ'), { target: { value: 'چون <b>ساده</b> است.' } });
    fireEvent.change(within(dialog).getByLabelText('ترتیب'), { target: { value: '۳' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('manager/faq/Create')[0]!.body).toEqual({
      pageKey: 'okr',
      language: 'fa',
      question: 'چرا؟',
      answer: 'چون ساده است.',
      isVisible: true,
      order: 3,
    });
  });
});
