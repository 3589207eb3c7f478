import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DatesSection, SettingsSection } from './assessment-settings-sections.tsx';
import type { z } from 'zod';
import { assessmentCreateSchema, type AssessmentCreate } from '@rira/contracts/assessments';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { tehranToday } from '../../lib/dates.ts';
import { localDigits } from '../../lib/digits.ts';
import { CompanyPicker } from '../companies/company-picker.tsx';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useLang } from '../../lib/use-lang.ts';
import { fetchAllStructure, structureKeys } from '../structure/structure-api.ts';
import { FormSection } from '../../components/admin/form-section.tsx';
import { everyQuery } from '../library/library-api.ts';
import { titleIn } from '@rira/contracts/local-text';
import { useAction } from '../../lib/use-action.ts';
import { Picker, idsField, type PickerItem } from '../../components/admin/picker.tsx';
import { assessmentKeys, assessmentsApi, notReadyReasons, type NotReadyReason } from './assessments-api.ts';
import { NotReadyDialog } from './not-ready-dialog.tsx';
import { usePeopleOptions } from '../people/people-options.tsx';

type Output = z.output<typeof assessmentCreateSchema>;

/**
 * /admin/assessments/new: one assessment per person from a template, for people picked by
 * department, structure, position or by name; the four settings explained; start and finish dates on the
 * Jalali picker; optionally published at once (all ready, or none is created).
 */
