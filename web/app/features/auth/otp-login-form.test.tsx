import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OtpLoginForm } from './otp-login-form.tsx';
import { jsonResponse, renderAt, testQueryClient } from '../../test/render.tsx';
import { testUser } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('one-time code sign-in', () => {
  it('asks for a code, counts down the resend, accepts Persian digits and signs in', async () => {
    const user = { ...testUser(), needsMembershipChoice: true };
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('RegisterPhoneNumber?')) {
        return jsonResponse(200, { data: { expiresInSeconds: 120, resendAfterSeconds: 60 }, succeeded: true, message: 'sent' });
      }
      return jsonResponse(200, { data: user, succeeded: true, message: 'ok' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    renderAt(() => <OtpLoginForm onSignedIn={onSignedIn} />, { path: '/login', queryClient: testQueryClient() });

    fireEvent.input(await screen.findByLabelText('شمارهٔ موبایل'), { target: { value: '09121234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد' }));

    const code = (await screen.findByLabelText('کد یک‌بارمصرف')) as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const resend = screen.getByRole('button', { name: /ارسال دوباره تا ۶۰ ثانیهٔ دیگر/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    fireEvent.input(code, { target: { value: '۱۲۳۴۵۶' } });
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));

    const authorize = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/Authentication/Authorize?'));
    expect(JSON.parse(String(authorize?.[1]?.body))).toEqual({
      PhoneNumber: '09121234567',
      VerificationCode: '123456',
      Type: 2,
      RememberMe: false,
    });
  });

  it('rejects a code that is not six digits without calling the server', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { data: { expiresInSeconds: 120, resendAfterSeconds: 60 }, succeeded: true, message: 'sent' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <OtpLoginForm onSignedIn={vi.fn()} />, { path: '/login', queryClient: testQueryClient() });
    fireEvent.input(await screen.findByLabelText('شمارهٔ موبایل'), { target: { value: '09121234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد' }));
    fireEvent.input(await screen.findByLabelText('کد یک‌بارمصرف'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('کد یک‌بارمصرف شش رقم است.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the code again once the wait is over: the button waits for the answer, then counts down again', async () => {
    let answerResend: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>((input) => {
      if (String(input).includes('/UpdateVerificationCode')) return new Promise<Response>((resolve) => (answerResend = resolve));
      // No wait after the first code, so "send again" is offered at once.
      return Promise.resolve(
        jsonResponse(200, { data: { expiresInSeconds: 120, resendAfterSeconds: 0 }, succeeded: true, message: 'sent' }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <OtpLoginForm onSignedIn={vi.fn()} />, { path: '/login', queryClient: testQueryClient() });
    fireEvent.input(await screen.findByLabelText('شمارهٔ موبایل'), { target: { value: '09121234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد' }));

    const resend = (await screen.findByRole('button', { name: 'ارسال دوبارهٔ کد' })) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await waitFor(() => expect(resend.disabled).toBe(true));
    const resent = fetchMock.mock.calls.filter(([u]) => String(u).includes('/UpdateVerificationCode'));
    expect(resent).toHaveLength(1);
    expect(JSON.parse(String(resent[0]?.[1]?.body))).toEqual({ PhoneNumber: '09121234567' });

    // The server's new wait starts the countdown again.
    answerResend(jsonResponse(200, { data: { expiresInSeconds: 120, resendAfterSeconds: 60 }, succeeded: true, message: 'sent again' }));
    expect(await screen.findByRole('button', { name: /ارسال دوباره تا ۶۰ ثانیهٔ دیگر/ })).toBeTruthy();
  });

  it('shows a refused resend as a toast and offers it again', async () => {
    const wait = 'لطفاً چند ثانیهٔ دیگر دوباره تلاش کنید.';
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input).includes('/UpdateVerificationCode')) return jsonResponse(429, { succeeded: false, message: wait, errors: [] });
      return jsonResponse(200, { data: { expiresInSeconds: 120, resendAfterSeconds: 0 }, succeeded: true, message: 'sent' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt(() => <OtpLoginForm onSignedIn={vi.fn()} />, { path: '/login', queryClient: testQueryClient() });
    fireEvent.input(await screen.findByLabelText('شمارهٔ موبایل'), { target: { value: '09121234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ارسال دوبارهٔ کد' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wait));
    await waitFor(() => expect((screen.getByRole('button', { name: 'ارسال دوبارهٔ کد' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
