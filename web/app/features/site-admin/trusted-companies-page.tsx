import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { PAGE_KEYS } from '@rira/contracts/site/catalogue';
import type { AdminTrustedCompany } from '@rira/contracts/site/admin-site';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { AddButton } from '../../components/admin/page-header.tsx';
import { DeleteConfirm, useRowDialogs } from '../../components/admin/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { defineList, flagOf, listParam } from '../../lib/list-state.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { PageKeyFilter, VisibilityFilter, visibleParam } from './list-toolbar.tsx';
import { pageKeyLabel, siteAdminKeys, trustedCompanyApi } from './site-admin-api.ts';
import { TrustedCompanyDialog } from './trusted-company-dialog.tsx';
import { visibilityColumns } from './visibility-columns.tsx';

/** The trusted companies' address: ?page=&size=&q=&page_key=&visible=true|false. */
const trustedList = defineList({
  filters: { pageKey: listParam.oneOf(PAGE_KEYS), visible: visibleParam() },
  names: { pageKey: 'page_key' },
});

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
  const list = useListState(trustedList);
  const { state, update } = list;

  const request = trustedList.request(state, { pageKey: state.pageKey, isVisible: flagOf(state.visible) });
  const query = useQuery({
    queryKey: siteAdminKeys.companyList(request),
    queryFn: ({ signal }) => trustedCompanyApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const changes = { invalidates: [siteAdminKeys.companies] };
  const dialogs = useRowDialogs<AdminTrustedCompany>();
  const { fire: toggle } = useAction((id: string) => trustedCompanyApi.toggle(id), changes);
  const remove = useAction((company: AdminTrustedCompany) => trustedCompanyApi.remove(company.id), changes);
  const nameOf = (c: AdminTrustedCompany) => textIn(c.name, c.nameEn, lang);

  const columns = useMemo<ColumnDef<AdminTrustedCompany, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('siteAdmin.trusted.fields.name'),
        meta: { className: 'min-w-44' },
        cell: ({ row }) => (
          <LocalText
            className={cn('font-medium', !row.original.isVisible && 'text-ink-muted')}
            fa={row.original.name}
            en={row.original.nameEn}
          />
        ),
      },
      {
        id: 'logos',
        header: t('siteAdmin.trusted.logos'),
        cell: ({ row }) => (
          <span className="flex gap-2">
            <Logo
              url={row.original.logoFaUrl}
              label={t('siteAdmin.trusted.logoOf', {
                name: textIn(row.original.name, row.original.nameEn, lang),
                language: t('siteAdmin.languages.fa'),
              })}
            />
            <Logo
              url={row.original.logoEnUrl}
              label={t('siteAdmin.trusted.logoOf', {
                name: textIn(row.original.name, row.original.nameEn, lang),
                language: t('siteAdmin.languages.en'),
              })}
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
        titleOf: (company) => textIn(company.name, company.nameEn, lang),
        edit: dialogs.edit,
        toggle,
        remove: dialogs.remove,
      }),
    ],
    [t, lang, dialogs.edit, dialogs.remove, toggle],
  );

  return (
    <ListPageFrame
      title={t('siteAdmin.trusted.title')}
      intro={t('siteAdmin.trusted.intro')}
      action={<AddButton label={t('siteAdmin.trusted.add')} onClick={dialogs.add} />}
      list={list}
      search={{ id: 'trusted-search', label: t('siteAdmin.trusted.search'), buttonLabel: t('siteAdmin.search') }}
      filtersLabel={t('siteAdmin.trusted.search')}
      filters={
        <>
          <PageKeyFilter
            id="trusted-filter-page"
            label={t('siteAdmin.trusted.filterPage')}
            value={state.pageKey}
            onChange={(pageKey) => update({ pageKey })}
          />
          <VisibilityFilter id="trusted-filter-visible" value={state.visible} onChange={(visible) => update({ visible })} />
        </>
      }
      table={{
        query,
        idPrefix: 'trusted',
        caption: t('siteAdmin.trusted.title'),
        columns,
        empty: <EmptyState icon={Handshake} title={t(list.filtered ? 'siteAdmin.emptySearch' : 'siteAdmin.trusted.empty')} />,
      }}
    >
      {dialogs.editing !== undefined ? (
        <TrustedCompanyDialog company={dialogs.editing} onClose={dialogs.close} onSaved={dialogs.saved} />
      ) : null}

      <DeleteConfirm
        item={dialogs.deleting}
        title={t('siteAdmin.trusted.deleteTitle')}
        description={(company) => t('siteAdmin.trusted.deleteConfirm', { title: nameOf(company) })}
        confirmLabel={t('siteAdmin.delete')}
        onClose={dialogs.close}
        onConfirm={(company) => remove.run(company)}
      />
    </ListPageFrame>
  );
}
