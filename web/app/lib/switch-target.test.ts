import { describe, expect, it } from 'vitest';
import { switchTarget } from './switch-target.ts';

describe('the language switch’s target', () => {
  it('is the other language’s address on public pages', () => {
    expect(switchTarget('/products/rira360', '', 'en')).toBe('/products/rira360?lang=en');
    expect(switchTarget('/products/rira360', '?lang=en', 'fa')).toBe('/products/rira360');
    expect(switchTarget('/blogs', '?page=2&lang=en', 'fa')).toBe('/blogs?page=2');
    expect(switchTarget('/blogs', '?page=2', 'en')).toBe('/blogs?page=2&lang=en');
  });

  it('drops ?lang= in the panel, where the stored choice decides', () => {
    expect(switchTarget('/admin/users', '?lang=fa&q=x', 'en')).toBe('/admin/users?q=x');
  });
});
