import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';

/**
 * Days and times as people in Tehran mean them, shared by the server and the web. A "day" is an
 * ISO `YYYY-MM-DD` (Gregorian) naming a calendar day in Tehran; an "instant" is a `Date`.
 *
 * Iran has kept UTC+03:30 all year since 2023, but until 2022 it moved its clocks to +04:30 from
 * 1 Farvardin (about 21/22 March) to 30 Shahrivar (about 21/22 September). So the offset is never
 * hard-coded: it is read from the time-zone data (Intl, `Asia/Tehran`) for the instant in question,
 * which keeps historic instants right and makes a change of rule only a matter of new tz data.
 */
export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

/** A Tehran calendar day, ISO `YYYY-MM-DD`. */
export type TehranDay = string;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** One formatter (they are costly to build): the Tehran wall clock of an instant, field by field. */
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TEHRAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function toInstant(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

function wallClockOf(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines write midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayOf(clock: Pick<WallClock, 'year' | 'month' | 'day'>): TehranDay {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** Tehran's offset from UTC at an instant, in minutes (210 for +03:30, 270 for the old summer +04:30). */
export function tehranOffsetMinutes(instant: Date | string | number): number {
  const at = toInstant(instant);
  // The wall clock shows whole seconds: compare it with the instant's whole second.
  const second = Math.floor(at.getTime() / 1000) * 1000;
  const c = wallClockOf(at);
  return Math.round((Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - second) / MINUTE_MS);
}

/** The offset as ISO writes it: `+03:30`. */
export function tehranOffset(instant: Date | string | number): string {
  const minutes = tehranOffsetMinutes(instant);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The Tehran calendar day an instant falls on (which may differ from its UTC day). */
export function tehranDay(instant: Date | string | number = new Date()): TehranDay {
  return dayOf(wallClockOf(toInstant(instant)));
}

/** Today in Tehran. */
export function tehranToday(now: Date = new Date()): TehranDay {
  return tehranDay(now);
}

/** An instant as the Tehran day and the time of day (`HH:MM`, 24-hour) it shows on a Tehran clock. */
export function tehranDateTime(instant: Date | string | number): { date: TehranDay; time: string } {
  const c = wallClockOf(toInstant(instant));
  return { date: dayOf(c), time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** An instant as an ISO string in Tehran's wall-clock time with its offset: `2024-10-07T09:15:00+03:30`. */
export function tehranIsoString(instant: Date | string | number): string {
  const at = toInstant(instant);
  const c = wallClockOf(at);
  return `${dayOf(c)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${tehranOffset(at)}`;
}

function parseDay(day: TehranDay): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date) return null;
  return { year, month, day: date };
}

/**
 * The instant a Tehran wall clock shows `time` (`HH:MM`, 24-hour) on `day`: a publish time chosen
 * as a day and a time. When the clocks were moved (before 2023), a time skipped in spring
 * (2021-03-22 00:30) is read with the offset before the change, so it lands just after it
 * (01:30 summer time), and a time seen twice in autumn (2021-09-21 23:30) is its first
 * occurrence — the rules of Temporal's `compatible` disambiguation.
 */
export function tehranWallTimeToInstant(day: TehranDay, time: string): Date {
  const d = parseDay(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || Number(t[1]) > 23 || Number(t[2]) > 59) throw new RangeError(`not a Tehran day and time: ${day} ${time}`);
  const wall = Date.UTC(d.year, d.month - 1, d.day, Number(t[1]), Number(t[2]));
  // The offsets in force a day either side: the same unless the clocks moved in between.
  const before = tehranOffsetMinutes(new Date(wall - DAY_MS));
  const after = tehranOffsetMinutes(new Date(wall + DAY_MS));
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => wall - tehranOffsetMinutes(new Date(instant)) * MINUTE_MS === instant)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before * MINUTE_MS);
}

/** The first instant of a Tehran day (00:00, or the first minute the clocks showed on it). */
export function startOfTehranDay(day: TehranDay): Date {
  return tehranWallTimeToInstant(day, '00:00');
}

/** The last instant of a Tehran day, e.g. when a licence that runs to that day stops being valid. */
export function endOfTehranDay(day: TehranDay): Date {
  return new Date(startOfTehranDay(addDays(day, 1)).getTime() - 1);
}

/** The day `days` after (or, negative, before) a day; calendar arithmetic, no time zone involved. */
export function addDays(day: TehranDay, days: number): TehranDay {
  const d = parseDay(day);
  if (!d) throw new RangeError(`not an ISO day: ${day}`);
  const shifted = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * DAY_MS);
  return dayOf({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/** How many whole days lie from day `from` to day `to` (negative when `to` is earlier). */
export function daysBetween(from: TehranDay, to: TehranDay): number {
  const a = parseDay(from);
  const b = parseDay(to);
  if (!a || !b) throw new RangeError(`not ISO days: ${from}, ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

// ---------------------------------------------------------------- the Jalali (Solar Hijri) calendar

export interface JalaliDate {
  year: number;
  /** 1 (Farvardin) … 12 (Esfand) */
  month: number;
  day: number;
}

/** A Jalali year/month/day as the ISO day it is, or null when no such day exists (1402/12/30). */
export function jalaliToIso({ year, month, day }: JalaliDate): TehranDay | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 3177 || !isValidJalaaliDate(year, month, day)) return null;
  const { gy, gm, gd } = toGregorian(year, month, day);
  return dayOf({ year: gy, month: gm, day: gd });
}

/** An ISO day in the Jalali calendar, or null when it is not a real day. */
export function isoToJalali(iso: TehranDay): JalaliDate | null {
  const d = parseDay(iso);
  if (!d) return null;
  const { jy, jm, jd } = toJalaali(d.year, d.month, d.day);
  return { year: jy, month: jm, day: jd };
}
