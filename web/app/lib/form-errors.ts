import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the server's field errors (400 with `errors: [{ field, message }]`) on the form's fields,
 * all at once, focusing the first. Field names match the request keys ('Username', 'RepeatPassword').
 * Returns true when at least one field got an error. The messages are already translated, hence
 * type 'server' (see useFieldErrorText).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const byField = error.fieldErrors();
  let first = true;
  let applied = false;
  for (const field of fields) {
    const message = byField[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}
