import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { mockApi } from '../../test/render-admin.tsx';
import type { OpenSortSession } from '@rira/contracts/assessments';
import { testSession } from '../card-sort/test-session.ts';
import { DeadInvitationPage, InvitationPage } from './invitation-page.tsx';

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

describe('a good link to an assessment that has closed', () => {
  const closed = (message: string) => () => ({
    status: 409,
    body: { succeeded: false, message, errors: [], reason: 'assessmentClosed' },
  });

  it('says the assessment is closed, in Persian and English — not that the link is dead', async () => {
    mockApi({ 'user/Invitation/Open/tok-1': closed('این ارزیابی بسته شده است و دیگر پاسخی نمی‌پذیرد.') });
    renderAt(() => <InvitationPage token="tok-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'این ارزیابی بسته شده است' })).toBeTruthy();
    expect(screen.getByText('این ارزیابی بسته شده است و دیگر پاسخی نمی‌پذیرد.')).toBeTruthy();
    expect(screen.queryByText(/دعوت‌نامهٔ تازه/)).toBeNull();
    cleanup();
    mockApi({ 'user/Invitation/Open/tok-1': closed('This assessment has closed and no longer takes answers.') });
    renderAt(() => <InvitationPage token="tok-1" />, { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This assessment is closed' })).toBeTruthy();
    expect(screen.getByText('This assessment has closed and no longer takes answers.')).toBeTruthy();
    expect(screen.queryByText(/send you a new invitation/)).toBeNull();
  });

  it('keeps the dead-link words for a revoked link', async () => {
    mockApi({
      'user/Invitation/Open/tok-2': () => ({
        status: 404,
        body: { succeeded: false, message: 'This link is no longer valid: the assessment was closed or the link was revoked.', errors: [] },
      }),
    });
    renderAt(() => <InvitationPage token="tok-2" />, { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeTruthy();
  });
});

describe('whose assessment it is (issue 23)', () => {
  const open = (company: OpenSortSession['company']) => () => ({
    body: { succeeded: true, message: null, data: testSession({ role: 'assessor', status: 'collecting', company }) },
  });

  it('shows the client company’s logo and name above the answer, in the page’s language', async () => {
    mockApi({
      'user/Invitation/Open/tok-3': open({
        title: 'شرکت نمونهٔ آریا',
        titleEn: 'Aria Sample Co.',
        logoFaUrl: '/files/logos/fa.webp',
        logoEnUrl: '/files/logos/en.webp',
      }),
    });
    const { container } = renderAt(() => <InvitationPage token="tok-3" />);
    expect(await screen.findByText('شرکت نمونهٔ آریا')).toBeTruthy();
    expect(container.querySelector('main img')?.getAttribute('src')).toBe('/files/logos/fa.webp');
    cleanup();
    const english = renderAt(() => <InvitationPage token="tok-3" />, { lang: 'en' });
    expect(await screen.findByText('Aria Sample Co.')).toBeTruthy();
    expect(english.container.querySelector('main img')?.getAttribute('src')).toBe('/files/logos/en.webp');
  });

  it('shows the name alone when the company has no logo, and nothing of it on a dead link', async () => {
    mockApi({ 'user/Invitation/Open/tok-4': open({ title: 'گروه صنعتی البرز', titleEn: null, logoFaUrl: null, logoEnUrl: null }) });
    const { container } = renderAt(() => <InvitationPage token="tok-4" />, { lang: 'en' });
    // No English name: the Persian one, marked as Persian.
    const name = await screen.findByText('گروه صنعتی البرز');
    expect(name.closest('[lang="fa"]')).toBeTruthy();
    expect(container.querySelector('main img')).toBeNull();
    cleanup();
    const dead = renderAt(() => <DeadInvitationPage />);
    expect(dead.container.querySelector('main img')).toBeNull();
  });
});
