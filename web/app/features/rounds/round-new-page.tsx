import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DatesSection, SettingsSection } from '../assessments/assessment-settings-sections.tsx';
import type { z } from 'zod';
import { roundCreateSchema, type RoundCreate } from '@rira/contracts/rounds';
import { titleIn } from '@rira/contracts/local-text';
import { FormSection } from '../../components/admin/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { tehranToday } from '../../lib/dates.ts';
import { localDigits } from '../../lib/digits.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { assessmentKeys } from '../assessments/assessments-api.ts';
import { CompanyPicker } from '../companies/company-picker.tsx';
import { everyQuery } from '../library/library-api.ts';
import { RoundPeopleFields } from './round-people-fields.tsx';
import { roundKeys, roundsApi } from './rounds-api.ts';

type Output = z.output<typeof roundCreateSchema>;

/** The fields the server may name, in the form's order (the first refused gets the focus). */
const FIELDS = [
  'companyId',
  'title',
  'titleEn',
  'templateId',
  'departmentIds',
  'structureIds',
  'positionIds',
  'jobTitleIds',
  'managementLevelIds',
  'userIds',
  'startsOn',
  'finishesOn',
] as const;

/**
 * /admin/rounds/new (issue 26): a round's name in Persian and English, its template, its people
 * (by name and by group), the four settings every assessment of it shares, and its Jalali dates.
 * Creating it makes one draft assessment per person; the round's dashboard opens next.
 */
export function RoundNewPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const today = tehranToday();

  const base = zodResolver(roundCreateSchema) as Resolver<RoundCreate, unknown, Output>;
  const resolver: Resolver<RoundCreate, unknown, Output> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (scope.isSystemManager && !values.companyId) {
      const errors: FieldErrors<RoundCreate> = { ...result.errors, companyId: { type: 'required', message: 'validation.required' } };
      return { values: {}, errors };
    }
    return result;
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<RoundCreate, unknown, Output>({
    resolver,
    defaultValues: {
      companyId: scope.isSystemManager ? params.get('companyId') || undefined : undefined,
      title: '',
      titleEn: '',
      templateId: '',
      userIds: [],
      departmentIds: [],
      structureIds: [],
      positionIds: [],
      jobTitleIds: [],
      managementLevelIds: [],
      startsOn: today,
      finishesOn: '',
      userMaySeeReport: false,
      needsAssessorConfirmation: true,
      userMayAddExternal: false,
      includeAssessorTypeSettings: true,
    },
  });
  const chosenCompany = useWatch({ control, name: 'companyId' }) || undefined;
  const companyId = scope.isSystemManager ? chosenCompany : undefined;
  const companyReady = !scope.isSystemManager || Boolean(companyId);
  const templates = useQuery({
    ...everyQuery('template', companyId ? { companyId, isActive: true } : { isActive: true }),
    enabled: companyReady,
  });

  const create = useAction((values: Output) => roundsApi.create(values), {
    invalidates: [roundKeys.all, assessmentKeys.all],
    form: { setError, fields: FIELDS },
    onSuccess: (created, values) => {
      const suffix = scope.isSystemManager && values.companyId ? `?companyId=${values.companyId}` : '';
      return navigate(`/admin/rounds/${created.id}${suffix}`);
    },
    onError: (error, _values, onFields) => {
      if (!onFields && error instanceof ApiError) setError('root', { type: 'server', message: error.message });
    },
  });
  const submit = handleSubmit((values) => create.fire(values));
  const errorCount = Object.keys(errors).length;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link
          to="/admin/rounds"
          className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary-800 hover:underline"
        >
          <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
          {t('rounds.title')}
        </Link>
        <h1 className="text-2xl font-bold md:text-3xl">{t('rounds.new.title')}</h1>
        <p className="text-ink-muted">{t('rounds.new.intro')}</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {errorCount > 0 && (submitCount > 0 || errors.root) ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 font-medium text-danger">
            {errors.root?.message ?? t('library.fixErrors', { count: errorCount, value: localDigits(errorCount, lang) })}
          </p>
        ) : null}
        <FormSection title={t('rounds.new.nameSection')}>
          {scope.isSystemManager ? (
            <Field id="round-company" label={t('assessments.filters.company')} error={errorText(errors.companyId)}>
              {(c) => (
                <Controller
                  control={control}
                  name="companyId"
                  render={({ field }) => (
                    <CompanyPicker
                      id={c.id}
                      aria-invalid={c['aria-invalid']}
                      aria-describedby={c['aria-describedby']}
                      value={field.value ?? ''}
                      emptyLabel={t('assessments.new.chooseCompany')}
                      onChange={(value) => field.onChange(value || undefined)}
                    />
                  )}
                />
              )}
            </Field>
          ) : null}
          <div className="grid gap-3 md:grid-cols-2">
            <Field id="round-title" label={t('rounds.new.titleFa')} error={errorText(errors.title)}>
              {(c) => <Input {...c} dir="rtl" lang="fa" {...register('title')} />}
            </Field>
            <Field id="round-titleEn" label={t('rounds.new.titleEn')} hint={t('rounds.new.titleEnHint')} error={errorText(errors.titleEn)}>
              {(c) => <Input {...c} dir="ltr" lang="en" {...register('titleEn')} />}
            </Field>
          </div>
          <Field id="round-template" label={t('assessments.columns.template')} error={errorText(errors.templateId)}>
            {(c) => (
              <Select {...c} disabled={!companyReady} {...register('templateId')}>
                <option value="">{templates.isPending && companyReady ? t('common.loading') : t('library.choose')}</option>
                {(templates.data ?? []).map((template) => (
                  <option key={template.id} value={template.id}>
                    {titleIn(template, lang)} — {t('assessments.new.templateCards', { value: localDigits(template.cardCount, lang) })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </FormSection>

        <FormSection title={t('rounds.new.peopleSection')} description={t('rounds.new.peopleHint')}>
          <RoundPeopleFields
            control={control}
            idPrefix="round"
            companyId={companyId}
            companyKey={companyId ?? scope.key}
            disabled={!companyReady}
          />
        </FormSection>

        <SettingsSection idPrefix="round" register={register} />

        <DatesSection idPrefix="round" control={control} errors={errors} />

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={create.busy}>
            {t('rounds.new.submit')}
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/admin/rounds')} disabled={create.busy}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
