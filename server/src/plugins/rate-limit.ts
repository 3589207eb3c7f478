import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { countHit, forgetOldWindows } from './rate-limit.repo.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (when refused, the Retry-After value). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the `rate_limits` table. One atomic upsert per hit both starts a new
 * window when the old one has passed and counts the hit, so concurrent requests on several
 * server copies can never both slip under the limit.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const { count, remaining } = await countHit(this.db, key, rule.windowSeconds);
    // Now and then, forget windows that ended long ago.
    if (Math.random() < 0.01) await forgetOldWindows(this.db);
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(remaining)),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** The hooks limitPerAddress made (so that the OpenAPI document can tell which routes answer 429). */
const rateLimitHooks = new WeakSet<object>();

/**
 * A route hook that counts every request from one address under `name` and refuses the ones over
 * the limit with 429, a message that says when to try again, and Retry-After.
 */
export function limitPerAddress(name: string, rule: RateLimitRule, messageKey = 'errors.tooManyRequests'): onRequestAsyncHookHandler {
  const hook = async function rateLimitHook(this: unknown, request: FastifyRequest) {
    const result = await request.server.rateLimiter.hit(`${name}:${request.ip}`, rule);
    if (!result.allowed) {
      request.log.warn({ rateLimit: name, ip: request.ip, count: result.count }, 'rate limit reached');
      throw new AppError('tooManyRequests', {
        messageKey,
        params: { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)), seconds: result.retryAfterSeconds },
        headers: { 'retry-after': String(result.retryAfterSeconds) },
      });
    }
  };
  rateLimitHooks.add(hook);
  return hook;
}

/** Whether a route counts its callers with `limitPerAddress` (the OpenAPI document lists its 429). */
export function isRateLimited(route: { onRequest?: unknown }): boolean {
  const hooks = Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  return hooks.some((hook) => typeof hook === 'function' && rateLimitHooks.has(hook));
}

export default fp(async (app) => {
  app.decorate('rateLimiter', new RateLimiter(app.db));
});
