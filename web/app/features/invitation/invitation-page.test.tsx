import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { DeadInvitationPage } from './invitation-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a link that cannot be an invitation', () => {
  it('says the link is no longer valid and whom to ask, in Persian and English — not the generic 404', () => {
    renderAt(() => <DeadInvitationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'این پیوند دیگر فعال نیست' })).toBeTruthy();
    expect(screen.getByText(/از کسی که شما را دعوت کرده یا واحد منابع انسانی سازمانتان/)).toBeTruthy();
    cleanup();
    renderAt(() => <DeadInvitationPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeTruthy();
    expect(screen.getByText(/Ask the person who invited you, or your organisation’s HR/)).toBeTruthy();
    expect(screen.queryByText(/not found/i)).toBeNull();
  });
});
