import { useState } from 'react';
import { CalendarPlus, TriangleAlert, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssessmentDetail, CloseOutlook } from '@rira/contracts/assessments';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { localDigits } from '../../lib/digits.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { assessmentKeys, assessmentsApi } from './assessments-api.ts';

/**
 * "Close and make the report?" (issue 23: a close silently threw answers away). When the server's
 * `closeOutlook` says the report made now would leave finished answers out, the dialog names each
 * group it would hold back — finished, in progress, needed — and offers, instead of closing, to extend
 * the finish date or invite more assessors; closing anyway needs the warning acknowledged. Counts
 * only, as the admin's progress view shows them; never who.
 */
export function CloseDialog({
  assessment,
  onClose,
  onExtend,
  onInviteMore,
}: {
  assessment: AssessmentDetail;
  onClose: () => void;
  /** Null when the caller may not move the date (a company admin after a close). */
  onExtend: (() => void) | null;
  /** Null when the caller may not add assessors now. */
  onInviteMore: (() => void) | null;
}) {
  const { t } = useTranslation();
  const [acknowledged, setAcknowledged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const outlook = assessment.closeOutlook;
  const warn = Boolean(outlook?.warn);
  const closing = useAction(() => assessmentsApi.close(assessment.id), {
    invalidates: [assessmentKeys.all],
    onSuccess: onClose,
    onError: (error) => setProblem(error instanceof ApiError && error.status !== 0 ? error.message : null),
  });
  const busy = closing.busy;

  return (
    <FormDialog
      title={t('assessments.detail.closeTitle')}
      description={t('assessments.detail.closeConfirm')}
      busy={busy}
      onClose={onClose}
      onSubmit={() => closing.fire()}
      submitLabel={t(warn ? 'assessments.closeDialog.closeAnyway' : 'assessments.detail.close')}
      submitVariant="danger"
      submitDisabled={(warn && !acknowledged) || Boolean(problem)}
      problem={problem}
      className="max-h-[65dvh] overflow-y-auto"
    >
      {outlook && warn ? <HeldBack outlook={outlook} /> : null}
      {outlook && outlook.inProgress > 0 && !warn ? <Drafts count={outlook.inProgress} /> : null}
      {warn && (onExtend || onInviteMore) ? (
        <div className="flex flex-col gap-2">
          <p>{t('assessments.closeDialog.instead')}</p>
          <div className="flex flex-wrap gap-2">
            {onExtend ? (
              <Button variant="primary" onClick={onExtend} disabled={busy}>
                <CalendarPlus aria-hidden className="size-5" />
                {t('assessments.detail.extend')}
              </Button>
            ) : null}
            {onInviteMore ? (
              <Button variant="secondary" onClick={onInviteMore} disabled={busy}>
                <UserPlus aria-hidden className="size-5" />
                {t('assessments.closeDialog.inviteMore')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {warn ? (
        <Checkbox
          id="close-acknowledge"
          label={t('assessments.closeDialog.acknowledge')}
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.target.checked)}
        />
      ) : null}
    </FormDialog>
  );
}

function HeldBack({ outlook }: { outlook: CloseOutlook }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (value: number) => localDigits(value, lang);
  // Groups whose answers a close now leaves out: held back, or with only drafts that will not count.
  const short = outlook.groups.filter((g) => g.heldBack || (!g.shown && g.anonymous && g.inProgress > 0));
  return (
    <section
      aria-labelledby="close-warning-title"
      className="flex flex-col gap-2 rounded-lg border border-warning-ink/30 bg-warning-soft px-4 py-3 text-sm text-warning-ink"
    >
      <h3 id="close-warning-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {t('assessments.closeDialog.warnTitle')}
      </h3>
      <ul className="list-disc ps-5">
        {short.map((g) => (
          <li key={g.group}>
            {t(g.inProgress > 0 ? 'assessments.closeDialog.groupInProgress' : 'assessments.closeDialog.group', {
              group: t(`assessorSetting.groupProgress.groups.${g.group}`),
              finished: n(g.finished),
              inProgress: n(g.inProgress),
              needed: n(g.needed),
            })}
          </li>
        ))}
        {!outlook.othersShown ? (
          <li>{t('assessments.closeDialog.othersNotShown', { min: n(outlook.minGroupSize), count: n(outlook.others) })}</li>
        ) : null}
      </ul>
      {short.length ? <p>{t('assessments.closeDialog.why', { min: n(outlook.minGroupSize) })}</p> : null}
      {outlook.inProgress > 0 ? <p>{t('assessments.closeDialog.drafts', { count: n(outlook.inProgress) })}</p> : null}
    </section>
  );
}

function Drafts({ count }: { count: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return <p className="rounded-lg bg-page px-3 py-2 text-sm">{t('assessments.closeDialog.drafts', { count: localDigits(count, lang) })}</p>;
}
