import { useId } from 'react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '@rira/contracts/site/forms';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LocalLink } from '../../components/language/local-link.tsx';

/**
 * What the public forms share: the honeypot, the privacy note, the submit button and the
 * confirmation. The forms post to their page's action (lead-form.tsx, docs/decisions/027).
 */

/** A field people never see or reach (off-screen, out of the tab order); bots fill it. */
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
