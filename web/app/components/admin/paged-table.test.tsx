import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PagedTable, type ListQuery, type PagedList } from './paged-table.tsx';
import { createI18n } from '../../lib/i18n.ts';

type Row = { id: string; name: string };
const columns: ColumnDef<Row, unknown>[] = [{ accessorKey: 'name', header: 'نام' }];
const list: PagedList = { state: { page: 1, size: 10, search: '' }, update: () => undefined };
const rows = { data: [{ id: '1', name: 'علی' }], total: 1, succeeded: true as const, message: null };

function show(query: ListQuery<Row>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nextProvider i18n={createI18n('fa')}>
          <PagedTable list={list} query={query} idPrefix="t" caption="فهرست" columns={columns} empty="خالی" />
        </I18nextProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('table');
}

describe('PagedTable', () => {
  it('leaves the rows as they are while they refetch in the background (after an action, on focus)', () => {
    // useQuery's answer during a background refetch: fetching, its own rows still there.
    const table = show({ data: rows as never, isPending: false, isPlaceholderData: false, isFetching: true } as ListQuery<Row>);
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('علی')).toBeTruthy();
  });

  it('says it is busy while the rows shown are the previous page’s', () => {
    expect(show({ data: rows as never, isPending: false, isPlaceholderData: true }).getAttribute('aria-busy')).toBe('true');
  });
});
