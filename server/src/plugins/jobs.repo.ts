import type { Db as IDatabase } from 'pg-boss';

// pg-boss's own table, read directly where its API only has cached counts (they may be an hour
// old): the open jobs of a queue and the depth gauge both need the truth at the moment.

export interface QueueCount {
  name: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  count: number;
}

export async function openJobCount(db: IDatabase, name: string): Promise<number> {
  const { rows } = await db.executeSql(
    `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
    [name],
  );
  return (rows[0] as { n: number } | undefined)?.n ?? 0;
}

export async function queueCounts(db: IDatabase, names: string[]): Promise<QueueCount[]> {
  const { rows } = await db.executeSql(
    `select name, state::text as state, count(*)::int as count from pgboss.job
      where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed') group by name, state`,
    [names],
  );
  return rows as QueueCount[];
}

/** A job's state in `pgboss.job`. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** The states of the jobs each of these singleton keys has in the queue (keys without one are absent). */
export async function jobStatesByKey(db: IDatabase, name: string, keys: string[]): Promise<Map<string, Set<JobState>>> {
  const states = new Map<string, Set<JobState>>();
  if (!keys.length) return states;
  const { rows } = await db.executeSql(
    `select distinct singleton_key as key, state::text as state from pgboss.job where name = $1 and singleton_key = any($2::text[])`,
    [name, keys],
  );
  for (const { key, state } of rows as { key: string; state: JobState }[]) {
    const of = states.get(key) ?? new Set<JobState>();
    of.add(state);
    states.set(key, of);
  }
  return states;
}
