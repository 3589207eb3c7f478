import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { competencyInputSchema, type Competency, type CompetencyInput } from '@rira/contracts/assessments';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { localDigits } from '../../lib/digits.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useLang } from '../../lib/use-lang.ts';
import { everyQuery, libraryApi, libraryKeys } from './library-api.ts';
import { titleIn } from '@rira/contracts/local-text';
import { asNumber } from '../../lib/number-input.ts';
import { useAction } from '../../lib/use-action.ts';
import { FormSection } from '../../components/admin/form-section.tsx';
import { Picker, idsField } from '../../components/admin/picker.tsx';

type Output = z.output<typeof competencyInputSchema>;

const FIELDS = [
  'title',
  'titleEn',
  'skilledDefinition',
  'skilledDefinitionEn',
  'unskilledDefinition',
  'unskilledDefinitionEn',
  'overusedDefinition',
  'overusedDefinitionEn',
  'difficultyId',
  'factorId',
  'compensatorIds',
  'score',
  'minScore',
  'maxScore',
] as const;

function toValues(item: Competency | null): CompetencyInput {
  if (!item) {
    return {
      title: '',
      titleEn: '',
      skilledDefinition: '',
      skilledDefinitionEn: '',
      unskilledDefinition: '',
      unskilledDefinitionEn: '',
      overusedDefinition: '',
      overusedDefinitionEn: '',
      difficultyId: '',
      factorId: '',
      compensatorIds: [],
      score: 1,
      minScore: 1.67,
      maxScore: 2.33,
      isActive: true,
    };
  }
  return {
    title: item.title,
    titleEn: item.titleEn ?? '',
    skilledDefinition: item.skilledDefinition,
    skilledDefinitionEn: item.skilledDefinitionEn ?? '',
    unskilledDefinition: item.unskilledDefinition,
    unskilledDefinitionEn: item.unskilledDefinitionEn ?? '',
    overusedDefinition: item.overusedDefinition,
    overusedDefinitionEn: item.overusedDefinitionEn ?? '',
    difficultyId: item.difficultyId,
    factorId: item.factorId,
    compensatorIds: item.compensators.map((c) => c.id),
    score: item.score,
    minScore: item.minScore,
    maxScore: item.maxScore,
    isActive: item.isActive,
  };
}

/** /admin/library/competencies/new and /admin/library/competencies/{id}. */
export function CompetencyFormPage({ competencyId }: { competencyId: string | null }) {
  const { t } = useTranslation();
  const one = useQuery({
    queryKey: libraryKeys.one('competency', competencyId ?? 'new'),
    queryFn: ({ signal }) => libraryApi.get('competency', competencyId!, signal),
    enabled: Boolean(competencyId),
  });
  const title = t(competencyId ? 'library.competency.editTitle' : 'library.competency.add');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link
          to="/admin/library/competencies"
          className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary-800 hover:underline"
        >
          <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
          {t('library.competency.title')}
        </Link>
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      </div>
      {competencyId && one.isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : competencyId && one.isError ? (
        <EmptyState title={t('errors.notFound')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <CompetencyForm item={one.data ?? null} />
      )}
    </div>
  );
}

