import { useId, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import type { LanguageCode } from '@rira/contracts/language';
import { localDigits } from '../../lib/digits.ts';
import { formatNumber } from '../../lib/format.ts';
import { cn } from './cn.ts';
import { ScrollArea, STICKY_START_CELL } from './scroll-area.tsx';

export interface SortState {
  id: string;
  direction: 'asc' | 'desc';
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Extra classes on the column's cells (e.g. a width or `whitespace-nowrap`). */
    className?: string;
    /** The header text when `header` is a function (used for the sort button's name). */
    label?: string;
  }
}

export interface DataTableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  data: T[];
  getRowId: (row: T) => string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** The first column stays in view while the table scrolls sideways (phones). */
  stickyFirstColumn?: boolean;
}

/**
 * A table whose paging and sorting happen on the server: TanStack Table only lays out the
 * columns. Too wide for the screen, it scrolls sideways in its own box (ScrollArea) with its
 * first column kept in view.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  sort,
  onSortChange,
  loading,
  empty,
  stickyFirstColumn = true,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [];
  // TanStack Table hands back functions that the React Compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting },
  });

  const captionId = useId();
  const sticky = cn(STICKY_START_CELL, 'bg-inherit');

  return (
    <ScrollArea labelledBy={captionId} startCue={!stickyFirstColumn} className="rounded-xl border border-line bg-surface">
      <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-page">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="bg-page">
              {group.headers.map((header, index) => {
                const column = header.column;
                // Display columns have no accessor, so TanStack would call them unsortable: the column says.
                const canSort = column.columnDef.enableSorting === true && Boolean(onSortChange);
                const active = sort?.id === column.id ? sort.direction : null;
                const label = column.columnDef.meta?.label ?? (typeof column.columnDef.header === 'string' ? column.columnDef.header : '');
                const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                    className={cn(
                      'whitespace-nowrap border-b border-line px-3 py-2 text-start font-semibold text-ink-muted',
                      stickyFirstColumn && index === 0 && sticky,
                      column.columnDef.meta?.className,
                    )}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="-mx-1 inline-flex min-h-9 items-center gap-1 rounded-md px-1 hover:text-ink"
                        onClick={() => onSortChange!({ id: column.id, direction: active === 'asc' ? 'desc' : 'asc' })}
                        aria-label={t('dataTable.sortBy', { column: label })}
                      >
                        {content}
                        {active === 'asc' ? (
                          <ArrowUp aria-hidden className="size-4" />
                        ) : active === 'desc' ? (
                          <ArrowDown aria-hidden className="size-4" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-4 opacity-50" />
                        )}
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={cn(loading && 'opacity-60')}>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                {loading ? <p className="px-4 py-10 text-center text-ink-muted">{t('common.loading')}</p> : empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="bg-surface hover:bg-primary-50/40">
                {row.getVisibleCells().map((cell, index) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'border-b border-line px-3 py-2 align-middle',
                      stickyFirstColumn && index === 0 && cn(sticky, 'bg-surface'),
                      cell.column.columnDef.meta?.className,
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export interface PaginationProps {
  pageIndex: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  idPrefix: string;
}

/** Rows per page (10/25/50/100), "1–10 of 42" and previous/next page. Pages are 1-based. */
export function Pagination({ pageIndex, pageSize, totalItems, totalPages, onPageChange, onPageSizeChange, idPrefix }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const from = totalItems === 0 ? 0 : (pageIndex - 1) * pageSize + 1;
  const to = Math.min(totalItems, pageIndex * pageSize);
  const pages = Math.max(1, totalPages);
  const Prev = lang === 'fa' ? ChevronRight : ChevronLeft;
  const Next = lang === 'fa' ? ChevronLeft : ChevronRight;
  const navButton =
    'inline-flex size-11 items-center justify-center rounded-lg border border-line bg-surface hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-50 lg:size-10';

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {onPageSizeChange ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${idPrefix}-page-size`} className="text-ink-muted">
            {t('dataTable.rowsPerPage')}
          </label>
          <select
            id={`${idPrefix}-page-size`}
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
            className="min-h-11 rounded-lg border border-line bg-surface px-2 lg:min-h-10"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {localDigits(size, lang)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <span />
      )}
      <p className="text-ink-muted" aria-live="polite">
        {t('dataTable.range', { from: formatNumber(from, lang), to: formatNumber(to, lang), total: formatNumber(totalItems, lang) })}
      </p>
      <nav aria-label={t('dataTable.pages')} className="flex items-center gap-2">
        <button
          type="button"
          className={navButton}
          disabled={pageIndex <= 1}
          onClick={() => onPageChange(pageIndex - 1)}
          aria-label={t('dataTable.previousPage')}
        >
          <Prev aria-hidden className="size-5" />
        </button>
        <span className="min-w-24 text-center">
          {t('dataTable.pageOf', { page: formatNumber(pageIndex, lang), pages: formatNumber(pages, lang) })}
        </span>
        <button
          type="button"
          className={navButton}
          disabled={pageIndex >= pages}
          onClick={() => onPageChange(pageIndex + 1)}
          aria-label={t('dataTable.nextPage')}
        >
          <Next aria-hidden className="size-5" />
        </button>
      </nav>
    </div>
  );
}
