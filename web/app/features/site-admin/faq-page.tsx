import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleHelp, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminFaq, FaqListRequest } from '@rira/contracts/site/admin-site';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../organisation/use-lang.ts';
import { FaqDialog } from './faq-dialog.tsx';
import { FilterSelect, PageHeader, SearchBox, iconButtonClasses } from './list-toolbar.tsx';
import { faqApi, pageKeyLabel, pageKeyOptions, siteAdminKeys } from './site-admin-api.ts';
import { booleanParam, useListParams } from './use-list-params.ts';

type Dialog = { type: 'add' } | { type: 'edit'; faq: AdminFaq } | { type: 'delete'; faq: AdminFaq } | null;

/** /admin/faq: every page's questions and answers, filtered by page and language, in their order. */
export function FaqPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useListParams();
  const pageKey = list.get('page_key');
  const language = list.get('language');
  const visible = list.get('visible');
  const [dialog, setDialog] = useState<Dialog>(null);

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

  async function toggle(faq: AdminFaq) {
    try {
      await faqApi.toggle(faq.id);
    } finally {
      await refresh();
    }
  }

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
          const faq = row.original;
          return (
            <div className="flex items-center gap-0.5">
              <button
                type="button"
                className={iconButtonClasses}
                onClick={() => setDialog({ type: 'edit', faq })}
                aria-label={t('siteAdmin.editNamed', { title: faq.question })}
              >
                <Pencil aria-hidden className="size-5" />
              </button>
              <button
                type="button"
                className={iconButtonClasses}
                onClick={() => void toggle(faq)}
                aria-label={t(faq.isVisible ? 'siteAdmin.hideNamed' : 'siteAdmin.showNamed', { title: faq.question })}
              >
                {faq.isVisible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
              </button>
              <button
                type="button"
                className={cn(iconButtonClasses, 'text-danger hover:text-danger')}
                onClick={() => setDialog({ type: 'delete', faq })}
                aria-label={t('siteAdmin.deleteNamed', { title: faq.question })}
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
        title={t('siteAdmin.faq.title')}
        intro={t('siteAdmin.faq.intro')}
        action={
          <Button onClick={() => setDialog({ type: 'add' })}>
            <Plus aria-hidden className="size-5" />
            {t('siteAdmin.faq.add')}
          </Button>
        }
      />

      <div className="flex flex-wrap items-end gap-3">
        <SearchBox id="faq-search" label={t('siteAdmin.faq.search')} value={list.search} onSearch={(q) => list.set({ q })} />
        <FilterSelect
          id="faq-filter-page"
          label={t('siteAdmin.faq.fields.pageKey')}
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
          id="faq-filter-language"
          label={t('siteAdmin.fields.language')}
          value={language}
          onChange={(v) => list.set({ language: v })}
        >
          <option value="">{t('siteAdmin.allLanguages')}</option>
          <option value="fa">{t('siteAdmin.languages.fa')}</option>
          <option value="en">{t('siteAdmin.languages.en')}</option>
        </FilterSelect>
        <FilterSelect
          id="faq-filter-visible"
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
        caption={t('siteAdmin.faq.title')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => row.id}
        loading={isPending || isFetching}
        empty={
          <EmptyState
            icon={CircleHelp}
            title={t(list.search || pageKey || language || visible ? 'siteAdmin.emptySearch' : 'siteAdmin.faq.empty')}
          />
        }
      />
      <Pagination
        idPrefix="faq"
        pageIndex={list.page}
        pageSize={list.size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(page) => list.set({ page })}
        onPageSizeChange={(size) => list.set({ size: size === 10 ? null : size })}
      />

      {dialog?.type === 'add' || dialog?.type === 'edit' ? (
        <FaqDialog
          faq={dialog.type === 'edit' ? dialog.faq : null}
          defaults={{ pageKey: pageKey || undefined, language: language === 'en' ? 'en' : language === 'fa' ? 'fa' : undefined }}
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
        title={t('siteAdmin.faq.deleteTitle')}
        description={dialog?.type === 'delete' ? t('siteAdmin.faq.deleteConfirm', { title: dialog.faq.question }) : ''}
        confirmLabel={t('siteAdmin.delete')}
        onConfirm={async () => {
          if (dialog?.type !== 'delete') return;
          await faqApi.remove(dialog.faq.id);
          await refresh();
        }}
      />
    </div>
  );
}
