// @vitest-environment node
// (Response headers: a browser-like environment hides Set-Cookie.)
import { describe, expect, it } from 'vitest';
import { action, loader } from './language.ts';

function post(fields: Record<string, string>, url = 'http://localhost/language') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
}

type ActionArgs = Parameters<typeof action>[0];

describe('POST /language (pages without JavaScript)', () => {
  it('stores the choice in the cookie and on the account, then shows the page in that language', async () => {
    const calls: unknown[] = [];
    const saved = { data: null, succeeded: true, message: null };
    const context = { api: async (path: string, init?: unknown) => (calls.push([path, init]), { status: 200, body: saved }) };
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
