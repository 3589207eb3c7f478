import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { assessmentUpdateSchema, externalPersonSchema, type AssessmentDetail, type Nomination } from '@rira/contracts/assessments';
import { DialogActions, FormDialog } from '../../components/ui/form-dialog.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { calendarOf, isoToParts, tehranToday } from '../../lib/dates.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { externalTypes, choosableTypes, countByType } from '../assessor-setting/nomination-rules.ts';
import { ReportingLineProposals } from '../assessor-setting/reporting-line-proposals.tsx';
import { everyQuery } from '../library/library-api.ts';
import { textIn, titleIn } from '@rira/contracts/local-text';
import { asNumber } from '../../lib/number-input.ts';
import { assessmentKeys, assessmentsApi, type AssessmentUpdate } from './assessments-api.ts';
import { nominationOutlook } from '@rira/contracts/group-thresholds';
import { SmallGroupsNote } from '../assessor-setting/small-groups-note.tsx';
import { SETTINGS } from './assessment-settings.ts';
import { Picker, type PickerItem } from '../../components/admin/picker.tsx';
import { usePeopleOptions } from '../people/people-options.tsx';
import type { LanguageCode } from '@rira/contracts/language';

type UpdateOutput = z.output<typeof assessmentUpdateSchema>;

/** A draft's dates and settings. */
export function EditAssessmentDialog({
  assessment,
  onClose,
  onSaved,
}: {
  assessment: AssessmentDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const currentYear = isoToParts(tehranToday(), calendarOf(lang))!.year;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AssessmentUpdate, unknown, UpdateOutput>({
    resolver: zodResolver(assessmentUpdateSchema) as Resolver<AssessmentUpdate, unknown, UpdateOutput>,
    defaultValues: {
      id: assessment.id,
      startsOn: assessment.startsOn ?? '',
      finishesOn: assessment.finishesOn ?? '',
      userMaySeeReport: assessment.userMaySeeReport,
      needsAssessorConfirmation: assessment.needsAssessorConfirmation,
      userMayAddExternal: assessment.userMayAddExternal,
      includeAssessorTypeSettings: assessment.includeAssessorTypeSettings,
    },
  });
  const save = useAction((values: UpdateOutput) => assessmentsApi.update(values), {
    invalidates: [assessmentKeys.all],
    onSuccess: onSaved,
    form: { setError, fields: ['startsOn', 'finishesOn'] },
  });
  const submit = handleSubmit((values) => save.fire(values));
  return (
    <FormDialog
      title={t('assessments.detail.editTitle')}
      busy={save.busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('library.actions.save')}
      className="max-h-[70dvh] overflow-y-auto p-0.5"
    >
      {(['startsOn', 'finishesOn'] as const).map((name) => (
        <DateField
          key={name}
          control={control}
          name={name}
          id={`edit-${name}`}
          label={t(`assessments.columns.${name}`)}
          error={errorText(errors[name])}
          minYear={currentYear - 1}
          maxYear={currentYear + 5}
        />
      ))}
      {SETTINGS.map((name) => (
        <div key={name}>
          <Checkbox id={`edit-${name}`} label={t(`assessments.settings.${name}`)} {...register(name)} />
          <p className="ms-8 text-sm text-ink-muted">{t(`assessments.settings.${name}Hint`)}</p>
        </div>
      ))}
    </FormDialog>
  );
}

/** The same assessment (template, settings, dates) for other people of the company, as drafts. */
export function CopyDialog({ assessment, onClose, onCopied }: { assessment: AssessmentDetail; onClose: () => void; onCopied: () => void }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<PickerItem[]>([]);
  const peopleOptions = usePeopleOptions({ companyId: assessment.companyId });
  const [problem, setProblem] = useState<string | null>(null);
  const copyTo = useAction((userIds: string[]) => assessmentsApi.copyToUsers(assessment.id, userIds), {
    invalidates: [assessmentKeys.all],
    onSuccess: onCopied,
  });
  async function copy() {
    if (!people.length) {
      setProblem(t('validation.chooseTargets'));
      return;
    }
    try {
      await copyTo.run(people.map((p) => p.id));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : null);
    }
  }
  return (
    <FormDialog
      title={t('assessments.detail.copyTitle')}
      description={t('assessments.detail.copyIntro')}
      busy={copyTo.busy}
      onClose={onClose}
      onSubmit={copy}
      submitLabel={t('assessments.detail.copy')}
      problem={problem}
      className="max-h-[65dvh] overflow-y-auto"
    >
      <Picker
        id="copy-people"
        label={t('assessments.new.byPerson')}
        {...peopleOptions}
        value={people}
        onChange={setPeople}
        exclude={[assessment.targetUserId]}
      />
    </FormDialog>
  );
}

interface Staged {
  key: string;
  label: string;
  nomination: Nomination;
}

const externalForm = z.object({ person: externalPersonSchema });
type ExternalValues = { person: { name: string; email: string; mobile: string | null } };

