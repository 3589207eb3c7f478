import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ChevronDown, Download, Inbox, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import { SURVEY_PATH } from '@rira/contracts/site/catalogue';
import type { SurveyResponseItem, SurveyResponseListRequest } from '@rira/contracts/site/admin-pages';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useLang } from '../organisation/use-lang.ts';
import { EditorHeader, PageEditor } from './page-editor.tsx';
import { pagesAdminApi, pagesAdminKeys } from './pages-admin-api.ts';

function ResponseAnswers({ response }: { response: SurveyResponseItem }) {
  const { t } = useTranslation();
  const show = (kind: string, value: string) => (kind === 'scale' ? localDigits(value, response.language) : value);
  return (
    <dl dir={response.language === 'en' ? 'ltr' : 'rtl'} lang={response.language} className="flex flex-col gap-2 text-sm">
      {response.answers.map((a) => (
        <div key={a.questionId}>
          <dt className="text-ink-muted">{a.label}</dt>
          <dd className="font-medium whitespace-pre-line">{a.value ? show(a.kind, a.value) : t('pagesAdmin.responses.noAnswer')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The survey's responses: newest first, paged on the server, opened to read (marks them seen), exported to Excel. */
export function SurveyResponses() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 10;
  const language = params.get('language') ?? '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SurveyResponseItem | null>(null);

  const set = (patch: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in patch)) next.delete('page');
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '' || (k === 'page' && v === 1) || (k === 'size' && v === 10)) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const request: SurveyResponseListRequest = {
    pageIndex: page,
    pageSize: size,
    ...(params.get('q') ? { search: params.get('q')! } : {}),
    ...(language === 'fa' || language === 'en' ? { language } : {}),
  };
  const { data, isPending, isFetching } = useQuery({
    queryKey: pagesAdminKeys.responseList(request),
    queryFn: ({ signal }) => pagesAdminApi.responses(request, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pagesAdminKeys.responses });

  async function toggle(response: SurveyResponseItem) {
    const opening = open !== response.id;
    setOpen(opening ? response.id : null);
    if (opening && !response.isSeen) {
      try {
        await pagesAdminApi.seen(response.id);
      } finally {
        await refresh();
      }
    }
  }

  async function exportAll() {
    const result = await pagesAdminApi.exportResponses(lang, language === 'fa' || language === 'en' ? language : undefined);
    if (!result.ok) await notify.error(result.message);
  }

  const columns = useMemo<ColumnDef<SurveyResponseItem, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('pagesAdmin.responses.date'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <span className={cn(!row.original.isSeen && 'font-bold')}>{formatDateTime(row.original.createdAt, lang)}</span>,
      },
      {
        id: 'respondent',
        header: t('pagesAdmin.responses.respondent'),
        meta: { className: 'min-w-48' },
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="flex flex-col gap-0.5">
              <span className={cn(!r.isSeen && 'font-bold')}>{r.fullname ?? t('pagesAdmin.responses.anonymous')}</span>
              {r.companyName ? <span className="text-xs text-ink-muted">{r.companyName}</span> : null}
              {r.email ? (
                <span className="text-xs text-ink-muted" dir="ltr">
                  {r.email}
                </span>
              ) : null}
              {r.phoneNumber ? (
                <span className="text-xs text-ink-muted" dir="ltr">
                  {r.phoneNumber}
                </span>
              ) : null}
            </div>
          );
        },
      },
      {
        id: 'language',
        header: t('pagesAdmin.responses.language'),
        cell: ({ row }) => t(`pagesAdmin.languages.${row.original.language}`),
      },
      {
        id: 'seen',
        header: t('pagesAdmin.responses.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.isSeen ? 'neutral' : 'info'}>
            {t(row.original.isSeen ? 'pagesAdmin.responses.seen' : 'pagesAdmin.responses.new')}
          </Badge>
        ),
      },
      {
        id: 'answers',
        header: t('pagesAdmin.responses.answers'),
        meta: { className: 'min-w-72' },
        cell: ({ row }) => {
          const r = row.original;
          const expanded = open === r.id;
          return (
            <div className="flex flex-col gap-2">
              <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={`answers-${r.id}`} onClick={() => void toggle(r)}>
                <ChevronDown aria-hidden className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
                {t(expanded ? 'pagesAdmin.responses.hide' : 'pagesAdmin.responses.show')}
              </Button>
              {expanded ? (
                <div id={`answers-${r.id}`}>
                  <ResponseAnswers response={r} />
                </div>
              ) : null}
            </div>
          );
        },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('pagesAdmin.index.actions')}</span>,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="icon"
            className="text-danger hover:text-danger"
            onClick={() => setDeleting(row.original)}
            aria-label={t('pagesAdmin.responses.deleteNamed', {
              name: row.original.fullname ?? formatDateTime(row.original.createdAt, lang),
            })}
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, open],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          role="search"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: search.trim() });
          }}
        >
          <Field id="responses-search" label={t('pagesAdmin.responses.search')} className="w-full sm:w-64">
            {(c) => <Input {...c} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />}
          </Field>
          <Field id="responses-language" label={t('pagesAdmin.responses.language')} className="w-full sm:w-40">
            {(c) => (
              <Select {...c} value={language} onChange={(e) => set({ language: e.target.value })}>
                <option value="">{t('pagesAdmin.responses.allLanguages')}</option>
                <option value="fa">{t('pagesAdmin.languages.fa')}</option>
                <option value="en">{t('pagesAdmin.languages.en')}</option>
              </Select>
            )}
          </Field>
          <Button type="submit" variant="secondary">
            {t('pagesAdmin.responses.find')}
          </Button>
        </form>
        <Button variant="secondary" onClick={() => void exportAll()}>
          <Download aria-hidden className="size-5" />
          {t('pagesAdmin.responses.export')}
        </Button>
      </div>
      <DataTable
        caption={t('pagesAdmin.responses.title')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => row.id}
        loading={isPending || isFetching}
        empty={<EmptyState icon={Inbox} title={t('pagesAdmin.responses.empty')} />}
      />
      <Pagination
        idPrefix="responses"
        pageIndex={page}
        pageSize={size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(p) => set({ page: p })}
        onPageSizeChange={(s) => set({ size: s })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('pagesAdmin.responses.deleteTitle')}
        description={t('pagesAdmin.responses.deleteBody')}
        confirmLabel={t('pagesAdmin.responses.delete')}
        variant="danger"
        onConfirm={async () => {
          if (!deleting) return;
          await pagesAdminApi.remove(deleting.id);
          setDeleting(null);
          await refresh();
        }}
      />
    </div>
  );
}

/** /admin/servey/assessment: the survey's questions and texts, and its responses. */
export function SurveyAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'responses' ? 'responses' : 'content';
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <EditorHeader title={t('pagesAdmin.survey.title')} publicPath={SURVEY_PATH} />
      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (v === 'responses') next.set('tab', 'responses');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabList aria-label={t('pagesAdmin.survey.tabs')}>
          <Tab value="content">{t('pagesAdmin.survey.content')}</Tab>
          <Tab value="responses">{t('pagesAdmin.survey.responses')}</Tab>
        </TabList>
        <TabPanel value="content">
          <PageEditor pageKey="survey" kind="survey" />
        </TabPanel>
        <TabPanel value="responses">
          <SurveyResponses />
        </TabPanel>
      </Tabs>
    </div>
  );
}
