import { toLatinDigits } from '@rira/contracts/persian-text';
import type { IsoDate } from '../../lib/dates.ts';

/**
 * Publish instants are chosen as a Tehran calendar day and a 24-hour time. Iran has kept
 * +03:30 all year since 2022, so the offset is fixed.
 */
export const TEHRAN_OFFSET = '+03:30';

/** "9:30", "۰۹:۳۰" → "09:30"; null when it is not a time of day. */
export function parseTime(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[:：.]\s*(\d{2})\s*$/.exec(toLatinDigits(text));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** A Tehran day and time as an ISO instant with its offset (what the API takes). */
export function tehranInstant(date: IsoDate | null, time: string): string | null {
  const hhmm = parseTime(time);
  if (!date || !hhmm) return null;
  return `${date}T${hhmm}:00${TEHRAN_OFFSET}`;
}

/** An instant as the Tehran day (ISO) and time ("HH:MM") it falls on. */
export function tehranParts(instant: string | Date): { date: IsoDate; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
