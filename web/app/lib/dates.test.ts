import { describe, expect, it } from 'vitest';
import { addMonths, defaultYearRange, formatTypedDate, isoToParts, parseTypedDate, partsToIso, tehranToday } from './dates.ts';

describe('calendar dates', () => {
  it('reads yyyy/mm/dd (the Persian order) in the Jalali calendar, with Persian, Arabic-Indic or Latin digits, and an unambiguous dd/mm/yyyy too', () => {
    expect(parseTypedDate('۱۴۰۳/۰۷/۱۵', 'jalali')).toBe('2024-10-06');
    expect(parseTypedDate('1403/07/15', 'jalali')).toBe('2024-10-06');
    expect(parseTypedDate('١٤٠٣-٧-١٥', 'jalali')).toBe('2024-10-06');
    expect(parseTypedDate('15/07/1403', 'jalali')).toBe('2024-10-06');
    expect(parseTypedDate('۱۵/۰۷/۱۴۰۳', 'jalali')).toBe('2024-10-06');
    expect(parseTypedDate('١٥-٧-١٤٠٣', 'jalali')).toBe('2024-10-06');
    expect(parseTypedDate(' 1403/7/15 ', 'jalali')).toBe('2024-10-06');
    expect(parseTypedDate('05/10/2024', 'gregorian')).toBe('2024-10-05');
  });

  it('gives null for anything that is not a real day', () => {
    expect(parseTypedDate('30/12/1402', 'jalali')).toBeNull(); // 1402 is a common year: Esfand has 29 days
    expect(parseTypedDate('30/12/1403', 'jalali')).toBe('2025-03-20'); // 1403 is leap
    expect(parseTypedDate('32/01/1403', 'jalali')).toBeNull();
    expect(parseTypedDate('29/02/2023', 'gregorian')).toBeNull();
    expect(parseTypedDate('15/07', 'jalali')).toBeNull();
    expect(parseTypedDate('abc', 'jalali')).toBeNull();
    expect(parseTypedDate('15/07/1403', 'jalali', { maxYear: 1400 })).toBeNull();
  });

  it('writes dates back in the reader’s order, calendar and digits: yyyy/mm/dd in Persian, dd/mm/yyyy in English', () => {
    expect(formatTypedDate('2024-10-06', 'fa')).toBe('۱۴۰۳/۰۷/۱۵');
    expect(formatTypedDate('1991-12-06', 'fa')).toBe('۱۳۷۰/۰۹/۱۵');
    expect(formatTypedDate('2024-10-06', 'en')).toBe('06/10/2024');
    expect(formatTypedDate(null, 'fa')).toBe('');
  });

  it('converts, steps months and knows today in Tehran', () => {
    expect(isoToParts('2025-03-21', 'jalali')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(partsToIso({ year: 1404, month: 1, day: 1 }, 'jalali')).toBe('2025-03-21');
    expect(addMonths({ year: 1403, month: 12, day: 30 }, 1, 'jalali')).toEqual({ year: 1404, month: 1, day: 30 });
    expect(addMonths({ year: 1403, month: 6, day: 31 }, 1, 'jalali')).toEqual({ year: 1403, month: 7, day: 30 });
    // 22:00 UTC on 20 March is already 21 March (Nowruz) in Tehran.
    expect(tehranToday(new Date('2025-03-20T22:00:00Z'))).toBe('2025-03-21');
    expect(defaultYearRange('jalali', '2025-03-21')).toEqual({ minYear: 1352, maxYear: 1454 });
  });
});
