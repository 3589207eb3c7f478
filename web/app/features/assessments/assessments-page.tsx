import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { FileSpreadsheet, Plus, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_STATUSES, type AssessmentListItem, type AssessmentStatus } from '@rira/contracts/assessments';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatNumber, formatShortDate } from '../../lib/format.ts';
import { CompanyPicker } from '../companies/company-picker.tsx';
import { useCompanyScope } from '../organisation/company-scope.ts';
import { useLang } from '../organisation/use-lang.ts';
import { fetchEvery, libraryKeys } from '../library/library-api.ts';
import { LocalText, localTitle } from '../../lib/local-text.tsx';
import { useDebounced } from '../library/library-list-page.tsx';
import { assessmentKeys, assessmentsApi, downloadBaseData, type AssessmentListRequest } from './assessments-api.ts';

export const STATUS_TONE: Record<AssessmentStatus, BadgeTone> = {
  draft: 'neutral',
  new: 'info',
  selfInProgress: 'info',
  selfFinished: 'info',
  needSetAssessor: 'warning',
  pendingConfirmation: 'warning',
  waiting: 'warning',
  collecting: 'info',
  finished: 'success',
};

const SORTS = ['createdAt', 'updatedAt', 'finishesOn', 'target'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ListState {
  page: number;
  size: number;
  search: string;
  status: AssessmentStatus | '';
  templateId: string;
  companyId: string;
  sort: (typeof SORTS)[number];
  direction: 'asc' | 'desc';
}

export function readAssessmentListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const id = (name: string) => (UUID.test(params.get(name) ?? '') ? params.get(name)! : '');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    search: (params.get('q') ?? '').slice(0, 200),
    status: (ASSESSMENT_STATUSES as readonly string[]).includes(status) ? (status as AssessmentStatus) : '',
    templateId: id('template'),
    companyId: id('companyId'),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as ListState['sort']) : 'createdAt',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

const PARAM: Record<keyof ListState, string> = { page: 'page', size: 'size', search: 'q', status: 'status', templateId: 'template', companyId: 'companyId', sort: 'sort', direction: 'dir' };
const DEFAULTS: Partial<Record<keyof ListState, string | number>> = { page: 1, size: 10, sort: 'createdAt', direction: 'desc', search: '', status: '', templateId: '', companyId: '' };

function writeState(params: URLSearchParams, patch: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const full: Partial<ListState> = { ...patch };
  if (Object.keys(patch).some((k) => k !== 'page') && patch.page === undefined) full.page = 1;
  if (patch.companyId !== undefined) full.templateId = '';
  for (const [key, value] of Object.entries(full) as Array<[keyof ListState, string | number]>) {
    if (value === DEFAULTS[key]) next.delete(PARAM[key]);
    else next.set(PARAM[key], String(value));
  }
  return next;
}

/**
 * /admin/assessments: the company's assessments with the spec's columns and counts, filtered
 * by status and template, sorted and paged on the server; the base-data workbook downloads here.
 */
