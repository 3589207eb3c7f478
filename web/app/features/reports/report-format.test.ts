import { describe, expect, it } from 'vitest';
import { formatCount, formatDifference, formatPercent, formatScore } from './report-format.ts';
import { textIn } from '@rira/contracts/local-text';

describe('report number formatting', () => {
  it('shows scores with two decimals, in Persian digits in Persian', () => {
    expect(formatScore(2.3333333, 'fa')).toBe('۲٫۳۳');
    expect(formatScore(2.3333333, 'en')).toBe('2.33');
    expect(formatScore(1, 'fa')).toBe('۱٫۰۰');
    expect(formatScore(3, 'en')).toBe('3.00');
    expect(formatScore(1.666666, 'fa')).toBe('۱٫۶۷');
    expect(formatScore(2.005, 'en')).toMatch(/^2\.0[01]$/);
  });

  it('never shows NaN, null or Infinity: a missing score is a dash', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatScore(value, 'fa')).toBe('—');
      expect(formatScore(value, 'en')).toBe('—');
      expect(formatPercent(value, 'fa')).toBe('—');
    }
  });

  it('writes percentages, differences and counts in the reader’s digits', () => {
    expect(formatPercent(0.784, 'fa')).toBe('۷۸٪');
    expect(formatPercent(0.784, 'en')).toBe('78%');
    expect(formatDifference(1.25, 'fa')).toBe('+۱٫۲۵');
    expect(formatDifference(-1, 'en')).toBe('−1.00');
    expect(formatCount(12, 'fa')).toBe('۱۲');
  });

  it('takes the English text when there is one, else the Persian', () => {
    expect(textIn('گوش دادن', 'Listening', 'en')).toBe('Listening');
    expect(textIn('گوش دادن', null, 'en')).toBe('گوش دادن');
    expect(textIn('گوش دادن', 'Listening', 'fa')).toBe('گوش دادن');
  });
});
