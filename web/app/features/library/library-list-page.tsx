import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { FilterSelect } from '../../components/admin/list-filters.tsx';
import { DeleteConfirm, iconButtonClasses, useRowDialogs } from '../../components/admin/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { PrefixWith } from '../../lib/i18n-keys.ts';
import { defineList, listParam, type ListDefinition, type ListStateOf } from '../../lib/list-state.ts';
import { LocalTitle } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState, type ListControls } from '../../lib/use-list-state.ts';
import { libraryApi, libraryKeys, type LibraryItems, type LibraryKind } from './library-api.ts';

type Row<K extends LibraryKind> = LibraryItems[K];
type LibraryListRequest = Parameters<typeof libraryApi.list>[1];

/** Every library list's address: ?page=&size=&q=&status=active|inactive; a screen with more filters extends these. */
export const libraryFilters = { status: listParam.oneOf(['active', 'inactive']) };
export const libraryList = defineList({ filters: libraryFilters });
export type LibraryListState = ListStateOf<typeof libraryList>;

/** The GetAll body of a library list's state. */
export function toListRequest(state: LibraryListState): LibraryListRequest {
  return libraryList.request(state, { isActive: state.status ? state.status === 'active' : undefined });
}

/** The texts a library list shows under its `textKey`. */
type ListText = 'title' | 'intro' | 'add' | 'empty' | 'deleteTitle';

export interface LibraryListPageProps<K extends LibraryKind, State extends LibraryListState> {
  kind: K;
  /** Message-key prefix of the screen's texts: <prefix>.title, .intro, .add, .empty, .deleteTitle. */
  textKey: PrefixWith<ListText>;
  /** The kind-specific columns between the title and the status. */
  columns: ColumnDef<Row<K>, unknown>[];
  /** Add and edit in a dialog… */
  renderDialog?: (item: Row<K> | null, close: () => void, saved: () => void) => ReactNode;
  /** …or on their own pages. */
  addTo?: string;
  editTo?: (item: Row<K>) => string;
  /** The list's address when the screen has filters of its own (built on `libraryFilters`). */
  list?: ListDefinition<State>;
  /** The screen's own filters, shown beside search and status. */
  renderFilters?: (list: ListControls<State>) => ReactNode;
  /** The request's fields for the screen's own filters (a factor, the chosen company). */
  extraRequest?: (state: State) => Partial<LibraryListRequest>;
  /** Whether the signed-in person may change this row (default: everyone who sees the screen). */
  canManage?: (item: Row<K>) => boolean;
  /** Whether adding is offered at all. */
  canAdd?: boolean;
  /** Extra content under the heading (e.g. a company picker). */
  toolbar?: (list: ListControls<State>) => ReactNode;
}

/**
 * A library list: search (Persian-normalised by the server), active filter, server-side paging,
 * and per row edit, activate/deactivate and delete (a 409 "in use" stays readable in the dialog).
 */
