import { jalaaliMonthLength } from 'jalaali-js';
import type { LanguageCode } from '@rira/contracts/language';
import { toLatinDigits } from '@rira/contracts/persian-text';
import { isoToJalali, jalaliToIso, tehranToday } from '@rira/contracts/tehran-time';
import { localDigits } from './digits.ts';

/**
 * Calendar dates as the API carries them (ISO `YYYY-MM-DD`, Gregorian) and as people read and
 * type them: the Solar Hijri (Jalali) calendar in Persian, the Gregorian one in English.
 * A date has no time of day; "today" is today in Tehran.
 */
export type IsoDate = string;
export type CalendarKind = 'jalali' | 'gregorian';

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function calendarOf(lang: LanguageCode): CalendarKind {
  return lang === 'fa' ? 'jalali' : 'gregorian';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoToGregorian(value) !== null;
}

function isValidGregorian(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function isoToGregorian(iso: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidGregorian(year, month, day) ? { year, month, day } : null;
}

function gregorianToIso({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** ISO date → year/month/day in the given calendar. */
export function isoToParts(iso: IsoDate, calendar: CalendarKind): DateParts | null {
  const g = isoToGregorian(iso);
  if (!g) return null;
  return calendar === 'gregorian' ? g : isoToJalali(iso);
}

/** Year/month/day in the given calendar → ISO date, or null when no such day exists. */
export function partsToIso(parts: DateParts, calendar: CalendarKind): IsoDate | null {
  const { year, month, day } = parts;
  if (![year, month, day].every(Number.isInteger)) return null;
  if (calendar === 'gregorian') return isValidGregorian(year, month, day) ? gregorianToIso(parts) : null;
  return jalaliToIso(parts);
}

export function daysInMonth(year: number, month: number, calendar: CalendarKind): number {
  if (calendar === 'jalali') return jalaaliMonthLength(year, month);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Today in Tehran as an ISO date (the shared rule, contracts/src/tehran-time.ts). */
export { tehranToday };

/** A local Date at noon of an ISO day (what calendar widgets work with; noon avoids DST edges). */
export function isoToLocalDate(iso: IsoDate): Date {
  const g = isoToGregorian(iso);
  if (!g) throw new Error(`not an ISO date: ${iso}`);
  return new Date(g.year, g.month - 1, g.day, 12);
}

export function localDateToIso(date: Date): IsoDate {
  return gregorianToIso({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Adds months in the given calendar; the day is clamped to the target month's length. */
export function addMonths(parts: DateParts, delta: number, calendar: CalendarKind): DateParts {
  const index = parts.year * 12 + (parts.month - 1) + delta;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(parts.day, daysInMonth(year, month, calendar)) };
}

/**
 * What a person typed, in the calendar of the screen (Jalali in Persian): year/month/day, the
 * order Persians write Jalali dates in (1403/07/15), or day/month/year, the English order
 * (05/10/2024). The four-digit year tells the two apart, so either is read in either language.
 * Persian and Arabic-Indic digits are accepted, and so are `-`, `.` and spaces as separators.
 * Anything that is not a real day (1402/12/30: 1402 is a common year; 30/02/2025) gives null:
 * the selection is then empty (seed spec §4, §5).
 */
export function parseTypedDate(text: string, calendar: CalendarKind, bounds: { minYear?: number; maxYear?: number } = {}): IsoDate | null {
  const latin = toLatinDigits(text).trim();
  const match = /^(\d{1,4})\s*[/\-.\s]\s*(\d{1,2})\s*[/\-.\s]\s*(\d{1,4})$/.exec(latin);
  if (!match) return null;
  const [a, b, c] = [match[1]!, match[2]!, match[3]!];
  let parts: DateParts;
  if (a.length === 4 && c.length <= 2) parts = { year: Number(a), month: Number(b), day: Number(c) };
  else if (c.length === 4 && a.length <= 2) parts = { year: Number(c), month: Number(b), day: Number(a) };
  else return null;
  if (bounds.minYear !== undefined && parts.year < bounds.minYear) return null;
  if (bounds.maxYear !== undefined && parts.year > bounds.maxYear) return null;
  return partsToIso(parts, calendar);
}

/**
 * An ISO date as the keyboard field shows it, in the screen's calendar, digits and order: Persian
 * yyyy/mm/dd (۱۳۷۰/۰۹/۱۵, as Persians write a Jalali date and as the placeholder سال/ماه/روز
 * reads), English dd/mm/yyyy (06/12/1991, as its placeholder says).
 */
export function formatTypedDate(iso: IsoDate | null | undefined, lang: LanguageCode): string {
  if (!iso) return '';
  const parts = isoToParts(iso, calendarOf(lang));
  if (!parts) return '';
  const [day, month, year] = [pad(parts.day), pad(parts.month), pad(parts.year, 4)];
  return lang === 'fa' ? localDigits(`${year}/${month}/${day}`, lang) : `${day}/${month}/${year}`;
}

/** The default year range of a date picker (seed spec §9): current year −52 … +50, in the screen's calendar. */
export function defaultYearRange(calendar: CalendarKind, today: IsoDate = tehranToday()): { minYear: number; maxYear: number } {
  const current = isoToParts(today, calendar)!.year;
  return { minYear: current - 52, maxYear: current + 50 };
}

/**
 * The years a birth-date picker offers, in the screen's calendar: this year back a century (the
 * shared schema refuses a birth date in the future or more than 120 years ago), and the year it
 * opens on when no date is chosen yet: 30 years ago, a typical colleague's.
 */
export function birthYearRange(
  calendar: CalendarKind,
  today: IsoDate = tehranToday(),
): { minYear: number; maxYear: number; openYear: number } {
  const current = isoToParts(today, calendar)!.year;
  return { minYear: current - 100, maxYear: current, openYear: current - 30 };
}

/** True when an ISO date lies before today in Tehran. */
export function isBeforeToday(iso: IsoDate, today: IsoDate = tehranToday()): boolean {
  return iso < today;
}
