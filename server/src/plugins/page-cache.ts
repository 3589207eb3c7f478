import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session.ts';

/**
 * Public pages for anonymous visitors are the same for everyone who asks for the same address in
 * the same language, so they can be cached: they get an ETag and a short public max-age. Such a
 * page carries no per-request CSP nonce (a cached copy would reuse it); its inline scripts are
 * allowed by their SHA-256 hashes instead, so the policy is as deterministic as the page.
 */

/** Minutes a browser or shared cache may reuse a page before asking again (with If-None-Match). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Never cached: signed-in areas, and invitation links (`/invitation/…` and its short address `/i/…`: the token is a credential). */
const PRIVATE_AREAS = /^\/(admin|login|licenseexpired|reports|invitation|i)(\/|$)/i;

export function isCacheablePageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (request.cookies[SESSION_COOKIE]) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !PRIVATE_AREAS.test(pathname);
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * `'sha256-…'` sources for every inline script the browser would run (JSON-LD data blocks are not
 * run), from the page's UTF-8 bytes. The bytes are read as Latin-1 (one character a byte, no
 * decoding): the pattern is ASCII, which no byte of a multi-byte character matches, and each script
 * is hashed as the very bytes the browser hashes.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(match[1] ?? '')?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${hash('sha256', Buffer.from(match[2] ?? '', 'latin1'), 'base64')}'`);
  }
  return [...hashes];
}

/** From the page's bytes (hashing them is a third of hashing the same text, which must be encoded first). */
export function pageEtag(html: Buffer): string {
  return `"${hash('sha256', html, 'base64url').slice(0, 32)}"`;
}

/** True when the client's If-None-Match names this ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** A rendered public page, ready to be sent again. */
export interface PublicPage {
  /** The renderer's headers (content type…), without cookies. */
  headers: [string, string][];
  /** The HTML's UTF-8 bytes: hashed, compressed and sent as they are, never decoded. */
  body: Buffer;
  etag: string;
  contentSecurityPolicy: string;
  /** The article the page shows, when it is an article (each reader's visit counts a view, cached or not). */
  articleView?: string;
}

/** Sends a public page with its ETag and cache headers, or 304 when the client has it already. */
export function sendPublicPage(request: FastifyRequest, reply: FastifyReply, page: PublicPage) {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply
    .header('content-security-policy', page.contentSecurityPolicy)
    .header('etag', page.etag)
    .header('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
    .header('vary', 'Cookie');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  return reply.status(200).send(page.body);
}

/**
 * Rendered public pages kept for a few seconds per address and language, so a burst of anonymous
 * visitors (or crawlers) costs one render per page, not one each. Article pages too: the page
 * names its article (ARTICLE_VIEW_HEADER), and each visit, served from here or rendered, notes the
 * reader's view with the view counter. The browser and shared caches keep pages longer
 * (max-age=60); this cache only spares the server, and each server copy has its own.
 */
export class PageMicroCache {
  private readonly entries = new Map<string, { page: PublicPage; expires: number }>();
  private readonly rendering = new Map<string, Promise<PublicPage | null>>();
  /** Counts the clears, so that a render begun before one does not put its page back. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 200,
  ) {}

  static keyOf(request: FastifyRequest): string {
    return `${request.lang}|${request.url}`;
  }

  get(key: string, now = Date.now()): PublicPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return null;
    }
    return entry.page;
  }

  /** Forget every page: call after content changes (articles, page content, FAQs…) to show them at once. */
  clear(): void {
    this.entries.clear();
    this.rendering.clear();
    this.generation += 1;
  }

  /** The render of this address under way, if any: it resolves with the page, or null when it made none to share. */
  renderingOf(key: string): Promise<PublicPage | null> | undefined {
    return this.rendering.get(key);
  }

  /**
   * Says a render of this address is under way; the returned function ends it with its page (or null:
   * not shareable, or failed), which keeps the page and wakes those waiting. Only its first call
   * counts, and a page whose render began before a `clear` is not kept (it may show the old content).
   */
  startRender(key: string, now = Date.now): (page: PublicPage | null) => void {
    let resolve!: (page: PublicPage | null) => void;
    const promise = new Promise<PublicPage | null>((r) => (resolve = r));
    this.rendering.set(key, promise);
    const generation = this.generation;
    let ended = false;
    return (page) => {
      if (ended) return;
      ended = true;
      if (this.rendering.get(key) === promise) this.rendering.delete(key);
      if (page && generation === this.generation) this.set(key, page, now());
      resolve(page);
    };
  }

  set(key: string, page: PublicPage, now = Date.now()): void {
    // Oldest first out: a Map keeps insertion order.
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { page, expires: now + this.ttlMs });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered-page micro-cache (only when the web app is served). */
    publicPages?: PageMicroCache;
  }
}