export function LibraryListPage<K extends LibraryKind, State extends LibraryListState = LibraryListState>({
  kind,
  textKey,
  columns,
  renderDialog,
  addTo,
  editTo,
  list: definition = libraryList as unknown as ListDefinition<State>,
  renderFilters,
  extraRequest,
  canManage = () => true,
  canAdd = true,
  toolbar,
}: LibraryListPageProps<K, State>) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListState(definition);
  const { state, update } = list;
  const request = { ...toListRequest(state), ...extraRequest?.(state) };
  const query = useQuery({
    queryKey: libraryKeys.list(kind, request),
    queryFn: ({ signal }) => libraryApi.list(kind, request, signal),
    placeholderData: keepPreviousData,
  });
  const changes = [libraryKeys.kind(kind)];
  const dialogs = useRowDialogs<Row<K>>();
  const remove = useAction((item: Row<K>) => libraryApi.remove(kind, item.id), { invalidates: changes });
  const k = (name: ListText) => `${textKey}.${name}` as const;

  const allColumns: ColumnDef<Row<K>, unknown>[] = [
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
        <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
          {t(row.original.isActive ? 'library.status.active' : 'library.status.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('library.actions.label')}</span>,
      meta: { className: 'w-36 whitespace-nowrap' },
      cell: ({ row }) => (
        <LibraryRowActions
          kind={kind}
          item={row.original}
          canManage={canManage(row.original)}
          editTo={editTo}
          onEdit={dialogs.edit}
          onDelete={dialogs.remove}
        />
      ),
    },
  ];

  const filtered = list.filtered;
  const addButton = canAdd ? (
    addTo ? (
      <Button asChild>
        <Link to={addTo}>
          <Plus aria-hidden className="size-5" />
          {t(k('add'))}
        </Link>
      </Button>
    ) : (
      <Button onClick={dialogs.add}>
        <Plus aria-hidden className="size-5" />
        {t(k('add'))}
      </Button>
    )
  ) : null;

  return (
    <ListPageFrame
      title={t(k('title'))}
      intro={t(k('intro'))}
      action={addButton}
      beforeFilters={toolbar?.(list)}
      list={list}
      search={{ id: `${kind}-search`, label: t('library.filters.search'), className: 'col-span-2' }}
      filtersLabel={t('library.filters.label')}
      filtersClassName="grid grid-cols-2 lg:grid-cols-4"
      filters={
        <>
          <FilterSelect
            id={`${kind}-status`}
            label={t('library.fields.status')}
            value={state.status}
            onChange={(status) => update({ status } as Partial<State>)}
            allLabel={t('library.filters.all')}
            options={[
              { value: 'active', label: t('library.status.active') },
              { value: 'inactive', label: t('library.status.inactive') },
            ]}
          />
          {renderFilters?.(list)}
        </>
      }
      table={{
        query,
        idPrefix: kind,
        caption: t(k('title')),
        columns: allColumns,
        empty: <EmptyState title={t(filtered ? 'library.emptyFiltered' : k('empty'))} action={filtered ? undefined : addButton} />,
      }}
    >
      {renderDialog && dialogs.editing !== undefined ? renderDialog(dialogs.editing, dialogs.close, dialogs.saved) : null}
      <DeleteConfirm
        item={dialogs.deleting}
        title={t(k('deleteTitle'))}
        description={(item) => t('library.deleteConfirm', { title: titleIn(item, lang) })}
        confirmLabel={t('library.actions.delete')}
        onClose={dialogs.close}
        onConfirm={(item) => remove.run(item)}
      />
    </ListPageFrame>
  );
}

/** A row's edit, activate/deactivate and delete buttons; a row the person may not change only links to its page. */
function LibraryRowActions<K extends LibraryKind>({
  kind,
  item,
  canManage,
  editTo,
  onEdit,
  onDelete,
}: {
  kind: K;
  item: Row<K>;
  canManage: boolean;
  editTo?: (item: Row<K>) => string;
  onEdit: (item: Row<K>) => void;
  onDelete: (item: Row<K>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // Re-read also after a refusal: the row on screen may be stale.
  const toggle = useAction(() => libraryApi.toggle(kind, item.id), { invalidates: [libraryKeys.kind(kind)] });
  const title = titleIn(item, lang);
  if (!canManage) {
    return editTo ? (
      <Link to={editTo(item)} className="rounded-md px-2 py-1 text-sm font-medium text-primary-800 hover:underline">
        {t('library.actions.view')}
      </Link>
    ) : null;
  }
  return (
    <div className="flex items-center gap-0.5">
      {editTo ? (
        <Link to={editTo(item)} className={iconButtonClasses} aria-label={t('library.actions.editNamed', { title })}>
          <Pencil aria-hidden className="size-5" />
        </Link>
      ) : (
        <button
          type="button"
          className={iconButtonClasses}
          onClick={() => onEdit(item)}
          aria-label={t('library.actions.editNamed', { title })}
        >
          <Pencil aria-hidden className="size-5" />
        </button>
      )}
      <button
        type="button"
        className={iconButtonClasses}
        onClick={() => toggle.fire()}
        aria-label={t(item.isActive ? 'library.actions.deactivateNamed' : 'library.actions.activateNamed', { title })}
      >
        <Power aria-hidden className={cn('size-5', item.isActive ? 'text-success' : 'text-ink-muted')} />
      </button>
      <button
        type="button"
        className={cn(iconButtonClasses, 'text-danger hover:text-danger')}
        onClick={() => onDelete(item)}
        aria-label={t('library.actions.deleteNamed', { title })}
      >
        <Trash2 aria-hidden className="size-5" />
      </button>
    </div>
  );
}
