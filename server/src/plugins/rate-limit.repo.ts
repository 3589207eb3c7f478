import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Counts one hit on a key in one atomic upsert that also starts a new window when the old one
 * has passed: the hit's count in its window and the seconds the window has left.
 */
export async function countHit(db: DbOrTx, key: string, windowSeconds: number): Promise<{ count: number; remaining: number }> {
  const result = await db.execute<{ count: number; remaining: number }>(sql`
      insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                     then 1 else rate_limits.count + 1 end,
        window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                     then now() else rate_limits.window_started_at end
      returning count,
        extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now()))::float8 as remaining`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { count: number; remaining: number }[] }).rows) as {
    count: number;
    remaining: number;
  }[];
  const row = rows[0]!;
  return { count: Number(row.count), remaining: Number(row.remaining) };
}

/** Forgets windows that ended long ago (cheap: indexed by window start). */
export async function forgetOldWindows(db: DbOrTx) {
  await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
}
