import type { ReactNode } from 'react';
import { Form, useActionData, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBMISSION_KEY_FIELD } from '@rira/contracts/site/forms';
import { Button } from '../../components/ui/button.tsx';
import { InlineScript } from '../../lib/inline-script.tsx';
import { PlainHoneypotField, PrivacyNote, SentNote } from './form-parts.tsx';
import { enhanceLeadForms } from './lead-form-script.ts';
import type { LeadFormResult, LeadIntent } from './lead-form-result.ts';

/** The page action's answer for this form (its `intent`), if the visitor has just sent it. */
export function useLeadFormResult<F extends string>(intent: LeadIntent): LeadFormResult<F> | undefined {
  const answer = useActionData<(LeadFormResult<F> & { intent?: LeadIntent }) | undefined>();
  return answer?.intent === intent ? answer : undefined;
}

export interface LeadFormProps {
  intent: LeadIntent;
  /** The box's id: the small script takes the box with this id from the action's answer. */
  id: string;
  label: string;
  submitLabel: string;
  result: LeadFormResult | undefined;
  /** A heading above the confirmation (the survey's thank-you). */
  sentTitle?: ReactNode;
  /** Shown instead of the server's confirmation message. */
  sentMessage?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A public form as plain HTML (docs/decisions/027): it posts to its page's action, which checks it
 * with the API's schema and answers with every field's problem (and what was typed), or with the
 * confirmation. It works without JavaScript; on a static page a small inline script sends the same
 * post without a reload (lead-form-script.ts), and on a hydrated page React Router does.
 */
export function LeadForm({ intent, id, label, submitLabel, result, sentTitle, sentMessage, className, children }: LeadFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <>
      <LeadFormBox
        id={id}
        intent={intent}
        label={label}
        submitLabel={submitLabel}
        result={result}
        sentTitle={sentTitle}
        sentMessage={sentMessage}
        className={className}
        busy={busy}
      >
        {children}
      </LeadFormBox>
      {/* Outside the box, which the script replaces. */}
      <InlineScript run={enhanceLeadForms} />
    </>
  );
}

function LeadFormBox({
  id,
  intent,
  label,
  submitLabel,
  result,
  sentTitle,
  sentMessage,
  className,
  busy,
  children,
}: LeadFormProps & { busy: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div id={id} data-lead-form-box="">
      {result?.sent !== undefined ? (
        <div className="flex flex-col gap-3">
          {sentTitle}
          <SentNote message={sentMessage ?? result.sent} againHref={pathname} />
        </div>
      ) : (
        <Form
          method="post"
          noValidate
          preventScrollReset
          data-lead-form=""
          className={className ?? 'relative flex flex-col gap-4'}
          aria-label={label}
        >
          <input type="hidden" name="intent" value={intent} />
          {/* The send's idempotency key: empty in the (cached, shared) page; the script makes it. */}
          <input type="hidden" name={SUBMISSION_KEY_FIELD} value={result?.submissionKey ?? ''} />
          {result?.errors.form ? (
            <p role="alert" className="rounded-lg bg-[#fef3f2] p-3 text-sm font-medium text-danger">
              {result.errors.form}
            </p>
          ) : null}
          {children}
          <PlainHoneypotField />
          <PrivacyNote />
          {/* The script shows it when a background send got no usable answer (lead-form-script.ts). */}
          <p role="alert" data-lead-form-failed="" hidden className="rounded-lg bg-[#fef3f2] p-3 text-sm font-medium text-danger">
            {t('leadForms.notConfirmed')}
          </p>
          <div>
            <Button
              type="submit"
              disabled={busy}
              aria-disabled={busy}
              data-busy-label={t('leadForms.sending')}
              className="w-full sm:w-auto"
            >
              {busy ? t('leadForms.sending') : submitLabel}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

/** The first of `fields` in error: it takes the focus when the page comes back (also without JavaScript). */
export function firstInError<F extends string>(fields: readonly F[], result: LeadFormResult<F> | undefined): F | undefined {
  return fields.find((name) => result?.errors?.[name]);
}
