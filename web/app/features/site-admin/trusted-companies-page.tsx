import { useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminTrustedCompany, TrustedCompanyListRequest } from '@rira/contracts/site/admin-site';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { LocalText, localText } from '../../lib/local-text.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { AddButton, PageHeader } from '../content-admin/page-header.tsx';
import { PagedTable } from '../content-admin/paged-table.tsx';
import { DeleteConfirm, useRowDialogs } from '../content-admin/row-actions.tsx';
import { useLang } from '../organisation/use-lang.ts';
import { PageKeyFilter, SearchBox, VisibilityFilter } from './list-toolbar.tsx';
import { pageKeyLabel, siteAdminKeys, trustedCompanyApi } from './site-admin-api.ts';
import { TrustedCompanyDialog } from './trusted-company-dialog.tsx';
import { booleanParam, listPaging, useListParams } from './use-list-params.ts';
import { visibilityColumns } from './visibility-columns.tsx';

function Logo({ url, label }: { url: string | null; label: string }) {
  return url ? (
    <img src={url} alt={label} className="h-10 w-20 shrink-0 rounded-md border border-line bg-white object-contain p-0.5" />
  ) : (
    <span className="inline-flex h-10 w-20 items-center justify-center rounded-md border border-dashed border-line text-xs text-ink-muted">
      —
    </span>
  );
}

/** /admin/trustedCompanies: the client logos ("they trust us"), the pages each shows on, their order. */
export function TrustedCompaniesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useListParams();
  const pageKey = list.get('page_key');
  const visible = list.get('visible');

  const request: TrustedCompanyListRequest = {
    pageIndex: list.page,
    pageSize: list.size,
    ...(list.search ? { search: list.search } : {}),
    ...(pageKey ? { pageKey: pageKey as TrustedCompanyListRequest['pageKey'] } : {}),
    ...(booleanParam(visible) !== undefined ? { isVisible: booleanParam(visible) } : {}),
  };
  const { data, isPending, isFetching } = useQuery({
    queryKey: siteAdminKeys.companyList(request),
    queryFn: ({ signal }) => trustedCompanyApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.companies });
  const dialogs = useRowDialogs<AdminTrustedCompany>(refresh);
  const nameOf = (c: AdminTrustedCompany) => localText(c.name, c.nameEn, lang);

  const columns = useMemo<ColumnDef<AdminTrustedCompany, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('siteAdmin.trusted.fields.name'),
        meta: { className: 'min-w-44' },
        cell: ({ row }) => (
          <LocalText className={cn('font-medium', !row.original.isVisible && 'text-ink-muted')} fa={row.original.name} en={row.original.nameEn} />
        ),
      },
      {
        id: 'logos',
        header: t('siteAdmin.trusted.logos'),
        cell: ({ row }) => (
          <span className="flex gap-2">
            <Logo
              url={row.original.logoFaUrl}
              label={t('siteAdmin.trusted.logoOf', { name: nameOf(row.original), language: t('siteAdmin.languages.fa') })}
            />
            <Logo
              url={row.original.logoEnUrl}
              label={t('siteAdmin.trusted.logoOf', { name: nameOf(row.original), language: t('siteAdmin.languages.en') })}
            />
          </span>
        ),
      },
      {
        id: 'pages',
        header: t('siteAdmin.trusted.fields.pageKeys'),
        meta: { className: 'min-w-40' },
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.pageKeys.map((key) => (
              <Badge key={key} tone="info">
                {pageKeyLabel(t, key)}
              </Badge>
            ))}
          </span>
        ),
      },
      { id: 'order', header: t('siteAdmin.fields.order'), cell: ({ row }) => formatNumber(row.original.order, lang) },
      ...visibilityColumns<AdminTrustedCompany>(t, {
        titleOf: (company) => nameOf(company),
        edit: dialogs.edit,
        toggle: (id) => trustedCompanyApi.toggle(id),
        remove: dialogs.remove,
        refresh,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader
        title={t('siteAdmin.trusted.title')}
        intro={t('siteAdmin.trusted.intro')}
        action={<AddButton label={t('siteAdmin.trusted.add')} onClick={dialogs.add} />}
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox id="trusted-search" label={t('siteAdmin.trusted.search')} value={list.search} onSearch={(q) => list.set({ q })} />
        <PageKeyFilter
          id="trusted-filter-page"
          label={t('siteAdmin.trusted.filterPage')}
          value={pageKey}
          onChange={(v) => list.set({ page_key: v })}
        />
        <VisibilityFilter id="trusted-filter-visible" value={visible} onChange={(v) => list.set({ visible: v })} />
      </div>
      <PagedTable
        caption={t('siteAdmin.trusted.title')}
        columns={columns}
        rows={data?.data ?? []}
        loading={isPending || isFetching}
        empty={
          <EmptyState icon={Handshake} title={t(list.search || pageKey || visible ? 'siteAdmin.emptySearch' : 'siteAdmin.trusted.empty')} />
        }
        pagination={listPaging(list, 'trusted', data)}
      />

      {dialogs.editing !== undefined ? (
        <TrustedCompanyDialog company={dialogs.editing} onClose={dialogs.close} onSaved={dialogs.saved} />
      ) : null}

      <DeleteConfirm
        item={dialogs.deleting}
        title={t('siteAdmin.trusted.deleteTitle')}
        description={(company) => t('siteAdmin.trusted.deleteConfirm', { title: nameOf(company) })}
        confirmLabel={t('siteAdmin.delete')}
        onClose={dialogs.close}
        onConfirm={async (company) => {
          await trustedCompanyApi.remove(company.id);
          await refresh();
        }}
      />
    </div>
  );
}
