import { describe, expect, it } from 'vitest';
import { normalizeForSearch, normalizeNameForSearch } from './persian-text.ts';

describe('normalizeNameForSearch', () => {
  it('reads a name the same with a ZWNJ, a space or nothing between its parts, and with Arabic ي/ك', () => {
    const forms = ['نیک‌نام', 'نیک نام', 'نیکنام', 'نيك‌نام', ' نیک \u200C نام ', 'نیک\u200Dنام'];
    expect(new Set(forms.map(normalizeNameForSearch))).toEqual(new Set(['نیکنام']));
  });

  it('keeps digits in Latin, like the other searches', () => {
    expect(normalizeNameForSearch('علی ۲')).toBe('علی2');
    expect(normalizeForSearch('نیک‌نام')).toBe('نیک‌نام');
  });
});
