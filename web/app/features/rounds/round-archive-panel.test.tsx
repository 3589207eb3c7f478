import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RoundArchive } from '@rira/contracts/rounds';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { RoundArchivePanel } from './round-archive-panel.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUND = 'efefefef-efef-4fef-8fef-000000000001';
const ARCHIVE = 'efefefef-efef-4fef-8fef-000000000002';
const ok = <T,>(data: T) => ({ body: { data, succeeded: true, message: null } });
const archive = (patch: Partial<RoundArchive>): RoundArchive => ({
  id: ARCHIVE,
  roundId: ROUND,
  kind: 'complete',
  language: 'fa',
  status: 'running',
  total: 40,
  done: 3,
  error: null,
  createdAt: '2026-10-01T08:00:00.000Z',
  finishedAt: null,
  ...patch,
});

describe('download every report of a round', () => {
  it('starts a ZIP of the chosen kind and language, shows its progress in Persian digits, then the download (fa)', async () => {
    let latest: RoundArchive | null = null;
    const api = mockApi({
      [`admin/Round/GetLatestArchive/${ROUND}`]: () => ok(latest),
      'admin/Round/ArchiveReports': () => {
        latest = archive({ status: 'running', done: 3, kind: 'short', language: 'en' });
        return { status: 202, ...ok(archive({ status: 'queued', done: 0, total: 0, kind: 'short', language: 'en' })) };
      },
    });
    renderAdmin(() => <RoundArchivePanel roundId={ROUND} />, { lang: 'fa' });
    await screen.findByRole('heading', { name: 'دریافت همهٔ گزارش‌ها' });
    fireEvent.click(screen.getByRole('radio', { name: 'کوتاه' }));
    fireEvent.click(screen.getByRole('radio', { name: 'انگلیسی' }));
    fireEvent.click(screen.getByRole('button', { name: 'ساخت فایل ZIP' }));
    await waitFor(() => expect(api.callsTo('admin/Round/ArchiveReports')).toHaveLength(1));
    expect(api.callsTo('admin/Round/ArchiveReports')[0]!.body).toEqual({ id: ROUND, kind: 'short', language: 'en' });

    const bar = await screen.findByRole('progressbar', { name: 'ساخت فایل ZIP گزارش‌ها' }, { timeout: 3000 });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('3'), { timeout: 3000 });
    expect(bar.getAttribute('aria-valuemax')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('۳ از ۴۰');
    expect(screen.getByText('۳ از ۴۰')).toBeTruthy();

    latest = archive({ status: 'done', done: 40, kind: 'short', language: 'en', finishedAt: '2026-10-01T08:03:00.000Z' });
    const link = await screen.findByRole('link', { name: 'دریافت فایل ZIP' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toContain(`admin/Round/DownloadArchive/${ARCHIVE}`);
    expect(screen.getByText('آماده است: ۴۰ گزارش.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('picks up the progress of an archive on its way after a reload, and says why one failed (en)', async () => {
    let latest: RoundArchive | null = archive({ done: 12 });
    mockApi({ [`admin/Round/GetLatestArchive/${ROUND}`]: () => ok(latest) });
    renderAdmin(() => <RoundArchivePanel roundId={ROUND} />, { lang: 'en' });
    const bar = await screen.findByRole('progressbar', { name: 'Making the ZIP of the reports' });
    expect(bar.getAttribute('aria-valuetext')).toBe('12 of 40');
    // Nothing to start while it is being made.
    expect(screen.queryByRole('button', { name: 'Make the ZIP' })).toBeNull();

    latest = archive({ status: 'failed', error: 'This server cannot make PDFs.' });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveProperty(
      'textContent',
      'The ZIP could not be made: This server cannot make PDFs.',
    );
    expect(screen.getByRole('button', { name: 'Make the ZIP' })).toBeTruthy();
  });
});
