import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PasswordLoginForm } from './password-login-form.tsx';
import { jsonResponse, renderAt } from '../../test/render.tsx';
import { testUser } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(onSignedIn = vi.fn()) {
  renderAt(() => <PasswordLoginForm onSignedIn={onSignedIn} onForgotPassword={() => {}} />, { path: '/login' });
  return { onSignedIn };
}

describe('password sign-in form', () => {
  it('shows every missing field at once, tied to its input', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'ورود' }));

    const username = await screen.findByLabelText('نام کاربری');
    const password = screen.getByLabelText('رمز عبور');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    // Both messages are the translated zod keys, shown together.
    expect(screen.getAllByText('این فیلد الزامی است.')).toHaveLength(2);
    const usernameError = document.getElementById('login-username-error');
    expect(usernameError?.textContent).toBe('این فیلد الزامی است.');
    expect(username.getAttribute('aria-describedby')).toContain('login-username-error');
    expect(username.getAttribute('aria-describedby')).toContain('login-username-hint');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      jsonResponse(400, {
        succeeded: false,
        message: 'اطلاعات واردشده کامل یا درست نیست.',
        errors: [
          { field: 'Username', code: 'tooLong', message: 'نام کاربری بیش از حد طولانی است.' },
          { field: 'Password', code: 'invalid', message: 'رمز عبور معتبر نیست.' },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onSignedIn } = renderForm();

    const username = (await screen.findByLabelText('نام کاربری')) as HTMLInputElement;
    const password = screen.getByLabelText('رمز عبور') as HTMLInputElement;
    fireEvent.input(username, { target: { value: 'maryam' } });
    fireEvent.input(password, { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'مرا به خاطر بسپار' }));
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));

    expect(await screen.findByText('نام کاربری بیش از حد طولانی است.')).toBeTruthy();
    expect(screen.getByText('رمز عبور معتبر نیست.')).toBeTruthy();
    expect(username.value).toBe('maryam');
    expect(password.value).toBe('secret-1');
    expect(onSignedIn).not.toHaveBeenCalled();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Authentication/AuthorizeWithPassword?lang=fa');
    expect(JSON.parse(String(init?.body))).toEqual({ Username: 'maryam', Password: 'secret-1', Type: 1, RememberMe: true });
  });

  it('hands the signed-in user on', async () => {
    const user = testUser();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: user, succeeded: true, message: 'با موفقیت وارد شدید.' })),
    );
    const { onSignedIn } = renderForm();
    fireEvent.input(await screen.findByLabelText('نام کاربری'), { target: { value: '۰۹۱۲۱۲۳۴۵۶۷' } });
    fireEvent.input(screen.getByLabelText('رمز عبور'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
  });
});
