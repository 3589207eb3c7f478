import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { contactFormSchema, type ContactForm, type ContactFormInput } from '@rira/contracts/site/forms';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { asFieldError, HoneypotField, LEAD_CALLS, PrivacyNote, SentNote, SubmitButton, useLeadSubmit } from './form-parts.tsx';
import { ClientForm } from '../../components/ui/client-form.tsx';

const FIELDS = ['fullname', 'phoneNumber', 'position', 'email', 'message'] as const;

/** /contact-us: the spec's contact shape (name, phone, position, work e-mail) and a message. */
export function ContactForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<ContactFormInput, unknown, ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { fullname: '', phoneNumber: '', position: '', email: '', message: '', website: '' },
  });
  const { submit, sentMessage, clearSent } = useLeadSubmit(form, LEAD_CALLS.contact, FIELDS);
  const { errors, isSubmitting } = form.formState;

  if (sentMessage) return <SentNote message={sentMessage} onAgain={clearSent} />;
  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void submit(event)}
      className="relative flex flex-col gap-4"
      aria-label={t('leadForms.submitContact')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-fullname" label={t('leadForms.fields.fullname')} error={errorText(asFieldError(errors.fullname))}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('fullname')} />}
        </Field>
        <Field id="contact-position" label={t('leadForms.fields.position')} error={errorText(asFieldError(errors.position))}>
          {(control) => <Input {...control} autoComplete="organization-title" {...form.register('position')} />}
        </Field>
        <Field
          id="contact-phone"
          label={t('leadForms.fields.phoneNumber')}
          hint={t('leadForms.fields.phoneHint')}
          error={errorText(asFieldError(errors.phoneNumber))}
        >
          {(control) => <Input {...control} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" {...form.register('phoneNumber')} />}
        </Field>
        <Field id="contact-email" label={t('leadForms.fields.email')} error={errorText(asFieldError(errors.email))}>
          {(control) => <Input {...control} type="email" dir="ltr" autoComplete="email" {...form.register('email')} />}
        </Field>
      </div>
      <Field
        id="contact-message"
        label={`${t('leadForms.fields.message')} (${t('leadForms.fields.optional')})`}
        error={errorText(asFieldError(errors.message))}
      >
        {(control) => <Textarea {...control} {...form.register('message')} />}
      </Field>
      <HoneypotField form={form} />
      <PrivacyNote />
      <div>
        <SubmitButton busy={isSubmitting} label={t('leadForms.submitContact')} />
      </div>
    </ClientForm>
  );
}
