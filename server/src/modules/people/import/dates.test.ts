import { describe, expect, it } from 'vitest';
import { parseSheetDate } from './dates.ts';

describe('sheet dates', () => {
  it.each([
    ['1370/05/12', '1991-08-03'],
    ['۱۳۷۰/۰۵/۱۲', '1991-08-03'],
    ['1405/01/01', '2026-03-21'],
    ['1991-08-03', '1991-08-03'],
    ['1991/8/3', '1991-08-03'],
  ])('reads %s as %s', (input, iso) => {
    expect(parseSheetDate(input)).toBe(iso);
  });
  it.each(['1370/13/01', '1370/07/31', '1404/12/30', '2021-02-30', 'yesterday', '12/05/1370'])('refuses %s', (input) => {
    expect(parseSheetDate(input)).toBeNull();
  });
  it('takes a real date cell', () => {
    expect(parseSheetDate(new Date(Date.UTC(1990, 0, 2)))).toBe('1990-01-02');
  });
});
