import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { templateInputSchema, type Competency, type Template } from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatNumber } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { CompanyPicker, LabelledCompanyPicker } from '../companies/company-picker.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { fetchAllStructure, structureKeys } from '../structure/structure-api.ts';
import { FormSection } from '../../components/admin/form-section.tsx';
import { everyQuery, libraryApi, libraryKeys } from '../library/library-api.ts';
import { titleIn } from '@rira/contracts/local-text';
import { LibraryListPage, libraryFilters } from '../library/library-list-page.tsx';
import { defineList, listParam } from '../../lib/list-state.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { asNullableNumber, asNumber } from '../../lib/number-input.ts';
import { useAction } from '../../lib/use-action.ts';
import { Picker, idsField } from '../../components/admin/picker.tsx';

type Values = z.input<typeof templateInputSchema>;
type Output = z.output<typeof templateInputSchema>;

/** The cards an assessment from these choices would have: chosen competencies plus every active one of the chosen factors. */
export function cardIdsOf(
  competencyIds: readonly string[],
  factorIds: readonly string[],
  library: readonly Pick<Competency, 'id' | 'factorId' | 'isActive'>[],
): Set<string> {
  const ids = new Set(competencyIds);
  const factors = new Set(factorIds);
  for (const c of library) if (c.isActive && factors.has(c.factorId)) ids.add(c.id);
  return ids;
}

/** The templates' address adds the system manager's ?companyId=… to the library list's. */
const templateList = defineList({ filters: { ...libraryFilters, companyId: listParam.id() } });

/** /admin/templates: platform templates (system manager) and each company's own (its admins). */
export function TemplatesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useCurrentUser();
  const isManager = user.activeRole === 'systemManager';
  const { state } = useListState(templateList);
  const companyId = isManager ? state.companyId || undefined : undefined;
  const columns = useMemo<ColumnDef<Template, unknown>[]>(
    () => [
      {
        id: 'owner',
        header: t('templates.owner'),
        cell: ({ row }) => (
          <Badge tone={row.original.companyId ? 'info' : 'neutral'}>
            {t(row.original.companyId ? 'templates.companyOwned' : 'templates.platform')}
          </Badge>
        ),
      },
      { id: 'cards', header: t('templates.cards'), cell: ({ row }) => formatNumber(row.original.cardCount, lang) },
      {
        id: 'piles',
        header: t('templates.pileMaxima'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          localDigits(`${row.original.pileMaxima.best} / ${row.original.pileMaxima.mostly} / ${row.original.pileMaxima.least}`, lang),
      },
      {
        id: 'minutes',
        header: t('templates.minutes'),
        cell: ({ row }) => t('templates.minutesValue', { value: formatNumber(row.original.estimatedMinutes, lang) }),
      },
    ],
    [t, lang],
  );
  const suffix = companyId ? `?companyId=${companyId}` : '';
  return (
    <LibraryListPage
      kind="template"
      textKey="templates"
      columns={columns}
      addTo={`/admin/templates/new${suffix}`}
      editTo={(item) => `/admin/templates/${item.id}`}
      list={templateList}
      extraRequest={() => (companyId ? { companyId } : {})}
      canManage={(item) => isManager || item.companyId !== null}
      toolbar={(list) =>
        isManager ? (
          <LabelledCompanyPicker
            label={t('templates.companyFilter')}
            className="max-w-sm"
            id="templates-company"
            value={list.state.companyId}
            emptyLabel={t('templates.allCompanies')}
            onChange={(value) => list.update({ companyId: value })}
          />
        ) : null
      }
    />
  );
}

