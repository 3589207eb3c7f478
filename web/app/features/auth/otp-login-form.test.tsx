import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OtpLoginForm } from './otp-login-form.tsx';
import { jsonResponse, renderAt } from '../../test/render.tsx';
import { testUser } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

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
    renderAt(() => <OtpLoginForm onSignedIn={onSignedIn} />, { path: '/login' });

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
    renderAt(() => <OtpLoginForm onSignedIn={vi.fn()} />, { path: '/login' });
    fireEvent.input(await screen.findByLabelText('شمارهٔ موبایل'), { target: { value: '09121234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد' }));
    fireEvent.input(await screen.findByLabelText('کد یک‌بارمصرف'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('کد یک‌بارمصرف شش رقم است.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
