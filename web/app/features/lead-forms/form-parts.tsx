import { useId, useState } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { leadsContract } from '@rira/contracts/api/leads';
import { HONEYPOT_FIELD } from '@rira/contracts/site/forms';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { apiAt, type RouteAddress } from '../../lib/api-address.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { LocalLink } from '../../components/language/local-link.tsx';

/**
 * What the public forms share: the honeypot, the privacy note, the submit button, and one way
 * to send (the page's language goes with the call, so the answer and its errors speak it).
 */

/** A field people never see or reach (off-screen, out of the tab order); bots fill it. */
export function HoneypotField<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{t('leadForms.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD as Path<T>)} />
    </div>
  );
}

/** The same honeypot for a plain form post (no react-hook-form): the article's attachment form. */
export function PlainHoneypotField() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{t('leadForms.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function PrivacyNote() {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-ink-muted">
      {t('leadForms.privacyBefore')}
      <LocalLink to="/policy" className="font-medium text-primary-700 underline">
        {t('leadForms.privacyLink')}
      </LocalLink>
      {t('leadForms.privacyAfter')}
    </p>
  );
}

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={busy} aria-disabled={busy} className="w-full sm:w-auto">
      {busy ? t('leadForms.sending') : label}
    </Button>
  );
}

/**
 * The confirmation (it stays after a success toast has gone). `againHref`: the form's page again, a
 * plain link for the forms that work without JavaScript.
 */
export function SentNote({ message, onAgain, againHref }: { message: string; onAgain?: () => void; againHref?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-success/30 bg-[#ecfdf3] p-5 text-[#05603a]">
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden className="size-5" />
        {t('leadForms.sentTitle')}
      </p>
      <p>{message}</p>
      {onAgain ? (
        <Button variant="ghost" size="sm" onClick={onAgain}>
          {t('leadForms.sendAnother')}
        </Button>
      ) : againHref ? (
        <LocalLink to={againHref} className={buttonClasses('ghost', 'sm')}>
          {t('leadForms.sendAnother')}
        </LocalLink>
      ) : null}
    </div>
  );
}

type Leads = typeof leadsContract;
/**
 * The forms the browser sends itself: the survey (its questions are content, checked on both sides).
 * The contact and demo forms and the article's file request post to their page's action instead
 * (lead-form-action.server.ts, attachment-request.server.ts; docs/decisions/027).
 */
type LeadForm = 'survey';
type LeadRoute = Leads[LeadForm];

/**
 * Their calls, by address (lib/api-address.ts): the compiler checks each against the route table,
 * whose schemas stay out of the forms' pages.
 */
export const LEAD_CALLS: { readonly [K in LeadForm]: RouteAddress<Leads[K]> } = {
  survey: { method: 'POST', path: '/User/AssessmentServey/Submit' },
};

/**
 * Sends a form. On success: the server's message is toasted (api-client) and kept for SentNote,
 * the form is emptied. On failure: every field error lands on its field; what was typed stays.
 */
export function useLeadSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  call: RouteAddress<LeadRoute>,
  fields: ReadonlyArray<Path<T>>,
) {
  const lang = useLangFromContext();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      const message = await sendLead(call, values, lang);
      setSentMessage(message);
      form.reset();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
    }
  });
  return { submit, sentMessage, clearSent: () => setSentMessage(null) };
}

/** The values were checked by the form's resolver with the route's own body schema (`@rira/contracts/site/forms`). */
async function sendLead(call: RouteAddress<LeadRoute>, values: unknown, lang: 'fa' | 'en'): Promise<string> {
  const envelope = await apiAt(call, { body: values as never }, { lang });
  return envelope.message ?? '';
}

/**
 * Fields whose schema preprocesses input (optional ones) have an unknown input type, so
 * react-hook-form types their error loosely; it is still one field's error.
 */
export function asFieldError(error: unknown): FieldError | undefined {
  return error as FieldError | undefined;
}
