import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_STATUSES, type AssessmentListItem } from '@rira/contracts/assessments';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { AddLink } from '../../components/admin/page-header.tsx';
import { FilterSelect } from '../../components/admin/list-filters.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatNumber, formatShortDate } from '../../lib/format.ts';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { defineList, listParam } from '../../lib/list-state.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { LabelledCompanyPicker } from '../companies/company-picker.tsx';
import { everyQuery } from '../library/library-api.ts';
import { assessmentKeys, assessmentsApi, downloadBaseData } from './assessments-api.ts';

import { STATUS_TONE } from './assessment-settings.ts';

/** The assessments table's address: ?page=&size=&sort=&dir=&q=&status=&template=&companyId= (another company empties the template). */
export const assessmentList = defineList({
  sort: { fields: ['createdAt', 'updatedAt', 'finishesOn', 'target'], default: 'createdAt', direction: 'desc' },
  filters: { status: listParam.oneOf(ASSESSMENT_STATUSES), templateId: listParam.id(), companyId: listParam.id() },
  names: { templateId: 'template' },
  clears: { companyId: ['templateId'] },
});

/**
 * /admin/assessments: the company's assessments with the spec's columns and counts, filtered
 * by status and template, sorted and paged on the server; the base-data workbook downloads here.
 */
export function AssessmentsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const list = useListState(assessmentList);
  const { state, update } = list;

  const companyId = scope.isSystemManager ? state.companyId || undefined : undefined;
  const request = assessmentList.request(state, { companyId, status: state.status, templateId: state.templateId });
  const query = useQuery({
    queryKey: assessmentKeys.list(request),
    queryFn: ({ signal }) => assessmentsApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const templates = useQuery(everyQuery('template', companyId ? { companyId } : {}));

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
      {
        id: 'createdAt',
        header: t('assessments.columns.createdAt'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => date(row.original.createdAt),
      },
      {
        id: 'startsOn',
        header: t('assessments.columns.startsOn'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => date(row.original.startsOn),
      },
      {
        id: 'finishesOn',
        header: t('assessments.columns.finishesOn'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => date(row.original.finishesOn),
      },
      {
        id: 'updatedAt',
        header: t('assessments.columns.updatedAt'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => date(row.original.updatedAt),
      },
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
              <span className="text-xs text-ink-muted">
                {t('assessments.counts.invitations', { invited: count(invited), uninvited: count(uninvited) })}
              </span>
            </div>
          );
        },
      },
    ];
  }, [t, lang]);

  return (
    <ListPageFrame
      title={t('assessments.title')}
      intro={t('assessments.intro')}
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void downloadBaseData(companyId)} disabled={scope.isSystemManager && !companyId}>
            <FileSpreadsheet aria-hidden className="size-5" />
            {t('assessments.downloadBaseData')}
          </Button>
          <AddLink label={t('assessments.add')} to={`/admin/assessments/new${companyId ? `?companyId=${companyId}` : ''}`} />
        </div>
      }
      list={list}
      search={{ id: 'assessments-search', label: t('assessments.filters.search'), className: 'col-span-2 lg:col-span-1' }}
      filtersLabel={t('assessments.filters.label')}
      filtersClassName="grid grid-cols-2 lg:grid-cols-4"
      filters={
        <>
          {scope.isSystemManager ? (
            <LabelledCompanyPicker
              label={t('assessments.filters.company')}
              className="col-span-2 sm:col-span-1"
              id="assessments-company"
              value={state.companyId}
              emptyLabel={t('assessments.filters.allCompanies')}
              onChange={(value) => update({ companyId: value })}
            />
          ) : null}
          <FilterSelect
            id="assessments-status"
            label={t('assessments.columns.status')}
            value={state.status}
            onChange={(status) => update({ status })}
            allLabel={t('assessments.filters.all')}
            options={ASSESSMENT_STATUSES.map((status) => ({ value: status, label: t(`assessments.status.${status}`) }))}
          />
          <FilterSelect
            id="assessments-template"
            label={t('assessments.columns.template')}
            value={state.templateId}
            onChange={(templateId) => update({ templateId })}
            allLabel={t('assessments.filters.all')}
            options={(templates.data ?? []).map((template) => ({ value: template.id, label: titleIn(template, lang) }))}
          />
        </>
      }
      table={{
        query,
        idPrefix: 'assessments',
        caption: t('assessments.title'),
        columns,
        empty: <EmptyState title={t(list.filtered ? 'assessments.emptyFiltered' : 'assessments.empty')} />,
      }}
    />
  );
}
