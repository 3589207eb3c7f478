import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  ArrowRight,
  BellRing,
  CalendarPlus,
  CircleCheck,
  Copy,
  FileBarChart,
  Lock,
  LockOpen,
  Pencil,
  Rocket,
  Send,
  Trash2,
  UserPlus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssessmentDetail } from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CopyDialog, EditAssessmentDialog, PickAssessorsDialog } from './assessment-dialogs.tsx';
import { SETTINGS } from './assessment-settings.ts';
import { STATUS_TONE } from './assessment-settings.ts';
import { assessmentKeys, assessmentsApi, notReadyReasons, type NotReadyReason } from './assessments-api.ts';
import { AssessorsTable } from './assessors-table.tsx';
import { CloseDialog } from './close-dialog.tsx';
import { ExtendDialog } from './extend-dialog.tsx';
import { SmallGroupsNote } from '../assessor-setting/small-groups-note.tsx';
import { NotReadyDialog } from './not-ready-dialog.tsx';
import { ReopenDialog } from './reopen-dialog.tsx';

type Dialog = 'edit' | 'copy' | 'pick' | 'delete' | 'close' | 'extend' | 'remind' | 'reopen' | null;

/** /admin/assessments/{id}: one assessment, its settings, its assessors and what can be done with it now. */
export function AssessmentDetailPage({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: assessmentKeys.one(assessmentId), queryFn: ({ signal }) => assessmentsApi.get(assessmentId, signal) });
  const back = (
    <Link
      to="/admin/assessments"
      className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary-800 hover:underline"
    >
      <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
      {t('assessments.title')}
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-5">
        {back}
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-5">
        {back}
        <EmptyState
          title={query.error instanceof ApiError ? query.error.message : t('errors.notFound')}
          className="rounded-xl border border-line bg-surface"
        />
      </div>
    );
  }
  return <Detail assessment={query.data} back={back} />;
}

