import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, CircleAlert, Search, Send, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  externalPersonSchema,
  type AssessmentStatus,
  type AssessorType,
  type MyAssessor,
  type ParticipantNomination,
} from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { localDigits } from '../../lib/digits.ts';
import { LocalText, localText, localTitle } from '../../lib/local-text.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { participantApi, participantKeys, type Colleague } from '../my-assessments/participant-api.ts';
import { CONFIRMATION_TONE, typeTitle } from './assessor-status-table.tsx';
import { colleagueTypes, countByType, countProblems, externalTypes, firstTypeWithRoom, type TypeCount } from './nomination-rules.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { nominationOutlook } from '@rira/contracts/group-thresholds';
import { SmallGroupsNote } from './small-groups-note.tsx';
import { proposalDetail, ReportingLineProposals } from './reporting-line-proposals.tsx';

type Language = 'fa' | 'en';

/** One assessor on this screen: chosen now, or saved earlier and still the person's to change. */
interface Draft {
  key: string;
  userId?: string;
  external?: { name: string; email: string; mobile: string | null };
  name: string;
  detail: string | null;
  assessorTypeId: string;
  invitationLanguage: Language;
}

/**
 * The people behind saved nominations. The server's list of one's own assessors does not say how
 * to reach them (no e-mail or mobile, not even of an outside assessor the person typed), yet saving
 * replaces every uninvited nomination; so what this browser saved is remembered here, per
 * assessment, until the invitations go out, and a saved row is matched back to it by name and type.
 */
type Remembered = Pick<Draft, 'userId' | 'external' | 'name' | 'assessorTypeId'>;
const memoryKey = (assessmentId: string) => `rira:nominations:${assessmentId}`;

export function rememberNominations(assessmentId: string, drafts: readonly Draft[]): void {
  try {
    const list: Remembered[] = drafts.map(({ userId, external, name, assessorTypeId }) => ({ userId, external, name, assessorTypeId }));
    window.localStorage.setItem(memoryKey(assessmentId), JSON.stringify(list));
  } catch {
    /* private mode or full storage: the server's own fields are the only source then */
  }
}

export function recallNominations(assessmentId: string): Remembered[] {
  try {
    const raw = window.localStorage.getItem(memoryKey(assessmentId));
    return raw ? (JSON.parse(raw) as Remembered[]) : [];
  } catch {
    return [];
  }
}

export function forgetNominations(assessmentId: string): void {
  try {
    window.localStorage.removeItem(memoryKey(assessmentId));
  } catch {
    /* nothing to forget */
  }
}

/**
 * Whether saving would replace this saved row: the person's own, uninvited, not disapproved
 * nomination, while nominations are still being chosen (once sent, they wait for the admin and
 * only additions are possible).
 */
function replaceable(row: MyAssessor, status: AssessmentStatus): boolean {
  const nominatedBy = (row as { nominatedBy?: string }).nominatedBy;
  return (
    status === 'needSetAssessor' &&
    row.invitationStatus === 'notSent' &&
    row.confirmation !== 'disapproved' &&
    (!nominatedBy || nominatedBy === 'participant') &&
    Boolean(row.assessorTypeId)
  );
}

/**
 * A replaceable saved row becomes a draft again when we know who it is: from the server (when it
 * says), else from what this browser remembered.
 */
function toDraft(row: MyAssessor, remembered: Remembered[], status: AssessmentStatus): Draft | null {
  if (!replaceable(row, status)) return null;
  const index = remembered.findIndex(
    (r) => r.name === row.name && r.assessorTypeId === row.assessorTypeId && Boolean(r.external) === row.isExternal,
  );
  const memory = index >= 0 ? remembered.splice(index, 1)[0] : undefined;
  const base = { key: row.id, name: row.name, assessorTypeId: row.assessorTypeId!, invitationLanguage: row.invitationLanguage };
  if (!row.isExternal) {
    const userId = row.userId ?? memory?.userId;
    return userId ? { ...base, userId, detail: null } : null;
  }
  // An outside assessor saved in another browser cannot be sent again: it stays a saved row.
  const external = memory?.external;
  if (!external?.email) return null;
  return { ...base, external: { name: row.name, email: external.email, mobile: external.mobile ?? null }, detail: external.email };
}

