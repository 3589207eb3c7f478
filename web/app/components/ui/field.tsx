import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '../../lib/i18n-keys.ts';
import { cn } from './cn.ts';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated (see useFieldErrorText). */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * react-hook-form errors come in two kinds: zod messages, which are message keys
 * ('validation.required') to translate, and the server's field errors (type 'server'),
 * which arrive already translated. A zod message that is no key shows as written.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    const { message } = error;
    return error.type !== 'server' && isMessageKey(i18n, message) ? t(message) : message;
  };
}
