import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { etagMatches, inlineScriptHashes, isCacheablePageRequest, PageMicroCache, pageEtag } from './page-cache.ts';

const request = (url: string, extra: Partial<FastifyRequest> = {}) =>
  ({ method: 'GET', url, cookies: {}, lang: 'fa', ...extra }) as unknown as FastifyRequest;

describe('public page caching', () => {
  it('caches anonymous GETs of public pages only', () => {
    expect(isCacheablePageRequest(request('/blogs?page=2'))).toBe(true);
    expect(isCacheablePageRequest(request('/blogs', { cookies: { rira_sid: 'x' } } as never))).toBe(false);
    expect(isCacheablePageRequest(request('/admin/dashboard'))).toBe(false);
    expect(isCacheablePageRequest(request('/Login'))).toBe(false);
    expect(isCacheablePageRequest(request('/contact-us', { method: 'POST' } as never))).toBe(false);
    // Invitation links carry a credential: neither the page nor its short address's redirect is kept.
    expect(isCacheablePageRequest(request('/invitation/AbCdEfGhIjKlMnOpQrStUv_-?lang=fa'))).toBe(false);
    expect(isCacheablePageRequest(request('/i/AbCdEfGhIjKlMnOpQrStUv_-'))).toBe(false);
    expect(isCacheablePageRequest(request('/investors'))).toBe(true);
  });

  it('hashes the inline scripts a browser runs, not JSON-LD or external ones', () => {
    const html =
      '<script>a()</script><script type="module">import "x"</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>';
    const hashes = inlineScriptHashes(Buffer.from(html));
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('hashes a script with Persian text as the browser does: over its UTF-8 bytes', () => {
    const script = 'document.title = "سلام، ریرا";';
    const expected = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    expect(inlineScriptHashes(Buffer.from(`<p>متن</p><script>${script}</script>`))).toEqual([expected]);
  });

  it('matches ETags, weak or strong, and changes them with the page', () => {
    const etag = pageEtag(Buffer.from('<p>one</p>'));
    expect(etag).not.toBe(pageEtag(Buffer.from('<p>two</p>')));
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}, "other"`, etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });

  it('keeps rendered pages a few seconds per address and language, articles too', () => {
    const cache = new PageMicroCache(5_000, 2);
    const page = { headers: [], body: Buffer.from('x'), etag: '"e"', contentSecurityPolicy: '' };
    expect(PageMicroCache.keyOf(request('/blogs/details/some-article'))).toBe('fa|/blogs/details/some-article');
    expect(PageMicroCache.keyOf(request('/blogs/details/old'))).toBe('fa|/blogs/details/old');
    expect(PageMicroCache.keyOf(request('/', { lang: 'en' } as never))).toBe('en|/');
    cache.set('a', page, 0);
    expect(cache.get('a', 4_999)).toBe(page);
    expect(cache.get('a', 5_000)).toBeNull();
    cache.set('a', page, 0);
    cache.set('b', page, 0);
    cache.set('c', page, 0);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('c', 1)).toBe(page);
    cache.clear();
    expect(cache.get('c', 1)).toBeNull();
  });

  it('lets a burst wait for the one render under way, and wakes it with the page or with nothing', async () => {
    const cache = new PageMicroCache();
    const page = { headers: [], body: Buffer.from('x'), etag: '"e"', contentSecurityPolicy: '', articleView: 'a1' };
    expect(cache.renderingOf('k')).toBeUndefined();
    const finish = cache.startRender('k');
    const waiting = [cache.renderingOf('k'), cache.renderingOf('k')];
    finish(page);
    finish(null); // only the first end counts
    expect(await Promise.all(waiting)).toEqual([page, page]);
    expect(cache.renderingOf('k')).toBeUndefined();
    expect(cache.get('k')).toBe(page);
    // A render that made no page to share (an error, a cookie, a 404) wakes the waiters with null: they render themselves.
    const failed = cache.startRender('k');
    const waiter = cache.renderingOf('k');
    failed(null);
    expect(await waiter).toBeNull();
    // A content change forgets renders under way too: their pages may show the old content.
    const before = cache.startRender('k');
    cache.clear();
    expect(cache.renderingOf('k')).toBeUndefined();
    before(page);
    expect(cache.get('k')).toBeNull();
  });
});
