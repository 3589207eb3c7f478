import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { defineList, listParam } from '../../lib/list-state.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { renderAt } from '../../test/render.tsx';
import { FilterSelect } from './list-filters.tsx';
import { ListPageFrame } from './list-page-frame.tsx';

type Row = { id: string; name: string };
const columns: ColumnDef<Row, unknown>[] = [{ accessorKey: 'name', header: 'Name' }];
const rows = { data: [{ id: '1', name: 'Ali' }], pageIndex: 1, totalItems: 1, totalPages: 1, succeeded: true as const, errors: [] };
const things = defineList({ filters: { status: listParam.oneOf(['active', 'inactive']) } });

function Screen() {
  const list = useListState(things);
  const location = useLocation();
  return (
    <ListPageFrame
      title="Things"
      intro="Every thing."
      action={<button type="button">Add thing</button>}
      list={list}
      search={{ id: 'things-search', label: 'Search things' }}
      filtersLabel="Find things"
      filters={
        <FilterSelect
          id="things-status"
          label="Status"
          value={list.state.status}
          onChange={(status) => list.update({ status })}
          allLabel="All"
          options={[{ value: 'active', label: 'Active' }]}
        />
      }
      table={{
        query: { data: rows, isPending: false, isPlaceholderData: false },
        idPrefix: 'things',
        caption: 'Things',
        columns,
        empty: 'None',
      }}
    >
      <output data-testid="address">{location.search}</output>
    </ListPageFrame>
  );
}

describe('the list page frame', () => {
  it('shows the heading and its action, one named search landmark with the search and the filters, and the table', async () => {
    renderAt(() => <Screen />, { path: '/?page=2', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add thing' })).toBeTruthy();
    const landmark = screen.getByRole('search', { name: 'Find things' });
    expect(landmark.querySelector('#things-search')).toBeTruthy();
    expect(landmark.querySelector('#things-status')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.getByText('Ali')).toBeTruthy();

    // The search is the list's: it goes to the address and back to page 1.
    fireEvent.change(screen.getByLabelText('Search things'), { target: { value: ' ali ' } });
    fireEvent.submit(screen.getByLabelText('Search things').closest('form')!);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=ali'));
  });
});
