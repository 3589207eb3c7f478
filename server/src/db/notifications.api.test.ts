import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { publicPagesChanged } from '../http/content-admin.ts';
import { adminQuery, createPostgresDatabase, createTestDatabase, type PostgresTestDatabase } from '../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** Resolves once `messages` holds `count` payloads; fails after a few seconds. */
function nextMessage(messages: string[], count: number) {
  return vi.waitFor(
    () => {
      if (messages.length < count) throw new Error(`heard ${messages.length} of ${count}`);
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe('database notifications (LISTEN/NOTIFY), on the suite database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('delivers a NOTIFY to the channel listener, and nothing once it stops listening', async () => {
    const heard: string[] = [];
    const other: string[] = [];
    const stop = await handle.listen('rira_test_channel', (payload) => heard.push(payload));
    await handle.listen('rira_other_channel', (payload) => other.push(payload));
    await handle.notify('rira_test_channel', 'first');
    await nextMessage(heard, 1);
    expect(heard).toEqual(['first']);
    expect(other).toEqual([]);

    await stop();
    await handle.notify('rira_test_channel', 'second');
    await handle.notify('rira_other_channel', 'marker');
    await nextMessage(other, 1);
    expect(heard).toEqual(['first']);
  });

  it('refuses a channel name that is not a plain identifier (LISTEN takes no parameters)', async () => {
    if (handle.kind === 'pglite') return; // PGlite quotes the name itself; nothing reaches SQL text
    await expect(handle.listen('x"; drop table users; --', () => {})).rejects.toThrow(/bad notification channel/);
  });
});

describe.skipIf(!onPostgres)('notifications between server copies on one PostgreSQL database', () => {
  let target: PostgresTestDatabase | undefined;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const dataDirs: string[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const handle of handles.splice(0)) await handle.close();
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    await target?.drop();
    target = undefined;
  });

  const open = async () => {
    const handle = await openDatabase({ url: target!.url, log: { error() {} } });
    handles.push(handle);
    return handle;
  };

  it('listens again after the database ends the listening connection, and says a message may have been missed', async () => {
    target = await createPostgresDatabase();
    const listener = await open();
    const sender = await open();
    const heard: string[] = [];
    let reconnects = 0;
    await listener.listen(
      'rira_test_channel',
      (payload) => heard.push(payload),
      () => (reconnects += 1),
    );
    await sender.notify('rira_test_channel', 'before');
    await nextMessage(heard, 1);

    const ended = await adminQuery<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and query like 'LISTEN%'`,
      [target.name],
    );
    expect(ended).toEqual([{ ended: true }]);
    await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 10_000, interval: 50 });

    await sender.notify('rira_test_channel', 'after');
    await nextMessage(heard, 2);
    expect(heard).toEqual(['before', 'after']);
  });

  it('a content change on one copy empties the public caches of every copy', async () => {
    target = await createPostgresDatabase();
    const first = await open();
    await first.migrate();
    const second = await open();
    for (const database of [first, second]) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-copy-'));
      dataDirs.push(dataDir);
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database, web: false, logger: false });
      await app.ready();
      apps.push(app);
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    for (const app of apps) await app.publicData.remember('magazine list', async () => 'old content');
    expect([a.publicData.size, b.publicData.size]).toEqual([1, 1]);

    const aHeard = vi.spyOn(a.publicContent, 'heard');
    publicPagesChanged(a);
    expect(a.publicData.size).toBe(0);
    // What A keeps after its own change stays: A hears its own announcement and ignores it.
    await a.publicData.remember('magazine list', async () => 'new content');
    await vi.waitFor(() => expect(b.publicData.size).toBe(0), { timeout: 5_000, interval: 20 });
    await vi.waitFor(() => expect(aHeard).toHaveBeenCalledWith(a.publicContent.copyId), { timeout: 5_000, interval: 20 });
    expect(a.publicData.size).toBe(1);

    // And the other way round.
    publicPagesChanged(b);
    await vi.waitFor(() => expect(a.publicData.size).toBe(0), { timeout: 5_000, interval: 20 });
  });
});
