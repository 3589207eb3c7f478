import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('housekeeping', () => {
  it('deletes expired sessions when the server starts', async () => {
    await t.client().login('employee');
    await t.client().login('hr');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id in (select id from sessions limit 1)`,
    );
    // A second app on the same database runs the sweep when it becomes ready.
    const { buildApp } = await import('../app.ts');
    const other = await buildApp({ config: t.config, database: t.database, web: false, logger: false });
    await other.ready();
    await other.close();
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
  });
});