/** /admin/templates/new and /admin/templates/{id}. */
export function TemplateFormPage({ templateId }: { templateId: string | null }) {
  const { t } = useTranslation();
  const one = useQuery({
    queryKey: libraryKeys.one('template', templateId ?? 'new'),
    queryFn: ({ signal }) => libraryApi.get('template', templateId!, signal),
    enabled: Boolean(templateId),
  });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link
          to="/admin/templates"
          className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary-800 hover:underline"
        >
          <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
          {t('templates.title')}
        </Link>
        <h1 className="text-2xl font-bold md:text-3xl">{t(templateId ? 'templates.editTitle' : 'templates.add')}</h1>
      </div>
      {templateId && one.isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : templateId && one.isError ? (
        <EmptyState title={t('errors.notFound')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <TemplateForm item={one.data ?? null} />
      )}
    </div>
  );
}

function TemplateForm({ item }: { item: Template | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useCurrentUser();
  const isManager = user.activeRole === 'systemManager';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  // A company admin works on their own company's templates; the platform's are read-only to them.
  const readOnly = !isManager && item !== null && item.companyId === null;
  const defaultCompany = item ? item.companyId : isManager ? params.get('companyId') || null : (user.activeCompany?.id ?? null);
  const defaults: Values = item
    ? {
        companyId: item.companyId,
        title: item.title,
        titleEn: item.titleEn ?? '',
        description: item.description ?? '',
        descriptionEn: item.descriptionEn ?? '',
        competencyIds: item.competencies.map((c) => c.id),
        factorIds: item.factors.map((f) => f.id),
        positionIds: item.positionIds,
        structureIds: item.structureIds,
        pileMaxBest: item.pileMaxBest,
        pileMaxMostly: item.pileMaxMostly,
        pileMaxLeast: item.pileMaxLeast,
        estimatedMinutes: item.estimatedMinutes,
        minGroupSize: item.minGroupSize,
        isActive: item.isActive,
      }
    : {
        companyId: defaultCompany,
        title: '',
        titleEn: '',
        description: '',
        descriptionEn: '',
        competencyIds: [],
        factorIds: [],
        positionIds: [],
        structureIds: [],
        pileMaxBest: null,
        pileMaxMostly: null,
        pileMaxLeast: null,
        estimatedMinutes: 20,
        minGroupSize: 3,
        isActive: true,
      };
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(templateInputSchema) as Resolver<Values, unknown, Output>,
    defaultValues: defaults,
    disabled: readOnly,
  });

  const competencies = useQuery(everyQuery('competency'));
  const factors = useQuery(everyQuery('factor'));
  const companyId = useWatch({ control, name: 'companyId' }) ?? null;
  // A company admin's structure calls take the session's company; the system manager names it.
  const structureCompany = isManager ? (companyId ?? undefined) : undefined;
  const withStructure = Boolean(companyId);
  const positions = useQuery({
    queryKey: structureKeys.list('position', structureCompany ?? 'session'),
    queryFn: ({ signal }) => fetchAllStructure('position', structureCompany, signal),
    enabled: withStructure,
  });
  const structures = useQuery({
    queryKey: structureKeys.list('structure', structureCompany ?? 'session'),
    queryFn: ({ signal }) => fetchAllStructure('structure', structureCompany, signal),
    enabled: withStructure,
  });

  const competencyIds = useWatch({ control, name: 'competencyIds' }) ?? [];
  const factorIds = useWatch({ control, name: 'factorIds' }) ?? [];
  const maxima = useWatch({ control, name: ['pileMaxBest', 'pileMaxMostly', 'pileMaxLeast'] });
  const cardCount = cardIdsOf(competencyIds, factorIds, competencies.data ?? []).size;
  const automatic = Math.ceil(cardCount / 3);
  const effective = maxima.map((m) => (typeof m === 'number' && Number.isFinite(m) ? m : automatic));
  const tooSmall = cardCount > 0 && effective.reduce((a, b) => a + b, 0) < cardCount;

  const save = useAction(
    (body: Parameters<typeof libraryApi.add<'template'>>[1]) =>
      item ? libraryApi.update('template', { ...body, id: item.id }) : libraryApi.add('template', body),
    {
      invalidates: [libraryKeys.all],
      onSuccess: () => navigate('/admin/templates'),
      form: {
        setError,
        fields: [
          'companyId',
          'title',
          'titleEn',
          'description',
          'descriptionEn',
          'competencyIds',
          'factorIds',
          'positionIds',
          'structureIds',
          'pileMaxBest',
          'pileMaxMostly',
          'pileMaxLeast',
          'estimatedMinutes',
          'minGroupSize',
        ],
      },
    },
  );
  const submit = handleSubmit(({ minGroupSize, ...values }) => {
    const body = {
      ...values,
      // Only a system manager changes it (assessment-method.md §2): left out, the server keeps the stored value
      // (or the default for a new template), even if a system manager raised it after this form opened.
      ...(isManager ? { minGroupSize } : {}),
      positionIds: values.companyId ? values.positionIds : [],
      structureIds: values.companyId ? values.structureIds : [],
    };
    save.fire(body);
  });

  const competencyOptions = (competencies.data ?? [])
    .filter((c) => c.isActive || competencyIds.includes(c.id))
    .map((c) => ({
      id: c.id,
      label: titleIn(c, lang),
      hint: titleIn(factors.data?.find((f) => f.id === c.factorId) ?? { title: c.factorTitle, titleEn: null }, lang),
    }));
  const factorOptions = (factors.data ?? []).map((f) => ({
    id: f.id,
    label: titleIn(f, lang),
    hint: t('templates.factorCompetencies', { count: f.competencyCount, value: localDigits(f.competencyCount, lang) }),
  }));
  const structureOptions = (list: { id: string; title: string; titleEn: string | null }[] | undefined) =>
    (list ?? []).map((s) => ({ id: s.id, label: titleIn(s, lang) }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {readOnly ? <p className="rounded-xl border border-primary-200 bg-primary-50 px-4 py-3">{t('templates.platformReadOnly')}</p> : null}
      <FormSection title={t('templates.basics')}>
        {isManager && !item ? (
          <Field
            id="template-company"
            label={t('templates.ownerField')}
            hint={t('templates.ownerHint')}
            error={errorText(errors.companyId)}
          >
            {(c) => (
              <Controller
                control={control}
                name="companyId"
                render={({ field }) => (
                  <CompanyPicker
                    id={c.id}
                    aria-describedby={c['aria-describedby']}
                    value={field.value ?? ''}
                    emptyLabel={t('templates.platform')}
                    onChange={(v) => field.onChange(v || null)}
                  />
                )}
              />
            )}
          </Field>
        ) : null}
        <div className="grid gap-3 md:grid-cols-2">
          <Field id="template-title" label={t('library.fields.titleFa')} error={errorText(errors.title)}>
            {(c) => <Input {...c} autoComplete="off" {...register('title')} />}
          </Field>
          <Field id="template-title-en" label={t('library.fields.titleEn')} error={errorText(errors.titleEn)}>
            {(c) => <Input {...c} dir="ltr" lang="en" autoComplete="off" {...register('titleEn')} />}
          </Field>
          <Field
            id="template-description"
            label={t('library.fields.descriptionFa')}
            hint={t('library.optional')}
            error={errorText(errors.description)}
          >
            {(c) => <textarea {...c} rows={3} className={inputClasses} {...register('description')} />}
          </Field>
          <Field
            id="template-description-en"
            label={t('library.fields.descriptionEn')}
            hint={t('library.optional')}
            error={errorText(errors.descriptionEn)}
          >
            {(c) => <textarea {...c} rows={3} dir="ltr" lang="en" className={inputClasses} {...register('descriptionEn')} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('templates.cardsSection')} description={t('templates.cardsHint')}>
        <div className="grid gap-5 lg:grid-cols-2">
          <Controller
            control={control}
            name="factorIds"
            render={({ field }) => (
              <Picker
                id="template-factors"
                label={t('templates.factors')}
                description={t('templates.factorsHint')}
                options={factorOptions}
                {...idsField(field.value ?? [], factorOptions, field.onChange)}
                loading={factors.isPending}
                max={50}
              />
            )}
          />
          <Controller
            control={control}
            name="competencyIds"
            render={({ field }) => (
              <Picker
                id="template-competencies"
                label={t('templates.competencies')}
                description={t('templates.competenciesHint')}
                options={competencyOptions}
                {...idsField(field.value ?? [], competencyOptions, field.onChange)}
                loading={competencies.isPending}
                max={300}
              />
            )}
          />
        </div>
        <p className="rounded-lg bg-page px-3 py-2 font-medium" aria-live="polite">
          {t('templates.cardCount', { count: cardCount, value: localDigits(cardCount, lang) })}
        </p>
      </FormSection>

      {withStructure ? (
        <FormSection title={t('templates.audience')} description={t('templates.audienceHint')}>
          <div className="grid gap-5 lg:grid-cols-2">
            <Controller
              control={control}
              name="positionIds"
              render={({ field }) => (
                <Picker
                  id="template-positions"
                  label={t('templates.positions')}
                  options={structureOptions(positions.data)}
                  {...idsField(field.value ?? [], structureOptions(positions.data), field.onChange)}
                  loading={positions.isPending}
                />
              )}
            />
            <Controller
              control={control}
              name="structureIds"
              render={({ field }) => (
                <Picker
                  id="template-structures"
                  label={t('templates.structures')}
                  options={structureOptions(structures.data)}
                  {...idsField(field.value ?? [], structureOptions(structures.data), field.onChange)}
                  loading={structures.isPending}
                />
              )}
            />
          </div>
        </FormSection>
      ) : null}

      <FormSection
        title={t('templates.sortSettings')}
        description={t('templates.pileHint', { automatic: localDigits(automatic, lang), cards: localDigits(cardCount, lang) })}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ['pileMaxBest', 'best'],
              ['pileMaxMostly', 'mostly'],
              ['pileMaxLeast', 'least'],
            ] as const
          ).map(([name, pile], index) => (
            <Field
              key={name}
              id={`template-${name}`}
              label={t('templates.pileMax', { pile: t(`cardSort.piles.${pile}.name`) })}
              hint={typeof maxima[index] === 'number' ? undefined : t('templates.automatic', { value: localDigits(automatic, lang) })}
              error={errorText(errors[name])}
            >
              {(c) => (
                <Input
                  {...c}
                  dir="ltr"
                  inputMode="numeric"
                  placeholder={String(automatic)}
                  {...register(name, { setValueAs: asNullableNumber })}
                />
              )}
            </Field>
          ))}
        </div>
        {tooSmall ? (
          <p role="alert" className="flex items-center gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-ink">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            {t('templates.pilesTooSmall', {
              sum: localDigits(
                effective.reduce((a, b) => a + b, 0),
                lang,
              ),
              cards: localDigits(cardCount, lang),
            })}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            id="template-minutes"
            label={t('templates.minutes')}
            hint={t('templates.minutesHint')}
            error={errorText(errors.estimatedMinutes)}
          >
            {(c) => <Input {...c} dir="ltr" inputMode="numeric" {...register('estimatedMinutes', { setValueAs: asNumber })} />}
          </Field>
          {/* assessment-method.md §2: only a system manager changes it (the server refuses anyone else's change). */}
          <Field
            id="template-group-size"
            label={t('templates.minGroupSize')}
            hint={t(isManager ? 'templates.minGroupSizeHint' : 'templates.minGroupSizeManagerOnly')}
            error={errorText(errors.minGroupSize)}
          >
            {(c) => (
              <Input {...c} dir="ltr" inputMode="numeric" readOnly={!isManager} {...register('minGroupSize', { setValueAs: asNumber })} />
            )}
          </Field>
        </div>
      </FormSection>
      <Checkbox id="template-active" label={t('library.fields.isActive')} {...register('isActive')} />
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.busy}>
            {t('library.actions.save')}
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/admin/templates')} disabled={save.busy}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
    </form>
  );
}
