import { describe, expect, it } from 'vitest';
import { localizePath } from './localized-path.ts';

describe('localizePath', () => {
  it('adds ?lang=en in English and nothing in Persian', () => {
    expect(localizePath('/blogs', 'en')).toBe('/blogs?lang=en');
    expect(localizePath('/blogs', 'fa')).toBe('/blogs');
    expect(localizePath('/blogs?lang=en', 'fa')).toBe('/blogs');
  });
  it('keeps other parameters and the hash', () => {
    expect(localizePath('/blogs?page=2&tag=okr', 'en')).toBe('/blogs?page=2&tag=okr&lang=en');
    expect(localizePath('/#products', 'en')).toBe('/?lang=en#products');
    expect(localizePath('/#products', 'fa')).toBe('/#products');
  });
  it('leaves other sites and mail links alone', () => {
    expect(localizePath('https://example.com/x', 'en')).toBe('https://example.com/x');
    expect(localizePath('mailto:info@rira.ir', 'en')).toBe('mailto:info@rira.ir');
    expect(localizePath('//evil.example', 'en')).toBe('//evil.example');
  });
});
