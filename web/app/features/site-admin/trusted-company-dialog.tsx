import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LanguageCode } from '@rira/contracts/language';
import { trustedCompanyInputSchema, type AdminTrustedCompany, type TrustedCompanyInput } from '@rira/contracts/site/admin-site';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { LogoPicker } from '../../components/ui/logo-picker.tsx';
import { OrderVisibleFields, latinNumber } from './order-visible-fields.tsx';
import { pageKeyOptions, siteAdminKeys, trustedCompanyApi } from './site-admin-api.ts';

type Output = z.output<typeof trustedCompanyInputSchema>;
const FIELDS = ['name', 'nameEn', 'pageKeys', 'isVisible', 'order'] as const;
const LANGUAGES: readonly LanguageCode[] = ['fa', 'en'];

/**
 * Add or edit a trusted company, then upload its chosen logos with its id (seed spec §7: the record
 * first, then the logos). A refused logo keeps the dialog open on the saved company, with the
 * server's reason under that logo, so choosing another file and saving again just uploads it.
 */
export function TrustedCompanyDialog({
  company,
  onClose,
  onSaved,
}: {
  company: AdminTrustedCompany | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [savedId, setSavedId] = useState<string | null>(company?.id ?? null);
  const [logos, setLogos] = useState<Record<LanguageCode, File | null>>({ fa: null, en: null });
  const [problems, setProblems] = useState<Record<LanguageCode, string | null>>({ fa: null, en: null });
  const [uploaded, setUploaded] = useState<Record<LanguageCode, string | null>>({
    fa: company?.logoFaUrl ?? null,
    en: company?.logoEnUrl ?? null,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TrustedCompanyInput, unknown, Output>({
    resolver: zodResolver(trustedCompanyInputSchema),
    defaultValues: company
      ? {
          name: company.name,
          nameEn: company.nameEn ?? '',
          pageKeys: company.pageKeys as Output['pageKeys'],
          isVisible: company.isVisible,
          order: company.order,
        }
      : { name: '', nameEn: '', pageKeys: ['home'], isVisible: true, order: 0 },
  });

  // The company first, then its logos with the id; a refused logo does not undo the company (only its refusal rejects).
  const save = useAction(
    async (values: Output) => {
      let id = savedId;
      if (id) await trustedCompanyApi.update({ ...values, id });
      else id = await trustedCompanyApi.create(values);
      setSavedId(id);
      let refused = false;
      for (const language of LANGUAGES) {
        const file = logos[language];
        if (!file) continue;
        try {
          const { logoUrl } = await trustedCompanyApi.uploadLogo(id, language, file);
          setUploaded((all) => ({ ...all, [language]: logoUrl }));
          setLogos((all) => ({ ...all, [language]: null }));
        } catch (error) {
          refused = true;
          setProblems((all) => ({ ...all, [language]: error instanceof ApiError ? error.message : t('siteAdmin.trusted.logoFailed') }));
        }
      }
      return refused;
    },
    {
      invalidates: [siteAdminKeys.companies],
      onSuccess: (refused) => {
        if (!refused) onSaved();
      },
      form: { setError, fields: FIELDS },
    },
  );
  const onSubmit = handleSubmit((values) => save.fire(values));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && (savedId && !company ? onSaved() : onClose())}
      title={t(company ? 'siteAdmin.trusted.editTitle' : 'siteAdmin.trusted.add')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="-mx-1 flex max-h-[75vh] flex-col gap-4 overflow-y-auto px-1">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="trusted-name" label={t('siteAdmin.trusted.fields.name')} error={errorText(errors.name)}>
            {(c) => <Input {...c} autoComplete="organization" {...register('name')} />}
          </Field>
          <Field
            id="trusted-name-en"
            label={t('siteAdmin.trusted.fields.nameEn')}
            hint={t('siteAdmin.optional')}
            error={errorText(errors.nameEn as FieldError | undefined)}
          >
            {(c) => <Input {...c} dir="ltr" lang="en" autoComplete="off" {...register('nameEn')} />}
          </Field>
        </div>

        <fieldset aria-describedby={errors.pageKeys ? 'trusted-pages-error' : undefined} className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{t('siteAdmin.trusted.fields.pageKeys')}</legend>
          <div className="grid max-h-48 grid-cols-1 gap-x-4 overflow-y-auto rounded-lg border border-line px-3 sm:grid-cols-2">
            {pageKeyOptions(t).map((o) => (
              <Checkbox key={o.value} id={`trusted-page-${o.value}`} label={o.label} value={o.value} {...register('pageKeys')} />
            ))}
          </div>
          {errors.pageKeys ? (
            <p id="trusted-pages-error" className="text-sm font-medium text-danger">
              {errorText(errors.pageKeys as unknown as FieldError | undefined) ?? t('validation.choose')}
            </p>
          ) : null}
        </fieldset>

        <OrderVisibleFields
          idPrefix="trusted"
          order={register('order', { setValueAs: latinNumber })}
          orderError={errorText(errors.order as FieldError | undefined)}
          visible={register('isVisible')}
        />

        <section aria-labelledby="trusted-logos" className="flex flex-col gap-3">
          <h3 id="trusted-logos" className="text-sm font-semibold">
            {t('siteAdmin.trusted.logos')}
          </h3>
          <p className="text-sm text-ink-muted">{t('siteAdmin.trusted.logoHint')}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            {LANGUAGES.map((language) => (
              <LogoPicker
                key={language}
                id={`trusted-logo-${language}`}
                texts={{
                  label: t(`siteAdmin.trusted.fields.logo_${language}`),
                  preview: t('siteAdmin.trusted.logoPreview', { label: t(`siteAdmin.trusted.fields.logo_${language}`) }),
                  choose: t('siteAdmin.trusted.chooseLogo'),
                  replace: t('siteAdmin.trusted.replaceLogo'),
                  removeChosen: t('siteAdmin.trusted.removeChosen'),
                  badType: t('siteAdmin.trusted.logoBadType'),
                  tooLarge: t('siteAdmin.trusted.logoTooLarge'),
                  hint: t('siteAdmin.trusted.logoHint'),
                }}
                currentUrl={uploaded[language]}
                file={logos[language]}
                problem={problems[language]}
                onFile={(file) => setLogos((all) => ({ ...all, [language]: file }))}
                onProblem={(problem) => setProblems((all) => ({ ...all, [language]: problem }))}
              />
            ))}
          </div>
        </section>

        <FormActions
          cancelLabel={t(savedId && !company ? 'common.close' : 'common.cancel')}
          submitLabel={t('siteAdmin.save')}
          onCancel={savedId && !company ? onSaved : onClose}
          busy={save.busy}
        />
      </form>
    </Modal>
  );
}
