import { describe, expect, it } from 'vitest';
import { pickLocal, textIn, titleIn } from './local-text.ts';

describe('a text in the reader’s language', () => {
  it('is the English text on English screens when there is one, else the Persian, and the reverse', () => {
    const hr = { title: 'منابع انسانی', titleEn: 'Human resources' };
    expect(titleIn(hr, 'en')).toBe('Human resources');
    expect(titleIn(hr, 'fa')).toBe('منابع انسانی');
    expect(titleIn({ title: 'منابع انسانی', titleEn: null }, 'en')).toBe('منابع انسانی');
    expect(titleIn({ title: 'منابع انسانی', titleEn: '  ' }, 'en')).toBe('منابع انسانی');
    expect(titleIn({ title: 'منابع انسانی' }, 'en')).toBe('منابع انسانی');
    expect(titleIn(null, 'fa')).toBe('');
    expect(textIn('', 'Only English', 'fa')).toBe('Only English');
    expect(pickLocal('منابع انسانی', null, 'en')).toEqual({ text: 'منابع انسانی', lang: 'fa' });
    expect(pickLocal(null, null, 'en')).toEqual({ text: '', lang: 'en' });
  });
});
