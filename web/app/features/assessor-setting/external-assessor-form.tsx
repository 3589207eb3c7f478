import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { externalPersonSchema, type AssessorType } from '@rira/contracts/assessments';
import { Button } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { useLang } from '../../lib/use-lang.ts';
import { firstTypeWithRoom, type TypeCount } from './nomination-rules.ts';
import type { LanguageCode } from '@rira/contracts/language';

const externalFormSchema = z.object({
  person: externalPersonSchema,
  assessorTypeId: z.string().min(1, { error: 'validation.required' }),
  invitationLanguage: z.enum(['fa', 'en']),
});
type ExternalValues = {
  person: { name: string; email: string; mobile: string | null };
  assessorTypeId: string;
  invitationLanguage: LanguageCode;
};
type ExternalOutput = z.output<typeof externalFormSchema>;

/** Someone from outside the company, typed in: added to the drafts, sent to the server only with the next save. */
export function ExternalAssessorForm({
  types,
  counts,
  taken,
  onAdd,
}: {
  types: AssessorType[];
  counts: TypeCount[];
  taken: Set<string>;
  onAdd: (external: { name: string; email: string; mobile: string | null }, typeId: string, language: LanguageCode) => void;
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
                  {titleIn(type, lang)}
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
