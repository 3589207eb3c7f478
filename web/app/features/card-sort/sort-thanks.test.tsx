import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { participantSource } from '../my-assessments/participant-sort-source.ts';
import { SortThanks } from './sort-thanks.tsx';
import { ASSESSOR_ID, testSession } from './test-session.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEXT = `user/Assessment/GetNextInRound/${ASSESSOR_ID}`;
const NEXT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000002';
const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });
const assessorSession = testSession({ role: 'assessor', status: 'collecting' });

describe('the thank-you page of a round’s sort', () => {
  it('offers the next sort of the same round, straight to it, with the round’s name and dates (fa)', async () => {
    mockApi({ [NEXT]: () => ok({ assessorId: NEXT_ID, targetName: 'زهرا حسینی', targetNameEn: 'Zahra Hosseini' }) });
    renderAdmin(() => <SortThanks session={assessorSession} source={participantSource(ASSESSOR_ID)} />, { role: 'user' });
    const link = await screen.findByRole('link', { name: 'بعدی: ارزیابی زهرا حسینی' });
    expect(link.getAttribute('href')).toBe(`/admin/my-assessments/${NEXT_ID}`);
    expect(screen.getByRole('heading', { name: 'ارزیابی بعدی در همین دوره' })).toBeTruthy();
    expect(screen.getByText(/ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵، از .*۱۴۰۵ تا .*۱۴۰۵/)).toBeTruthy();
  });

  it('names the next person and the round in English', async () => {
    mockApi({ [NEXT]: () => ok({ assessorId: NEXT_ID, targetName: 'زهرا حسینی', targetNameEn: 'Zahra Hosseini' }) });
    renderAdmin(() => <SortThanks session={assessorSession} source={participantSource(ASSESSOR_ID)} />, { role: 'user', lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Next: assess Zahra Hosseini' })).toBeTruthy();
    expect(screen.getByText('Leadership 360, autumn 1405, 1 June 2026 to 30 June 2026')).toBeTruthy();
  });

  it('offers nothing when no sort is left, and the list stays one link away', async () => {
    const api = mockApi({ [NEXT]: () => ok(null) });
    renderAdmin(() => <SortThanks session={assessorSession} source={participantSource(ASSESSOR_ID)} />, { role: 'user', lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Back to my assessments' })).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo(NEXT)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Next in this round' })).toBeNull();
  });

  it('never asks about the round’s other people on the assessed person’s own thank-you page', async () => {
    const api = mockApi({ [NEXT]: () => ok({ assessorId: NEXT_ID, targetName: 'زهرا حسینی', targetNameEn: null }) });
    renderAdmin(
      () => <SortThanks session={testSession({ role: 'self', status: 'selfFinished' })} source={participantSource(ASSESSOR_ID)} />,
      {
        role: 'user',
      },
    );
    expect(await screen.findByRole('heading', { name: 'سپاس‌گزاریم' })).toBeTruthy();
    expect(api.callsTo(NEXT)).toHaveLength(0);
    expect(screen.queryByText(/زهرا حسینی/)).toBeNull();
  });
});
