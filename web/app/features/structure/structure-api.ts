import { structureContract } from '@rira/contracts/api/structure';
import type { StructureInput, StructureItem, StructureKind, StructureUpdate } from '@rira/contracts/organisation';
import { api, apiData } from '../../lib/api.ts';
import { fetchAllPages } from '../../lib/fetch-all.ts';
import { compact } from '../../lib/list-request.ts';

/** Query keys: one list per kind and company. */
export const structureKeys = {
  all: ['structure'] as const,
  list: (kind: StructureKind, companyKey: string) => ['structure', kind, companyKey] as const,
};

/** Every item of one kind, in its order: read whole, so that reordering always sees the whole list. */
export async function fetchAllStructure(
  kind: StructureKind,
  companyId: string | undefined,
  signal?: AbortSignal,
): Promise<StructureItem[]> {
  const items = await fetchAllPages((paging) =>
    api(structureContract[kind].list, { body: compact({ ...paging, companyId }) }, { successToast: false, signal }),
  );
  return items.sort((a, b) => a.order - b.order);
}

/** A change shows the full-screen loading and the server's success message. */
const changing = { loading: true } as const;

export const structureApi = {
  get: (kind: StructureKind, id: string) => apiData(structureContract[kind].get, { params: { id } }),
  // Empty optional fields stay out of the body (an empty title too: the server names it required).
  add: (kind: StructureKind, input: StructureInput) =>
    apiData(structureContract[kind].create, { body: compact(input) as StructureInput }, changing),
  update: (kind: StructureKind, input: StructureUpdate) => apiData(structureContract[kind].update, { body: input }, changing),
  // The item names its company: Toggle and Delete take the id alone.
  toggle: (kind: StructureKind, id: string) => apiData(structureContract[kind].toggle, { body: { id } }, changing),
  remove: (kind: StructureKind, id: string) => apiData(structureContract[kind].remove, { body: { id } }, changing),
  reorder: (kind: StructureKind, ids: string[], companyId?: string) =>
    apiData(structureContract[kind].reorder, { body: { ids, ...compact({ companyId }) } }, { loading: false }),
};

/** Moves one item up (-1) or down (+1); returns the new order, or null at either end. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const next = items.slice();
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}