/**
 * An admin picks assessors: colleagues (searched) or people from outside (name, e-mail, mobile),
 * each with an assessor type, an invitation language and, if wanted, a weight of their own.
 * Assessors picked by an admin are confirmed at once.
 */
export function PickAssessorsDialog({
  assessment,
  onClose,
  onPicked,
}: {
  assessment: AssessmentDetail;
  onClose: () => void;
  onPicked: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const types = useQuery(everyQuery('assessorType', { isActive: true }));
  const [mode, setMode] = useState<'colleague' | 'external'>('colleague');
  const internal = choosableTypes(types.data ?? []);
  const outside = externalTypes(types.data ?? []);
  const available = mode === 'external' ? outside : internal.filter((type) => type.raterGroup !== 'external');
  const [typeId, setTypeId] = useState('');
  const [language, setLanguage] = useState<LanguageCode>(lang);
  const [weight, setWeight] = useState('');
  const [people, setPeople] = useState<PickerItem[]>([]);
  const peopleOptions = usePeopleOptions({ companyId: assessment.companyId });
  const [staged, setStaged] = useState<Staged[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = useAction((nominations: Nomination[]) => assessmentsApi.pickAssessors(assessment.id, nominations), {
    invalidates: [assessmentKeys.all],
    onSuccess: onPicked,
  });
  const busy = pick.busy;
  const effectiveType = available.some((type) => type.id === typeId) ? typeId : (available[0]?.id ?? '');
  const baseResolver = zodResolver(externalForm) as Resolver<ExternalValues>;
  const resolver: Resolver<ExternalValues> = (values, context, options) =>
    baseResolver({ person: { ...values.person, mobile: values.person.mobile?.trim() ? values.person.mobile : null } }, context, options);
  const form = useForm<ExternalValues>({ resolver, defaultValues: { person: { name: '', email: '', mobile: '' } } });
  const taken = new Set([
    ...assessment.assessors.map((a) => a.userId).filter(Boolean),
    assessment.targetUserId,
    ...staged.map((s) => s.nomination.userId),
  ]);
  // The groups this pick would leave too small to be shown, with the assessors already chosen (live, the server's rule).
  const outlook = nominationOutlook(
    [
      ...assessment.assessors.filter((a) => a.raterGroup !== 'self' && a.confirmation !== 'disapproved').map((a) => a.raterGroup),
      ...staged.flatMap((s) => (types.data ?? []).filter((type) => type.id === s.nomination.assessorTypeId).map((type) => type.raterGroup)),
    ],
    assessment.minGroupSize,
  );
  // Offered from the assessed person's reporting line, counted against each type's room as the list grows.
  const proposals = useQuery({
    queryKey: assessmentKeys.proposals(assessment.id),
    queryFn: ({ signal }) => assessmentsApi.proposals(assessment.id, signal),
  });
  const counts = countByType(types.data ?? [], [
    ...assessment.assessors.filter((a) => a.raterGroup !== 'self' && a.confirmation !== 'disapproved').map((a) => a.assessorTypeId),
    ...staged.map((s) => s.nomination.assessorTypeId),
  ]);
  const offered = (proposals.data ?? []).filter((p) => !taken.has(p.userId));
  const typeLabel = (id: string) => {
    const type = (types.data ?? []).find((x) => x.id === id);
    return type ? titleIn(type, lang) : '';
  };

  function common(): Pick<Nomination, 'assessorTypeId' | 'invitationLanguage' | 'weight'> {
    const w = asNumber(weight);
    return { assessorTypeId: effectiveType, invitationLanguage: language, ...(w !== undefined && Number.isFinite(w) ? { weight: w } : {}) };
  }

  function addColleagues() {
    const fresh = people.filter((p) => !taken.has(p.id));
    setStaged((list) => [...list, ...fresh.map((p) => ({ key: `u-${p.id}`, label: p.label, nomination: { userId: p.id, ...common() } }))]);
    setPeople([]);
  }

  const addExternal = form.handleSubmit((values) => {
    const person = { name: values.person.name, email: values.person.email, mobile: values.person.mobile ?? null };
    setStaged((list) => [
      ...list,
      { key: `e-${person.email}-${list.length}`, label: `${person.name} (${person.email})`, nomination: { external: person, ...common() } },
    ]);
    form.reset();
  });

  async function save() {
    if (!staged.length) {
      setProblem(t('assessments.detail.pickNothing'));
      return;
    }
    setProblem(null);
    try {
      await pick.run(staged.map((s) => s.nomination));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('errors.internal'));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('assessments.detail.pickTitle')}
      description={t('assessments.detail.pickIntro')}
    >
      <div className="flex max-h-[70dvh] flex-col gap-4 overflow-y-auto p-0.5">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id="pick-type" label={t('assessorSetting.fields.type')}>
            {(c) => (
              <Select {...c} value={effectiveType} onChange={(e) => setTypeId(e.target.value)}>
                {available.map((type) => (
                  <option key={type.id} value={type.id}>
                    {titleIn(type, lang)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="pick-language" label={t('assessorSetting.fields.language')}>
            {(c) => (
              <Select {...c} value={language} onChange={(e) => setLanguage(e.target.value as LanguageCode)}>
                <option value="fa">{t('assessorSetting.languages.fa')}</option>
                <option value="en">{t('assessorSetting.languages.en')}</option>
              </Select>
            )}
          </Field>
          <Field id="pick-weight" label={t('assessments.detail.ownWeight')} hint={t('assessments.detail.ownWeightHint')}>
            {(c) => <Input {...c} dir="ltr" inputMode="decimal" value={weight} onChange={(e) => setWeight(e.target.value)} />}
          </Field>
        </div>
        <Tabs value={mode} onValueChange={(value) => setMode(value as 'colleague' | 'external')}>
          <TabList aria-label={t('assessments.detail.pickWho')}>
            <Tab value="colleague">{t('assessments.detail.colleague')}</Tab>
            <Tab value="external" disabled={outside.length === 0}>
              {t('assessments.detail.externalPerson')}
            </Tab>
          </TabList>
          <TabPanel value="colleague" className="flex flex-col gap-3">
            <ReportingLineProposals
              id="pick-proposals"
              proposals={offered}
              types={types.data ?? []}
              counts={counts}
              audience="admin"
              onAdd={(added) =>
                setStaged((list) => [
                  ...list,
                  ...added.map((p) => ({
                    key: `u-${p.userId}`,
                    label: textIn(p.fullName, p.fullNameEn, lang),
                    nomination: { userId: p.userId, assessorTypeId: p.assessorTypeId, invitationLanguage: language },
                  })),
                ])
              }
            />
            <Picker
              id="pick-people"
              label={t('assessments.detail.colleagues')}
              {...peopleOptions}
              value={people}
              onChange={setPeople}
              exclude={[...taken].filter((x): x is string => Boolean(x))}
            />
            <div>
              <Button variant="secondary" onClick={addColleagues} disabled={!people.length || !effectiveType}>
                <UserPlus aria-hidden className="size-5" />
                {t('assessments.detail.addToList')}
              </Button>
            </div>
          </TabPanel>
          <TabPanel value="external">
            <form noValidate onSubmit={(e) => void addExternal(e)} className="grid gap-3 sm:grid-cols-2">
              <Field id="pick-external-name" label={t('assessorSetting.fields.name')} error={errorText(form.formState.errors.person?.name)}>
                {(c) => <Input {...c} dir="auto" autoComplete="off" {...form.register('person.name')} />}
              </Field>
              <Field
                id="pick-external-email"
                label={t('assessorSetting.fields.email')}
                error={errorText(form.formState.errors.person?.email)}
              >
                {(c) => <Input {...c} type="email" dir="ltr" autoComplete="off" {...form.register('person.email')} />}
              </Field>
              <Field
                id="pick-external-mobile"
                label={t('assessorSetting.fields.mobile')}
                hint={t('assessorSetting.optional')}
                error={errorText(form.formState.errors.person?.mobile)}
              >
                {(c) => <Input {...c} type="tel" dir="ltr" autoComplete="off" {...form.register('person.mobile')} />}
              </Field>
              <div className="flex items-end">
                <Button type="submit" variant="secondary" disabled={!effectiveType}>
                  <UserPlus aria-hidden className="size-5" />
                  {t('assessments.detail.addToList')}
                </Button>
              </div>
            </form>
          </TabPanel>
        </Tabs>
        <section aria-labelledby="pick-staged-title" className="flex flex-col gap-2">
          <h3 id="pick-staged-title" className="font-semibold">
            {t('assessments.detail.staged')}
          </h3>
          {staged.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('assessments.detail.pickNothing')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {staged.map((s) => (
                <li key={s.key} className="flex items-center gap-2 px-3 py-1.5">
                  <span className="min-w-0 flex-1">
                    <bdi>{s.label}</bdi>
                  </span>
                  <span className="text-sm text-ink-muted">
                    {typeLabel(s.nomination.assessorTypeId)} · {t(`assessorSetting.languages.${s.nomination.invitationLanguage ?? 'fa'}`)}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setStaged((list) => list.filter((x) => x.key !== s.key))}
                    aria-label={t('assessorSetting.remove', { name: s.label })}
                  >
                    <Trash2 aria-hidden className="size-5 text-danger" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <SmallGroupsNote id="pick-small-groups" outlook={outlook} audience="admin" />
        {/* Not a FormDialog: the external person's fields are a form of their own. */}
        <DialogActions
          problem={problem}
          busy={busy}
          onCancel={onClose}
          confirmLabel={t('assessments.detail.savePicked')}
          onConfirm={() => void save()}
        />
      </div>
    </Modal>
  );
}
