import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { firstInError, LeadForm, useLeadFormResult } from './lead-form.tsx';
import { CONTACT_FIELDS, type ContactField } from './lead-form-result.ts';

/**
 * /contact-us: the spec's contact shape (name, phone, position, work e-mail) and a message. Posted
 * to the page's action (routes/contact-us.tsx), which checks it with contactFormSchema.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const result = useLeadFormResult<ContactField>('contact');
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const first = firstInError(CONTACT_FIELDS, result);
  const control = (name: ContactField) => ({ name, defaultValue: values[name], autoFocus: first === name });

  return (
    <LeadForm
      intent="contact"
      id="contact-form"
      label={t('leadForms.submitContact')}
      submitLabel={t('leadForms.submitContact')}
      result={result}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-fullname" label={t('leadForms.fields.fullname')} error={errors.fullname}>
          {(field) => <Input {...field} autoComplete="name" {...control('fullname')} />}
        </Field>
        <Field id="contact-position" label={t('leadForms.fields.position')} error={errors.position}>
          {(field) => <Input {...field} autoComplete="organization-title" {...control('position')} />}
        </Field>
        <Field
          id="contact-phone"
          label={t('leadForms.fields.phoneNumber')}
          hint={t('leadForms.fields.phoneHint')}
          error={errors.phoneNumber}
        >
          {(field) => <Input {...field} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" {...control('phoneNumber')} />}
        </Field>
        <Field id="contact-email" label={t('leadForms.fields.email')} error={errors.email}>
          {(field) => <Input {...field} type="email" dir="ltr" autoComplete="email" {...control('email')} />}
        </Field>
      </div>
      <Field id="contact-message" label={`${t('leadForms.fields.message')} (${t('leadForms.fields.optional')})`} error={errors.message}>
        {(field) => <Textarea {...field} {...control('message')} />}
      </Field>
    </LeadForm>
  );
}
