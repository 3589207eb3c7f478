import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminQuery, createPostgresDatabase, type PostgresTestDatabase } from '../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

// PGlite runs inside the process: there is no server to end its connections.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** TCP sockets this process holds open (the pool's connections among them). */
const openSockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  let target: PostgresTestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    await target?.drop();
    handle = target = undefined;
  });

  it('logs a connection the database ends instead of throwing it, and opens a new one for the next query', async () => {
    target = await createPostgresDatabase();
    const lost: { err?: { code?: string } }[] = [];
    const uncaught: unknown[] = [];
    // Whichever comes first: the pool's log line, or the error escaping to the process.
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const onUncaught = (err: unknown) => {
      uncaught.push(err);
      settle();
    };
    process.on('uncaughtException', onUncaught);
    try {
      handle = await openDatabase({
        url: target.url,
        log: {
          error(details) {
            lost.push(details);
            settle();
          },
        },
      });
      await handle.ping(); // one idle connection in the pool
      await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [target.name]);
      await settled;
    } finally {
      process.off('uncaughtException', onUncaught);
    }

    expect(uncaught.map(String)).toEqual([]);
    expect(lost[0]?.err?.code).toBe('57P01'); // admin_shutdown
    await expect(handle!.ping()).resolves.toBeUndefined();
  });

  it('closes every connection before close() resolves, so the database can be dropped at once', async () => {
    target = await createPostgresDatabase();
    const before = openSockets();
    handle = await openDatabase({ url: target.url });
    // Four queries at once: four connections.
    await Promise.all([1, 2, 3, 4].map(() => handle!.db.execute(sql`select 1`)));
    expect(openSockets()).toBe(before + 4);

    await handle.close();
    handle = undefined;

    expect(openSockets()).toBe(before);
  });
});
