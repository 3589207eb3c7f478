import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { attachmentRequestSchema, type AttachmentRequest, type AttachmentRequestInput } from '@rira/contracts/site/forms';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { asFieldError, HoneypotField, PrivacyNote, SentNote, SubmitButton, useLeadSubmit } from './form-parts.tsx';

const FIELDS = ['fullname', 'email', 'phoneNumber', 'attachmentId'] as const;

/** user/AttachmentRequest/Submit: the article's file is e-mailed to the address given. Loaded only when asked for. */
export default function AttachmentRequestForm({ articleId, attachmentId }: { articleId: string; attachmentId: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<AttachmentRequestInput, unknown, AttachmentRequest>({
    resolver: zodResolver(attachmentRequestSchema),
    defaultValues: { articleId, attachmentId, fullname: '', email: '', phoneNumber: '', website: '' },
  });
  const { submit, sentMessage } = useLeadSubmit(form, 'user/AttachmentRequest/Submit', FIELDS);
  const { errors, isSubmitting } = form.formState;
  const id = (name: string) => `attachment-${attachmentId.slice(0, 8)}-${name}`;

  if (sentMessage) return <SentNote message={sentMessage} />;
  return (
    <form noValidate onSubmit={submit} className="relative mt-4 flex flex-col gap-4" aria-label={t('leadForms.submitAttachment')}>
      <input type="hidden" {...form.register('articleId')} />
      <input type="hidden" {...form.register('attachmentId')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('fullname')} label={t('leadForms.fields.fullname')} error={errorText(asFieldError(errors.fullname))}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('fullname')} />}
        </Field>
        <Field id={id('email')} label={t('leadForms.fields.emailPersonal')} error={errorText(asFieldError(errors.email))}>
          {(control) => <Input {...control} type="email" dir="ltr" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field
          id={id('phone')}
          label={`${t('leadForms.fields.phoneNumber')} (${t('leadForms.fields.optional')})`}
          hint={t('leadForms.fields.phoneHint')}
          error={errorText(asFieldError(errors.phoneNumber))}
        >
          {(control) => <Input {...control} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" {...form.register('phoneNumber')} />}
        </Field>
      </div>
      {errors.attachmentId ? <p className="text-sm font-medium text-danger">{errorText(asFieldError(errors.attachmentId))}</p> : null}
      <HoneypotField form={form} />
      <PrivacyNote />
      <div>
        <SubmitButton busy={isSubmitting} label={t('leadForms.submitAttachment')} />
      </div>
    </form>
  );
}