function Detail({ assessment, back }: { assessment: AssessmentDetail; back: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reasons, setReasons] = useState<NotReadyReason[] | null>(null);
  const changes = { invalidates: [assessmentKeys.all] };
  // Not ready to publish: the reasons in a dialog (a 409 without them says what clashed).
  const publishing = useAction(() => assessmentsApi.publish(assessment.id), {
    ...changes,
    onError: (error) => {
      const list = notReadyReasons(error);
      if (error instanceof ApiError && (list.length || error.status === 409))
        setReasons(list.length ? list : [{ code: 'conflict', message: error.message }]);
      else if (error instanceof ApiError && error.status !== 0) setReasons([{ code: 'error', message: error.message }]);
    },
  });
  const sending = useAction((ids: string[]) => assessmentsApi.sendInvitations(assessment.id, ids), changes);
  const remove = useAction(() => assessmentsApi.remove(assessment.id), { ...changes, onSuccess: () => navigate('/admin/assessments') });
  const reminding = useAction(() => assessmentsApi.remind(assessment.id), changes);
  const status = assessment.status;
  const draft = status === 'draft';
  const open = !draft && status !== 'finished';
  const isSystemManager = useCurrentUser().activeRole === 'systemManager';
  // assessment-method.md §2, inside the company: after a close only the platform changes which answers it holds.
  const answersFixed = Boolean(assessment.closedAt) && !isSystemManager;
  const selfDone = !['draft', 'new', 'selfInProgress'].includes(status);
  const mayPick = open && selfDone && !answersFixed;
  // A running assessment's finish date moves later (issue 23); once closed, reopening is the platform's.
  const mayExtend = open && !answersFixed;
  const toInvite = assessment.assessors.filter(
    (a) => a.raterGroup !== 'self' && a.confirmation === 'confirmed' && a.invitationStatus !== 'sent' && !a.linkRevoked,
  );
  const unfinished = assessment.assessors.some(
    (a) => a.raterGroup !== 'self' && a.invitationStatus === 'sent' && a.progress !== 'finished',
  );

  const date = (value: string | null) => (value ? formatDate(value, lang) : '—');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        {back}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold md:text-3xl">
            <LocalText fa={assessment.targetUserName} en={assessment.targetUserNameEn} />
          </h1>
          <Badge tone={STATUS_TONE[status]}>{t(`assessments.status.${status}`)}</Badge>
        </div>
        <LocalText as="p" className="text-ink-muted" fa={assessment.templateTitle} en={assessment.templateTitleEn} />
        <p className="max-w-3xl text-sm text-ink-muted">{t(`assessments.statusHint.${status}`)}</p>
        {assessment.allAnswered ? (
          <p
            role="status"
            className="flex max-w-3xl items-center gap-2 rounded-lg border border-success/30 bg-surface px-3 py-2 text-sm font-medium text-success"
          >
            <CircleCheck aria-hidden className="size-5 shrink-0" />
            {t('assessments.detail.allAnswered')}
          </p>
        ) : null}
      </div>

      <div role="toolbar" aria-label={t('assessments.detail.actions')} className="flex flex-wrap gap-2">
        {assessment.allAnswered ? (
          // Every answer is in: the one thing left to do comes first.
          <Button onClick={() => setDialog('close')}>
            <Lock aria-hidden className="size-5" />
            {t('assessments.detail.close')}
          </Button>
        ) : null}
        {draft ? (
          <>
            <Button onClick={() => publishing.fire()}>
              <Rocket aria-hidden className="size-5" />
              {t('assessments.detail.publish')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden className="size-5" />
              {t('assessments.detail.edit')}
            </Button>
          </>
        ) : null}
        {mayPick ? (
          <Button variant={status === 'waiting' ? 'primary' : 'secondary'} onClick={() => setDialog('pick')}>
            <UserPlus aria-hidden className="size-5" />
            {t('assessments.detail.pick')}
          </Button>
        ) : null}
        {open && selfDone && toInvite.length && !answersFixed ? (
          <Button variant={status === 'waiting' ? 'primary' : 'secondary'} onClick={() => sending.fire(toInvite.map((a) => a.id))}>
            <Send aria-hidden className="size-5" />
            {t('assessments.detail.sendAll', { value: formatNumber(toInvite.length, lang) })}
          </Button>
        ) : null}
        {status === 'collecting' && unfinished ? (
          <Button variant="secondary" onClick={() => setDialog('remind')}>
            <BellRing aria-hidden className="size-5" />
            {t('assessments.detail.remind')}
          </Button>
        ) : null}
        {mayExtend ? (
          <Button variant="secondary" onClick={() => setDialog('extend')}>
            <CalendarPlus aria-hidden className="size-5" />
            {t('assessments.detail.extend')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setDialog('copy')}>
          <Copy aria-hidden className="size-5" />
          {t('assessments.detail.copy')}
        </Button>
        {open && !assessment.allAnswered ? (
          <Button variant="secondary" onClick={() => setDialog('close')}>
            <Lock aria-hidden className="size-5" />
            {t('assessments.detail.close')}
          </Button>
        ) : null}
        {status === 'finished' && isSystemManager ? (
          <Button variant="secondary" onClick={() => setDialog('reopen')}>
            <LockOpen aria-hidden className="size-5" />
            {t('assessments.detail.reopen')}
          </Button>
        ) : null}
        {status === 'finished' ? (
          <Button asChild variant="primary">
            <Link to={`/reports/${assessment.id}`}>
              <FileBarChart aria-hidden className="size-5" />
              {t('assessments.detail.report')}
            </Link>
          </Button>
        ) : null}
        {draft ? (
          <Button variant="ghost" className="text-danger hover:text-danger" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden className="size-5" />
            {t('library.actions.delete')}
          </Button>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="assessment-facts" className="rounded-xl border border-line bg-surface p-4 lg:col-span-2">
          <h2 id="assessment-facts" className="mb-3 text-lg font-semibold">
            {t('assessments.detail.facts')}
          </h2>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            <Fact label={t('assessments.columns.startsOn')} value={date(assessment.startsOn)} />
            <Fact label={t('assessments.columns.finishesOn')} value={date(assessment.finishesOn)} />
            <Fact label={t('assessments.columns.createdAt')} value={date(assessment.createdAt)} />
            <Fact label={t('assessments.columns.updatedAt')} value={formatDateTime(assessment.updatedAt, lang)} />
            <Fact label={t('assessments.detail.cards')} value={formatNumber(assessment.cardCount, lang)} />
            <Fact
              label={t('assessments.detail.minutes')}
              value={t('templates.minutesValue', { value: formatNumber(assessment.estimatedMinutes, lang) })}
            />
            <Fact label={t('assessments.counts.assessors')} value={formatNumber(assessment.counts.assessors, lang)} />
            <Fact label={t('assessments.counts.invited')} value={formatNumber(assessment.counts.invited, lang)} />
            <Fact label={t('assessments.counts.uninvited')} value={formatNumber(assessment.counts.uninvited, lang)} />
            <Fact label={t('assessments.counts.finished')} value={formatNumber(assessment.counts.finished, lang)} />
          </dl>
        </section>
        <section aria-labelledby="assessment-settings" className="rounded-xl border border-line bg-surface p-4">
          <h2 id="assessment-settings" className="mb-3 text-lg font-semibold">
            {t('assessments.detail.settings')}
          </h2>
          <ul className="flex flex-col gap-2">
            {SETTINGS.map((name) => (
              <li key={name} className="flex items-start justify-between gap-3">
                <span>{t(`assessments.settings.${name}`)}</span>
                <Badge tone={assessment[name] ? 'success' : 'neutral'}>{t(assessment[name] ? 'assessments.yes' : 'assessments.no')}</Badge>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="assessment-assessors" className="flex flex-col gap-3">
        <h2 id="assessment-assessors" className="text-lg font-semibold">
          {t('assessments.detail.assessors')}
        </h2>
        {answersFixed && open ? <p className="max-w-3xl text-sm text-ink-muted">{t('assessments.detail.answersFixed')}</p> : null}
        {open && !answersFixed ? (
          <SmallGroupsNote id="assessment-small-groups" outlook={assessment.nominationOutlook} audience="admin" />
        ) : null}
        <AssessorsTable assessment={assessment} answersFixed={answersFixed} />
      </section>

      <Critiques assessmentId={assessment.id} />

      {dialog === 'edit' ? (
        <EditAssessmentDialog assessment={assessment} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      ) : null}
      {dialog === 'reopen' ? <ReopenDialog assessment={assessment} onClose={() => setDialog(null)} /> : null}
      {dialog === 'copy' ? <CopyDialog assessment={assessment} onClose={() => setDialog(null)} onCopied={() => setDialog(null)} /> : null}
      {dialog === 'pick' ? (
        <PickAssessorsDialog assessment={assessment} onClose={() => setDialog(null)} onPicked={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('assessments.detail.deleteTitle')}
        description={t('assessments.detail.deleteConfirm', {
          name: textIn(assessment.targetUserName, assessment.targetUserNameEn, lang),
        })}
        confirmLabel={t('library.actions.delete')}
        onConfirm={() => remove.run()}
      />
      {dialog === 'close' ? (
        <CloseDialog
          assessment={assessment}
          onClose={() => setDialog(null)}
          onExtend={mayExtend ? () => setDialog('extend') : null}
          onInviteMore={mayPick ? () => setDialog('pick') : null}
        />
      ) : null}
      {dialog === 'extend' ? <ExtendDialog assessment={assessment} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog === 'remind'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('assessments.detail.remindTitle')}
        description={t('assessments.detail.remindConfirm')}
        confirmLabel={t('assessments.detail.remind')}
        variant="primary"
        onConfirm={() => reminding.run()}
      />
      <NotReadyDialog reasons={reasons} onClose={() => setReasons(null)} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Critiques({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({
    queryKey: assessmentKeys.critiques(assessmentId),
    queryFn: ({ signal }) => assessmentsApi.critiques(assessmentId, signal),
  });
  return (
    <section aria-labelledby="assessment-critiques" className="flex flex-col gap-3">
      <h2 id="assessment-critiques" className="text-lg font-semibold">
        {t('assessments.detail.critiques')}
      </h2>
      {query.isPending ? (
        <p className="text-ink-muted">{t('common.loading')}</p>
      ) : query.isError || query.data.length === 0 ? (
        <EmptyState title={t('assessments.detail.noCritiques')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.map((c) => (
            <li key={c.id} className="rounded-xl border border-line bg-surface p-4">
              <p dir="auto" className="whitespace-pre-line">
                {c.text}
              </p>
              <p className="mt-2 text-sm text-ink-muted">
                {t(c.fromTarget ? 'assessments.detail.fromTarget' : 'assessments.detail.fromAssessor')} ·{' '}
                {formatDateTime(c.createdAt, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
