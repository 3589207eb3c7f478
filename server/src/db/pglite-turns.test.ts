import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, STATEMENTS_PER_TURN, type DatabaseHandle } from './client.ts';

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

  it('lets only a few statements of a burst run in one turn of the event loop', async () => {
    // A probe marks every turn (an immediate set in the check phase runs in the next turn).
    const order: string[] = [];
    let probing = true;
    const probe = () => {
      order.push('turn');
      if (probing) setImmediate(probe);
    };
    setImmediate(probe);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let statement = 0; statement < 4; statement += 1) {
          await handle.db.execute(sql`select 1`);
          order.push('statement');
        }
      }),
    );
    probing = false;
    const perTurn = order
      .join(' ')
      .split('turn')
      .map((between) => between.split(' ').filter(Boolean).length);
    // Forty statements: at most four between two turns, so in at least ten turns.
    expect(perTurn.reduce((a, b) => a + b, 0)).toBe(40);
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(STATEMENTS_PER_TURN);
    expect(perTurn.filter((n) => n > 0).length).toBeGreaterThanOrEqual(40 / STATEMENTS_PER_TURN);
  });
});
