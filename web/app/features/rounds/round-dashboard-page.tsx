import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight, FileSpreadsheet, TriangleAlert, UserMinus, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROUND_BULK_ACTIONS, type RoundBulkAction, type RoundDashboard, type RoundPerson } from '@rira/contracts/rounds';
import type { RaterGroup } from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PLAIN_CELL, PLAIN_ROW, PlainTable } from '../../components/ui/plain-table.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useLang } from '../../lib/use-lang.ts';
import { STATUS_TONE } from '../assessments/assessment-settings.ts';
import { RoundArchivePanel } from './round-archive-panel.tsx';
import { RoundBulkDialog } from './round-bulk-dialog.tsx';
import { AddPeopleDialog, RemovePeopleDialog } from './round-people-dialogs.tsx';
import { downloadRoundWorkbook, roundKeys, roundsApi } from './rounds-api.ts';

type Dialog = { bulk: RoundBulkAction } | 'add' | 'remove' | null;

/** /admin/rounds/{id} (issue 26): one round as the admin runs it. */
export function RoundDashboardPage({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: roundKeys.one(roundId), queryFn: ({ signal }) => roundsApi.dashboard(roundId, signal) });
  const back = (
    <Link
      to="/admin/rounds"
      className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary-800 hover:underline"
    >
      <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
      {t('rounds.title')}
    </Link>
  );
  if (query.isPending || query.isError) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-5">
        {back}
        {query.isPending ? (
          <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
        ) : (
          <EmptyState
            title={query.error instanceof ApiError ? query.error.message : t('errors.notFound')}
            className="rounded-xl border border-line bg-surface"
          />
        )}
      </div>
    );
  }
  return <Dashboard round={query.data} back={back} />;
}

