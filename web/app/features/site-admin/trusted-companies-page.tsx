import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Handshake, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminTrustedCompany, TrustedCompanyListRequest } from '@rira/contracts/site/admin-site';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../organisation/use-lang.ts';
import { FilterSelect, PageHeader, SearchBox, iconButtonClasses } from './list-toolbar.tsx';
import { pageKeyLabel, pageKeyOptions, siteAdminKeys, trustedCompanyApi } from './site-admin-api.ts';
import { TrustedCompanyDialog } from './trusted-company-dialog.tsx';
import { booleanParam, useListParams } from './use-list-params.ts';

type Dialog = { type: 'add' } | { type: 'edit'; company: AdminTrustedCompany } | { type: 'delete'; company: AdminTrustedCompany } | null;

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
  const [dialog, setDialog] = useState<Dialog>(null);

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
  const nameOf = (c: AdminTrustedCompany) => (lang === 'en' && c.nameEn ? c.nameEn : c.name);

  async function toggle(company: AdminTrustedCompany) {
    try {
      await trustedCompanyApi.toggle(company.id);
    } finally {
      await refresh();
    }
  }

  const columns = useMemo<ColumnDef<AdminTrustedCompany, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('siteAdmin.trusted.fields.name'),
        meta: { className: 'min-w-44' },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className={cn('font-medium', !row.original.isVisible && 'text-ink-muted')}>{nameOf(row.original)}</span>
            {row.original.nameEn ? (
              <span className="text-xs text-ink-muted">
                <bdi>{lang === 'en' ? row.original.name : row.original.nameEn}</bdi>
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'logos',
        header: t('siteAdmin.trusted.logos'),
        cell: ({ row }) => (
          <span className="flex gap-2">
            <Logo
              url={row.original.logoFaUrl}
              label={t('siteAdmin.trusted.logoOf', { name: row.original.name, language: t('siteAdmin.languages.fa') })}
            />
            <Logo
              url={row.original.logoEnUrl}
              label={t('siteAdmin.trusted.logoOf', { name: row.original.name, language: t('siteAdmin.languages.en') })}
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
      {
        id: 'visible',
        header: t('siteAdmin.fields.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.isVisible ? 'success' : 'neutral'}>
            {t(row.original.isVisible ? 'siteAdmin.visible' : 'siteAdmin.hidden')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('siteAdmin.actions')}</span>,
        meta: { className: 'w-36' },
        cell: ({ row }) => {
          const company = row.original;
          return (
            <div className="flex items-center gap-0.5">
              <button
                type="button"
                className={iconButtonClasses}
                onClick={() => setDialog({ type: 'edit', company })}
                aria-label={t('siteAdmin.editNamed', { title: company.name })}
              >
                <Pencil aria-hidden className="size-5" />
              </button>
              <button
                type="button"
                className={iconButtonClasses}
                onClick={() => void toggle(company)}
                aria-label={t(company.isVisible ? 'siteAdmin.hideNamed' : 'siteAdmin.showNamed', { title: company.name })}
              >
                {company.isVisible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
              </button>
              <button
                type="button"
                className={cn(iconButtonClasses, 'text-danger hover:text-danger')}
                onClick={() => setDialog({ type: 'delete', company })}
                aria-label={t('siteAdmin.deleteNamed', { title: company.name })}
              >
                <Trash2 aria-hidden className="size-5" />
              </button>
            </div>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader
        title={t('siteAdmin.trusted.title')}
        intro={t('siteAdmin.trusted.intro')}
        action={
          <Button onClick={() => setDialog({ type: 'add' })}>
            <Plus aria-hidden className="size-5" />
            {t('siteAdmin.trusted.add')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox id="trusted-search" label={t('siteAdmin.trusted.search')} value={list.search} onSearch={(q) => list.set({ q })} />
        <FilterSelect
          id="trusted-filter-page"
          label={t('siteAdmin.trusted.filterPage')}
          value={pageKey}
          onChange={(v) => list.set({ page_key: v })}
        >
          <option value="">{t('siteAdmin.allPages')}</option>
          {pageKeyOptions(t).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="trusted-filter-visible"
          label={t('siteAdmin.fields.status')}
          value={visible}
          onChange={(v) => list.set({ visible: v })}
        >
          <option value="">{t('siteAdmin.all')}</option>
          <option value="true">{t('siteAdmin.visible')}</option>
          <option value="false">{t('siteAdmin.hidden')}</option>
        </FilterSelect>
      </div>
      <DataTable
        caption={t('siteAdmin.trusted.title')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => row.id}
        loading={isPending || isFetching}
        empty={
          <EmptyState icon={Handshake} title={t(list.search || pageKey || visible ? 'siteAdmin.emptySearch' : 'siteAdmin.trusted.empty')} />
        }
      />
      <Pagination
        idPrefix="trusted"
        pageIndex={list.page}
        pageSize={list.size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(page) => list.set({ page })}
        onPageSizeChange={(size) => list.set({ size: size === 10 ? null : size })}
      />

      {dialog?.type === 'add' || dialog?.type === 'edit' ? (
        <TrustedCompanyDialog
          company={dialog.type === 'edit' ? dialog.company : null}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refresh();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('siteAdmin.trusted.deleteTitle')}
        description={dialog?.type === 'delete' ? t('siteAdmin.trusted.deleteConfirm', { title: dialog.company.name }) : ''}
        confirmLabel={t('siteAdmin.delete')}
        onConfirm={async () => {
          if (dialog?.type !== 'delete') return;
          await trustedCompanyApi.remove(dialog.company.id);
          await refresh();
        }}
      />
    </div>
  );
}
