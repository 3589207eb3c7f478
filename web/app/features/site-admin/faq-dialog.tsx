import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { faqInputSchema, type AdminFaq, type FaqInput } from '@rira/contracts/site/admin-site';
import { Modal } from '../../components/ui/drawer.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useAction } from '../../lib/use-action.ts';
import { OrderVisibleFields, latinNumber } from './order-visible-fields.tsx';
import { faqApi, pageKeyOptions, siteAdminKeys } from './site-admin-api.ts';
import type { LanguageCode } from '@rira/contracts/language';

type Output = z.output<typeof faqInputSchema>;

const FIELDS = ['pageKey', 'language', 'question', 'answer', 'isVisible', 'order'] as const;

/** Add or edit one FAQ: its page, language, question, answer (plain text), order and visibility. */
export function FaqDialog({
  faq,
  defaults,
  onClose,
  onSaved,
}: {
  faq: AdminFaq | null;
  /** For a new FAQ: the page and language the list is filtered by. */
  defaults: { pageKey?: string; language?: LanguageCode };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FaqInput, unknown, Output>({
    resolver: zodResolver(faqInputSchema),
    defaultValues: faq
      ? {
          pageKey: faq.pageKey as Output['pageKey'],
          language: faq.language,
          question: faq.question,
          answer: faq.answer,
          isVisible: faq.isVisible,
          order: faq.order,
        }
      : {
          pageKey: (defaults.pageKey ?? 'home') as Output['pageKey'],
          language: defaults.language ?? 'fa',
          question: '',
          answer: '',
          isVisible: true,
          order: 0,
        },
  });

  const save = useAction((values: Output) => (faq ? faqApi.update({ ...values, id: faq.id }) : faqApi.create(values)), {
    invalidates: [siteAdminKeys.faqs],
    onSuccess: () => onSaved(),
    form: { setError, fields: FIELDS },
  });
  const onSubmit = handleSubmit((values) => save.fire(values));

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t(faq ? 'siteAdmin.faq.editTitle' : 'siteAdmin.faq.add')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="-mx-1 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-1">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="faq-page" label={t('siteAdmin.faq.fields.pageKey')} error={errorText(errors.pageKey)}>
            {(c) => (
              <Select {...c} {...register('pageKey')}>
                {pageKeyOptions(t).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="faq-language" label={t('siteAdmin.fields.language')} error={errorText(errors.language)}>
            {(c) => (
              <Select {...c} {...register('language')}>
                <option value="fa">{t('siteAdmin.languages.fa')}</option>
                <option value="en">{t('siteAdmin.languages.en')}</option>
              </Select>
            )}
          </Field>
        </div>
        <Field id="faq-question" label={t('siteAdmin.faq.fields.question')} error={errorText(errors.question)}>
          {(c) => <Input {...c} autoComplete="off" {...register('question')} />}
        </Field>
        <Field
          id="faq-answer"
          label={t('siteAdmin.faq.fields.answer')}
          hint={t('siteAdmin.faq.answerHint')}
          error={errorText(errors.answer)}
        >
          {(c) => <Textarea {...c} rows={6} {...register('answer')} />}
        </Field>
        <OrderVisibleFields
          idPrefix="faq"
          order={register('order', { setValueAs: latinNumber })}
          orderError={errorText(errors.order as FieldError | undefined)}
          visible={register('isVisible')}
        />
        <FormActions cancelLabel={t('common.cancel')} submitLabel={t('siteAdmin.save')} onCancel={onClose} busy={save.busy} />
      </form>
    </Modal>
  );
}
