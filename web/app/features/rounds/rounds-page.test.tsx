import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RoundListItem } from '@rira/contracts/rounds';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { RoundsPage } from './rounds-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `abababab-abab-4bab-8bab-${String(n).padStart(12, '0')}`;

const round: RoundListItem = {
  id: id(1),
  companyId: COMPANY_ID,
  title: 'ارزیابی رهبری پاییز',
  titleEn: 'Leadership 360, autumn',
  templateId: id(2),
  templateTitle: 'قالب مدیران',
  templateTitleEn: 'Managers',
  startsOn: '2026-09-23',
  finishesOn: '2026-10-22',
  createdAt: '2026-09-01T08:00:00Z',
  people: 40,
  finished: 12,
  answered: 150,
  invited: 320,
};

function setup(lang: 'fa' | 'en') {
  const api = mockApi({ 'admin/Round/GetAll': () => ({ body: listEnvelope([round]) }) });
  renderAdmin(() => <RoundsPage />, { lang });
  return api;
}

describe('the rounds list (issue 26)', () => {
  it('shows each round with its template, Jalali dates, people and answers in Persian digits, linking to its dashboard', async () => {
    const api = setup('fa');
    const table = await screen.findByRole('table', { name: 'دوره‌های ارزیابی' });
    const row = await within(table).findByRole('row', { name: /ارزیابی رهبری پاییز/ });
    expect(within(row).getByText('قالب مدیران')).toBeTruthy();
    expect(within(row).getByText('۴۰ نفر')).toBeTruthy();
    expect(within(row).getByText('۱۲ پایان‌یافته')).toBeTruthy();
    expect(within(row).getByText('۱۵۰ از ۳۲۰ پاسخ داده‌اند')).toBeTruthy();
    // 1 Mehr 1405 to 30 Mehr 1405: the Solar Hijri calendar.
    expect(within(row).getByText(/۱ مهر ۱۴۰۵ تا ۳۰ مهر ۱۴۰۵/)).toBeTruthy();
    const bar = within(row).getByRole('progressbar', { name: 'پیشرفت پاسخ‌های ارزیابی رهبری پاییز' });
    expect(bar.getAttribute('aria-valuenow')).toBe('150');
    expect(within(row).getByRole('link', { name: 'داشبورد ارزیابی رهبری پاییز' }).getAttribute('href')).toBe(`/admin/rounds/${round.id}`);
    expect(screen.getByRole('link', { name: 'دورهٔ تازه' }).getAttribute('href')).toBe('/admin/rounds/new');
    expect(api.callsTo('admin/Round/GetAll')[0]!.body).toMatchObject({ pageIndex: 1, sort: 'createdAt', direction: 'desc' });
  });

  it('reads in English with Latin digits and Gregorian dates', async () => {
    setup('en');
    const table = await screen.findByRole('table', { name: 'Rounds' });
    const row = await within(table).findByRole('row', { name: /Leadership 360, autumn/ });
    expect(within(row).getByText('40 people')).toBeTruthy();
    expect(within(row).getByText('150 of 320 answered')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText(/23 Sept? 2026 to 22 Oct 2026/)).toBeTruthy());
  });
});
