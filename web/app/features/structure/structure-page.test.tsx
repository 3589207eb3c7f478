import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StructureItem } from '@rira/contracts/organisation';
import { StructurePage } from './structure-page.tsx';
import { moveItem } from './structure-api.ts';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const item = (n: number, title: string, usageCount = 0): StructureItem => ({
  id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
  companyId: COMPANY_ID,
  title,
  titleEn: null,
  order: n,
  isActive: true,
  usageCount,
  createdAt: '2025-01-01T00:00:00Z',
});

const ITEMS = [item(0, 'مالی'), item(1, 'فروش', 3), item(2, 'منابع انسانی')];

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent!.replace(/^ردیف .*?: /, ''));

describe('structure screen', () => {
  it('moves an item with the keyboard-reachable buttons and saves the whole new order', async () => {
    let stored = ITEMS;
    const api = mockApi({
      'admin/Department/GetAll': () => ({ body: listEnvelope(stored, { pageSize: 100 }) }),
      'admin/Department/Reorder': (body) => {
        const ids = (body as { ids: string[] }).ids;
        stored = ids.map((id, order) => ({ ...ITEMS.find((i) => i.id === id)!, order }));
        return { body: { data: null, succeeded: true, message: 'ترتیب ذخیره شد.' } };
      },
    });
    renderAdmin(() => <StructurePage kind="department" />);
    await screen.findByText('فروش');
    expect(titles()).toEqual(['مالی', 'فروش', 'منابع انسانی']);
    expect(api.callsTo('admin/Department/GetAll')[0]!.body).toEqual({ pageIndex: 1, pageSize: 100 });

    // The first can't go up, the last can't go down.
    expect((screen.getByRole('button', { name: 'بردن «مالی» به بالا' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'بردن «منابع انسانی» به پایین' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'بردن «مالی» به پایین' }));
    await waitFor(() => expect(titles()).toEqual(['فروش', 'مالی', 'منابع انسانی']));
    expect(screen.getByRole('status').textContent).toBe('«مالی» به ردیف ۲ رفت.');
    await waitFor(() => expect(api.callsTo('admin/Department/Reorder')).toHaveLength(1));
    expect(api.callsTo('admin/Department/Reorder')[0]!.body).toEqual({ ids: [ITEMS[1]!.id, ITEMS[0]!.id, ITEMS[2]!.id] });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('بردن «مالی» به پایین'));

    fireEvent.click(screen.getByRole('button', { name: 'بردن «منابع انسانی» به بالا' }));
    await waitFor(() => expect(titles()).toEqual(['فروش', 'منابع انسانی', 'مالی']));
    await waitFor(() => expect(api.callsTo('admin/Department/Reorder')).toHaveLength(2));
    expect(screen.getByText('۳ نفر')).toBeTruthy();
  });

  it('keeps the 409 refusal readable in the delete dialog', async () => {
    mockApi({
      'admin/Department/GetAll': () => ({ body: listEnvelope(ITEMS, { pageSize: 100 }) }),
      'admin/Department/Delete': () => ({
        status: 409,
        body: { succeeded: false, message: 'این مورد به ۳ نفر اختصاص داده شده و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید.', errors: [] },
      }),
    });
    renderAdmin(() => <StructurePage kind="department" />);
    fireEvent.click(await screen.findByRole('button', { name: 'حذف «فروش»' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('۳ نفر اختصاص');
  });

  it('moves within bounds only', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toBeNull();
    expect(moveItem([1, 2, 3], 2, 1)).toBeNull();
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });
});

describe('structure screen in both languages', () => {
  const BILINGUAL = [{ ...item(0, 'مالی'), titleEn: 'Finance' }, item(1, 'فروش')];

  it('lists English titles on the English panel, a Persian-only one marked fa/rtl, and no Persian second lines', async () => {
    mockApi({ 'admin/Department/GetAll': () => ({ body: listEnvelope(BILINGUAL, { pageSize: 100 }) }) });
    renderAdmin(() => <StructurePage kind="department" />, { lang: 'en' });
    expect(await screen.findByText('Finance')).toBeTruthy();
    expect(screen.queryByText('مالی')).toBeNull();
    const persianOnly = screen.getByText('فروش');
    expect(persianOnly.getAttribute('lang')).toBe('fa');
    expect(persianOnly.getAttribute('dir')).toBe('rtl');
  });

  it('lists Persian titles only on the Persian panel: no English second lines', async () => {
    mockApi({ 'admin/Department/GetAll': () => ({ body: listEnvelope(BILINGUAL, { pageSize: 100 }) }) });
    renderAdmin(() => <StructurePage kind="department" />);
    expect(await screen.findByText('مالی')).toBeTruthy();
    expect(screen.queryByText('Finance')).toBeNull();
  });
});
