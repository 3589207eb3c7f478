import { z } from 'zod';
import { isPhoneNumberValid } from '@persian-tools/persian-tools';
import { singleLineText, multiLineText, optionalTextSchema, type TextLines } from './fields.ts';
import { normalizePersianText, toLatinDigits } from './persian-text.ts';

/**
 * Field schemas for people: the same rules on the form and on the server.
 * Error messages are message keys (see messages/); each side translates them.
 */

/** An Iranian mobile number, stored as 09xxxxxxxxx whatever the visitor typed (+98, 0098, Persian digits, spaces). */
export function normalizeIranianMobile(raw: string): string {
  let digits = toLatinDigits(raw).replace(/[\s\-()]/g, '');
  if (digits.startsWith('+98')) digits = '0' + digits.slice(3);
  else if (digits.startsWith('0098')) digits = '0' + digits.slice(4);
  else if (digits.startsWith('98') && digits.length === 12) digits = '0' + digits.slice(2);
  else if (digits.startsWith('9') && digits.length === 10) digits = '0' + digits;
  return digits;
}

export function isIranianMobile(value: string): boolean {
  return /^09\d{9}$/.test(value) && isPhoneNumberValid(value);
}

export const iranianMobileSchema = singleLineText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform(normalizeIranianMobile)
  .refine(isIranianMobile, { error: 'validation.mobile' });

/**
 * An Iranian national code (کد ملی): ten Latin digits, not all the same, whose last digit is the
 * check digit of the first nine: the sum of each digit times its weight (10 for the first, down to
 * 2 for the ninth), modulo 11; a remainder under 2 is the check digit itself, any other is
 * subtracted from 11. The check digit is the whole rule: the first three digits name the office
 * that issued the code, and lists of those offices (such as @persian-tools') are incomplete, so a
 * real person's code is not refused for a prefix missing from them (8468807958 is valid).
 */
export function isIranianNationalCode(value: string): boolean {
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return false;
  const sum = [...value.slice(0, 9)].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const remainder = sum % 11;
  return Number(value[9]) === (remainder < 2 ? remainder : 11 - remainder);
}

export const nationalCodeSchema = singleLineText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
  .refine(isIranianNationalCode, { error: 'validation.nationalCode' });

export const emailSchema = singleLineText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.email' })
  .transform((v) => v.toLowerCase())
  .pipe(z.email({ error: 'validation.email' }));

/**
 * An e-mail address that may be left out: blank or null means none. One schema rather than a
 * union with `''`, so a bad address reports its own problem instead of "not valid".
 */
export const optionalEmailSchema = singleLineText({ error: 'validation.email' })
  .trim()
  .max(254, { error: 'validation.email' })
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .pipe(z.email({ error: 'validation.email' }).nullable())
  .nullable()
  .optional();

/**
 * A name's spelling in Latin letters (first or last name for English readers): letters, with
 * spaces, hyphens and apostrophes between them (Mohammad-Reza, O'Neil, Ali Akbar). Optional:
 * blank means none. A light check: it catches a Persian name typed in the wrong field.
 */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}]+(?:[ '’-]+[\p{Script=Latin}\p{M}]+)*$/u;

export function isLatinName(value: string): boolean {
  return LATIN_NAME.test(value);
}

export const optionalLatinNameSchema = (max = 100) =>
  optionalTextSchema(max).refine((v) => v == null || isLatinName(v), { error: 'validation.latinName' });

/**
 * A required, normalised Persian/English text field such as a name. Normalising joins its lines
 * with spaces; `'multi'` is for the fields typed in a textarea, where a line break is no mistake.
 */
export function textSchema(max = 200, lines: TextLines = 'single') {
  return (lines === 'multi' ? multiLineText({ error: 'validation.required' }) : singleLineText({ error: 'validation.required' }))
    .transform(normalizePersianText)
    .pipe(z.string().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' }));
}

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Minimum strength: at least 8 characters with a letter and a digit, or a valid Iranian
 * national code (the spec lets people use their national code as a password).
 */
export function isStrongEnoughPassword(value: string): boolean {
  const latin = toLatinDigits(value);
  if (isIranianNationalCode(latin)) return true;
  return latin.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(latin) && /\d/.test(latin);
}

export const newPasswordSchema = singleLineText({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(128, { error: 'validation.tooLong' })
  .refine(isStrongEnoughPassword, { error: 'validation.weakPassword' });
