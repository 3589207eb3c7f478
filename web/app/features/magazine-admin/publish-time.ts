import { toLatinDigits } from '@rira/contracts/persian-text';
import { tehranDateTime, tehranIsoString, tehranWallTimeToInstant } from '@rira/contracts/tehran-time';
import type { IsoDate } from '../../lib/dates.ts';

/**
 * Publish instants are chosen as a Tehran calendar day and a 24-hour time. The offset is the one
 * Tehran's clocks had on that day (contracts/src/tehran-time.ts), never a fixed `+03:30`.
 */

/** "9:30", "۰۹:۳۰" → "09:30"; null when it is not a time of day. */
export function parseTime(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[:：.]\s*(\d{2})\s*$/.exec(toLatinDigits(text));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** A Tehran day and time as an ISO instant with its offset (what the API takes): `2024-10-07T09:15:00+03:30`. */
export function tehranInstant(date: IsoDate | null, time: string): string | null {
  const hhmm = parseTime(time);
  if (!date || !hhmm) return null;
  return tehranIsoString(tehranWallTimeToInstant(date, hhmm));
}

/** An instant as the Tehran day (ISO) and time ("HH:MM") it falls on. */
export function tehranParts(instant: string | Date): { date: IsoDate; time: string } {
  return tehranDateTime(instant);
}
