import { describe, expect, it } from 'vitest';
import { OFF_SITE } from '../test/off-site-paths.ts';
import { safeLocalPath } from './local-path.ts';

describe('safeLocalPath', () => {
  it('keeps paths on this site, with their query and fragment, in the form a browser would send', () => {
    expect(safeLocalPath('/about-us?lang=en')).toBe('/about-us?lang=en');
    expect(safeLocalPath('/')).toBe('/');
    expect(safeLocalPath('/blogs?page=2&lang=en#latest')).toBe('/blogs?page=2&lang=en#latest');
    expect(safeLocalPath('/blogs/details/سلام?lang=en')).toBe('/blogs/details/%D8%B3%D9%84%D8%A7%D9%85?lang=en');
    expect(safeLocalPath('/products/./rira360')).toBe('/products/rira360');
    expect(safeLocalPath('/products/x/../rira360')).toBe('/products/rira360');
    expect(safeLocalPath('/contact-us\t?lang=en')).toBe('/contact-us?lang=en');
    expect(safeLocalPath('/search?q=//evil.example')).toBe('/search?q=//evil.example');
  });

  it('refuses anything that leaves the site once resolved', () => {
    for (const bad of OFF_SITE) expect(safeLocalPath(bad), JSON.stringify(bad)).toBeNull();
  });

  it('refuses what is not a path', () => {
    for (const bad of ['about-us', '', null, undefined, 5, {}, `/${'a'.repeat(2001)}`]) {
      expect(safeLocalPath(bad), String(bad).slice(0, 20)).toBeNull();
    }
  });
});