export function AssessmentsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const [params, setParams] = useSearchParams();
  const state = readAssessmentListState(params);
  const update = (patch: Partial<ListState>) => setParams((p) => writeState(p, patch), { replace: true, preventScrollReset: true });
  const [searchText, setSearchText] = useState(state.search);
  const debounced = useDebounced(searchText, 350);
  useEffect(() => {
    if (debounced !== state.search) setParams((p) => writeState(p, { search: debounced }), { replace: true, preventScrollReset: true });
    // Only a settled search text changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const companyId = scope.isSystemManager ? state.companyId || undefined : undefined;
  const request: AssessmentListRequest = {
    pageIndex: state.page,
    pageSize: state.size,
    sort: state.sort,
    direction: state.direction,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(companyId ? { companyId } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.templateId ? { templateId: state.templateId } : {}),
  };
  const { data, isPending, isFetching } = useQuery({
    queryKey: assessmentKeys.list(request),
    queryFn: ({ signal }) => assessmentsApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const templates = useQuery({
    queryKey: libraryKeys.every('template', companyId),
    queryFn: ({ signal }) => fetchEvery('template', companyId ? { companyId } : {}, signal),
    staleTime: 60_000,
  });

  const columns = useMemo<ColumnDef<AssessmentListItem, unknown>[]>(() => {
    const date = (value: string | null) => (value ? formatShortDate(value, lang) : '—');
    const count = (value: number) => formatNumber(value, lang);
    // Nine figures in one row would not fit a laptop: the person and the template share the first
    // column (kept in view on phones) and the four counts one column, as two short lines.
    return [
      {
        id: 'target',
        header: t('assessments.columns.target'),
        enableSorting: true,
        meta: { className: 'min-w-44', label: t('assessments.columns.target') },
        cell: ({ row }) => (
          <div className="flex flex-col">
            <Link to={`/admin/assessments/${row.original.id}`} className="font-medium text-primary-800 hover:underline">
              <LocalText fa={row.original.targetUserName} en={row.original.targetUserNameEn} />
            </Link>
            <LocalText className="text-xs text-ink-muted" fa={row.original.templateTitle} en={row.original.templateTitleEn} />
          </div>
        ),
      },
      {
        id: 'status',
        header: t('assessments.columns.status'),
        cell: ({ row }) => <Badge tone={STATUS_TONE[row.original.status]}>{t(`assessments.status.${row.original.status}`)}</Badge>,
      },
      { id: 'createdAt', header: t('assessments.columns.createdAt'), enableSorting: true, meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => date(row.original.createdAt) },
      { id: 'startsOn', header: t('assessments.columns.startsOn'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => date(row.original.startsOn) },
      { id: 'finishesOn', header: t('assessments.columns.finishesOn'), enableSorting: true, meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => date(row.original.finishesOn) },
      { id: 'updatedAt', header: t('assessments.columns.updatedAt'), enableSorting: true, meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => date(row.original.updatedAt) },
      {
        id: 'assessors',
        header: t('assessments.counts.assessors'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => {
          const { assessors, invited, uninvited, finished } = row.original.counts;
          if (assessors === 0) return <span className="text-ink-muted">{t('assessments.counts.none')}</span>;
          return (
            <div className="flex flex-col">
              <span>{t('assessments.counts.answered', { finished: count(finished), assessors: count(assessors) })}</span>
              <span className="text-xs text-ink-muted">{t('assessments.counts.invitations', { invited: count(invited), uninvited: count(uninvited) })}</span>
            </div>
          );
        },
      },
    ];
  }, [t, lang]);

  const filtered = Boolean(state.search || state.status || state.templateId);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('assessments.title')}</h1>
          <p className="mt-1 max-w-3xl text-ink-muted">{t('assessments.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void downloadBaseData(companyId)} disabled={scope.isSystemManager && !companyId}>
            <FileSpreadsheet aria-hidden className="size-5" />
            {t('assessments.downloadBaseData')}
          </Button>
          <Button asChild>
            <Link to={`/admin/assessments/new${companyId ? `?companyId=${companyId}` : ''}`}>
              <Plus aria-hidden className="size-5" />
              {t('assessments.add')}
            </Link>
          </Button>
        </div>
      </div>
      <div role="search" aria-label={t('assessments.filters.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <label htmlFor="assessments-search" className="text-sm font-medium">
            {t('assessments.filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <Input id="assessments-search" type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} className="ps-10" autoComplete="off" />
          </div>
        </div>
        {scope.isSystemManager ? (
          <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
            <label htmlFor="assessments-company" className="text-sm font-medium">
              {t('assessments.filters.company')}
            </label>
            <CompanyPicker id="assessments-company" value={state.companyId} emptyLabel={t('assessments.filters.allCompanies')} onChange={(value) => update({ companyId: value })} />
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="assessments-status" className="text-sm font-medium">
            {t('assessments.columns.status')}
          </label>
          <Select id="assessments-status" value={state.status} onChange={(e) => update({ status: e.target.value as ListState['status'] })}>
            <option value="">{t('assessments.filters.all')}</option>
            {ASSESSMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`assessments.status.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="assessments-template" className="text-sm font-medium">
            {t('assessments.columns.template')}
          </label>
          <Select id="assessments-template" value={state.templateId} onChange={(e) => update({ templateId: e.target.value })}>
            <option value="">{t('assessments.filters.all')}</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {localTitle(template, lang)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <DataTable
        caption={t('assessments.title')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => row.id}
        sort={{ id: state.sort, direction: state.direction }}
        onSortChange={(sort) => update({ sort: sort.id as ListState['sort'], direction: sort.direction })}
        loading={isPending || isFetching}
        empty={<EmptyState title={t(filtered ? 'assessments.emptyFiltered' : 'assessments.empty')} />}
      />
      <Pagination
        idPrefix="assessments"
        pageIndex={state.page}
        pageSize={state.size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(size) => update({ size })}
      />
    </div>
  );
}
