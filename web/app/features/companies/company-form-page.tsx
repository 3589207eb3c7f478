import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LanguageCode } from '@rira/contracts/language';
import { toLatinDigits } from '@rira/contracts/persian-text';
import { companyInputSchema, type Company, type CompanyInput } from '@rira/contracts/organisation';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { DatePicker } from '../../components/ui/date-picker.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAction } from '../../lib/use-action.ts';
import { BackLink } from '../../components/admin/back-link.tsx';
import { companiesApi, companyKeys } from './companies-api.ts';
import { LogoPicker } from '../../components/ui/logo-picker.tsx';

type Values = CompanyInput;
type Output = z.output<typeof companyInputSchema>;

const EMPTY: Values = { title: '', titleEn: '', licenceExpiresOn: null, maxUsers: null, isActive: true };

function toValues(company: Company): Values {
  return {
    title: company.title,
    titleEn: company.titleEn ?? '',
    licenceExpiresOn: company.licenceExpiresOn,
    maxUsers: company.maxUsers,
    isActive: company.isActive,
  };
}

/** A number field's text → number (Persian digits too), '' → null; anything else stays for zod to refuse. */
function toMaxUsers(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const latin = toLatinDigits(String(value)).replace(/[,\u066C\u060C\s]/g, '');
  return /^\d+$/.test(latin) ? Number(latin) : latin;
}

/** /admin/companies/add */
export function CompanyAddPage() {
  return <CompanyFormPage company={null} />;
}

/** /admin/companies/{id}/edit */
export function CompanyEditPage({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({ queryKey: companyKeys.one(companyId), queryFn: () => companiesApi.get(companyId) });
  if (isPending) return <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>;
  if (isError || !data)
    return <EmptyState title={t('companies.notFound')} className="mx-auto max-w-3xl rounded-xl border border-line bg-surface" />;
  return <CompanyFormPage key={data.id} company={data} />;
}

function CompanyFormPage({ company }: { company: Company | null }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const [logos, setLogos] = useState<Record<LanguageCode, File | null>>({ fa: null, en: null });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(companyInputSchema), defaultValues: company ? toValues(company) : EMPTY });

  // Seed spec §7: the company first, then its logos with the id. A refused logo does not undo the company (only its refusal rejects).
  const save = useAction(
    async (values: Output) => {
      let id = company?.id ?? null;
      if (company) await companiesApi.update({ ...values, id: company.id });
      else id = await companiesApi.add(values);
      let logosFailed = false;
      for (const language of ['fa', 'en'] as const) {
        const file = logos[language];
        if (!file || !id) continue;
        try {
          await companiesApi.uploadLogo(id, language, file);
        } catch {
          logosFailed = true;
        }
      }
      return { id, logosFailed };
    },
    {
      invalidates: [companyKeys.all],
      form: { setError, fields: ['title', 'titleEn', 'licenceExpiresOn', 'maxUsers', 'isActive'] },
      // A logo the server refused can be chosen again on the edit page; the company is saved.
      onSuccess: ({ id, logosFailed }) => navigate(logosFailed && id ? `/admin/companies/${id}/edit` : `/admin/companies/${id}`),
    },
  );
  const onSubmit = handleSubmit((values) => save.fire(values));

  const back = company ? `/admin/companies/${company.id}` : '/admin/companies';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <BackLink to={back} label={company ? t('companies.backToCompany') : t('companies.backToList')} />
      <h1 className="text-2xl font-bold md:text-3xl">
        {company ? t('companies.editTitle', { title: company.title }) : t('companies.addTitle')}
      </h1>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
        <section aria-labelledby="company-details" className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
          <h2 id="company-details" className="mb-4 text-lg font-semibold">
            {t('companies.form.details')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="company-title" label={t('companies.fields.title')} error={errorText(errors.title)}>
              {(c) => <Input {...c} autoComplete="organization" {...register('title')} />}
            </Field>
            <Field id="company-title-en" label={t('companies.fields.titleEn')} hint={t('org.optional')} error={errorText(errors.titleEn)}>
              {(c) => <Input {...c} dir="ltr" lang="en" autoComplete="off" {...register('titleEn')} />}
            </Field>
            <Field
              id="company-licence"
              label={t('companies.fields.licenceExpiresOn')}
              hint={t('companies.form.licenceHint')}
              error={errorText(errors.licenceExpiresOn)}
            >
              {(c) => (
                <Controller
                  control={control}
                  name="licenceExpiresOn"
                  render={({ field }) => (
                    <DatePicker
                      {...c}
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </Field>
            <Field
              id="company-max-users"
              label={t('companies.fields.maxUsers')}
              hint={t('companies.form.maxUsersHint')}
              error={errorText(errors.maxUsers)}
            >
              {(c) => (
                <Input {...c} dir="ltr" inputMode="numeric" autoComplete="off" {...register('maxUsers', { setValueAs: toMaxUsers })} />
              )}
            </Field>
            <Checkbox id="company-active" label={t('companies.fields.isActive')} {...register('isActive')} />
          </div>
        </section>

        <section aria-labelledby="company-logos" className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
          <h2 id="company-logos" className="mb-1 text-lg font-semibold">
            {t('companies.form.logos')}
          </h2>
          <p className="mb-4 text-sm text-ink-muted">{t('companies.form.logoHint')}</p>
          <div className="grid gap-6 sm:grid-cols-2">
            {(['fa', 'en'] as const).map((language) => (
              <LogoField
                key={language}
                language={language}
                currentUrl={language === 'fa' ? (company?.logoFaUrl ?? null) : (company?.logoEnUrl ?? null)}
                file={logos[language]}
                onFile={(file) => setLogos((all) => ({ ...all, [language]: file }))}
              />
            ))}
          </div>
        </section>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.busy}>
            {company ? t('org.actions.saveChanges') : t('companies.form.create')}
          </Button>
          <Button variant="ghost" onClick={() => void navigate(back)} disabled={save.busy}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function LogoField({
  language,
  currentUrl,
  file,
  onFile,
}: {
  language: LanguageCode;
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const label = t(`companies.fields.logo_${language}`);
  return (
    <LogoPicker
      id={`company-logo-${language}`}
      texts={{
        label,
        preview: t('companies.form.logoPreview', { label }),
        choose: t('companies.form.chooseLogo'),
        replace: t('companies.form.replaceLogo'),
        removeChosen: t('companies.form.removeChosen'),
        badType: t('companies.form.logoBadType'),
        tooLarge: t('companies.form.logoTooLarge'),
      }}
      currentUrl={currentUrl}
      file={file}
      problem={problem}
      onFile={onFile}
      onProblem={setProblem}
    />
  );
}
