import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';

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
    const result = await this.db.execute<{ count: number; remaining: number }>(sql`
      insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                     then 1 else rate_limits.count + 1 end,
        window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                     then now() else rate_limits.window_started_at end
      returning count,
        extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now()))::float8 as remaining`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { count: number; remaining: number }[] }).rows) as {
      count: number;
      remaining: number;
    }[];
    const row = rows[0]!;
    const count = Number(row.count);
    // Now and then, forget windows that ended long ago (cheap: indexed by window start).
    if (Math.random() < 0.01) {
      await this.db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
    }
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * A route hook that counts every request from one address under `name` and refuses the ones over
 * the limit with 429, a message that says when to try again, and Retry-After.
 */
export function limitPerAddress(name: string, rule: RateLimitRule, messageKey = 'errors.tooManyRequests'): onRequestHookHandler {
  return async function rateLimitHook(this: unknown, request: FastifyRequest) {
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
}

export default fp(async (app) => {
  app.decorate('rateLimiter', new RateLimiter(app.db));
});
