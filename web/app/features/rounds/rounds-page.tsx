import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { RoundListItem } from '@rira/contracts/rounds';
import { textIn } from '@rira/contracts/local-text';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { AddLink } from '../../components/admin/page-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { formatNumber, formatShortDate } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { defineList, listParam } from '../../lib/list-state.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { LabelledCompanyPicker } from '../companies/company-picker.tsx';
import { AnsweredBar } from './round-progress.tsx';
import { roundKeys, roundsApi } from './rounds-api.ts';

/** The rounds table's address: ?page=&size=&sort=&dir=&q=&companyId=. */
export const roundList = defineList({
  sort: { fields: ['createdAt', 'startsOn', 'finishesOn', 'title'], default: 'createdAt', direction: 'desc' },
  filters: { companyId: listParam.id() },
});

/** /admin/rounds: the company's rounds (issue 26) with their period, people and answers so far; each opens its dashboard. */
export function RoundsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const list = useListState(roundList);
  const { state, update } = list;

  const companyId = scope.isSystemManager ? state.companyId || undefined : undefined;
  const request = roundList.request(state, { companyId });
  const query = useQuery({
    queryKey: roundKeys.list(request),
    queryFn: ({ signal }) => roundsApi.list(request, signal),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<ColumnDef<RoundListItem, unknown>[]>(() => {
    const date = (value: string | null) => (value ? formatShortDate(value, lang) : '—');
    const dashboard = (round: RoundListItem) => `/admin/rounds/${round.id}`;
    return [
      {
        id: 'title',
        header: t('rounds.columns.title'),
        enableSorting: true,
        meta: { className: 'min-w-44', label: t('rounds.columns.title') },
        cell: ({ row }) => (
          <div className="flex flex-col">
            <Link to={dashboard(row.original)} className="font-medium text-primary-800 hover:underline">
              <LocalText fa={row.original.title} en={row.original.titleEn} />
            </Link>
            <LocalText className="text-xs text-ink-muted" fa={row.original.templateTitle} en={row.original.templateTitleEn} />
          </div>
        ),
      },
      {
        id: 'startsOn',
        header: t('rounds.columns.dates'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => t('rounds.datesValue', { start: date(row.original.startsOn), finish: date(row.original.finishesOn) }),
      },
      {
        id: 'people',
        header: t('rounds.columns.people'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{t('rounds.peopleValue', { value: formatNumber(row.original.people, lang) })}</span>
            <span className="text-xs text-ink-muted">
              {t('rounds.finishedValue', { value: formatNumber(row.original.finished, lang) })}
            </span>
          </div>
        ),
      },
      {
        id: 'progress',
        header: t('rounds.columns.progress'),
        cell: ({ row }) => (
          <AnsweredBar
            answered={row.original.answered}
            invited={row.original.invited}
            label={t('rounds.progressLabel', { title: textIn(row.original.title, row.original.titleEn, lang) })}
          />
        ),
      },
      {
        id: 'dashboard',
        header: t('rounds.columns.dashboard'),
        cell: ({ row }) => (
          <Link
            to={dashboard(row.original)}
            aria-label={t('rounds.openDashboardOf', { title: textIn(row.original.title, row.original.titleEn, lang) })}
            className="font-medium text-primary-800 hover:underline"
          >
            {t('rounds.openDashboard')}
          </Link>
        ),
      },
    ];
  }, [t, lang]);

  return (
    <ListPageFrame
      title={t('rounds.title')}
      intro={t('rounds.intro')}
      action={<AddLink label={t('rounds.add')} to={`/admin/rounds/new${companyId ? `?companyId=${companyId}` : ''}`} />}
      list={list}
      search={{ id: 'rounds-search', label: t('rounds.search') }}
      filtersLabel={t('rounds.filters.label')}
      filters={
        scope.isSystemManager ? (
          <LabelledCompanyPicker
            label={t('rounds.filters.company')}
            id="rounds-company"
            value={state.companyId}
            emptyLabel={t('rounds.filters.allCompanies')}
            onChange={(value) => update({ companyId: value })}
          />
        ) : null
      }
      table={{
        query,
        idPrefix: 'rounds',
        caption: t('rounds.title'),
        columns,
        getRowId: (row) => row.id,
        empty: <EmptyState title={t('rounds.empty')} />,
      }}
    />
  );
}
