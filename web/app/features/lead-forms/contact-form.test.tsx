import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { leadsContract } from '@rira/contracts/api/leads';
import { ContactForm } from './contact-form.tsx';
import { jsonResponse, renderAt } from '../../test/render.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('the contact form', () => {
  it('shows every field’s problem at once and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <ContactForm />, { path: '/contact-us' });
    fireEvent.click(await screen.findByRole('button', { name: 'ارسال پیام' }));
    await waitFor(() => expect(screen.getAllByText('این فیلد الزامی است.')).toHaveLength(4));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the normalised values in the page’s language, toasts the answer and empties the form', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      // The browser does not check answers against the route (lib/api-address.ts): the stand-in is checked here.
      .mockResolvedValue(
        jsonResponse(200, leadsContract.contact.response.parse({ data: 'id', succeeded: true, message: 'پیام شما دریافت شد.' })),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <ContactForm />, { path: '/contact-us' });
    await screen.findByRole('button', { name: 'ارسال پیام' });
    fill('نام و نام خانوادگی', 'علي  رضايي');
    fill('سمت سازمانی', 'مدیر');
    fill('شمارهٔ تماس', '۰۹۱۲ ۱۲۳ ۴۵۶۷');
    fill('ایمیل سازمانی', 'Ali@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/FormSubmission/Submit?lang=fa');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      fullname: 'علی رضایی',
      phoneNumber: '09121234567',
      email: 'ali@example.com',
      position: 'مدیر',
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('پیام شما دریافت شد.'));
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('puts the server’s field errors on their fields and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        jsonResponse(400, {
          succeeded: false,
          message: 'اطلاعات واردشده کامل یا درست نیست.',
          errors: [{ field: 'email', code: 'email', message: 'نشانی ایمیل معتبر نیست.' }],
        }),
      ),
    );
    renderAt(() => <ContactForm />, { path: '/contact-us' });
    await screen.findByRole('button', { name: 'ارسال پیام' });
    fill('نام و نام خانوادگی', 'علی');
    fill('سمت سازمانی', 'مدیر');
    fill('شمارهٔ تماس', '09121234567');
    fill('ایمیل سازمانی', 'ali@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    await waitFor(() => expect(screen.getByText('نشانی ایمیل معتبر نیست.')).toBeTruthy());
    expect((screen.getByLabelText('نام و نام خانوادگی') as HTMLInputElement).value).toBe('علی');
    expect(screen.getByLabelText('ایمیل سازمانی').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith('اطلاعات واردشده کامل یا درست نیست.');
  });
});