function toNomination(draft: Draft): ParticipantNomination {
  return draft.userId
    ? { userId: draft.userId, assessorTypeId: draft.assessorTypeId, invitationLanguage: draft.invitationLanguage }
    : { external: draft.external!, assessorTypeId: draft.assessorTypeId, invitationLanguage: draft.invitationLanguage };
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

/** A colleague's department and position in the reader's language. */
function colleagueDetail(c: Colleague, lang: 'fa' | 'en'): string {
  return [localText(c.departmentTitle, c.departmentTitleEn, lang), localText(c.positionTitle, c.positionTitleEn, lang)]
    .filter(Boolean)
    .join(' · ');
}

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
  const [drafts, setDrafts] = useState<Draft[]>(() => {
    const remembered = recallNominations(assessmentId);
    return assessors.map((row) => toDraft(row, remembered, status)).filter((d): d is Draft => d !== null);
  });
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
  // Groups of this list that could never be shown (method §2), live as the list changes: the server's rule.
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
  const titleOf = (type: AssessorType) => localTitle(type, lang);
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
      rememberNominations(assessmentId, drafts);
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
    forgetNominations(assessmentId);
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
              name: localText(p.fullName, p.fullNameEn, lang),
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
              name: localText(colleague.fullName, colleague.fullNameEn, lang),
              detail: colleagueDetail(colleague, lang) || null,
              assessorTypeId: typeId,
              invitationLanguage: lang,
            },
          ])
        }
      />

      {forExternals.length ? (
        <ExternalForm
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
              {localTitle(type, lang)}
            </option>
          ))}
        </Select>
        <label htmlFor={`${id}-lang`} className="sr-only">
          {t('assessorSetting.languageOf', { name: draft.name })}
        </label>
        <Select
          id={`${id}-lang`}
          value={draft.invitationLanguage}
          onChange={(e) => onChange({ ...draft, invitationLanguage: e.target.value as Language })}
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