function Dashboard({ round, back }: { round: RoundDashboard; back: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [dialog, setDialog] = useState<Dialog>(null);
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—');
  const count = (value: number) => formatNumber(value, lang);
  const finished = round.people.filter((p) => p.status === 'finished').length;
  const waiting = round.people.reduce((sum, p) => sum + p.nominationsWaiting, 0);
  const byAssessment = new Map(round.people.map((p) => [p.assessmentId, p]));
  const groupName = (group: RaterGroup) => t(`library.raterGroups.${group}`);
  // Releasing a report is the system manager's (assessment-method.md §6): a company admin's button would only be refused.
  const { isSystemManager } = useCompanyScope();
  const bulkActions = ROUND_BULK_ACTIONS.filter((action) => action !== 'releaseReports' || isSystemManager);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        {back}
        <h1 className="text-2xl font-bold md:text-3xl">
          <LocalText fa={round.title} en={round.titleEn} />
        </h1>
        <LocalText as="p" className="text-ink-muted" fa={round.templateTitle} en={round.templateTitleEn} />
        <p className="text-sm text-ink-muted">{t('rounds.datesValue', { start: date(round.startsOn), finish: date(round.finishesOn) })}</p>
      </div>

      <div role="toolbar" aria-label={t('rounds.dashboard.actions')} className="flex flex-wrap gap-2">
        {bulkActions.map((action) => (
          <Button key={action} variant="secondary" size="sm" onClick={() => setDialog({ bulk: action })}>
            {t(`rounds.bulk.${action}.label`)}
          </Button>
        ))}
        <Button variant="ghost" size="sm" onClick={() => setDialog('add')}>
          <UserPlus aria-hidden className="size-5" />
          {t('rounds.dashboard.addPeople')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDialog('remove')} disabled={round.people.length === 0}>
          <UserMinus aria-hidden className="size-5" />
          {t('rounds.dashboard.removePeople')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void downloadRoundWorkbook(round.id)} disabled={round.people.length === 0}>
          <FileSpreadsheet aria-hidden className="size-5" />
          {t('rounds.dashboard.downloadExcel')}
        </Button>
      </div>

      <RoundArchivePanel roundId={round.id} />

      <section aria-labelledby="round-summary" className="flex flex-col gap-3">
        <h2 id="round-summary" className="text-lg font-semibold">
          {t('rounds.dashboard.summary')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <dl className="grid grid-cols-3 gap-3 rounded-xl border border-line bg-surface p-4 md:col-span-1 md:grid-cols-1">
            <Fact label={t('rounds.dashboard.people')} value={count(round.people.length)} />
            <Fact label={t('rounds.dashboard.finished')} value={count(finished)} />
            <Fact label={t('rounds.dashboard.nominationsWaiting')} value={count(waiting)} />
          </dl>
          <div className="rounded-xl border border-line bg-surface p-4 md:col-span-2">
            <h3 className="mb-3 font-semibold">{t('rounds.dashboard.responseRates')}</h3>
            <ul className="flex flex-col gap-3">
              {round.responseRates.map((rate) => {
                const text = rate.invited
                  ? t('rounds.dashboard.rateValue', {
                      answered: count(rate.answered),
                      invited: count(rate.invited),
                      percent: formatNumber(rate.answered / rate.invited, lang, { style: 'percent', maximumFractionDigits: 0 }),
                    })
                  : t('rounds.dashboard.rateNone');
                return (
                  <li key={rate.group} className="grid grid-cols-[6rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[6rem_1fr_12rem]">
                    <span className="font-medium">{groupName(rate.group)}</span>
                    <ProgressBar
                      value={rate.answered}
                      max={rate.invited}
                      label={t('rounds.dashboard.rateLabel', { group: groupName(rate.group) })}
                      valueText={text}
                      className="h-2"
                    />
                    <span className="col-start-2 text-sm text-ink-muted sm:col-start-3">{text}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="round-at-risk" className="flex flex-col gap-3">
        <h2 id="round-at-risk" className="flex items-center gap-2 text-lg font-semibold">
          <TriangleAlert aria-hidden className="size-5 text-warning-ink" />
          {t('rounds.dashboard.atRisk.title')}
        </h2>
        <p className="max-w-3xl text-sm text-ink-muted">{t('rounds.dashboard.atRisk.intro')}</p>
        {round.groupsAtRisk.length === 0 ? (
          <p className="rounded-xl border border-line bg-surface p-4 text-ink-muted">{t('rounds.dashboard.atRisk.none')}</p>
        ) : (
          <PlainTable
            caption={t('rounds.dashboard.atRisk.title')}
            columns={[
              t('rounds.dashboard.atRisk.person'),
              t('rounds.dashboard.atRisk.group'),
              t('rounds.dashboard.atRisk.answered'),
              t('rounds.dashboard.atRisk.expected'),
            ]}
          >
            {round.groupsAtRisk.map((risk) => {
              const person = byAssessment.get(risk.assessmentId);
              return (
                <tr key={`${risk.assessmentId}-${risk.group}`} className={PLAIN_ROW}>
                  <Td>
                    <Link to={`/admin/assessments/${risk.assessmentId}`} className="font-medium text-primary-800 hover:underline">
                      {person ? <LocalText fa={person.name} en={person.nameEn} /> : t('rounds.dashboard.peopleTable.name')}
                    </Link>
                  </Td>
                  <Td>{groupName(risk.group)}</Td>
                  <Td>{t('rounds.dashboard.atRisk.answeredValue', { answered: count(risk.answered), needed: count(risk.needed) })}</Td>
                  <Td>
                    <span>{t('rounds.dashboard.atRisk.expectedValue', { value: count(risk.expected) })}</span>
                    {risk.tooFewInvited ? (
                      <span className="ms-2 font-medium text-danger">{t('rounds.dashboard.atRisk.tooFewInvited')}</span>
                    ) : null}
                  </Td>
                </tr>
              );
            })}
          </PlainTable>
        )}
      </section>

      <section aria-labelledby="round-load" className="flex flex-col gap-3">
        <h2 id="round-load" className="text-lg font-semibold">
          {t('rounds.dashboard.load.title')}
        </h2>
        <p className="max-w-3xl text-sm text-ink-muted">{t('rounds.dashboard.load.intro', { limit: count(round.raterLoadLimit) })}</p>
        {round.raterLoad.length === 0 ? (
          <p className="rounded-xl border border-line bg-surface p-4 text-ink-muted">{t('rounds.dashboard.load.none')}</p>
        ) : (
          <PlainTable
            caption={t('rounds.dashboard.load.title')}
            columns={[
              t('rounds.dashboard.load.name'),
              t('rounds.dashboard.load.inRound'),
              t('rounds.dashboard.load.inOpenRounds'),
              t('rounds.dashboard.load.state'),
            ]}
          >
            {round.raterLoad.map((rater) => (
              <tr key={rater.userId} className={PLAIN_ROW}>
                <Td>
                  <LocalText className="font-medium" fa={rater.name} en={rater.nameEn} />
                </Td>
                <Td>{count(rater.inRound)}</Td>
                <Td>{count(rater.inOpenRounds)}</Td>
                <Td>
                  <Badge tone={rater.overLimit ? 'danger' : 'neutral'}>
                    {t(rater.overLimit ? 'rounds.dashboard.load.overLimit' : 'rounds.dashboard.load.withinLimit')}
                  </Badge>
                </Td>
              </tr>
            ))}
          </PlainTable>
        )}
      </section>

      <PeopleSection round={round} groupName={groupName} />

      {dialog && typeof dialog === 'object' ? <RoundBulkDialog round={round} action={dialog.bulk} onClose={() => setDialog(null)} /> : null}
      {dialog === 'add' ? <AddPeopleDialog round={round} onClose={() => setDialog(null)} /> : null}
      {dialog === 'remove' ? <RemovePeopleDialog round={round} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

/** The round's people: a table from 960 px, a list of cards below it (the same facts, in the same order). */
function PeopleSection({ round, groupName }: { round: RoundDashboard; groupName: (group: RaterGroup) => string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const count = (value: number) => formatNumber(value, lang);
  const groups = (person: RoundPerson) =>
    person.groups.filter((g) => g.group !== 'self').length ? (
      <ul className="flex flex-col gap-0.5">
        {person.groups
          .filter((g) => g.group !== 'self')
          .map((g) => (
            <li key={g.group} className="whitespace-nowrap">
              {t('rounds.dashboard.peopleTable.groupValue', {
                group: groupName(g.group),
                answered: count(g.answered),
                invited: count(g.invited),
              })}
            </li>
          ))}
      </ul>
    ) : (
      '—'
    );
  const state = (person: RoundPerson) => <Badge tone={STATUS_TONE[person.status]}>{t(`assessments.status.${person.status}`)}</Badge>;
  const self = (person: RoundPerson) =>
    t(person.selfDone ? 'rounds.dashboard.peopleTable.selfDoneYes' : 'rounds.dashboard.peopleTable.selfDoneNo');
  const name = (person: RoundPerson) => (
    <Link to={`/admin/assessments/${person.assessmentId}`} className="font-medium text-primary-800 hover:underline">
      <LocalText fa={person.name} en={person.nameEn} />
    </Link>
  );
  const department = (person: RoundPerson) =>
    person.departmentTitle ? <LocalText fa={person.departmentTitle} en={person.departmentTitleEn} /> : '—';

  return (
    <section aria-labelledby="round-people" className="flex flex-col gap-3">
      <h2 id="round-people" className="text-lg font-semibold">
        {t('rounds.dashboard.peopleTable.title')}
      </h2>
      {round.people.length === 0 ? (
        <EmptyState title={t('rounds.dashboard.peopleTable.none')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <>
          <PlainTable
            caption={t('rounds.dashboard.peopleTable.title')}
            className="max-md:hidden"
            columns={(['name', 'department', 'state', 'selfDone', 'nominationsWaiting', 'groups'] as const).map((column) =>
              t(`rounds.dashboard.peopleTable.${column}`),
            )}
          >
            {round.people.map((person) => (
              <tr key={person.assessmentId} className={cn(PLAIN_ROW, 'align-top')}>
                <Td>{name(person)}</Td>
                <Td>{department(person)}</Td>
                <Td>{state(person)}</Td>
                <Td>{self(person)}</Td>
                <Td>{count(person.nominationsWaiting)}</Td>
                <Td>{groups(person)}</Td>
              </tr>
            ))}
          </PlainTable>
          <ul aria-labelledby="round-people" className="flex flex-col gap-3 md:hidden">
            {round.people.map((person) => (
              <li key={person.assessmentId} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {name(person)}
                  {state(person)}
                </div>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
                  <Fact label={t('rounds.dashboard.peopleTable.department')} value={department(person)} />
                  <Fact label={t('rounds.dashboard.peopleTable.selfDone')} value={self(person)} />
                  <Fact label={t('rounds.dashboard.peopleTable.nominationsWaiting')} value={count(person.nominationsWaiting)} />
                  <Fact label={t('rounds.dashboard.peopleTable.groups')} value={groups(person)} />
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Td({ children }: { children: ReactNode }) {
  return <td className={PLAIN_CELL}>{children}</td>;
}
