import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PlainHoneypotField, PrivacyNote, SentNote, SubmitButton } from './form-parts.tsx';

export const ATTACHMENT_FIELDS = ['fullname', 'email', 'phoneNumber', 'attachmentId'] as const;
export type AttachmentField = (typeof ATTACHMENT_FIELDS)[number];
/** Already translated; `form` is an error of no one field (a refused or failed call). */
export type AttachmentErrors = Partial<Record<AttachmentField | 'form', string>>;

/** What the article page's action answers (attachment-request.server.ts): sent, or refused with the reader's input. */
export type AttachmentRequestResult =
  | { attachmentId: string; sent: string; values?: undefined; errors?: undefined }
  | {
      attachmentId: string;
      sent?: undefined;
      values: { fullname: string; email: string; phoneNumber: string };
      errors: AttachmentErrors;
    };

export interface AttachmentRequestFormProps {
  articleId: string;
  attachmentId: string;
  /** The action's answer for this file, if the reader has just sent the form. */
  result?: AttachmentRequestResult;
}

/**
 * user/AttachmentRequest/Submit: the article's file is e-mailed to the address given. A plain
 * form post to the article page's action, so it works on the page without JavaScript; on a
 * hydrated page React Router sends the same post in the background.
 */
export function AttachmentRequestForm({ articleId, attachmentId, result }: AttachmentRequestFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('attachmentId') === attachmentId;
  const id = (name: string) => `attachment-${attachmentId.slice(0, 8)}-${name}`;
  const errors = result?.errors ?? {};
  const values = result?.values;
  // The first field in error takes the focus when the page comes back with errors (also without JavaScript).
  const firstError = (['fullname', 'email', 'phoneNumber'] as const).find((name) => errors[name]);

  if (result?.sent !== undefined) return <SentNote message={result.sent} />;
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className="relative mt-4 flex flex-col gap-4"
      aria-label={t('leadForms.submitAttachment')}
    >
      <input type="hidden" name="intent" value="attachment" />
      <input type="hidden" name="articleId" value={articleId} />
      <input type="hidden" name="attachmentId" value={attachmentId} />
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-[#fef3f2] p-3 text-sm font-medium text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('fullname')} label={t('leadForms.fields.fullname')} error={errors.fullname}>
          {(control) => (
            <Input {...control} name="fullname" autoComplete="name" defaultValue={values?.fullname} autoFocus={firstError === 'fullname'} />
          )}
        </Field>
        <Field id={id('email')} label={t('leadForms.fields.emailPersonal')} error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              defaultValue={values?.email}
              autoFocus={firstError === 'email'}
            />
          )}
        </Field>
        <Field
          id={id('phone')}
          label={`${t('leadForms.fields.phoneNumber')} (${t('leadForms.fields.optional')})`}
          hint={t('leadForms.fields.phoneHint')}
          error={errors.phoneNumber}
        >
          {(control) => (
            <Input
              {...control}
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
              defaultValue={values?.phoneNumber}
              autoFocus={firstError === 'phoneNumber'}
            />
          )}
        </Field>
      </div>
      {errors.attachmentId ? <p className="text-sm font-medium text-danger">{errors.attachmentId}</p> : null}
      <PlainHoneypotField />
      <PrivacyNote />
      <div>
        <SubmitButton busy={busy} label={t('leadForms.submitAttachment')} />
      </div>
    </Form>
  );
}
