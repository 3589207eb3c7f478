import { useState } from 'react';
import { Check, Copy, Link2Off, MoreVertical, RotateCcw, Send, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssessmentDetail, Assessor } from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScrollArea } from '../../components/ui/scroll-area.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { copyWhenReady } from '../../lib/clipboard.ts';
import { notify } from '../../lib/toast.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CONFIRMATION_TONE, PROGRESS_TONE } from '../assessor-setting/assessor-status-table.tsx';
import { assessmentKeys, assessmentsApi } from './assessments-api.ts';
import { CopyLinkDialog } from './copy-link-dialog.tsx';

type Pending = { kind: 'reset' | 'revoke'; assessor: Assessor } | null;

/** Assessors of one assessment as the admin manages them: confirmation, progress, invitation, link, reset. */
export function AssessorsTable({ assessment, answersFixed }: { assessment: AssessmentDetail; answersFixed: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const nameOf = (a: Assessor) => textIn(a.name, a.nameEn, lang);
  const [pending, setPending] = useState<Pending>(null);
  const assessors = assessment.assessors;
  // After a close only the system manager changes which answers it holds (answersFixed): no
  // confirming, inviting or resetting here, even while they have reopened it.
  const open = assessment.status !== 'finished' && assessment.status !== 'draft' && !answersFixed;
  const waitingConfirmation = assessors.filter((a) => a.confirmation === 'pending');

  // Each change re-reads the assessment (also after a refusal: the rows on screen may be stale).
  const changes = { invalidates: [assessmentKeys.all] };
  const { fire: decide } = useAction(
    (decisions: Array<{ assessorId: string; confirmation: 'confirmed' | 'disapproved' }>) =>
      assessmentsApi.confirmAssessors(assessment.id, decisions),
    changes,
  );
  const { fire: send } = useAction((ids: string[]) => assessmentsApi.sendInvitations(assessment.id, ids), changes);
  const reset = useAction((assessor: Assessor) => assessmentsApi.resetAssessor(assessor.id), changes);
  const revoke = useAction((assessor: Assessor) => assessmentsApi.revokeLink(assessor.id), changes);
  // The link's call starts in the menu's click (the clipboard takes its promise there); the action
  // waits for it, so that the assessors are read again once it has ended, as after every change.
  const fresh = useAction((link: Promise<string>) => link, changes);
  const [manualCopy, setManualCopy] = useState<{ name: string; link: string } | null>(null);

  /**
   * Copy invitation link (issue 23): a fresh link, put on the clipboard in the menu's own click (the
   * browser allows it only there), or shown to copy by hand. A refusal (the assessor has just saved
   * something) is the API client's error toast.
   */
  function copyLink(assessor: Assessor) {
    const link = assessmentsApi.copyLink(assessor.id).then((data) => data.link);
    const copied = copyWhenReady(link);
    void fresh
      .run(link)
      .then(async (value) => {
        if (await copied) await notify.success(t('assessments.detail.linkCopied', { name: nameOf(assessor) }));
        else setManualCopy({ name: nameOf(assessor), link: value });
      })
      .catch(() => undefined);
  }

  if (assessors.length === 0)
    return <EmptyState title={t('assessments.detail.noAssessors')} className="rounded-xl border border-line bg-surface" />;

  return (
    <div className="flex flex-col gap-3">
      {open && waitingConfirmation.length > 1 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-warning-ink/30 bg-warning-soft px-4 py-3 text-warning-ink">
          <span className="flex-1">
            {t('assessments.detail.pendingCount', {
              count: waitingConfirmation.length,
              value: localDigits(waitingConfirmation.length, lang),
            })}
          </span>
          <Button size="sm" onClick={() => decide(waitingConfirmation.map((a) => ({ assessorId: a.id, confirmation: 'confirmed' })))}>
            <Check aria-hidden className="size-4" />
            {t('assessments.detail.confirmAll')}
          </Button>
        </div>
      ) : null}
      <ScrollArea label={t('assessments.detail.assessorsTable')} className="rounded-xl border border-line bg-surface">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('assessments.detail.assessors')}</caption>
          <thead className="bg-page">
            <tr>
              {(['name', 'type', 'confirmation', 'progress', 'invitation'] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="whitespace-nowrap border-b border-line px-3 py-2 text-start font-semibold text-ink-muted"
                >
                  {t(`assessments.assessorColumns.${column}`)}
                </th>
              ))}
              <th scope="col" className="border-b border-line px-3 py-2">
                <span className="sr-only">{t('library.actions.label')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {assessors.map((a) => {
              const self = a.raterGroup === 'self';
              const canSend = open && !self && a.confirmation === 'confirmed' && a.progress !== 'finished' && !a.linkRevoked;
              const canRevoke = open && !self && a.invitationStatus === 'sent' && !a.linkRevoked && a.progress !== 'finished';
              const canReset = open && a.progress !== 'notStarted';
              // Only before the assessor has saved anything: then the link holds their answer and goes to them alone (assessment-method.md §2).
              const canCopy =
                open && !self && assessment.status === 'collecting' && a.confirmation === 'confirmed' && a.progress === 'notStarted';
              return (
                <tr key={a.id} className="align-top">
                  <td className="min-w-44 border-b border-line px-3 py-2">
                    <p className="font-medium">
                      <bdi>
                        <LocalText fa={a.name} en={a.nameEn} />
                      </bdi>
                    </p>
                    {a.positionTitle ? (
                      <p className="text-xs text-ink-muted">
                        <LocalText fa={a.positionTitle} en={a.positionTitleEn} />
                      </p>
                    ) : null}
                    {a.email ? (
                      <p className="text-xs text-ink-muted">
                        <bdi dir="ltr">{a.email}</bdi>
                      </p>
                    ) : null}
                    {a.mobile ? (
                      <p className="text-xs text-ink-muted">
                        <bdi dir="ltr">{localDigits(a.mobile, lang)}</bdi>
                      </p>
                    ) : null}
                    <p className="flex flex-wrap gap-1 pt-1">
                      {a.isExternal ? <Badge tone="neutral">{t('assessorSetting.external')}</Badge> : null}
                      {a.nominatedBy === 'participant' ? <Badge tone="neutral">{t('assessments.detail.nominatedByPerson')}</Badge> : null}
                    </p>
                  </td>
                  <td className="min-w-32 border-b border-line px-3 py-2">
                    <p>{textIn(a.assessorTypeTitle, a.assessorTypeTitleEn, lang) || t(`library.raterGroups.${a.raterGroup}`)}</p>
                    <p className="text-xs text-ink-muted">
                      {t(`library.raterGroups.${a.raterGroup}`)} · {t('assessments.detail.weight', { value: formatNumber(a.weight, lang) })}
                    </p>
                  </td>
                  <td className="border-b border-line px-3 py-2">
                    <div className="flex flex-col items-start gap-1.5">
                      <Badge tone={CONFIRMATION_TONE[a.confirmation]}>{t(`assessorSetting.confirmation.${a.confirmation}`)}</Badge>
                      {open && a.confirmation === 'pending' ? (
                        <div className="flex gap-1">
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => decide([{ assessorId: a.id, confirmation: 'confirmed' }])}
                            aria-label={t('assessments.detail.confirmNamed', { name: nameOf(a) })}
                          >
                            <Check aria-hidden className="size-4" />
                            {t('assessments.detail.confirm')}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => decide([{ assessorId: a.id, confirmation: 'disapproved' }])}
                            aria-label={t('assessments.detail.disapproveNamed', { name: nameOf(a) })}
                          >
                            <X aria-hidden className="size-4" />
                            {t('assessments.detail.disapprove')}
                          </Button>
                        </div>
                      ) : null}
                    </div>
                  </td>
                  <td className="border-b border-line px-3 py-2">
                    <Badge tone={PROGRESS_TONE[a.progress]}>{t(`assessorSetting.progress.${a.progress}`)}</Badge>
                    {a.cardsPlaced !== null ? (
                      <span className="mt-1 block whitespace-nowrap text-xs text-ink-muted">
                        {t('assessments.detail.cardsPlaced', {
                          placed: formatNumber(a.cardsPlaced, lang),
                          total: formatNumber(assessment.cardCount, lang),
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td className="min-w-48 border-b border-line px-3 py-2">
                    {self ? (
                      <span className="text-ink-muted">—</span>
                    ) : a.linkRevoked ? (
                      <Badge tone="danger">{t('assessments.detail.linkRevoked')}</Badge>
                    ) : a.invitationStatus === 'failed' ? (
                      <div className="flex flex-col items-start gap-1.5">
                        <p role="status" className="text-sm text-danger">
                          {t('errors.invitationFailed')}
                        </p>
                        {canSend ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => send([a.id])}
                            aria-label={t('assessments.detail.retryNamed', { name: nameOf(a) })}
                          >
                            <RotateCcw aria-hidden className="size-4" />
                            {t('assessments.detail.retry')}
                          </Button>
                        ) : null}
                      </div>
                    ) : a.invitationStatus === 'sent' ? (
                      <span>
                        {t('assessments.detail.sentOn', { date: a.invitedAt ? formatDate(a.invitedAt, lang) : '—' })}
                        <span className="block text-xs text-ink-muted">{t(`assessorSetting.languages.${a.invitationLanguage}`)}</span>
                      </span>
                    ) : (
                      <span className="flex flex-col items-start gap-1.5">
                        <span className="text-ink-muted">{t('assessments.detail.notSent')}</span>
                        {canSend ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => send([a.id])}
                            aria-label={t('assessments.detail.sendNamed', { name: nameOf(a) })}
                          >
                            <Send aria-hidden className="size-4" />
                            {t('assessments.detail.send')}
                          </Button>
                        ) : null}
                      </span>
                    )}
                  </td>
                  <td className="w-12 border-b border-line px-1 py-2">
                    {canSend || canRevoke || canReset || canCopy ? (
                      <Menu>
                        <MenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={t('assessments.detail.actionsFor', { name: nameOf(a) })}>
                            <MoreVertical aria-hidden className="size-5" />
                          </Button>
                        </MenuTrigger>
                        <MenuContent>
                          {canCopy ? (
                            <MenuItem onSelect={() => copyLink(a)}>
                              <Copy aria-hidden className="size-4" />
                              {t('assessments.detail.copyLink')}
                            </MenuItem>
                          ) : null}
                          {canSend && a.invitationStatus === 'sent' ? (
                            <MenuItem onSelect={() => send([a.id])}>
                              <Send aria-hidden className="size-4" />
                              {t('assessments.detail.resend')}
                            </MenuItem>
                          ) : null}
                          {canRevoke ? (
                            <MenuItem onSelect={() => setPending({ kind: 'revoke', assessor: a })}>
                              <Link2Off aria-hidden className="size-4" />
                              {t('assessments.detail.revoke')}
                            </MenuItem>
                          ) : null}
                          {canReset ? (
                            <MenuItem
                              onSelect={() => setPending({ kind: 'reset', assessor: a })}
                              className="text-danger data-[highlighted]:text-danger"
                            >
                              <RotateCcw aria-hidden className="size-4" />
                              {t('assessments.detail.reset')}
                            </MenuItem>
                          ) : null}
                        </MenuContent>
                      </Menu>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
      <CopyLinkDialog copied={manualCopy} onClose={() => setManualCopy(null)} />
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        onOpenChange={(o) => !o && setPending(null)}
        title={t('assessments.detail.resetTitle')}
        description={pending ? t('assessments.detail.resetWarning', { name: nameOf(pending.assessor) }) : ''}
        confirmLabel={t('assessments.detail.reset')}
        onConfirm={async () => {
          if (pending) await reset.run(pending.assessor);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'revoke'}
        onOpenChange={(o) => !o && setPending(null)}
        title={t('assessments.detail.revokeTitle')}
        description={pending ? t('assessments.detail.revokeWarning', { name: nameOf(pending.assessor) }) : ''}
        confirmLabel={t('assessments.detail.revoke')}
        onConfirm={async () => {
          if (pending) await revoke.run(pending.assessor);
        }}
      />
    </div>
  );
}
