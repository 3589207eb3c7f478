import { describe, expect, it } from 'vitest';
import { safeLocalPath, switchTarget } from './switch-target.ts';

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

describe('safeLocalPath', () => {
  it('keeps paths on this site and refuses anything else', () => {
    expect(safeLocalPath('/about-us?lang=en')).toBe('/about-us?lang=en');
    expect(safeLocalPath('/')).toBe('/');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'about-us', '', null, 5]) {
      expect(safeLocalPath(bad), String(bad)).toBeNull();
    }
  });
});
