import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { PAGE_KEYS } from '@rira/contracts/site/catalogue';
import type { AdminFaq } from '@rira/contracts/site/admin-site';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { FilterSelect } from '../../components/admin/list-filters.tsx';
import { AddButton } from '../../components/admin/page-header.tsx';
import { DeleteConfirm, useRowDialogs } from '../../components/admin/row-actions.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { defineList, flagOf, listParam } from '../../lib/list-state.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { FaqDialog } from './faq-dialog.tsx';
import { PageKeyFilter, VisibilityFilter, visibleParam } from './list-toolbar.tsx';
import { faqApi, pageKeyLabel, siteAdminKeys } from './site-admin-api.ts';
import { visibilityColumns } from './visibility-columns.tsx';

/** The FAQ list's address: ?page=&size=&q=&page_key=&language=fa|en&visible=true|false. */
const faqList = defineList({
  filters: { pageKey: listParam.oneOf(PAGE_KEYS), language: listParam.oneOf(['fa', 'en']), visible: visibleParam() },
  names: { pageKey: 'page_key' },
});

/** /admin/faq: every page's questions and answers, filtered by page and language, in their order. */
export function FaqPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListState(faqList);
  const { state, update } = list;

  const request = faqList.request(state, { pageKey: state.pageKey, language: state.language, isVisible: flagOf(state.visible) });
  const query = useQuery({
    queryKey: siteAdminKeys.faqList(request),
    queryFn: ({ signal }) => faqApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const changes = { invalidates: [siteAdminKeys.faqs] };
  const dialogs = useRowDialogs<AdminFaq>();
  const { fire: toggle } = useAction((id: string) => faqApi.toggle(id), changes);
  const remove = useAction((faq: AdminFaq) => faqApi.remove(faq.id), changes);

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
        toggle,
        remove: dialogs.remove,
      }),
    ],
    [t, lang, dialogs.edit, dialogs.remove, toggle],
  );

  return (
    <ListPageFrame
      title={t('siteAdmin.faq.title')}
      intro={t('siteAdmin.faq.intro')}
      action={<AddButton label={t('siteAdmin.faq.add')} onClick={dialogs.add} />}
      list={list}
      search={{ id: 'faq-search', label: t('siteAdmin.faq.search'), buttonLabel: t('siteAdmin.search') }}
      filtersLabel={t('siteAdmin.faq.search')}
      filters={
        <>
          <PageKeyFilter
            id="faq-filter-page"
            label={t('siteAdmin.faq.fields.pageKey')}
            value={state.pageKey}
            onChange={(pageKey) => update({ pageKey })}
          />
          <FilterSelect
            id="faq-filter-language"
            label={t('siteAdmin.fields.language')}
            value={state.language}
            onChange={(language) => update({ language })}
            allLabel={t('siteAdmin.allLanguages')}
            options={[
              { value: 'fa', label: t('siteAdmin.languages.fa') },
              { value: 'en', label: t('siteAdmin.languages.en') },
            ]}
          />
          <VisibilityFilter id="faq-filter-visible" value={state.visible} onChange={(visible) => update({ visible })} />
        </>
      }
      table={{
        query,
        idPrefix: 'faq',
        caption: t('siteAdmin.faq.title'),
        columns,
        empty: <EmptyState icon={CircleHelp} title={t(list.filtered ? 'siteAdmin.emptySearch' : 'siteAdmin.faq.empty')} />,
      }}
    >
      {dialogs.editing !== undefined ? (
        <FaqDialog
          faq={dialogs.editing}
          defaults={{ pageKey: state.pageKey || undefined, language: state.language || undefined }}
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
        onConfirm={(faq) => remove.run(faq)}
      />
    </ListPageFrame>
  );
}
