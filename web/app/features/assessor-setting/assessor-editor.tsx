import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssessmentStatus, AssessorType, MyAssessor } from '@rira/contracts/assessments';
import { nominationOutlook } from '@rira/contracts/group-thresholds';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { localDigits } from '../../lib/digits.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn, titleIn } from '@rira/contracts/local-text';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { participantApi, participantKeys } from '../my-assessments/participant-api.ts';
import { CONFIRMATION_TONE, typeTitle } from './assessor-status-table.tsx';
import { ColleagueSearch, colleagueDetail } from './colleague-search.tsx';
import { ExternalAssessorForm } from './external-assessor-form.tsx';
import { colleagueTypes, countByType, countProblems, externalTypes, type TypeCount } from './nomination-rules.ts';
import { proposalDetail, ReportingLineProposals } from './reporting-line-proposals.tsx';
import { SmallGroupsNote } from './small-groups-note.tsx';
import { newKey, replaceable, toNomination, useAssessorDrafts, type Draft } from './use-assessor-drafts.ts';
import type { LanguageCode } from '@rira/contracts/language';

export interface AssessorEditorProps {
  assessmentId: string;
  status: AssessmentStatus;
  types: AssessorType[];
  assessors: MyAssessor[];
  /** The smallest anonymous group the report shows (the server's, with the saved assessors). */
  minGroupSize: number;
  onSaved: () => Promise<void>;
}

