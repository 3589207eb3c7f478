import { jalaliToIso, toLatinDigits } from '@rira/contracts';

/**
 * A birth date as people type it in a sheet: Jalali (1370/05/12) or Gregorian (1991-08-03,
 * 1991/08/03), with Persian or Latin digits, or a real date cell. Returns ISO YYYY-MM-DD, or
 * null when it is not a date.
 */
export function parseSheetDate(value: string | Date): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const match = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/.exec(toLatinDigits(value).trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1700) return jalaliToIso({ year, month, day });
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
