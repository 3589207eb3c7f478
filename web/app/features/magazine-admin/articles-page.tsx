import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CalendarClock, Eye, EyeOff, Link2, MoreVertical, Pencil, Plus, Send, Search, Trash2, Undo2, View } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { ArticleAdminListItem } from '@rira/contracts/site/admin-magazine';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { localTextAttributes, localTitle } from '../../lib/local-text.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useLang } from '../organisation/use-lang.ts';
import { buildArticleListRequest, readArticleListState, writeArticleListState, type ArticleListState } from './article-list-state.ts';
import { articleApi, fetchAllTaxonomy, magazineAdminKeys } from './magazine-admin-api.ts';
import { STATE_TONE } from './article-state-tone.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { useDebounced } from './use-debounced.ts';

type Pending = { type: 'publish' | 'date' | 'delete'; article: ArticleAdminListItem } | null;

/** /admin/articles: every article with server paging, sorting, normalised search and filters. */
export function ArticlesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = readArticleListState(params);
  const update = (patch: Partial<ArticleListState>) =>
    setParams((p) => writeArticleListState(p, patch), { replace: true, preventScrollReset: true });
  const [searchText, setSearchText] = useState(state.search);
  const debounced = useDebounced(searchText, 350);
  useEffect(() => {
    if (debounced !== state.search) update({ search: debounced });
    // Only a settled search text changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const request = buildArticleListRequest(state);
  const { data, isPending, isFetching } = useQuery({
    queryKey: magazineAdminKeys.articles(request),
    queryFn: ({ signal }) => articleApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: magazineAdminKeys.taxonomy('category'),
    queryFn: ({ signal }) => fetchAllTaxonomy('category', signal),
  });
  const [pending, setPending] = useState<Pending>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: magazineAdminKeys.all });

  const columns = useMemo<ColumnDef<ArticleAdminListItem, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('articlesAdmin.list.columns.title'),
        enableSorting: true,
        meta: { className: 'min-w-56' },
        cell: ({ row }) => (
          <span className="flex items-center gap-3">
            {row.original.coverSmallUrl ? (
              <img
                src={row.original.coverSmallUrl}
                alt=""
                width={64}
                height={34}
                loading="lazy"
                className="hidden aspect-[1200/630] w-16 rounded object-cover sm:block"
              />
            ) : null}
            <Link
              to={`/admin/articles/edit/${row.original.id}`}
              lang={row.original.language}
              dir={row.original.language === 'en' ? 'ltr' : 'rtl'}
              className="font-medium text-primary-800 hover:underline"
            >
              {row.original.title}
            </Link>
          </span>
        ),
      },
      {
        id: 'category',
        header: t('articlesAdmin.list.columns.category'),
        // The category's title in the article's own language, marked as such (like the title beside it).
        cell: ({ row }) => (
          <span lang={row.original.language} dir={row.original.language === 'en' ? 'ltr' : 'rtl'}>
            {row.original.category.title}
          </span>
        ),
      },
      {
        id: 'language',
        header: t('articlesAdmin.list.columns.language'),
        cell: ({ row }) => t(`articlesAdmin.language.${row.original.language}`),
      },
      {
        id: 'state',
        header: t('articlesAdmin.list.columns.state'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            <Badge tone={STATE_TONE[row.original.state]}>{t(`articlesAdmin.state.${row.original.state}`)}</Badge>
            {row.original.isVisible ? null : <Badge tone="danger">{t('articlesAdmin.visible.hidden')}</Badge>}
          </span>
        ),
      },
      {
        id: 'publishDate',
        header: t('articlesAdmin.list.columns.publishDate'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (row.original.publishDate ? formatDateTime(row.original.publishDate, lang) : '—'),
      },
      {
        id: 'viewCount',
        header: t('articlesAdmin.list.columns.viewCount'),
        enableSorting: true,
        cell: ({ row }) => formatNumber(row.original.viewCount, lang),
      },
      {
        id: 'updatedAt',
        header: t('articlesAdmin.list.columns.updatedAt'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDateTime(row.original.updatedAt, lang),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('articlesAdmin.common.actions')}</span>,
        meta: { className: 'w-12' },
        cell: ({ row }) => <ArticleRowActions article={row.original} onPending={setPending} onChanged={() => void refresh()} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang],
  );

  const filtered = Boolean(state.search || state.categoryId || state.published || state.visible);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('articlesAdmin.list.title')}</h1>
          <p className="mt-1 text-ink-muted">{t('articlesAdmin.list.intro')}</p>
        </div>
        <Button asChild>
          <Link to="/admin/articles/new">
            <Plus aria-hidden className="size-5" />
            {t('articlesAdmin.list.add')}
          </Link>
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" role="search" aria-label={t('articlesAdmin.list.filtersLabel')}>
        <div className="col-span-2 flex flex-col gap-1.5">
          <label htmlFor="articles-search" className="text-sm font-medium">
            {t('articlesAdmin.common.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <Input
              id="articles-search"
              type="search"
              className="ps-10"
              autoComplete="off"
              value={searchText}
              placeholder={t('articlesAdmin.list.searchPlaceholder')}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <label htmlFor="articles-category" className="text-sm font-medium">
            {t('articlesAdmin.list.filters.category')}
          </label>
          <Select id="articles-category" value={state.categoryId} onChange={(e) => update({ categoryId: e.target.value })}>
            <option value="">{t('articlesAdmin.common.all')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id} {...localTextAttributes(c.title, c.titleEn, lang)}>
                {localTitle(c, lang)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="articles-published" className="text-sm font-medium">
            {t('articlesAdmin.list.filters.published')}
          </label>
          <Select
            id="articles-published"
            value={state.published}
            onChange={(e) => update({ published: e.target.value as ArticleListState['published'] })}
          >
            <option value="">{t('articlesAdmin.common.all')}</option>
            <option value="yes">{t('articlesAdmin.list.filters.publishedYes')}</option>
            <option value="no">{t('articlesAdmin.list.filters.publishedNo')}</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="articles-visible" className="text-sm font-medium">
            {t('articlesAdmin.list.filters.visible')}
          </label>
          <Select
            id="articles-visible"
            value={state.visible}
            onChange={(e) => update({ visible: e.target.value as ArticleListState['visible'] })}
          >
            <option value="">{t('articlesAdmin.common.all')}</option>
            <option value="yes">{t('articlesAdmin.list.filters.visibleYes')}</option>
            <option value="no">{t('articlesAdmin.list.filters.visibleNo')}</option>
          </Select>
        </div>
      </div>

      <DataTable
        caption={t('articlesAdmin.list.caption')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => row.id}
        sort={{ id: state.sort, direction: state.direction }}
        onSortChange={(sort) => update({ sort: sort.id as ArticleListState['sort'], direction: sort.direction })}
        loading={isPending || isFetching}
        empty={<EmptyState title={t(filtered ? 'articlesAdmin.list.emptyFiltered' : 'articlesAdmin.list.empty')} />}
      />
      <Pagination
        idPrefix="articles"
        pageIndex={state.page}
        pageSize={state.size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(size) => update({ size })}
      />

      {pending?.type === 'publish' || pending?.type === 'date' ? (
        <PublishDialog
          article={pending.article}
          mode={pending.type === 'date' ? 'date' : 'publish'}
          onClose={() => setPending(null)}
          onSubmit={async (publishDate) => {
            if (pending.type === 'date') await articleApi.setPublishDate(pending.article.id, publishDate!);
            else await articleApi.publish(pending.article.id, publishDate);
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pending?.type === 'delete'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('articlesAdmin.delete.title')}
        description={pending?.type === 'delete' ? t('articlesAdmin.delete.confirm', { title: pending.article.title }) : ''}
        confirmLabel={t('articlesAdmin.common.delete')}
        onConfirm={async () => {
          if (pending?.type !== 'delete') return;
          await articleApi.remove(pending.article.id);
          await refresh();
        }}
      />
    </div>
  );
}

/** One row's actions in a menu: edit, preview, show/hide, publish, publish date, backlinks, delete. */
function ArticleRowActions({
  article,
  onPending,
  onChanged,
}: {
  article: ArticleAdminListItem;
  onPending: (pending: Pending) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const item = 'flex min-h-11 items-center gap-2';
  return (
    <Menu>
      <MenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('articlesAdmin.actions.menu', { title: article.title })}>
          <MoreVertical aria-hidden className="size-5" />
        </Button>
      </MenuTrigger>
      <MenuContent>
        <MenuItem className={item} onSelect={() => void navigate(`/admin/articles/edit/${article.id}`)}>
          <Pencil aria-hidden className="size-4" />
          {t('articlesAdmin.actions.edit')}
        </MenuItem>
        <MenuItem className={item} onSelect={() => void navigate(`/admin/articles/view/${article.id}`)}>
          <View aria-hidden className="size-4" />
          {t('articlesAdmin.actions.view')}
        </MenuItem>
        <MenuItem className={item} onSelect={() => void articleApi.toggleVisible(article.id).finally(onChanged)}>
          {article.isVisible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          {t(article.isVisible ? 'articlesAdmin.actions.hide' : 'articlesAdmin.actions.show')}
        </MenuItem>
        <MenuItem className={item} onSelect={() => onPending({ type: 'publish', article })}>
          <Send aria-hidden className="size-4" />
          {t('articlesAdmin.actions.publish')}
        </MenuItem>
        <MenuItem className={item} onSelect={() => onPending({ type: 'date', article })}>
          <CalendarClock aria-hidden className="size-4" />
          {t('articlesAdmin.actions.setPublishDate')}
        </MenuItem>
        {article.isPublished ? (
          <MenuItem className={item} onSelect={() => void articleApi.unpublish(article.id).finally(onChanged)}>
            <Undo2 aria-hidden className="size-4" />
            {t('articlesAdmin.actions.unpublish')}
          </MenuItem>
        ) : null}
        <MenuItem className={item} onSelect={() => void navigate(`/admin/articles/backlinks/${article.id}`)}>
          <Link2 aria-hidden className="size-4" />
          {t('articlesAdmin.actions.backlinks')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem className={`${item} text-danger`} onSelect={() => onPending({ type: 'delete', article })}>
          <Trash2 aria-hidden className="size-4" />
          {t('articlesAdmin.actions.delete')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