export function AssessorEditor({ assessmentId, status, types, assessors, minGroupSize, onSaved }: AssessorEditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { drafts, setDrafts, remember, forget } = useAssessorDrafts(assessmentId, status, assessors);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's refusals of single rows (`nominations.<i>.…`), by draft key, shown on those rows.
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [confirmSend, setConfirmSend] = useState(false);
  const draftIds = new Set(drafts.map((d) => d.key));
  // Saved nominations we cannot send again (saved in another browser): saving would drop them.
  const lost = assessors.filter((a) => replaceable(a, status) && !draftIds.has(a.id));
  // Rows the person no longer controls (invited, confirmed by an admin, picked by one): shown, counted, not editable.
  const fixed = assessors.filter((a) => !draftIds.has(a.id));
  const counted = [
    ...fixed.filter((a) => a.confirmation !== 'disapproved').map((a) => a.assessorTypeId),
    ...drafts.map((d) => d.assessorTypeId),
  ];
  const counts = countByType(types, counted);
  // Groups of this list that could never be shown (assessment-method.md §2), live as the list changes: the server's rule.
  const outlook = nominationOutlook(
    counted.flatMap((typeId) => types.filter((type) => type.id === typeId).map((type) => type.raterGroup)),
    minGroupSize,
  );
  const forColleagues = colleagueTypes(types);
  const forExternals = externalTypes(types);
  const tooMany = countProblems(counts, { checkMinimum: false });
  const missing = countProblems(counts, { checkMinimum: true });
  const canSend = status === 'needSetAssessor';
  // Everyone already on the list — being chosen now or saved, invited or confirmed before — is not offered again.
  const chosenUsers = new Set([...drafts.map((d) => d.userId), ...fixed.map((a) => a.userId)].filter((id): id is string => Boolean(id)));
  const nobodyChosen = drafts.length === 0 && fixed.every((a) => a.confirmation === 'disapproved');
  // The rules box lists only the types this person can choose: outside people only where the assessment allows them.
  const rules = counts.filter((c) => c.type.raterGroup !== 'external' || c.type.allowOutsideCompany || c.count > 0);
  const titleOf = (type: AssessorType) => titleIn(type, lang);
  // Offered from the reporting line: whoever is not on the list (as it is now). A failed read offers nothing.
  const proposals = useQuery({
    queryKey: participantKeys.proposals(assessmentId),
    queryFn: ({ signal }) => participantApi.proposals(assessmentId, signal),
    staleTime: 60_000,
  });
  const offered = (proposals.data ?? []).filter((p) => !chosenUsers.has(p.userId));

  function change(next: Draft[]) {
    setDrafts(next);
    setDirty(true);
    setProblem(null);
    setRowErrors({});
  }

  async function save(): Promise<boolean> {
    if (tooMany.length) {
      setProblem(problemText(tooMany));
      return false;
    }
    try {
      await participantApi.nominate(assessmentId, drafts.map(toNomination));
      remember(drafts);
      setDirty(false);
      return true;
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('errors.internal'));
      if (error instanceof ApiError) setRowErrors(rowErrorsOf(error, drafts));
      return false;
    }
  }

  function problemText(list: readonly TypeCount[]): string {
    return list
      .map((c) =>
        t('errors.assessorCount', {
          type: titleOf(c.type),
          min: localDigits(c.type.minCount, lang),
          max: localDigits(c.type.maxCount, lang),
        }),
      )
      .join(' ');
  }

  function onSaveClick() {
    if (lost.length) setConfirmReplace(true);
    else onSave();
  }

  // Saving, then reading the assessment again (the page's `onSaved`): the buttons wait for both.
  const saving = useAction(async () => {
    if (await save()) await onSaved();
  });
  const busy = saving.busy;
  const onSave = () => saving.fire();

  function onSendClick() {
    if (missing.length) {
      setProblem(problemText(missing));
      document.getElementById('assessor-problem')?.focus();
      return;
    }
    setConfirmSend(true);
  }

  async function send() {
    if (dirty && !(await save())) throw new Error('not saved');
    await participantApi.sendInvitations(assessmentId);
    forget();
    await onSaved();
  }

  return (
    <div className="flex flex-col gap-5">
      <section className="rounded-xl border border-line bg-surface p-4 md:p-6">
        <p>{t(status === 'pendingConfirmation' ? 'assessorSetting.introPending' : 'assessorSetting.intro')}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={t('assessorSetting.countsLabel')}>
          {rules.map((c) => (
            <li
              key={c.type.id}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2',
                c.state === 'ok' ? 'bg-page' : 'bg-warning-soft text-warning-ink',
              )}
            >
              {c.state === 'ok' ? (
                <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />
              ) : (
                <CircleAlert aria-hidden className="size-5 shrink-0" />
              )}
              <span>
                <span className="font-medium">{titleOf(c.type)}</span>
                {': '}
                {t(`assessorSetting.count.${c.state}`, {
                  count: localDigits(c.count, lang),
                  min: localDigits(c.type.minCount, lang),
                  max: localDigits(c.type.maxCount, lang),
                })}
                {/* A manager's answer is shown by name: one the person chooses always waits for an admin. */}
                {c.type.raterGroup === 'manager' ? (
                  <span className="block text-sm text-ink-muted">{t('assessorSetting.managerConfirmed')}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <SmallGroupsNote id="assessor-small-groups" outlook={outlook} audience="person" />

      <ReportingLineProposals
        id="assessor-proposals"
        proposals={offered}
        types={types}
        counts={counts}
        audience="person"
        onAdd={(added) =>
          change([
            ...drafts,
            ...added.map((p) => ({
              key: newKey(),
              userId: p.userId,
              name: textIn(p.fullName, p.fullNameEn, lang),
              detail: proposalDetail(p, lang) || null,
              assessorTypeId: p.assessorTypeId,
              invitationLanguage: lang,
            })),
          ])
        }
      />

      <section aria-labelledby="assessor-list-title" className="flex flex-col gap-3">
        <h2 id="assessor-list-title" className="text-lg font-semibold">
          {t('assessorSetting.chosen')}
        </h2>
        {drafts.length === 0 && fixed.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-center text-ink-muted">{t('assessorSetting.noneChosen')}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {fixed.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-surface px-3 py-2">
              <span className="min-w-0 flex-1 font-medium">
                <bdi>
                  <LocalText fa={row.name} en={row.nameEn} />
                </bdi>
              </span>
              <span className="text-sm text-ink-muted">
                {typeTitle(types, row.assessorTypeId, { title: row.assessorTypeTitle, titleEn: row.assessorTypeTitleEn }, lang)}
              </span>
              <Badge tone={CONFIRMATION_TONE[row.confirmation]}>{t(`assessorSetting.confirmation.${row.confirmation}`)}</Badge>
            </li>
          ))}
          {drafts.map((draft) => (
            <DraftRow
              key={draft.key}
              draft={draft}
              error={rowErrors[draft.key]}
              types={draft.userId ? forColleagues : forExternals}
              onChange={(next) => change(drafts.map((d) => (d.key === draft.key ? next : d)))}
              onRemove={() => change(drafts.filter((d) => d.key !== draft.key))}
            />
          ))}
        </ul>
      </section>

      <ColleagueSearch
        assessmentId={assessmentId}
        types={forColleagues}
        counts={counts}
        exclude={chosenUsers}
        onAdd={(colleague, typeId) =>
          change([
            ...drafts,
            {
              key: newKey(),
              userId: colleague.userId,
              name: textIn(colleague.fullName, colleague.fullNameEn, lang),
              detail: colleagueDetail(colleague, lang) || null,
              assessorTypeId: typeId,
              invitationLanguage: lang,
            },
          ])
        }
      />

      {forExternals.length ? (
        <ExternalAssessorForm
          types={forExternals}
          counts={counts}
          taken={new Set(drafts.map((d) => d.external?.email).filter((e): e is string => Boolean(e)))}
          onAdd={(external, typeId, language) =>
            change([
              ...drafts,
              {
                key: newKey(),
                external,
                name: external.name,
                detail: external.email,
                assessorTypeId: typeId,
                invitationLanguage: language,
              },
            ])
          }
        />
      ) : null}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-line bg-page/95 px-4 py-3 backdrop-blur lg:-mx-8 lg:px-8">
        {problem ? (
          <p
            id="assessor-problem"
            tabIndex={-1}
            role="alert"
            className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
          >
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button variant={canSend ? 'secondary' : 'primary'} disabled={busy || !dirty} onClick={onSaveClick}>
            {t('assessorSetting.save')}
          </Button>
          {canSend ? (
            <Button
              disabled={busy || nobodyChosen}
              onClick={onSendClick}
              aria-describedby={nobodyChosen ? 'assessor-send-hint' : undefined}
            >
              <Send aria-hidden className="size-5" />
              {t('assessorSetting.send')}
            </Button>
          ) : null}
          <span id="assessor-send-hint" className="text-sm text-ink-muted">
            {canSend && nobodyChosen ? t('assessorSetting.chooseFirst') : dirty ? t('assessorSetting.unsaved') : null}
          </span>
        </div>
      </div>

      <ConfirmDialog
        open={confirmReplace}
        onOpenChange={setConfirmReplace}
        title={t('assessorSetting.replaceDialog.title')}
        description={t('assessorSetting.replaceDialog.body', { names: lost.map((a) => a.name).join(t('common.listSeparator')) })}
        confirmLabel={t('assessorSetting.save')}
        variant="primary"
        onConfirm={onSave}
      />
      <ConfirmDialog
        open={confirmSend}
        onOpenChange={setConfirmSend}
        title={t('assessorSetting.sendDialog.title')}
        description={t('assessorSetting.sendDialog.body')}
        confirmLabel={t('assessorSetting.send')}
        variant="primary"
        onConfirm={send}
      >
        <div className="mb-4">
          <SmallGroupsNote id="send-small-groups" outlook={outlook} audience="person" />
        </div>
      </ConfirmDialog>
    </div>
  );
}

/** The server's problems of single nominations (`nominations.<index>.…`), by the key of the draft sent at that index. */
function rowErrorsOf(error: ApiError, drafts: readonly Draft[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const index = /^nominations\.(\d+)\./.exec(e.field ?? '')?.[1];
    const draft = index === undefined ? undefined : drafts[Number(index)];
    if (draft && !(draft.key in out)) out[draft.key] = e.message;
  }
  return out;
}

function DraftRow({
  draft,
  error,
  types,
  onChange,
  onRemove,
}: {
  draft: Draft;
  error?: string;
  types: AssessorType[];
  onChange: (next: Draft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-surface px-3 py-2 sm:flex-row sm:items-center',
        error ? 'border-danger' : 'border-primary-200',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          <bdi>{draft.name}</bdi>
          {draft.external ? <span className="ms-2 text-xs font-normal text-ink-muted">{t('assessorSetting.external')}</span> : null}
        </p>
        {draft.detail ? (
          <p className="text-sm text-ink-muted">
            <bdi>{draft.detail}</bdi>
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-[1fr_auto_auto] items-center gap-2 sm:flex">
        <label htmlFor={`${id}-type`} className="sr-only">
          {t('assessorSetting.typeOf', { name: draft.name })}
        </label>
        <Select
          id={`${id}-type`}
          aria-describedby={errorId}
          value={draft.assessorTypeId}
          onChange={(e) => onChange({ ...draft, assessorTypeId: e.target.value })}
          className="min-w-36"
        >
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {titleIn(type, lang)}
            </option>
          ))}
        </Select>
        <label htmlFor={`${id}-lang`} className="sr-only">
          {t('assessorSetting.languageOf', { name: draft.name })}
        </label>
        <Select
          id={`${id}-lang`}
          value={draft.invitationLanguage}
          onChange={(e) => onChange({ ...draft, invitationLanguage: e.target.value as LanguageCode })}
          className="min-w-28"
        >
          <option value="fa">{t('assessorSetting.languages.fa')}</option>
          <option value="en">{t('assessorSetting.languages.en')}</option>
        </Select>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={t('assessorSetting.remove', { name: draft.name })}
          className="text-danger hover:text-danger"
        >
          <Trash2 aria-hidden className="size-5" />
        </Button>
      </div>
    </li>
  );
}
