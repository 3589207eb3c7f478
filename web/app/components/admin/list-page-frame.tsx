import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { ListFilters, SearchField } from './list-filters.tsx';
import { PageHeader } from './page-header.tsx';
import { PagedTable, type PagedList, type PagedTableProps } from './paged-table.tsx';

/** The list's search box: its value and changes are the list's own (`?q=`). */
export interface FrameSearch {
  id: string;
  label: string;
  placeholder?: string;
  /** A visible search button (Enter searches at once either way). */
  buttonLabel?: string;
  className?: string;
}

export interface ListPageFrameProps<T> {
  title: string;
  intro: string;
  /** Beside the title: the list's add button, an export. */
  action?: ReactNode;
  /** A list of few columns (categories, tags) keeps to a narrower page. */
  narrow?: boolean;
  /** The list's state (`useListState`): the search, the paging and the sort go to the address. */
  list: PagedList;
  search: FrameSearch;
  /** The name of the search landmark around the search box and the filters. */
  filtersLabel?: string;
  /** The landmark's layout (a grid of filters, a narrow search). */
  filtersClassName?: string;
  /** The list's own filters, after the search box. */
  filters?: ReactNode;
  /** Between the header and the filters (tabs of a library list). */
  beforeFilters?: ReactNode;
  /** Between the filters and the table (a live region announcing an action's outcome). */
  beforeTable?: ReactNode;
  /** The table: its query, columns, caption and empty state. */
  table: Omit<PagedTableProps<T>, 'list'>;
  /** After the table: the page's dialogs. */
  children?: ReactNode;
}

/**
 * An admin list page: its title and main action, one search landmark with the search box and the
 * list's filters, and the server-paged table. Every list page is this frame; the page brings its
 * columns, filters and dialogs.
 */
export function ListPageFrame<T>({
  title,
  intro,
  action,
  narrow,
  list,
  search,
  filtersLabel,
  filtersClassName,
  filters,
  beforeFilters,
  beforeTable,
  table,
  children,
}: ListPageFrameProps<T>) {
  return (
    <div className={cn('mx-auto flex flex-col gap-5', narrow ? 'max-w-5xl' : 'max-w-7xl')}>
      <PageHeader title={title} intro={intro} action={action} />
      {beforeFilters}
      <ListFilters label={filtersLabel} className={filtersClassName}>
        <SearchField {...search} value={list.state.search} onSearch={(text) => list.update({ search: text })} />
        {filters}
      </ListFilters>
      {beforeTable}
      <PagedTable list={list} {...table} />
      {children}
    </div>
  );
}