function CompetencyForm({ item }: { item: Competency | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useCurrentUser();
  const readOnly = user.activeRole !== 'systemManager';
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const factors = useQuery(everyQuery('factor'));
  const difficulties = useQuery(everyQuery('difficulty'));
  const competencies = useQuery(everyQuery('competency'));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<CompetencyInput, unknown, Output>({
    resolver: zodResolver(competencyInputSchema),
    defaultValues: toValues(item),
    disabled: readOnly,
  });

  const save = useAction(
    (values: Output) => (item ? libraryApi.update('competency', { ...values, id: item.id }) : libraryApi.add('competency', values)),
    { invalidates: [libraryKeys.all], form: { setError, fields: FIELDS }, onSuccess: () => navigate('/admin/library/competencies') },
  );
  const submit = handleSubmit((values) => save.fire(values));

  const errorCount = Object.keys(errors).length;
  const options = (competencies.data ?? []).map((c) => ({
    id: c.id,
    label: titleIn(c, lang),
    hint: factors.data
      ? titleIn(factors.data.find((f) => f.id === c.factorId) ?? { title: c.factorTitle, titleEn: null }, lang)
      : c.factorTitle,
  }));

  const pair = (name: 'title' | 'skilledDefinition' | 'unskilledDefinition' | 'overusedDefinition', label: string, multiline: boolean) => {
    const en = `${name}En` as const;
    return (
      <div className="grid gap-3 md:grid-cols-2">
        <Field id={`competency-${name}`} label={t('library.inPersian', { label })} error={errorText(errors[name])}>
          {(c) =>
            multiline ? (
              <textarea {...c} rows={3} className={inputClasses} {...register(name)} />
            ) : (
              <Input {...c} autoComplete="off" {...register(name)} />
            )
          }
        </Field>
        <Field id={`competency-${en}`} label={t('library.inEnglish', { label })} error={errorText(errors[en])}>
          {(c) =>
            multiline ? (
              <textarea {...c} rows={3} dir="ltr" lang="en" className={inputClasses} {...register(en)} />
            ) : (
              <Input {...c} dir="ltr" lang="en" autoComplete="off" {...register(en)} />
            )
          }
        </Field>
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {submitCount > 0 && errorCount > 0 ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 font-medium text-danger">
          {t('library.fixErrors', { count: errorCount, value: localDigits(errorCount, lang) })}
        </p>
      ) : null}
      <FormSection title={t('library.competency.names')}>{pair('title', t('library.fields.title'), false)}</FormSection>
      <FormSection title={t('library.competency.definitions')} description={t('library.competency.definitionsHint')}>
        {pair('skilledDefinition', t('library.competency.skilled'), true)}
        {pair('unskilledDefinition', t('library.competency.unskilled'), true)}
        {pair('overusedDefinition', t('library.competency.overused'), true)}
      </FormSection>
      <FormSection title={t('library.competency.classification')}>
        <div className="grid gap-3 md:grid-cols-2">
          <Field id="competency-factor" label={t('library.competency.factor')} error={errorText(errors.factorId)}>
            {(c) => (
              <Select {...c} {...register('factorId')}>
                <option value="">{t('library.choose')}</option>
                {(factors.data ?? []).map((f) => (
                  <option key={f.id} value={f.id}>
                    {titleIn(f, lang)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="competency-difficulty" label={t('library.competency.difficulty')} error={errorText(errors.difficultyId)}>
            {(c) => (
              <Select {...c} {...register('difficultyId')}>
                <option value="">{t('library.choose')}</option>
                {(difficulties.data ?? []).map((d) => (
                  <option key={d.id} value={d.id}>
                    {titleIn(d, lang)}
                    {d.isHard ? ` (${t('library.difficulty.hard')})` : ''}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="grid grid-cols-3 gap-3">
          <Field id="competency-score" label={t('library.competency.score')} error={errorText(errors.score)}>
            {(c) => <Input {...c} dir="ltr" inputMode="decimal" {...register('score', { setValueAs: asNumber })} />}
          </Field>
          <Field id="competency-min" label={t('library.fields.minScore')} error={errorText(errors.minScore)}>
            {(c) => <Input {...c} dir="ltr" inputMode="decimal" {...register('minScore', { setValueAs: asNumber })} />}
          </Field>
          <Field id="competency-max" label={t('library.fields.maxScore')} error={errorText(errors.maxScore)}>
            {(c) => <Input {...c} dir="ltr" inputMode="decimal" {...register('maxScore', { setValueAs: asNumber })} />}
          </Field>
        </div>
        <p className="text-sm text-ink-muted">{t('library.competency.scoreHint')}</p>
      </FormSection>
      <FormSection title={t('library.competency.compensators')} description={t('library.competency.compensatorsHint')}>
        <Controller
          control={control}
          name="compensatorIds"
          render={({ field }) => (
            <Picker
              id="competency-compensators"
              label={t('library.competency.compensators')}
              options={options}
              {...idsField(field.value ?? [], options, field.onChange)}
              exclude={item ? [item.id] : []}
              loading={competencies.isPending}
              max={20}
              error={errorText(errors.compensatorIds as never)}
            />
          )}
        />
        <div>
          <h3 className="text-sm font-medium">{t('library.competency.compensatesFor')}</h3>
          <p className="text-sm text-ink-muted">{t('library.competency.compensatesForHint')}</p>
          {item && item.compensatesFor.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {item.compensatesFor.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/admin/library/competencies/${c.id}`}
                    className="inline-flex rounded-full bg-page px-3 py-1 text-sm ring-1 ring-line hover:bg-primary-50"
                  >
                    {titleIn(c, lang)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm">{t('library.competency.compensatesForNone')}</p>
          )}
        </div>
      </FormSection>
      <Checkbox id="competency-active" label={t('library.fields.isActive')} {...register('isActive')} />
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.busy}>
            {t('library.actions.save')}
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/admin/library/competencies')} disabled={save.busy}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
    </form>
  );
}
