// @vitest-environment node
// (Response headers: a browser-like environment hides Set-Cookie.)
import { describe, expect, it } from 'vitest';
import { safeLocalPath, switchTarget } from './switch-target.ts';
import { action, loader } from '../../routes/site/language.ts';

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

function post(fields: Record<string, string>, url = 'http://localhost/language') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
}

type ActionArgs = Parameters<typeof action>[0];

describe('POST /language (pages without JavaScript)', () => {
  it('stores the choice in the cookie and on the account, then shows the page in that language', async () => {
    const calls: unknown[] = [];
    const context = { api: async (path: string, init?: unknown) => (calls.push([path, init]), { status: 200, body: {} }) };
    const res = (await action({
      request: post({ lang: 'en', to: '/products/rira360?lang=en' }),
      context,
    } as unknown as ActionArgs)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/products/rira360?lang=en');
    expect(res.headers.get('set-cookie')).toBe('rira_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(calls).toEqual([['/api/Language/change', { method: 'POST', body: { language: 'en' } }]]);
  });

  it('never redirects off the site, marks the cookie Secure over https, and survives a failed call', async () => {
    const context = { api: () => Promise.reject(new Error('down')) };
    const res = (await action({
      request: post({ lang: 'fa', to: '//evil.example/' }, 'https://rira.example/language'),
      context,
    } as unknown as ActionArgs)) as Response;
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toContain('; Secure');
  });

  it('has nothing to show on GET', () => {
    expect(loader().headers.get('location')).toBe('/');
  });
});
