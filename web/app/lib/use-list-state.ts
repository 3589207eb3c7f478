import { useSearchParams } from 'react-router';
import type { ListDefinition, ListPaging } from './list-state.ts';

export interface ListControls<State extends ListPaging> {
  /** What the address says, read through the list's schema. */
  state: State;
  /** Changes the address (replacing the entry: paging does not fill the back button's history). */
  update(patch: Partial<State>): void;
  /** A search or a filter narrows the rows. */
  filtered: boolean;
}

/**
 * The list's state in the address, read and written through its definition:
 *
 *   const peopleList = defineList({ filters: { status: listParam.oneOf(['active', 'inactive']) } });
 *   const list = useListState(peopleList);
 *   list.state.status; list.update({ status: 'active' });
 */
export function useListState<State extends ListPaging>(definition: ListDefinition<State>): ListControls<State> {
  const [params, setParams] = useSearchParams();
  const state = definition.read(params);
  return {
    state,
    update: (patch) => setParams((current) => definition.write(current, patch), { replace: true, preventScrollReset: true }),
    filtered: definition.isFiltered(state),
  };
}
