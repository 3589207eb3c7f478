import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  endOfTehranDay,
  isoToJalali,
  jalaliToIso,
  startOfTehranDay,
  tehranDateTime,
  tehranDay,
  tehranIsoString,
  tehranOffset,
  tehranOffsetMinutes,
  tehranToday,
  tehranWallTimeToInstant,
} from './tehran-time.ts';
import { ARCHIVE_AFTER_DAYS, archiveBoundary, isArchived } from './site/magazine.ts';

describe('the day in Tehran of an instant', () => {
  it('is +03:30 from UTC today, so the Tehran day starts at 20:30 UTC of the day before', () => {
    expect(tehranDay(new Date('2026-03-20T20:29:59Z'))).toBe('2026-03-20');
    expect(tehranDay(new Date('2026-03-20T20:30:00Z'))).toBe('2026-03-21');
    expect(tehranOffset(new Date('2026-06-01T12:00:00Z'))).toBe('+03:30');
  });

  it('turns at Nowruz: 22:00 UTC on 20 March 2025 is already 1 Farvardin 1404 in Tehran', () => {
    // 22:00 + 3:30 = 01:30 on 21 March; 1 Farvardin 1404 = 21 March 2025.
    expect(tehranToday(new Date('2025-03-20T22:00:00Z'))).toBe('2025-03-21');
    expect(isoToJalali(tehranToday(new Date('2025-03-20T22:00:00Z')))).toEqual({ year: 1404, month: 1, day: 1 });
    // 20:29 UTC is 23:59 on 30 Esfand 1403 (a leap year: Esfand has 30 days).
    expect(isoToJalali(tehranDay(new Date('2025-03-20T20:29:00Z')))).toEqual({ year: 1403, month: 12, day: 30 });
  });

  it('reads historic instants with the old summer time (+04:30, 22 March – 21 September 2021)', () => {
    // 2021-03-21 23:59:59 +03:30 is 20:29:59 UTC; one second later the clocks showed 01:00 +04:30.
    expect(tehranOffsetMinutes(new Date('2021-03-21T20:29:59Z'))).toBe(210);
    expect(tehranOffsetMinutes(new Date('2021-03-21T20:30:00Z'))).toBe(270);
    expect(tehranDateTime(new Date('2021-03-21T20:30:00Z'))).toEqual({ date: '2021-03-22', time: '01:00' });
    // Summer: 2021-06-01 12:00 UTC + 4:30 = 16:30.
    expect(tehranIsoString(new Date('2021-06-01T12:00:00Z'))).toBe('2021-06-01T16:30:00+04:30');
    // 2021-09-21 23:59:59 +04:30 is 19:29:59 UTC; then the clocks went back to 23:00 +03:30.
    expect(tehranDateTime(new Date('2021-09-21T19:29:59Z'))).toEqual({ date: '2021-09-21', time: '23:59' });
    expect(tehranDateTime(new Date('2021-09-21T19:30:00Z'))).toEqual({ date: '2021-09-21', time: '23:00' });
    expect(tehranDay(new Date('2021-09-21T20:30:00Z'))).toBe('2021-09-22');
  });
});

describe('a Tehran wall-clock time as an instant (publish times)', () => {
  it('subtracts +03:30 today', () => {
    // 09:15 Tehran = 05:45 UTC.
    expect(tehranWallTimeToInstant('2024-10-07', '09:15').toISOString()).toBe('2024-10-07T05:45:00.000Z');
    expect(tehranIsoString(tehranWallTimeToInstant('2024-10-07', '09:15'))).toBe('2024-10-07T09:15:00+03:30');
    // Just after midnight in Tehran is still the previous day in UTC.
    expect(tehranWallTimeToInstant('2025-03-21', '00:10').toISOString()).toBe('2025-03-20T20:40:00.000Z');
  });

  it('subtracts +04:30 on a summer day of 2021, and handles the hours the clocks skipped or repeated', () => {
    // 2021-06-01 16:30 +04:30 = 12:00 UTC.
    expect(tehranWallTimeToInstant('2021-06-01', '16:30').toISOString()).toBe('2021-06-01T12:00:00.000Z');
    // 2021-03-22 00:30 never showed (00:00 → 01:00): read with +03:30 it is 21:00 UTC, 01:30 summer time.
    expect(tehranWallTimeToInstant('2021-03-22', '00:30').toISOString()).toBe('2021-03-21T21:00:00.000Z');
    expect(tehranDateTime(tehranWallTimeToInstant('2021-03-22', '00:30'))).toEqual({ date: '2021-03-22', time: '01:30' });
    // 2021-09-21 23:30 showed twice: first at +04:30 (19:00 UTC), the earlier one is taken.
    expect(tehranWallTimeToInstant('2021-09-21', '23:30').toISOString()).toBe('2021-09-21T19:00:00.000Z');
    expect(() => tehranWallTimeToInstant('2021-02-30', '10:00')).toThrow(RangeError);
    expect(() => tehranWallTimeToInstant('2021-02-03', '24:00')).toThrow(RangeError);
  });
});