export function AssessmentNewPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const [people, setPeople] = useState<PickerItem[]>([]);
  const [reasons, setReasons] = useState<NotReadyReason[] | null>(null);
  const today = tehranToday();

  const base = zodResolver(assessmentCreateSchema) as Resolver<AssessmentCreate, unknown, Output>;
  const resolver: Resolver<AssessmentCreate, unknown, Output> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (scope.isSystemManager && !values.companyId) {
      const errors: FieldErrors<AssessmentCreate> = { ...result.errors, companyId: { type: 'required', message: 'validation.required' } };
      return { values: {}, errors };
    }
    return result;
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, submitCount },
  } = useForm<AssessmentCreate, unknown, Output>({
    resolver,
    defaultValues: {
      companyId: scope.isSystemManager ? params.get('companyId') || undefined : undefined,
      templateId: '',
      userIds: [],
      departmentIds: [],
      structureIds: [],
      positionIds: [],
      startsOn: today,
      finishesOn: '',
      userMaySeeReport: false,
      needsAssessorConfirmation: true,
      userMayAddExternal: false,
      includeAssessorTypeSettings: true,
      publish: false,
    },
  });
  const chosenCompany = useWatch({ control, name: 'companyId' }) || undefined;
  const companyId = scope.isSystemManager ? chosenCompany : undefined;
  const companyReady = !scope.isSystemManager || Boolean(companyId);
  const structureKey = companyId ?? scope.key;
  const templates = useQuery({
    ...everyQuery('template', companyId ? { companyId, isActive: true } : { isActive: true }),
    enabled: companyReady,
  });
  const departments = useQuery({
    queryKey: structureKeys.list('department', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('department', companyId, signal),
    enabled: companyReady,
  });
  const structures = useQuery({
    queryKey: structureKeys.list('structure', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('structure', companyId, signal),
    enabled: companyReady,
  });
  const positions = useQuery({
    queryKey: structureKeys.list('position', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('position', companyId, signal),
    enabled: companyReady,
  });
  const peopleOptions = usePeopleOptions({ companyId, disabled: !companyReady });

  const add = useAction((values: Output) => assessmentsApi.add(values), {
    invalidates: [assessmentKeys.all],
    form: {
      setError,
      fields: ['companyId', 'templateId', 'userIds', 'departmentIds', 'structureIds', 'positionIds', 'startsOn', 'finishesOn'],
    },
    onSuccess: (ids, values) => {
      const suffix = scope.isSystemManager && values.companyId ? `?companyId=${values.companyId}` : '';
      return navigate(ids.length === 1 ? `/admin/assessments/${ids[0]}${suffix}` : `/admin/assessments${suffix}`);
    },
    onError: (error, _values, onFields) => {
      const notReady = notReadyReasons(error);
      if (notReady.length || (error instanceof ApiError && error.status === 409)) {
        setReasons(notReady.length ? notReady : [{ code: 'conflict', message: (error as ApiError).message }]);
        return;
      }
      if (!onFields && error instanceof ApiError) setError('root', { type: 'server', message: error.message });
    },
  });
  const submit = handleSubmit((values) => add.fire(values));

  // A template names the positions and structures it is meant for: choosing it offers their people
  // as the targets (the server takes everyone in any of them, each person once). Positions and
  // structures the admin chose themselves are kept; those offered by the previous template are replaced.
  const offered = useRef<Record<'positionIds' | 'structureIds', string[]>>({ positionIds: [], structureIds: [] });
  const offerTemplateTargets = (templateId: string) => {
    const template = templates.data?.find((x) => x.id === templateId);
    const offerIn = (field: 'positionIds' | 'structureIds', list: { id: string }[] | undefined) => {
      const inCompany = new Set((list ?? []).map((item) => item.id));
      const offer = (template?.[field] ?? []).filter((id) => inCompany.has(id));
      const current = getValues(field) ?? [];
      const before = offered.current[field];
      const untouched = current.length === before.length && current.every((id) => before.includes(id));
      offered.current[field] = offer;
      if (untouched) setValue(field, offer, { shouldDirty: true, shouldValidate: submitCount > 0 });
    };
    offerIn('positionIds', positions.data);
    offerIn('structureIds', structures.data);
  };
  const chosenTemplateId = useWatch({ control, name: 'templateId' });
  const chosenTemplate = templates.data?.find((x) => x.id === chosenTemplateId);
  const templateHint = (() => {
    const positionCount = chosenTemplate?.positionIds.length ?? 0;
    const structureCount = chosenTemplate?.structureIds.length ?? 0;
    const positions = { count: positionCount, value: localDigits(positionCount, lang) };
    const structures = { count: structureCount, value: localDigits(structureCount, lang) };
    if (positionCount && structureCount) {
      return t('assessments.new.templatePositionsAndStructures', {
        positions: t('assessments.new.positionCount', positions),
        structures: t('assessments.new.structureCount', structures),
      });
    }
    if (positionCount) return t('assessments.new.templatePositions', positions);
    if (structureCount) return t('assessments.new.templateStructures', structures);
    return t('assessments.new.templateHint');
  })();

  const errorCount = Object.keys(errors).length;
  const structureOptions = (list: { id: string; title: string; titleEn: string | null }[] | undefined) =>
    (list ?? []).map((s) => ({ id: s.id, label: titleIn(s, lang) }));
  const departmentOptions = structureOptions(departments.data);
  const unitOptions = structureOptions(structures.data);
  const positionOptions = structureOptions(positions.data);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link
          to="/admin/assessments"
          className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary-800 hover:underline"
        >
          <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
          {t('assessments.title')}
        </Link>
        <h1 className="text-2xl font-bold md:text-3xl">{t('assessments.new.title')}</h1>
        <p className="text-ink-muted">{t('assessments.new.intro')}</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {submitCount > 0 && errorCount > 0 ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 font-medium text-danger">
            {errors.root?.message ?? t('library.fixErrors', { count: errorCount, value: localDigits(errorCount, lang) })}
          </p>
        ) : null}
        <FormSection title={t('assessments.new.templateSection')}>
          {scope.isSystemManager ? (
            <Field id="assessment-company" label={t('assessments.filters.company')} error={errorText(errors.companyId)}>
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
          <Field
            id="assessment-template"
            label={t('assessments.columns.template')}
            hint={templateHint}
            error={errorText(errors.templateId)}
          >
            {(c) => (
              <Select
                {...c}
                disabled={!companyReady}
                {...register('templateId', {
                  onChange: (event: { target: { value: string } }) => offerTemplateTargets(event.target.value),
                })}
              >
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

        <FormSection title={t('assessments.new.targetsSection')} description={t('assessments.new.targetsHint')}>
          <div className="grid gap-5 lg:grid-cols-3">
            <Controller
              control={control}
              name="departmentIds"
              render={({ field }) => (
                <Picker
                  id="assessment-departments"
                  label={t('assessments.new.byDepartment')}
                  options={departmentOptions}
                  {...idsField(field.value ?? [], departmentOptions, field.onChange)}
                  loading={companyReady && departments.isPending}
                />
              )}
            />
            <Controller
              control={control}
              name="structureIds"
              render={({ field }) => (
                <Picker
                  id="assessment-structures"
                  label={t('assessments.new.byStructure')}
                  options={unitOptions}
                  {...idsField(field.value ?? [], unitOptions, field.onChange)}
                  loading={companyReady && structures.isPending}
                />
              )}
            />
            <Controller
              control={control}
              name="positionIds"
              render={({ field }) => (
                <Picker
                  id="assessment-positions"
                  label={t('assessments.new.byPosition')}
                  options={positionOptions}
                  {...idsField(field.value ?? [], positionOptions, field.onChange)}
                  loading={companyReady && positions.isPending}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="userIds"
            render={({ field }) => (
              <Picker
                id="assessment-people"
                label={t('assessments.new.byPerson')}
                {...peopleOptions}
                value={people}
                onChange={(next) => {
                  setPeople(next);
                  field.onChange(next.map((p) => p.id));
                }}
                error={errorText(errors.userIds as never)}
              />
            )}
          />
        </FormSection>

        <SettingsSection idPrefix="assessment" register={register} />

        <DatesSection idPrefix="assessment" control={control} errors={errors} />

        <div className="rounded-xl border border-line bg-surface p-4">
          <Checkbox
            id="assessment-publish"
            label={t('assessments.new.publishNow')}
            aria-describedby="assessment-publish-hint"
            {...register('publish')}
          />
          <p id="assessment-publish-hint" className="ms-8 text-sm text-ink-muted">
            {t('assessments.new.publishNowHint')}
          </p>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={add.busy}>
            {t('assessments.new.submit')}
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/admin/assessments')} disabled={add.busy}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
      <NotReadyDialog reasons={reasons} onClose={() => setReasons(null)} />
    </div>
  );
}
