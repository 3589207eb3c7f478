import { useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminFaq, FaqListRequest } from '@rira/contracts/site/admin-site';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { AddButton, PageHeader } from '../content-admin/page-header.tsx';
import { PagedTable } from '../content-admin/paged-table.tsx';
import { DeleteConfirm, useRowDialogs } from '../content-admin/row-actions.tsx';
import { useLang } from '../organisation/use-lang.ts';
import { FaqDialog } from './faq-dialog.tsx';
import { FilterSelect, PageKeyFilter, SearchBox, VisibilityFilter } from './list-toolbar.tsx';
import { faqApi, pageKeyLabel, siteAdminKeys } from './site-admin-api.ts';
import { booleanParam, listPaging, useListParams } from './use-list-params.ts';
import { visibilityColumns } from './visibility-columns.tsx';

/** /admin/faq: every page's questions and answers, filtered by page and language, in their order. */
export function FaqPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useListParams();
  const pageKey = list.get('page_key');
  const language = list.get('language');
  const visible = list.get('visible');

  const request: FaqListRequest = {
    pageIndex: list.page,
    pageSize: list.size,
    ...(list.search ? { search: list.search } : {}),
    ...(pageKey ? { pageKey: pageKey as FaqListRequest['pageKey'] } : {}),
    ...(language === 'fa' || language === 'en' ? { language } : {}),
    ...(booleanParam(visible) !== undefined ? { isVisible: booleanParam(visible) } : {}),
  };
  const { data, isPending, isFetching } = useQuery({
    queryKey: siteAdminKeys.faqList(request),
    queryFn: ({ signal }) => faqApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.faqs });
  const dialogs = useRowDialogs<AdminFaq>(refresh);

  const columns = useMemo<ColumnDef<AdminFaq, unknown>[]>(
    () => [
      {
        id: 'question',
        header: t('siteAdmin.faq.fields.question'),
        meta: { className: 'min-w-64 max-w-md' },
        cell: ({ row }) => (
          <div className="flex flex-col gap-0.5" dir={row.original.language === 'en' ? 'ltr' : 'rtl'} lang={row.original.language}>
            <span className={cn('font-medium', !row.original.isVisible && 'text-ink-muted')}>{row.original.question}</span>
            <span className="line-clamp-2 text-xs text-ink-muted">{row.original.answer}</span>
          </div>
        ),
      },
      {
        id: 'pageKey',
        header: t('siteAdmin.faq.fields.pageKey'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => pageKeyLabel(t, row.original.pageKey),
      },
      {
        id: 'language',
        header: t('siteAdmin.fields.language'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => t(`siteAdmin.languages.${row.original.language}`),
      },
      {
        id: 'order',
        header: t('siteAdmin.fields.order'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => formatNumber(row.original.order, lang),
      },
      ...visibilityColumns<AdminFaq>(t, {
        titleOf: (faq) => faq.question,
        edit: dialogs.edit,
        toggle: (id) => faqApi.toggle(id),
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
        title={t('siteAdmin.faq.title')}
        intro={t('siteAdmin.faq.intro')}
        action={<AddButton label={t('siteAdmin.faq.add')} onClick={dialogs.add} />}
      />

      <div className="flex flex-wrap items-end gap-3">
        <SearchBox id="faq-search" label={t('siteAdmin.faq.search')} value={list.search} onSearch={(q) => list.set({ q })} />
        <PageKeyFilter
          id="faq-filter-page"
          label={t('siteAdmin.faq.fields.pageKey')}
          value={pageKey}
          onChange={(v) => list.set({ page_key: v })}
        />
        <FilterSelect
          id="faq-filter-language"
          label={t('siteAdmin.fields.language')}
          value={language}
          onChange={(v) => list.set({ language: v })}
        >
          <option value="">{t('siteAdmin.allLanguages')}</option>
          <option value="fa">{t('siteAdmin.languages.fa')}</option>
          <option value="en">{t('siteAdmin.languages.en')}</option>
        </FilterSelect>
        <VisibilityFilter id="faq-filter-visible" value={visible} onChange={(v) => list.set({ visible: v })} />
      </div>

      <PagedTable
        caption={t('siteAdmin.faq.title')}
        columns={columns}
        rows={data?.data ?? []}
        loading={isPending || isFetching}
        empty={
          <EmptyState
            icon={CircleHelp}
            title={t(list.search || pageKey || language || visible ? 'siteAdmin.emptySearch' : 'siteAdmin.faq.empty')}
          />
        }
        pagination={listPaging(list, 'faq', data)}
      />

      {dialogs.editing !== undefined ? (
        <FaqDialog
          faq={dialogs.editing}
          defaults={{ pageKey: pageKey || undefined, language: language === 'en' ? 'en' : language === 'fa' ? 'fa' : undefined }}
          onClose={dialogs.close}
          onSaved={dialogs.saved}
        />
      ) : null}

      <DeleteConfirm
        item={dialogs.deleting}
        title={t('siteAdmin.faq.deleteTitle')}
        description={(faq) => t('siteAdmin.faq.deleteConfirm', { title: faq.question })}
        confirmLabel={t('siteAdmin.delete')}
        onClose={dialogs.close}
        onConfirm={async (faq) => {
          await faqApi.remove(faq.id);
          await refresh();
        }}
      />
    </div>
  );
}
