import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { defineList, listParam } from '../../lib/list-state.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { renderAt } from '../../test/render.tsx';
import { FilterSelect, ListFilters, SearchField } from './list-filters.tsx';

const list = defineList({ filters: { status: listParam.oneOf(['active', 'inactive']) } });

function Screen({ buttonLabel }: { buttonLabel?: string }) {
  const { state, update } = useListState(list);
  const location = useLocation();
  return (
    <>
      <ListFilters label="Filters">
        <SearchField id="s" label="Search" value={state.search} onSearch={(search) => update({ search })} buttonLabel={buttonLabel} />
        <FilterSelect
          id="f"
          label="Status"
          value={state.status}
          onChange={(status) => update({ status })}
          allLabel="All"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </ListFilters>
      <output data-testid="address">{location.search}</output>
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('the list filters', () => {
  it('searches once typing pauses (trimmed, back to page 1), and a filter at once', async () => {
    renderAt(() => <Screen />, { path: '/?page=3' });
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy();
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ab ' } });
    expect(address()).toBe('?page=3');
    await waitFor(() => expect(address()).toBe('?q=ab'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    expect(address()).toBe('?q=ab&status=inactive');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(address()).toBe('?q=ab');
  });

  it('searches at once on Enter or the button', () => {
    renderAt(() => <Screen buttonLabel="Find" />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'okr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(address()).toBe('?q=okr');
  });
});