describe('the start and end of a Tehran day', () => {
  it('starts at 20:30 UTC the day before and ends a millisecond before the next start', () => {
    expect(startOfTehranDay('2026-03-21').toISOString()).toBe('2026-03-20T20:30:00.000Z');
    expect(endOfTehranDay('2026-03-20').toISOString()).toBe('2026-03-20T20:29:59.999Z');
    expect(tehranDay(endOfTehranDay('2027-01-01'))).toBe('2027-01-01');
    expect(tehranDay(startOfTehranDay('2027-01-01'))).toBe('2027-01-01');
  });

  it('was 23 hours long on 2021-03-22 (starting at 01:00) and 25 hours on 2021-09-21', () => {
    expect(startOfTehranDay('2021-03-22').toISOString()).toBe('2021-03-21T20:30:00.000Z');
    expect(startOfTehranDay('2021-03-23').toISOString()).toBe('2021-03-22T19:30:00.000Z');
    expect(startOfTehranDay('2021-03-23').getTime() - startOfTehranDay('2021-03-22').getTime()).toBe(23 * 3600_000);
    expect(startOfTehranDay('2021-09-21').toISOString()).toBe('2021-09-20T19:30:00.000Z');
    expect(startOfTehranDay('2021-09-22').toISOString()).toBe('2021-09-21T20:30:00.000Z');
    expect(endOfTehranDay('2021-09-21').toISOString()).toBe('2021-09-21T20:29:59.999Z');
  });
});

describe('day arithmetic and the Jalali calendar', () => {
  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-03-20', -365)).toBe('2024-03-20');
    expect(daysBetween('2024-03-20', '2025-03-20')).toBe(365);
    expect(daysBetween('2025-03-21', '2025-03-20')).toBe(-1);
  });

  it('converts Jalali days both ways and refuses days that do not exist', () => {
    expect(jalaliToIso({ year: 1404, month: 1, day: 1 })).toBe('2025-03-21');
    expect(jalaliToIso({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20'); // 1403 is leap
    expect(jalaliToIso({ year: 1402, month: 12, day: 30 })).toBeNull(); // 1402 is not
    expect(jalaliToIso({ year: 1370, month: 5, day: 12 })).toBe('1991-08-03');
    expect(isoToJalali('2024-10-06')).toEqual({ year: 1403, month: 7, day: 15 });
    expect(isoToJalali('2024-02-30')).toBeNull();
  });
});

describe('the magazine archive, in Tehran days', () => {
  // Today: 2025-06-10 in Tehran (10:00). The boundary is the start of 2024-06-10 (ARCHIVE_AFTER_DAYS = 365).
  const now = new Date('2025-06-10T06:30:00Z');

  it('moves at Tehran midnight, not UTC midnight', () => {
    expect(ARCHIVE_AFTER_DAYS).toBe(365);
    expect(archiveBoundary(now).toISOString()).toBe('2024-06-09T20:30:00.000Z');
    // Published 23:50 Tehran on 2024-06-09 (20:20 UTC): 366 Tehran days old, archived.
    expect(isArchived(tehranWallTimeToInstant('2024-06-09', '23:50'), now)).toBe(true);
    // Published 00:10 Tehran on 2024-06-10 (20:40 UTC the day before, in UTC): 365 days old, not yet.
    expect(isArchived(tehranWallTimeToInstant('2024-06-10', '00:10'), now)).toBe(false);
    // The boundary is the same all day in Tehran, and moves at its midnight (20:30 UTC).
    expect(archiveBoundary(new Date('2025-06-10T20:29:59Z'))).toEqual(archiveBoundary(now));
    expect(archiveBoundary(new Date('2025-06-10T20:30:00Z')).toISOString()).toBe('2024-06-10T20:30:00.000Z');
  });
});
