import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Power, Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useLang } from '../organisation/use-lang.ts';
import { libraryApi, libraryKeys, type LibraryItems, type LibraryKind, type LibraryListRequest } from './library-api.ts';
import { LocalTitle, localTitle } from '../../lib/local-text.tsx';

type Row<K extends LibraryKind> = LibraryItems[K];

export interface LibraryListState {
  page: number;
  size: number;
  search: string;
  status: '' | 'active' | 'inactive';
  /** Extra filters of a screen (?factorId=…), ids only. */
  filters: Record<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readLibraryListState(params: URLSearchParams, filterNames: readonly string[] = []): LibraryListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const status = params.get('status');
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name) ?? '';
    if (UUID.test(value)) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    search: (params.get('q') ?? '').slice(0, 200),
    status: status === 'active' || status === 'inactive' ? status : '',
    filters,
  };
}

export function writeLibraryListState(params: URLSearchParams, patch: Partial<Omit<LibraryListState, 'filters'>> & { filters?: Record<string, string> }): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | number, fallback: string | number) => {
    if (value === '' || value === fallback) next.delete(name);
    else next.set(name, String(value));
  };
  if (patch.size !== undefined) set('size', patch.size, 10);
  if (patch.search !== undefined) set('q', patch.search, '');
  if (patch.status !== undefined) set('status', patch.status, '');
  for (const [name, value] of Object.entries(patch.filters ?? {})) set(name, value, '');
  const changesRows = Object.keys(patch).some((key) => key !== 'page');
  set('page', patch.page ?? (changesRows ? 1 : Number(params.get('page') ?? 1)), 1);
  return next;
}

export function toListRequest(state: LibraryListState): LibraryListRequest {
  const request: LibraryListRequest = { pageIndex: state.page, pageSize: state.size };
  if (state.search.trim()) request.search = state.search.trim();
  if (state.status) request.isActive = state.status === 'active';
  return { ...request, ...state.filters };
}

/** Waits until typing pauses before the value is used. */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type Pending<K extends LibraryKind> = { type: 'add' } | { type: 'edit'; item: Row<K> } | { type: 'delete'; item: Row<K> } | null;

export interface LibraryListPageProps<K extends LibraryKind> {
  kind: K;
  /** Message-key prefix of the screen's texts: <prefix>.title, .intro, .add, .empty, .deleteTitle. */
  textKey: string;
  /** The kind-specific columns between the title and the status. */
  columns: ColumnDef<Row<K>, unknown>[];
  /** Add and edit in a dialog… */
  renderDialog?: (item: Row<K> | null, close: () => void, saved: () => void) => ReactNode;
  /** …or on their own pages. */
  addTo?: string;
  editTo?: (item: Row<K>) => string;
  /** Extra filters (shown beside search and status) and their address names. */
  filterNames?: readonly string[];
  renderFilters?: (state: LibraryListState, update: (filters: Record<string, string>) => void) => ReactNode;
  /** Fixed parts of the request (e.g. the system manager's chosen company). */
  baseRequest?: Partial<LibraryListRequest>;
  /** Whether the signed-in person may change this row (default: everyone who sees the screen). */
  canManage?: (item: Row<K>) => boolean;
  /** Whether adding is offered at all. */
  canAdd?: boolean;
  /** Extra content under the heading (e.g. a company picker). */
  toolbar?: ReactNode;
}

/**
 * A library list: search (Persian-normalised by the server), active filter, server-side paging,
 * and per row edit, activate/deactivate and delete (a 409 "in use" stays readable in the dialog).
 */
