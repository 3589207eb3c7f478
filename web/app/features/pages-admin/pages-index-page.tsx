import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ExternalLink, FileText, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPageItem, AdminPageListRequest } from '@rira/contracts/site/admin-pages';
import { FilterSelect, ListFilters, SearchField } from '../../components/admin/list-filters.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { defineList, listParam } from '../../lib/list-state.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { pagesAdminApi, pagesAdminKeys } from './pages-admin-api.ts';

/** The page index's address: ?q=&type=product|service|standalone (one page holds the whole catalogue). */
const pageList = defineList({ filters: { pageType: listParam.oneOf(['product', 'service', 'standalone']) }, names: { pageType: 'type' } });

/** /admin/pages: every page of the site whose copy is editable (each has an editor), with its editor and its public page. */
export function PagesIndexPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { state, update } = useListState(pageList);
  // The whole catalogue fits in one page (about twenty pages).
  const request: AdminPageListRequest = pageList.request({ ...state, page: 1, size: 100 }, { pageType: state.pageType });
  const { data, isPending, isPlaceholderData } = useQuery({
    queryKey: pagesAdminKeys.list(request),
    queryFn: ({ signal }) => pagesAdminApi.list(request, signal),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<ColumnDef<AdminPageItem, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('pagesAdmin.index.page'),
        meta: { className: 'min-w-52' },
        cell: ({ row }) => (
          <div className="flex flex-col gap-0.5">
            <span className="font-medium">{lang === 'en' ? row.original.title.en : row.original.title.fa}</span>
            <span className="text-xs text-ink-muted" dir="ltr">
              {row.original.publicPath}
            </span>
          </div>
        ),
      },
      {
        id: 'type',
        header: t('pagesAdmin.index.type'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => t(`pagesAdmin.pageTypes.${row.original.pageType}`),
      },
      {
        id: 'updatedAt',
        header: t('pagesAdmin.index.updatedAt'),
        meta: { className: 'whitespace-nowrap text-sm' },
        cell: ({ row }) => (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2">
            {(['fa', 'en'] as const).map((l) => (
              <div key={l} className="contents">
                <dt className="text-ink-muted">{t(`pagesAdmin.languages.${l}`)}</dt>
                <dd>{row.original.updatedAt[l] ? formatDateTime(row.original.updatedAt[l]!, lang) : '—'}</dd>
              </div>
            ))}
          </dl>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('pagesAdmin.index.actions')}</span>,
        meta: { className: 'w-48' },
        cell: ({ row }) => {
          const page = row.original;
          const name = lang === 'en' ? page.title.en : page.title.fa;
          return (
            <div className="flex flex-wrap items-center gap-1">
              <Link to={page.adminPath} className={buttonClasses('secondary', 'sm')} aria-label={t('pagesAdmin.index.editNamed', { name })}>
                <Pencil aria-hidden className="size-4" />
                {t('pagesAdmin.index.edit')}
              </Link>
              <a
                href={page.publicPath}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('ghost', 'sm')}
                aria-label={t('pagesAdmin.index.viewNamed', { name })}
              >
                <ExternalLink aria-hidden className="size-4" />
                {t('pagesAdmin.index.view')}
              </a>
            </div>
          );
        },
      },
    ],
    [t, lang],
  );

  const rows = data?.data ?? [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{t('pagesAdmin.index.title')}</h1>
        <p className="text-ink-muted">{t('pagesAdmin.index.intro')}</p>
      </header>
      <ListFilters>
        <SearchField
          id="pages-search"
          label={t('pagesAdmin.index.search')}
          value={state.search}
          onSearch={(search) => update({ search })}
          className="w-full flex-none sm:w-72"
        />
        <FilterSelect
          id="pages-type"
          label={t('pagesAdmin.index.type')}
          value={state.pageType}
          onChange={(pageType) => update({ pageType })}
          allLabel={t('pagesAdmin.index.allTypes')}
          options={(['product', 'service', 'standalone'] as const).map((type) => ({
            value: type,
            label: t(`pagesAdmin.pageTypes.${type}`),
          }))}
          className="w-full sm:w-52"
        />
      </ListFilters>
      <DataTable
        caption={t('pagesAdmin.index.title')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.pageKey}
        loading={isPending || isPlaceholderData}
        empty={<EmptyState icon={FileText} title={t('pagesAdmin.index.empty')} />}
      />
    </div>
  );
}
