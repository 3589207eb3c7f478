import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../plugins/session.ts';

/** How long an answer is reused; a content change clears it at once, a view count shows within this. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

interface Entry {
  body: Buffer;
  expires: number;
}

/**
 * Answers of public read calls (the magazine's list), kept for a few seconds as the bytes sent, per
 * language, address and request body: a burst of readers costs one query and one serialisation,
 * not one each. The same rules as the page micro-cache (plugins/page-cache.ts): only for callers
 * without a session, forgotten on every content change (`publicPagesChanged`), a burst on a
 * missing answer waits for the one being made, and an answer begun before a change is not kept.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, Promise<Buffer | null>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  clear(): void {
    this.entries.clear();
    this.making.clear();
    this.generation += 1;
  }

  /**
   * Sends the kept answer, or makes it with `produce`, serialised by the route's own response
   * schema (what the route sends uncached, byte for byte), and keeps it.
   */
  async answer<T>(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<T>): Promise<T | FastifyReply> {
    if (request.cookies[SESSION_COOKIE]) return produce();
    const key = `${request.lang}|${request.method}|${request.url}|${request.body === undefined ? '' : JSON.stringify(request.body)}`;
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.expires > now) return this.send(reply, kept.body);
    if (kept) this.entries.delete(key);

    const underway = this.making.get(key);
    if (underway) {
      const body = await underway;
      if (body) return this.send(reply, body);
      return produce();
    }

    const generation = this.generation;
    let done!: (body: Buffer | null) => void;
    const promise = new Promise<Buffer | null>((resolve) => (done = resolve));
    this.making.set(key, promise);
    try {
      const value = await produce();
      const body = Buffer.from(reply.serialize(value) as string);
      if (generation === this.generation) {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
      }
      done(body);
      return this.send(reply, body);
    } catch (err) {
      done(null);
      throw err;
    } finally {
      if (this.making.get(key) === promise) this.making.delete(key);
    }
  }

  private send(reply: FastifyReply, body: Buffer): FastifyReply {
    return reply.type('application/json; charset=utf-8').send(body);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public read calls' answers kept for a few seconds (cleared with the public pages). */
    publicAnswers: PublicAnswerCache;
  }
}

export const publicAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('publicAnswers', new PublicAnswerCache());
});
