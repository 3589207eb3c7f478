import { describe, expect, it } from 'vitest';
import { localDigits, toLatinDigits, toPersianDigits } from './digits.ts';
import { formatDate, formatDateTime, formatNumber, formatYear } from './format.ts';

// 20:30 UTC on 20 March 2026 is 00:00 on 21 March in Tehran: Nowruz, 1 Farvardin 1405.
const NOWRUZ_1405 = new Date('2026-03-20T20:30:00Z');

describe('digits', () => {
  it('writes Persian digits for Persian and keeps Latin ones for English', () => {
    expect(toPersianDigits('09121234567')).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(toPersianDigits(2026)).toBe('۲۰۲۶');
    expect(localDigits(42, 'fa')).toBe('۴۲');
    expect(localDigits(42, 'en')).toBe('42');
  });

  it('reads Persian and Arabic-Indic digits back as Latin', () => {
    expect(toLatinDigits('۱۲۳٤٥٦')).toBe('123456');
  });
});

describe('dates', () => {
  it('shows the Solar Hijri date in Tehran time, whatever the machine zone', () => {
    expect(formatDate(NOWRUZ_1405, 'fa')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatDate('2026-03-20T20:30:00Z', 'fa')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatYear(NOWRUZ_1405, 'fa')).toBe('۱۴۰۵');
  });

  it('one minute earlier is still the last day of 1404', () => {
    expect(formatDate(new Date('2026-03-20T20:29:00Z'), 'fa')).toBe('۲۹ اسفند ۱۴۰۴');
  });

  it('English uses the Gregorian calendar, also in Tehran time', () => {
    expect(formatDate(NOWRUZ_1405, 'en')).toBe('21 March 2026');
    expect(formatDateTime(NOWRUZ_1405, 'en')).toContain('00:00');
    expect(formatDateTime(NOWRUZ_1405, 'fa')).toContain('۰۰:۰۰');
  });
});

describe('numbers', () => {
  it('groups thousands with Persian digits in Persian', () => {
    expect(formatNumber(18000, 'fa')).toBe('۱۸٬۰۰۰');
    expect(formatNumber(18000, 'en')).toBe('18,000');
  });
});
