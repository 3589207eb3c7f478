import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type PostgresTestDatabase } from '../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/**
 * Server copies started together on one empty PostgreSQL database migrate and seed it one after the
 * other: each would otherwise create the same tables and demo rows at once.
 */
describe.skipIf(!onPostgres)('work one server copy at a time (exclusively)', () => {
  let target: PostgresTestDatabase | undefined;
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    await target?.drop();
    target = undefined;
  });
  const open = async () => {
    const handle = await openDatabase({ url: target!.url, log: { error() {} } });
    handles.push(handle);
    return handle;
  };

  it('runs the second copy’s work only after the first copy’s has ended, and lets other names through', async () => {
    target = await createPostgresDatabase();
    const [a, b] = [await open(), await open()];
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const aStarted = new Promise<void>((resolve) => (started = resolve));

    const first = a.exclusively('migrate', async () => {
      events.push('a start');
      started();
      await gate;
      events.push('a end');
    });
    await aStarted;
    const second = b.exclusively('migrate', async () => void events.push('b'));
    // Another name is not held up.
    await b.exclusively('seed', async () => void events.push('b seed'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual(['a start', 'b seed']);

    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['a start', 'b seed', 'a end', 'b']);
  });

  it('lets the next copy go when the work fails, and gives the failure to its caller', async () => {
    target = await createPostgresDatabase();
    const [a, b] = [await open(), await open()];
    await expect(a.exclusively('seed', () => Promise.reject(new Error('seeding failed')))).rejects.toThrow('seeding failed');
    expect(await b.exclusively('seed', async () => 'seeded')).toBe('seeded');
  });
});
