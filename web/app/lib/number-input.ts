import { toLatinDigits } from '@rira/contracts/persian-text';

/**
 * Numbers typed in forms: Persian or Arabic digits and the Persian decimal separator are
 * accepted. An empty field is `undefined` (the schema's default applies) or, for fields where
 * empty means "automatic", `null`.
 */
function clean(value: unknown): string {
  return toLatinDigits(String(value ?? ''))
    .trim()
    .replace(/[٫,]/g, '.');
}

export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = clean(value);
  return text === '' ? undefined : Number(text);
}

export function asNullableNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const text = clean(value);
  return text === '' ? null : Number(text);
}
