import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ListEnvelope } from '@rira/contracts/envelopes';
import type { ListPaging, PageSize, SortDirection } from '../../lib/list-state.ts';
import { DataTable, Pagination } from '../ui/data-table.tsx';

/** What the table needs of a list's state (`useListState`'s answer fits). */
export interface PagedList {
  state: ListPaging & { sort?: string; direction?: SortDirection };
  update(patch: { page?: number; size?: PageSize; sort?: string; direction?: SortDirection; search?: string }): void;
}

/** A GetAll query's answer as `useQuery` gives it (kept while the next page loads: `placeholderData: keepPreviousData`). */
export interface ListQuery<T> {
  data?: ListEnvelope<T>;
  isPending: boolean;
  /** True while the rows shown are the previous page's, kept until the asked-for page arrives. */
  isPlaceholderData: boolean;
}

/**
 * The list's pagination: rows per page, "1–10 of 42", previous and next; changes go to the address.
 * `sizeChoice={false}` when the call takes no page size.
 */
export function ListPagination({
  list,
  idPrefix,
  data,
  sizeChoice = true,
}: {
  list: PagedList;
  idPrefix: string;
  data?: { totalItems: number; totalPages: number };
  sizeChoice?: boolean;
}) {
  return (
    <Pagination
      idPrefix={idPrefix}
      pageIndex={list.state.page}
      pageSize={list.state.size}
      totalItems={data?.totalItems ?? 0}
      totalPages={data?.totalPages ?? 1}
      onPageChange={(page) => list.update({ page })}
      onPageSizeChange={sizeChoice ? (size) => list.update({ size: size as PageSize }) : undefined}
    />
  );
}

export interface PagedTableProps<T> {
  list: PagedList;
  query: ListQuery<T>;
  /** Prefix of the pagination's control ids (unique on the page). */
  idPrefix: string;
  /** The table's accessible name. */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  getRowId?: (row: T) => string;
  /** False when the call takes no page size (the list shows its fixed 10 rows). */
  sizeChoice?: boolean;
}

/**
 * An admin list's table, paged (and sorted, when the list has a sort) on the server, with its
 * pagination under it. Sorting is offered on the columns with `enableSorting: true`.
 */
export function PagedTable<T>({
  list,
  query,
  idPrefix,
  caption,
  columns,
  empty,
  getRowId = (row) => (row as { id: string }).id,
  sizeChoice,
}: PagedTableProps<T>) {
  const { sort, direction } = list.state;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={query.data?.data ?? []}
        getRowId={getRowId}
        sort={sort && direction ? { id: sort, direction } : null}
        onSortChange={sort ? (next) => list.update({ sort: next.id, direction: next.direction }) : undefined}
        // Busy only while the rows shown are not the ones asked for: a refetch in the background (after
        // an action, on focus) leaves the current rows as they are, not dimmed for another second or two.
        loading={query.isPending || query.isPlaceholderData}
        empty={empty}
      />
      <ListPagination list={list} idPrefix={idPrefix} data={query.data} sizeChoice={sizeChoice} />
    </>
  );
}
