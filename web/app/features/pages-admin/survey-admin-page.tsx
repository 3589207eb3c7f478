import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ChevronDown, Download, Inbox, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { SURVEY_PATH } from '@rira/contracts/site/catalogue';
import type { SurveyResponseItem } from '@rira/contracts/site/admin-pages';
import { FilterSelect, ListFilters, SearchField } from '../../components/admin/list-filters.tsx';
import { PagedTable } from '../../components/admin/paged-table.tsx';
import { DeleteConfirm } from '../../components/admin/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDateTime } from '../../lib/format.ts';
import { defineList, listParam } from '../../lib/list-state.ts';
import { notify } from '../../lib/toast.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { EditorHeader, PageEditor } from './page-editor.tsx';
import { pagesAdminApi, pagesAdminKeys } from './pages-admin-api.ts';

/** The responses' address (beside the page's `?tab=responses`): ?page=&size=&q=&language=fa|en. */
const responseList = defineList({ filters: { language: listParam.oneOf(['fa', 'en']) } });

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
  const list = useListState(responseList);
  const { state, update } = list;
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SurveyResponseItem | null>(null);

  const request = responseList.request(state, { language: state.language });
  const query = useQuery({
    queryKey: pagesAdminKeys.responseList(request),
    queryFn: ({ signal }) => pagesAdminApi.responses(request, signal),
    placeholderData: keepPreviousData,
  });
  const changes = { invalidates: [pagesAdminKeys.responses] };
  const { fire: markSeen } = useAction((id: string) => pagesAdminApi.seen(id), changes);
  const remove = useAction((id: string) => pagesAdminApi.remove(id), changes);

  async function exportAll() {
    const result = await pagesAdminApi.exportResponses(lang, state.language || undefined);
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
          // Opening an unseen response marks it seen (the list is read again either way).
          const toggle = () => {
            setOpen(expanded ? null : r.id);
            if (!expanded && !r.isSeen) markSeen(r.id);
          };
          return (
            <div className="flex flex-col gap-2">
              <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={`answers-${r.id}`} onClick={toggle}>
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
    [t, lang, open, markSeen],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ListFilters>
          <SearchField
            id="responses-search"
            label={t('pagesAdmin.responses.search')}
            buttonLabel={t('pagesAdmin.responses.find')}
            value={state.search}
            onSearch={(search) => update({ search })}
          />
          <FilterSelect
            id="responses-language"
            label={t('pagesAdmin.responses.language')}
            value={state.language}
            onChange={(language) => update({ language })}
            allLabel={t('pagesAdmin.responses.allLanguages')}
            options={[
              { value: 'fa', label: t('pagesAdmin.languages.fa') },
              { value: 'en', label: t('pagesAdmin.languages.en') },
            ]}
          />
        </ListFilters>
        <Button variant="secondary" onClick={() => void exportAll()}>
          <Download aria-hidden className="size-5" />
          {t('pagesAdmin.responses.export')}
        </Button>
      </div>
      <PagedTable
        list={list}
        query={query}
        idPrefix="responses"
        caption={t('pagesAdmin.responses.title')}
        columns={columns}
        empty={<EmptyState icon={Inbox} title={t('pagesAdmin.responses.empty')} />}
      />
      <DeleteConfirm
        item={deleting}
        title={t('pagesAdmin.responses.deleteTitle')}
        description={() => t('pagesAdmin.responses.deleteBody')}
        confirmLabel={t('pagesAdmin.responses.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={(response) => remove.run(response.id)}
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
