import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session.ts';

/** An in-process API answer as the pages' loaders get it: the status and the parsed JSON body. */
export interface InProcessAnswer<T = unknown> {
  status: number;
  body: T;
}

/** At most this long a kept answer is used: view counts and articles due to appear are not content edits. */
export const PUBLIC_DATA_TTL_MS = 10_000;

/**
 * The public content the pages' loaders read from the API in-process (page documents, FAQs,
 * trusted companies, article lists, an article and its headings…), kept per language and call so
 * that an uncached render does not query the database and run the API again for data that only
 * changes when an editor changes it (docs/decisions/021).
 *
 * What must hold:
 * - Only calls made for anonymous visitors, and only those a loader marks `shared` (a public read
 *   whose answer is the same for every anonymous visitor), come here: see in-process-api.ts. A
 *   signed-in visitor's calls never read or fill it.
 * - `clear()` runs with every content change (`publicPagesChanged`, as the page micro-cache's), so
 *   an edit shows on the next render. Besides, an answer is used at most PUBLIC_DATA_TTL_MS: view
 *   counts (written every 10 s) and articles whose publication time comes change without an edit.
 * - An answer loaded across a `clear()` is not kept (it may hold the old content).
 * - Answers are frozen: renders share them, so a loader that changed one would change every page.
 * - Only successes are kept; concurrent renders asking for the same call share one load.
 */
export class PublicDataCache {
  /** Kept from the start of their load: a `clear()` during it forgets the load too. */
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    private readonly ttlMs = PUBLIC_DATA_TTL_MS,
    private readonly maxEntries = 200,
    private readonly now = Date.now,
  ) {}

  /** The kept answer for `key`, or `load`'s (kept when it is a success). */
  answer(key: string, load: () => Promise<InProcessAnswer>): Promise<InProcessAnswer> {
    return this.remember(
      key,
      () =>
        load().then((a) => {
          if (a.status < 300) deepFreeze(a.body);
          return a;
        }),
      (a) => a.status < 300,
    );
  }

  /** The kept value for `key`, or `load`'s: kept unless it fails or `keep` refuses it. */
  remember<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value as Promise<T>;
    if (entry) this.entries.delete(key);
    const value = load().then((v) => {
      if (!keep(v)) this.forget(key, value);
      return v;
    });
    value.catch(() => this.forget(key, value));
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    return value;
  }

  /** Forget every answer: public content changed. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, value: Promise<unknown>) {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * A public read call served over HTTP to callers without a session (the magazine's list, which every
 * reader's first page and every crawler asks for): its answer kept in the same cache, as the bytes
 * sent, serialised by the route's own response schema (what the route sends uncached, byte for byte).
 * A burst of readers costs one query and one serialisation; a content change shows at once.
 */
export async function sendSharedAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (request.cookies[SESSION_COOKIE]) return produce();
  const key = `bytes ${request.lang} ${request.method} ${request.url} ${request.body === undefined ? '' : JSON.stringify(request.body)}`;
  const body = await request.server.publicData.remember(key, async () => Buffer.from(reply.serialize(await produce()) as string));
  return reply.type('application/json; charset=utf-8').send(body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public content answers for the pages' loaders, kept until content changes (plugins/public-data.ts). */
    publicData: PublicDataCache;
  }
}

export default fp(async (app) => {
  app.decorate('publicData', new PublicDataCache());
});
