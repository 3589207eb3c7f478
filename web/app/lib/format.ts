import type { LanguageCode } from '@rira/contracts/language';
import { TEHRAN_TIME_ZONE } from '@rira/contracts/tehran-time';

/**
 * Display formatting. Dates always carry the Tehran time zone so the server's render and the
 * browser's hydration agree, and a Persian reader sees the Solar Hijri calendar.
 */
export const TIME_ZONE = TEHRAN_TIME_ZONE;

function dateLocale(lang: LanguageCode): string {
  return lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB';
}

function numberLocale(lang: LanguageCode): string {
  return lang === 'fa' ? 'fa-IR' : 'en-US';
}

/**
 * Intl formatters are costly to build and cheap to reuse: one per locale and options. A page
 * formats dozens of dates and numbers on every render, on the server and in the browser.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

function numberFormatter(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 1 Farvardin 1405 → «۱ فروردین ۱۴۰۵»; in English «21 March 2026». */
export function formatDate(value: Date | string | number, lang: LanguageCode): string {
  return dateFormatter(dateLocale(lang), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(toDate(value));
}

/** A date with the month's short name (26 Nov 2026; Persian month names are short already): for table cells. */
export function formatShortDate(value: Date | string | number, lang: LanguageCode): string {
  return dateFormatter(dateLocale(lang), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(toDate(value));
}

/** Date and time, for notifications and logs. */
export function formatDateTime(value: Date | string | number, lang: LanguageCode): string {
  return dateFormatter(dateLocale(lang), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toDate(value));
}

/** 18000 → «۱۸٬۰۰۰» in Persian, «18,000» in English. */
export function formatNumber(value: number, lang: LanguageCode, options?: Intl.NumberFormatOptions): string {
  return numberFormatter(numberLocale(lang), options).format(value);
}

/** The current year in the reader's calendar (Solar Hijri in Persian). */
export function formatYear(value: Date | string | number, lang: LanguageCode): string {
  return dateFormatter(dateLocale(lang), { timeZone: TIME_ZONE, year: 'numeric' }).format(toDate(value));
}
