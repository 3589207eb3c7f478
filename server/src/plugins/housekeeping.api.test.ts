import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';
import { rowsOf } from '../test/test-database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HOUSEKEEPING_JOB } from './housekeeping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('housekeeping', () => {
  it('is one job an hour however many servers start, and the job deletes expired sessions', async () => {
    // The sweep of the hour the server started in has run.
    await t.app.jobs.idle(HOUSEKEEPING_JOB);
    await t.client().login('employee');
    await t.client().login('hr');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id in (select id from sessions limit 1)`,
    );
    // A second server on the same database becomes ready within the same hour: no second sweep.
    const { buildApp } = await import('../app.ts');
    const other = await buildApp({ config: t.config, database: t.database, web: false, logger: false });
    await other.ready();
    await other.close();
    const jobs = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${HOUSEKEEPING_JOB}`),
    );
    expect(jobs[0]!.n).toBe(1);
    expect(await t.database.db.select().from(sessions)).toHaveLength(2);

    await t.app.jobs.send(HOUSEKEEPING_JOB, {});
    await t.app.jobs.idle(HOUSEKEEPING_JOB);
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
  });
});
