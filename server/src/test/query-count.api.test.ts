/**
 * The query counter itself (query-count.ts), on both drivers: what it counts and to whom it
 * attributes it. The per-request bound it serves is checked in http/query-counts.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { countQueries } from './query-count.ts';
import { createTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

describe('countQueries', () => {
  it('counts a raw statement and a built query once each', async () => {
    const raw = await countQueries(() => handle.db.execute(sql`select 1 as one`));
    expect(raw.count).toBe(1);
    expect(raw.queries[0]).toMatch(/select 1 as one/);
    const built = await countQueries(async () => {
      await handle.db.select({ id: users.id }).from(users).limit(1);
      await handle.db.select({ id: users.id }).from(users).limit(2);
    });
    expect(built.count).toBe(2);
  });

  it("counts a transaction's begin and commit (or rollback) and its savepoints, the same on PGlite and PostgreSQL", async () => {
    const committed = await countQueries(() =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      }),
    );
    expect(committed.count).toBe(4);
    expect(committed.queries[0]).toMatch(/^begin/i);
    expect(committed.queries.at(-1)).toMatch(/^commit/i);

    const rolledBack = await countQueries(() =>
      handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          throw new Error('undo');
        })
        .catch(() => 'rolled back'),
    );
    expect(rolledBack).toMatchObject({ result: 'rolled back', count: 3 });
    expect(rolledBack.queries.at(-1)).toMatch(/^rollback/i);

    const nested = await countQueries(() =>
      handle.db.transaction(async (tx) => {
        await tx.transaction(async (inner) => void (await inner.execute(sql`select 1`)));
      }),
    );
    // begin, savepoint, select, release, commit
    expect(nested.count).toBe(5);
  });

  it('gives each count only the statements of its own work, even when two run at once', async () => {
    const [two, three] = await Promise.all([
      countQueries(async () => {
        await handle.db.execute(sql`select 'a'`);
        await handle.db.execute(sql`select 'a'`);
      }),
      countQueries(async () => {
        for (let i = 0; i < 3; i++) await handle.db.execute(sql`select 'b'`);
      }),
    ]);
    expect(two.queries).toEqual([`select 'a'`, `select 'a'`]);
    expect(three.queries).toEqual([`select 'b'`, `select 'b'`, `select 'b'`]);
    // Outside any count nothing is recorded.
    await handle.db.execute(sql`select 'outside'`);
    expect((await countQueries(async () => {})).count).toBe(0);
  });
});
