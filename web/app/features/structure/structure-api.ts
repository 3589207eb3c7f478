import type { StructureInput, StructureItem, StructureKind, StructureUpdate } from '@rira/contracts/organisation';
import { STRUCTURE_API_NAMES } from '@rira/contracts/organisation';
import { apiGet } from '../../lib/api-client.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';

const base = (kind: StructureKind) => `admin/${STRUCTURE_API_NAMES[kind]}`;

/** Query keys: one list per kind and company. */
export const structureKeys = {
  all: ['structure'] as const,
  list: (kind: StructureKind, companyKey: string) => ['structure', kind, companyKey] as const,
};

/**
 * Every item of one kind, in its order. The API pages at 100 at most; a company with more
 * items is read page by page so that reordering always sees the whole list.
 */
export async function fetchAllStructure(
  kind: StructureKind,
  companyId: string | undefined,
  signal?: AbortSignal,
): Promise<StructureItem[]> {
  const items: StructureItem[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await postList<StructureItem>(`${base(kind)}/GetAll`, compact({ pageIndex, pageSize: 100, companyId }), signal);
    items.push(...page.data);
    if (pageIndex >= page.totalPages) break;
  }
  return items.sort((a, b) => a.order - b.order);
}

export const structureApi = {
  get: (kind: StructureKind, id: string) => apiGet<StructureItem>(`${base(kind)}/Get/${id}`),
  add: (kind: StructureKind, input: StructureInput) => postAction<string>(`${base(kind)}/Add`, compact(input)),
  update: (kind: StructureKind, input: StructureUpdate) => postAction(`${base(kind)}/Update`, input),
  // The item names its company: Toggle and Delete take the id alone.
  toggle: (kind: StructureKind, id: string) => postAction(`${base(kind)}/Toggle`, { id }),
  remove: (kind: StructureKind, id: string) => postAction(`${base(kind)}/Delete`, { id }),
  reorder: (kind: StructureKind, ids: string[], companyId?: string) =>
    postAction(`${base(kind)}/Reorder`, compact({ ids, companyId }), { loading: false }),
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
