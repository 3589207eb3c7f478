/**
 * Dates people mean in Tehran. Iran has kept UTC+03:30 all year since 2022, but we still ask
 * Intl for the offset rather than hard-coding it, so a change of rule only needs new tz data.
 */
const TEHRAN = 'Asia/Tehran';
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TEHRAN, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Tehran calendar day of an instant, as YYYY-MM-DD. */
export function tehranDay(instant: Date): string {
  return isoDay.format(instant);
}

function tehranOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TEHRAN, timeZoneName: 'longOffset' }).formatToParts(instant);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+03:30';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 210;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The last instant of a Tehran calendar day (YYYY-MM-DD), e.g. when a licence stops being valid. */
export function endOfTehranDay(day: string): Date {
  const utcMidnightNext = Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000;
  const offset = tehranOffsetMinutes(new Date(utcMidnightNext));
  return new Date(utcMidnightNext - offset * 60_000 - 1);
}
