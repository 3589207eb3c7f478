import { z } from 'zod';
import { tehranToday } from './tehran-time.ts';

/**
 * Field schemas several areas' contracts share. Errors are message keys (contracts/src/messages),
 * translated by the server's error handler and the web's form resolver.
 */

export const uuidSchema = z.uuid({ error: 'validation.id' });

/**
 * Characters no text field accepts: the C0 controls (U+0000–U+001F), DEL and the C1 controls
 * (U+007F–U+009F), and lone surrogates (half of an emoji, which no keyboard types). PostgreSQL
 * refuses U+0000 in text outright (a 500 if it got that far), and the others are invisible
 * trouble in mails, Excel exports and logs. Tab, line feed and carriage return are text in a
 * multi-line field. Persian's zero-width non-joiner (U+200C) and the direction marks
 * (U+200E/U+200F) are format characters, not controls: they stay.
 */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export type TextLines = 'single' | 'multi';

export function hasControlCharacters(value: string, lines: TextLines = 'single'): boolean {
  return (lines === 'multi' ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(value);
}

/**
 * The start of every free-text field of a request: a string without control characters
 * (`validation.controlCharacters`). Chain the field's own rules after it. The check does not
 * abort, so the object's other fields and rules still report in the same answer.
 */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasControlCharacters(v, 'single'), { error: 'validation.controlCharacters' });
}

/** Like singleLineText, for a textarea or HTML body: tab and line breaks are allowed. */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasControlCharacters(v, 'multi'), { error: 'validation.controlCharacters' });
}

/**
 * A day as ISO `YYYY-MM-DD` (Gregorian): the web converts to and from the Jalali calendar for
 * display and input. The day must exist and be plausible, so a Jalali date typed as ISO
 * (1403-01-01) is refused.
 */
export const isoDateSchema = z
  .string({ error: 'validation.required' })
  // No `abort`: an aborting issue would stop the object-level rules (e.g. the national code's) from
  // reporting, and every field's problem must come back at once.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v >= '1900-01-01' && v <= '2199-12-31', { error: 'validation.date' });

/** How long ago a birth date may lie before it is surely a typing mistake. */
export const OLDEST_BIRTH_YEARS = 120;

/**
 * A birth date: a day (isoDateSchema), not after today in Tehran (`validation.birthDateFuture`)
 * and not more than 120 years ago (`validation.birthDateTooOld`). "Today" is read at each check,
 * not when the server started.
 */
export const birthDateSchema = isoDateSchema
  .refine((v) => v <= tehranToday(), { error: 'validation.birthDateFuture' })
  .refine(
    (v) => {
      const today = tehranToday();
      return v >= `${String(Number(today.slice(0, 4)) - OLDEST_BIRTH_YEARS).padStart(4, '0')}${today.slice(4)}`;
    },
    { error: 'validation.birthDateTooOld' },
  );

/** Optional free text: trimmed, at most `max` characters, and an empty string stored as null. */
export const optionalTextSchema = (max: number, lines: TextLines = 'single') =>
  (lines === 'multi' ? multiLineText() : singleLineText())
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * Why the platform takes an action the client company cannot (a partial report, a reopening):
 * written to the audit log with the action, so it must say something (at least 10 characters).
 */
export const platformReasonSchema = multiLineText()
  .trim()
  .min(10, { error: 'validation.reasonTooShort' })
  .max(1000, { error: 'validation.tooLong' });
