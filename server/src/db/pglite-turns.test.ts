import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * PGlite answers on the server's own thread: without a turn of the event loop between statements,
 * a burst of requests' queries ran back to back and held back every timer and connection.
 */
describe('PGlite and the event loop', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('lets a timer run between the statements of a burst', async () => {
    const order: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer');
        resolve();
      }, 0),
    );
    // Ten requests of four statements each, arriving together.
    await Promise.all(
      Array.from({ length: 10 }, async (_, request) => {
        for (let statement = 0; statement < 4; statement += 1) {
          await handle.db.execute(sql`select sum(x) from generate_series(1, 2000) as x`);
          order.push(`request ${request} statement ${statement}`);
        }
      }),
    );
    await timer;
    expect(order.indexOf('timer')).toBeLessThan(order.length - 1);
    expect(order.at(-1)).toMatch(/^request/);
  });
});