function ColleagueSearch({
  assessmentId,
  types,
  counts,
  exclude,
  onAdd,
}: {
  assessmentId: string;
  types: AssessorType[];
  counts: TypeCount[];
  exclude: Set<string | undefined>;
  onAdd: (colleague: Colleague, typeId: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 350);
  const suggested = firstTypeWithRoom(types, counts);
  const [chosenType, setChosenType] = useState<string>('');
  const typeId = chosenType || suggested?.id || '';
  const results = useQuery({
    queryKey: participantKeys.colleagues(assessmentId, search),
    queryFn: ({ signal }) => participantApi.searchColleagues(assessmentId, search, signal),
    staleTime: 30_000,
  });
  const shown = (results.data ?? []).filter((c) => !exclude.has(c.userId));
  return (
    <section aria-labelledby="colleague-search-title" className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:p-6">
      <h2 id="colleague-search-title" className="text-lg font-semibold">
        {t('assessorSetting.searchTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="colleague-search" className="text-sm font-medium">
            {t('assessorSetting.searchLabel')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <Input
              id="colleague-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('assessorSetting.searchPlaceholder')}
              className="ps-10"
              autoComplete="off"
              aria-controls="colleague-results"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="colleague-type" className="text-sm font-medium">
            {t('assessorSetting.addAs')}
          </label>
          <Select id="colleague-type" value={typeId} onChange={(e) => setChosenType(e.target.value)}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {localTitle(type, lang)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div id="colleague-results" aria-live="polite" aria-busy={results.isFetching || undefined} className="max-h-80 overflow-y-auto">
        {results.isPending ? (
          <p className="py-4 text-center text-ink-muted">{t('common.loading')}</p>
        ) : results.isError ? (
          <p className="py-4 text-center text-danger">{results.error instanceof ApiError ? results.error.message : t('errors.internal')}</p>
        ) : shown.length === 0 ? (
          <p className="py-4 text-center text-ink-muted">{t('assessorSetting.noResults')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {shown.map((colleague) => (
              <li key={colleague.userId} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    <bdi>
                      <LocalText fa={colleague.fullName} en={colleague.fullNameEn} />
                    </bdi>
                  </p>
                  <p className="text-sm text-ink-muted">{colleagueDetail(colleague, lang) || '—'}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!typeId}
                  onClick={() => onAdd(colleague, typeId)}
                  aria-label={t('assessorSetting.addNamed', { name: localText(colleague.fullName, colleague.fullNameEn, lang) })}
                >
                  <UserPlus aria-hidden className="size-4" />
                  {t('assessorSetting.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const externalFormSchema = z.object({
  person: externalPersonSchema,
  assessorTypeId: z.string().min(1, { error: 'validation.required' }),
  invitationLanguage: z.enum(['fa', 'en']),
});
type ExternalValues = {
  person: { name: string; email: string; mobile: string | null };
  assessorTypeId: string;
  invitationLanguage: Language;
};
type ExternalOutput = z.output<typeof externalFormSchema>;

function ExternalForm({
  types,
  counts,
  taken,
  onAdd,
}: {
  types: AssessorType[];
  counts: TypeCount[];
  taken: Set<string>;
  onAdd: (external: { name: string; email: string; mobile: string | null }, typeId: string, language: Language) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const base = zodResolver(externalFormSchema) as Resolver<ExternalValues, unknown, ExternalOutput>;
  // An empty mobile is "none", not an invalid number.
  const resolver: Resolver<ExternalValues, unknown, ExternalOutput> = (values, context, options) =>
    base({ ...values, person: { ...values.person, mobile: values.person.mobile?.trim() ? values.person.mobile : null } }, context, options);
  const defaultType = useMemo(() => firstTypeWithRoom(types, counts)?.id ?? '', [types, counts]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ExternalValues, unknown, ExternalOutput>({
    resolver,
    defaultValues: { person: { name: '', email: '', mobile: '' }, assessorTypeId: defaultType, invitationLanguage: lang },
  });
  const submit = handleSubmit((values) => {
    if (taken.has(values.person.email)) {
      setError('person.email', { type: 'server', message: t('errors.duplicateAssessor') });
      return;
    }
    onAdd(
      { name: values.person.name, email: values.person.email, mobile: values.person.mobile ?? null },
      values.assessorTypeId,
      values.invitationLanguage,
    );
    reset({
      person: { name: '', email: '', mobile: '' },
      assessorTypeId: values.assessorTypeId,
      invitationLanguage: values.invitationLanguage,
    });
  });
  return (
    <section aria-labelledby="external-title" className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:p-6">
      <h2 id="external-title" className="text-lg font-semibold">
        {t('assessorSetting.externalTitle')}
      </h2>
      <p className="text-sm text-ink-muted">{t('assessorSetting.externalIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2">
        <Field id="external-name" label={t('assessorSetting.fields.name')} error={errorText(errors.person?.name)}>
          {(c) => <Input {...c} autoComplete="off" dir="auto" {...register('person.name')} />}
        </Field>
        <Field id="external-email" label={t('assessorSetting.fields.email')} error={errorText(errors.person?.email)}>
          {(c) => <Input {...c} type="email" dir="ltr" autoComplete="off" {...register('person.email')} />}
        </Field>
        <Field
          id="external-mobile"
          label={t('assessorSetting.fields.mobile')}
          hint={t('assessorSetting.optional')}
          error={errorText(errors.person?.mobile)}
        >
          {(c) => <Input {...c} type="tel" dir="ltr" inputMode="tel" autoComplete="off" {...register('person.mobile')} />}
        </Field>
        <Field id="external-type" label={t('assessorSetting.fields.type')} error={errorText(errors.assessorTypeId)}>
          {(c) => (
            <Select {...c} {...register('assessorTypeId')}>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {localTitle(type, lang)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="external-language" label={t('assessorSetting.fields.language')}>
          {(c) => (
            <Select {...c} {...register('invitationLanguage')}>
              <option value="fa">{t('assessorSetting.languages.fa')}</option>
              <option value="en">{t('assessorSetting.languages.en')}</option>
            </Select>
          )}
        </Field>
        <div className="flex items-end">
          <Button type="submit" variant="secondary">
            <UserPlus aria-hidden className="size-5" />
            {t('assessorSetting.addExternal')}
          </Button>
        </div>
      </form>
    </section>
  );
}
