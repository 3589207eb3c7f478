import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { AssessorType, Competency, Difficulty, Factor } from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { FilterSelect } from '../../components/admin/list-filters.tsx';
import { defineList, listParam } from '../../lib/list-state.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { everyQuery } from './library-api.ts';
import { titleIn } from '@rira/contracts/local-text';
import { AssessorTypeDialog, DifficultyDialog, FactorDialog } from './library-dialogs.tsx';
import { LibraryListPage, libraryFilters } from './library-list-page.tsx';

/** /admin/library/difficulties */
export function DifficultiesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo<ColumnDef<Difficulty, unknown>[]>(
    () => [
      {
        id: 'isHard',
        header: t('library.difficulty.isHardColumn'),
        cell: ({ row }) =>
          row.original.isHard ? <Badge tone="warning">{t('library.difficulty.hard')}</Badge> : <span className="text-ink-muted">—</span>,
      },
      {
        id: 'competencyCount',
        header: t('library.fields.competencyCount'),
        cell: ({ row }) => formatNumber(row.original.competencyCount, lang),
      },
    ],
    [t, lang],
  );
  return (
    <LibraryListPage
      kind="difficulty"
      textKey="library.difficulty"
      columns={columns}
      renderDialog={(item, close, saved) => <DifficultyDialog item={item} onClose={close} onSaved={saved} />}
    />
  );
}

/** /admin/library/factors */
export function FactorsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo<ColumnDef<Factor, unknown>[]>(
    () => [
      {
        id: 'band',
        header: t('library.fields.band'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <bdi dir="ltr">
            {formatNumber(row.original.minScore, lang)} – {formatNumber(row.original.maxScore, lang)}
          </bdi>
        ),
      },
      {
        id: 'competencyCount',
        header: t('library.fields.competencyCount'),
        cell: ({ row }) => formatNumber(row.original.competencyCount, lang),
      },
    ],
    [t, lang],
  );
  return (
    <LibraryListPage
      kind="factor"
      textKey="library.factor"
      columns={columns}
      renderDialog={(item, close, saved) => <FactorDialog item={item} onClose={close} onSaved={saved} />}
    />
  );
}

/** /admin/library/assessorTypes */
export function AssessorTypesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo<ColumnDef<AssessorType, unknown>[]>(
    () => [
      {
        id: 'raterGroup',
        header: t('library.assessorType.raterGroup'),
        cell: ({ row }) => t(`library.raterGroups.${row.original.raterGroup}`),
      },
      { id: 'weight', header: t('library.assessorType.weight'), cell: ({ row }) => formatNumber(row.original.weight, lang) },
      {
        id: 'count',
        header: t('library.assessorType.countRange'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          t('library.assessorType.range', {
            min: formatNumber(row.original.minCount, lang),
            max: formatNumber(row.original.maxCount, lang),
          }),
      },
      {
        id: 'flags',
        header: t('library.assessorType.rules'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.allowOutsideCompany ? <Badge tone="info">{t('library.assessorType.outsideBadge')}</Badge> : null}
            {row.original.needsConfirmation ? <Badge tone="warning">{t('library.assessorType.confirmBadge')}</Badge> : null}
          </span>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <LibraryListPage
      kind="assessorType"
      textKey="library.assessorType"
      columns={columns}
      renderDialog={(item, close, saved) => <AssessorTypeDialog item={item} onClose={close} onSaved={saved} />}
    />
  );
}

/** The competencies' address adds ?factorId=…&difficultyId=… to the library list's. */
const competencyList = defineList({ filters: { ...libraryFilters, factorId: listParam.id(), difficultyId: listParam.id() } });

/** /admin/library/competencies: the list; add and edit on their own page (three definitions in two languages). */
export function CompetenciesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const factors = useQuery(everyQuery('factor'));
  const difficulties = useQuery(everyQuery('difficulty'));
  const columns = useMemo<ColumnDef<Competency, unknown>[]>(
    () => [
      {
        id: 'factor',
        header: t('library.competency.factor'),
        cell: ({ row }) => {
          const factor = factors.data?.find((f) => f.id === row.original.factorId);
          return factor ? titleIn(factor, lang) : row.original.factorTitle;
        },
      },
      {
        id: 'difficulty',
        header: t('library.competency.difficulty'),
        cell: ({ row }) => {
          const difficulty = difficulties.data?.find((d) => d.id === row.original.difficultyId);
          const title = difficulty ? titleIn(difficulty, lang) : row.original.difficultyTitle;
          return row.original.difficultyIsHard ? <Badge tone="warning">{title}</Badge> : title;
        },
      },
      { id: 'score', header: t('library.competency.score'), cell: ({ row }) => formatNumber(row.original.score, lang) },
      {
        id: 'compensators',
        header: t('library.competency.compensatorCount'),
        cell: ({ row }) => formatNumber(row.original.compensators.length, lang),
      },
    ],
    [t, lang, factors.data, difficulties.data],
  );
  return (
    <LibraryListPage
      kind="competency"
      textKey="library.competency"
      columns={columns}
      addTo="/admin/library/competencies/new"
      editTo={(item) => `/admin/library/competencies/${item.id}`}
      list={competencyList}
      extraRequest={(state) => ({ factorId: state.factorId || undefined, difficultyId: state.difficultyId || undefined })}
      renderFilters={({ state, update }) => (
        <>
          <FilterSelect
            id="competency-factor-filter"
            label={t('library.competency.factor')}
            value={state.factorId}
            onChange={(factorId) => update({ factorId })}
            allLabel={t('library.filters.all')}
            options={(factors.data ?? []).map((f) => ({ value: f.id, label: titleIn(f, lang) }))}
          />
          <FilterSelect
            id="competency-difficulty-filter"
            label={t('library.competency.difficulty')}
            value={state.difficultyId}
            onChange={(difficultyId) => update({ difficultyId })}
            allLabel={t('library.filters.all')}
            options={(difficulties.data ?? []).map((d) => ({ value: d.id, label: titleIn(d, lang) }))}
          />
        </>
      )}
    />
  );
}
