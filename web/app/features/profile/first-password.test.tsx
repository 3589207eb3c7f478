import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LanguageCode } from '@rira/contracts/language';
import { mockApi, renderAdmin, testUser } from '../../test/render-admin.tsx';
import { CURRENT_USER_KEY } from '../../lib/session.ts';
import { FirstPasswordPrompt } from '../admin-shell/first-password-prompt.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the profile’s password form (issue 23)', () => {
  it('sets a first password without a current one, then reads the account again', async () => {
    const api = mockApi({ 'Authentication/ChangePassword': () => ok(null) });
    const { queryClient } = renderAdmin(() => <ChangePasswordForm hasPassword={false} />, { role: 'user' });
    expect(screen.queryByLabelText('رمز عبور فعلی')).toBeNull();
    expect(screen.getByText(/هنوز رمز عبور ندارید/)).toBeTruthy();
    fireEvent.input(field('رمز عبور جدید'), { target: { value: 'Tazeh1405' } });
    fireEvent.input(field('تکرار رمز عبور جدید'), { target: { value: 'Tazeh1405' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت رمز عبور' }));
    await waitFor(() => expect(api.callsTo('Authentication/ChangePassword')).toHaveLength(1));
    expect(api.callsTo('Authentication/ChangePassword')[0]!.body).toEqual({ NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' });
    // The panel reads the account again: the offer goes, and the form asks for the current password from now on.
    await waitFor(() => expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true));
  });

  it('still asks for the current password of an account that has one, before anything is sent', async () => {
    const api = mockApi({ 'Authentication/ChangePassword': () => ok(null) });
    renderAdmin(() => <ChangePasswordForm hasPassword />, { role: 'user' });
    fireEvent.input(field('رمز عبور جدید'), { target: { value: 'Tazeh1405' } });
    fireEvent.input(field('تکرار رمز عبور جدید'), { target: { value: 'Tazeh1405' } });
    fireEvent.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    await waitFor(() => expect(field('رمز عبور فعلی').getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('Authentication/ChangePassword')).toHaveLength(0);
  });
});

describe('the offer to choose a password, at the top of the panel (issue 23)', () => {
  const render = (patch: Partial<ReturnType<typeof testUser>>, lang: LanguageCode = 'fa', path = '/admin/dashboard') =>
    renderAdmin(() => <FirstPasswordPrompt user={{ ...testUser('user'), ...patch }} />, { role: 'user', lang, path });

  it('offers a person without a password the way to the profile, in Persian and in English', async () => {
    render({ hasPassword: false });
    const region = await screen.findByRole('region', { name: 'رمز عبور ندارید' });
    expect(region.textContent).toContain('با کد یک‌بارمصرف وارد شده‌اید');
    expect(screen.getByRole('link', { name: 'انتخاب رمز عبور' }).getAttribute('href')).toBe('/admin/profile#profile-password');
    cleanup();
    render({ hasPassword: false }, 'en');
    expect(await screen.findByRole('region', { name: 'No password yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  it('goes away for “not now”, and stays away in this browser', async () => {
    render({ hasPassword: false });
    fireEvent.click(await screen.findByRole('button', { name: 'فعلاً نه' }));
    expect(screen.queryByRole('region', { name: 'رمز عبور ندارید' })).toBeNull();
    cleanup();
    render({ hasPassword: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'رمز عبور ندارید' })).toBeNull();
  });

  it('is not offered with a password, to a system manager acting as the person, or on the profile page', async () => {
    render({ hasPassword: true });
    render({
      hasPassword: false,
      impersonatedBy: { id: '99999999-9999-4999-8999-999999999999', fullName: 'نگار احمدی', fullNameEn: null },
    });
    render({ hasPassword: false }, 'fa', '/admin/profile');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'رمز عبور ندارید' })).toBeNull();
  });
});