export function LibraryListPage<K extends LibraryKind>({
  kind,
  textKey,
  columns,
  renderDialog,
  addTo,
  editTo,
  filterNames = [],
  renderFilters,
  baseRequest,
  canManage = () => true,
  canAdd = true,
  toolbar,
}: LibraryListPageProps<K>) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = readLibraryListState(params, filterNames);
  const update = (patch: Parameters<typeof writeLibraryListState>[1]) =>
    setParams((p) => writeLibraryListState(p, patch), { replace: true, preventScrollReset: true });
  const [searchText, setSearchText] = useState(state.search);
  const debounced = useDebounced(searchText, 350);
  useEffect(() => {
    if (debounced !== state.search) setParams((p) => writeLibraryListState(p, { search: debounced }), { replace: true, preventScrollReset: true });
    // Only a settled search text changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const request = { ...toListRequest(state), ...baseRequest };
  const { data, isPending, isFetching } = useQuery({
    queryKey: libraryKeys.list(kind, request),
    queryFn: ({ signal }) => libraryApi.list(kind, request, signal),
    placeholderData: keepPreviousData,
  });
  const [pending, setPending] = useState<Pending<K>>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: libraryKeys.kind(kind) });
  const k = (name: string) => `${textKey}.${name}`;

  const allColumns = useMemo<ColumnDef<Row<K>, unknown>[]>(() => {
    const iconButton =
      'inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary-50 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-40 lg:size-10';
    return [
      {
        id: 'title',
        header: t('library.fields.title'),
        meta: { className: 'min-w-48' },
        cell: ({ row }) => {
          const item = row.original;
          // The title in the page's language only (the other one is in the edit dialog).
          return (
            <div className={cn(!item.isActive && 'text-ink-muted')}>
              <LocalTitle as="p" className="font-medium" item={item} />
            </div>
          );
        },
      },
      ...columns,
      {
        id: 'status',
        header: t('library.fields.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>{t(row.original.isActive ? 'library.status.active' : 'library.status.inactive')}</Badge>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('library.actions.label')}</span>,
        meta: { className: 'w-36 whitespace-nowrap' },
        cell: ({ row }) => {
          const item = row.original;
          const title = localTitle(item, lang);
          if (!canManage(item)) {
            return editTo ? (
              <Link to={editTo(item)} className="rounded-md px-2 py-1 text-sm font-medium text-primary-800 hover:underline">
                {t('library.actions.view')}
              </Link>
            ) : null;
          }
          return (
            <div className="flex items-center gap-0.5">
              {editTo ? (
                <Link to={editTo(item)} className={iconButton} aria-label={t('library.actions.editNamed', { title })}>
                  <Pencil aria-hidden className="size-5" />
                </Link>
              ) : (
                <button type="button" className={iconButton} onClick={() => setPending({ type: 'edit', item })} aria-label={t('library.actions.editNamed', { title })}>
                  <Pencil aria-hidden className="size-5" />
                </button>
              )}
              <button
                type="button"
                className={iconButton}
                onClick={() => void libraryApi.toggle(kind, item.id).finally(refresh)}
                aria-label={t(item.isActive ? 'library.actions.deactivateNamed' : 'library.actions.activateNamed', { title })}
              >
                <Power aria-hidden className={cn('size-5', item.isActive ? 'text-success' : 'text-ink-muted')} />
              </button>
              <button
                type="button"
                className={cn(iconButton, 'text-danger hover:text-danger')}
                onClick={() => setPending({ type: 'delete', item })}
                aria-label={t('library.actions.deleteNamed', { title })}
              >
                <Trash2 aria-hidden className="size-5" />
              </button>
            </div>
          );
        },
      },
    ];
    // `refresh` and `canManage` are stable enough for a table: they read the latest state when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, lang, columns, kind, editTo]);

  const filtered = Boolean(state.search || state.status || Object.keys(state.filters).length);
  const addButton = canAdd ? (
    addTo ? (
      <Button asChild>
        <Link to={addTo}>
          <Plus aria-hidden className="size-5" />
          {t(k('add'))}
        </Link>
      </Button>
    ) : (
      <Button onClick={() => setPending({ type: 'add' })}>
        <Plus aria-hidden className="size-5" />
        {t(k('add'))}
      </Button>
    )
  ) : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t(k('title'))}</h1>
          <p className="mt-1 max-w-3xl text-ink-muted">{t(k('intro'))}</p>
        </div>
        {addButton}
      </div>
      {toolbar}
      <div role="search" aria-label={t('library.filters.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-1.5">
          <label htmlFor={`${kind}-search`} className="text-sm font-medium">
            {t('library.filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <Input id={`${kind}-search`} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} className="ps-10" autoComplete="off" />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${kind}-status`} className="text-sm font-medium">
            {t('library.fields.status')}
          </label>
          <Select id={`${kind}-status`} value={state.status} onChange={(e) => update({ status: e.target.value as LibraryListState['status'] })}>
            <option value="">{t('library.filters.all')}</option>
            <option value="active">{t('library.status.active')}</option>
            <option value="inactive">{t('library.status.inactive')}</option>
          </Select>
        </div>
        {renderFilters?.(state, (filters) => update({ filters }))}
      </div>
      <DataTable
        caption={t(k('title'))}
        columns={allColumns}
        data={data?.data ?? []}
        getRowId={(row) => row.id}
        loading={isPending || isFetching}
        empty={<EmptyState title={t(filtered ? 'library.emptyFiltered' : k('empty'))} action={filtered ? undefined : addButton} />}
      />
      <Pagination
        idPrefix={kind}
        pageIndex={state.page}
        pageSize={state.size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(size) => update({ size })}
      />

      {renderDialog && (pending?.type === 'add' || pending?.type === 'edit')
        ? renderDialog(pending.type === 'edit' ? pending.item : null, () => setPending(null), () => {
            setPending(null);
            void refresh();
          })
        : null}
      <ConfirmDialog
        open={pending?.type === 'delete'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t(k('deleteTitle'))}
        description={pending?.type === 'delete' ? t('library.deleteConfirm', { title: localTitle(pending.item, lang) }) : ''}
        confirmLabel={t('library.actions.delete')}
        onConfirm={async () => {
          if (pending?.type !== 'delete') return;
          await libraryApi.remove(kind, pending.item.id);
          await refresh();
        }}
      />
    </div>
  );
}
