import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CalendarClock, Eye, EyeOff, Link2, MoreVertical, Pencil, Send, Trash2, Undo2, View } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { ArticleAdminListItem } from '@rira/contracts/site/admin-magazine';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { AddLink } from '../../components/admin/page-header.tsx';
import { FilterSelect } from '../../components/admin/list-filters.tsx';
import { DeleteConfirm } from '../../components/admin/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { localTextAttributes } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { articleList, buildArticleListRequest } from './article-list-state.ts';
import { articleApi, fetchAllTaxonomy, magazineAdminKeys } from './magazine-admin-api.ts';
import { STATE_TONE } from './article-state-tone.ts';
import { PublishDialog } from './publish-dialog.tsx';

type Pending = { type: 'publish' | 'date' | 'delete'; article: ArticleAdminListItem } | null;

/** /admin/articles: every article with server paging, sorting, normalised search and filters. */
export function ArticlesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListState(articleList);
  const { state, update } = list;
  const request = buildArticleListRequest(state);
  const query = useQuery({
    queryKey: magazineAdminKeys.articles(request),
    queryFn: ({ signal }) => articleApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: magazineAdminKeys.taxonomy('category'),
    queryFn: ({ signal }) => fetchAllTaxonomy('category', signal),
  });
  const [pending, setPending] = useState<Pending>(null);
  const changes = { invalidates: [magazineAdminKeys.all] };
  const publish = useAction(
    ({ id, publishDate, onlyDate }: { id: string; publishDate: string | null; onlyDate: boolean }) =>
      onlyDate ? articleApi.setPublishDate(id, publishDate!) : articleApi.publish(id, publishDate),
    changes,
  );
  const remove = useAction((id: string) => articleApi.remove(id), changes);

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
        cell: ({ row }) => <ArticleRowActions article={row.original} onPending={setPending} />,
      },
    ],
    [t, lang],
  );

  return (
    <ListPageFrame
      title={t('articlesAdmin.list.title')}
      intro={t('articlesAdmin.list.intro')}
      action={<AddLink label={t('articlesAdmin.list.add')} to="/admin/articles/new" />}
      list={list}
      search={{
        id: 'articles-search',
        label: t('articlesAdmin.common.search'),
        placeholder: t('articlesAdmin.list.searchPlaceholder'),
        className: 'col-span-2',
      }}
      filtersLabel={t('articlesAdmin.list.filtersLabel')}
      filtersClassName="grid grid-cols-2 lg:grid-cols-5"
      filters={
        <>
          <FilterSelect
            id="articles-category"
            label={t('articlesAdmin.list.filters.category')}
            value={state.categoryId}
            onChange={(categoryId) => update({ categoryId })}
            allLabel={t('articlesAdmin.common.all')}
            options={(categories.data ?? []).map((c) => ({
              value: c.id,
              label: titleIn(c, lang),
              ...localTextAttributes(c.title, c.titleEn, lang),
            }))}
            className="col-span-2 sm:col-span-1"
          />
          <FilterSelect
            id="articles-published"
            label={t('articlesAdmin.list.filters.published')}
            value={state.published}
            onChange={(published) => update({ published })}
            allLabel={t('articlesAdmin.common.all')}
            options={[
              { value: 'yes', label: t('articlesAdmin.list.filters.publishedYes') },
              { value: 'no', label: t('articlesAdmin.list.filters.publishedNo') },
            ]}
          />
          <FilterSelect
            id="articles-visible"
            label={t('articlesAdmin.list.filters.visible')}
            value={state.visible}
            onChange={(visible) => update({ visible })}
            allLabel={t('articlesAdmin.common.all')}
            options={[
              { value: 'yes', label: t('articlesAdmin.list.filters.visibleYes') },
              { value: 'no', label: t('articlesAdmin.list.filters.visibleNo') },
            ]}
          />
        </>
      }
      table={{
        query,
        idPrefix: 'articles',
        caption: t('articlesAdmin.list.caption'),
        columns,
        empty: <EmptyState title={t(list.filtered ? 'articlesAdmin.list.emptyFiltered' : 'articlesAdmin.list.empty')} />,
      }}
    >
      {pending?.type === 'publish' || pending?.type === 'date' ? (
        <PublishDialog
          article={pending.article}
          mode={pending.type === 'date' ? 'date' : 'publish'}
          onClose={() => setPending(null)}
          onSubmit={(publishDate) => publish.run({ id: pending.article.id, publishDate, onlyDate: pending.type === 'date' })}
        />
      ) : null}
      <DeleteConfirm
        item={pending?.type === 'delete' ? pending.article : null}
        title={t('articlesAdmin.delete.title')}
        description={(article) => t('articlesAdmin.delete.confirm', { title: article.title })}
        confirmLabel={t('articlesAdmin.common.delete')}
        onClose={() => setPending(null)}
        onConfirm={(article) => remove.run(article.id)}
      />
    </ListPageFrame>
  );
}

/** One row's actions in a menu: edit, preview, show/hide, publish, publish date, backlinks, delete. */
function ArticleRowActions({ article, onPending }: { article: ArticleAdminListItem; onPending: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Showing, hiding or unpublishing re-reads the lists, also when it was refused.
  const changes = { invalidates: [magazineAdminKeys.all] };
  const toggleVisible = useAction(() => articleApi.toggleVisible(article.id), changes);
  const unpublish = useAction(() => articleApi.unpublish(article.id), changes);
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
        <MenuItem className={item} onSelect={() => toggleVisible.fire()}>
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
          <MenuItem className={item} onSelect={() => unpublish.fire()}>
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
