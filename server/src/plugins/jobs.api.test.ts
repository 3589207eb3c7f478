import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase, rowsOf } from '../test/test-database.ts';

// Several servers on one database, as the app runs them (buildApp), each with its own job queue
// (pg-boss) over the same tables: on PGlite the one in-memory client, on PostgreSQL one database.

let database: DatabaseHandle;
let dataDir: string;
const open = new Set<FastifyInstance>();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-jobs-'));
});
afterAll(async () => {
  for (const app of open) await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A server on the shared database; `setup` adds the test's queues before it starts them. */
async function server(setup: (app: FastifyInstance) => void, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOB_POLL_SECONDS: '0.5',
    JOB_STOP_SECONDS: '1',
    ...env,
  });
  const app = await buildApp({ config, database, web: false, logger: false });
  setup(app);
  await app.ready();
  open.add(app);
  return app;
}

async function close(app: FastifyInstance) {
  open.delete(app);
  await app.close();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('durable jobs', () => {
  it('runs a job queued and not yet run by a server that closed, on the next server of the database', async () => {
    const ranOnFirst: unknown[] = [];
    const first = await server((app) => app.jobs.work('test.durable', async (payload) => void ranOnFirst.push(payload)));
    const id = await first.jobs.send('test.durable', { n: 1 }, { startAfter: new Date(Date.now() + 2_000) });
    expect(id).toBeTruthy();
    await close(first);
    expect(ranOnFirst).toEqual([]);

    const ranOnSecond: { payload: unknown; id: string }[] = [];
    const second = await server((app) =>
      app.jobs.work('test.durable', async (payload, job) => void ranOnSecond.push({ payload, id: job.id })),
    );
    await second.jobs.idle('test.durable', 15_000);
    expect(ranOnSecond).toEqual([{ payload: { n: 1 }, id }]);
    await close(second);
  });

  it('keeps one job per singleton key waiting or running', async () => {
    const app = await server((a) => a.jobs.work('test.singleton', async () => {}));
    const key = 'import-1';
    const at = new Date(Date.now() + 60_000);
    expect(await app.jobs.send('test.singleton', {}, { singletonKey: key, startAfter: at })).toBeTruthy();
    expect(await app.jobs.send('test.singleton', {}, { singletonKey: key, startAfter: at })).toBeNull();
    expect(await app.jobs.send('test.singleton', {}, { singletonKey: 'import-2', startAfter: at })).toBeTruthy();
    await close(app);
  });

  it('gives a job whose attempts all threw to its dead letter queue, once, with its payload and key', async () => {
    let attempts = 0;
    const gaveUp: { payload: unknown; key: string | null }[] = [];
    const app = await server((a) => {
      a.jobs.work(
        'test.flaky',
        async () => {
          attempts++;
          throw new Error('always');
        },
        { retries: 1, deadLetter: 'test.flakyGaveUp' },
      );
      a.jobs.work('test.flakyGaveUp', async (payload, job) => {
        const [row] = rowsOf<{ key: string | null }>(
          await database.db.execute(sql`select singleton_key as key from pgboss.job where id = ${job.id}::uuid`),
        );
        gaveUp.push({ payload, key: row?.key ?? null });
      });
    });
    await app.jobs.send('test.flaky', { importId: 'x' }, { singletonKey: 'x' });
    // The retry waits its backoff (5 s, with jitter).
    const deadline = Date.now() + 30_000;
    while (!gaveUp.length && Date.now() < deadline) await sleep(100);
    await app.jobs.idle('test.flakyGaveUp');
    expect(attempts).toBe(2);
    expect(gaveUp).toEqual([{ payload: { importId: 'x' }, key: 'x' }]);
    await close(app);
  }, 45_000);

  it('runs a recurring job once per period with two servers on the database', async () => {
    const runs: string[] = [];
    const setup = (name: string) => (app: FastifyInstance) => {
      app.jobs.work('test.tick', async () => void runs.push(name));
      app.jobs.every('test.tick', 2_000);
    };
    const a = await server(setup('a'));
    const b = await server(setup('b'));
    await sleep(7_000);
    await close(a);
    await close(b);
    // 7 s of 2-second periods: 4 or 5 periods began (the first at start), each with one job.
    const jobs = rowsOf<{ singleton_on: Date; state: string }>(
      await database.db.execute(sql`select singleton_on, state from pgboss.job where name = 'test.tick' order by singleton_on`),
    );
    const periods = new Set(jobs.map((j) => new Date(j.singleton_on).getTime()));
    expect(periods.size).toBe(jobs.length);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.length).toBeLessThanOrEqual(5);
    // Each ran once, by one of the two.
    expect(runs.length).toBe(jobs.filter((j) => j.state === 'completed').length);
    expect(runs.length).toBeGreaterThanOrEqual(3);
  });

  it('hands a running job back when its server closes, and another server runs it again', async () => {
    let release: () => void = () => {};
    const started: string[] = [];
    const first = await server((app) =>
      app.jobs.work('test.long', async () => {
        started.push('first');
        // Longer than the shutdown waits (JOB_STOP_SECONDS = 1).
        await new Promise<void>((resolve) => (release = resolve));
      }),
    );
    await first.jobs.send('test.long', {});
    while (!started.length) await sleep(100);
    await close(first);
    release();

    const second = await server((app) => app.jobs.work('test.long', async (_payload, job) => void started.push(`second:${job.attempt}`)));
    await second.jobs.idle('test.long', 60_000);
    expect(started).toEqual(['first', 'second:2']);
    await close(second);
  }, 90_000);

  it('counts failed runs and the jobs waiting, running and failed per queue for Prometheus, and answers the readiness check', async () => {
    const token = 'metrics-token-0123456789';
    // Never settles: the job stays active until the server closes and hands it back.
    const block = new Promise<void>(() => {});
    const app = await server(
      (a) => {
        a.jobs.work(
          'test.fails',
          async () => {
            throw new Error('always');
          },
          { retries: 0 },
        );
        a.jobs.work('test.waits', async () => block);
      },
      { METRICS_TOKEN: token },
    );
    await expect(app.jobs.check()).resolves.toBeUndefined();
    await app.jobs.send('test.fails', {});
    await app.jobs.idle('test.fails', 15_000);
    await app.jobs.send('test.waits', {});
    await app.jobs.send('test.waits', {}, { singletonKey: 'later', startAfter: new Date(Date.now() + 60_000) });
    while ((await app.jobs.pending('test.waits')) < 2) await sleep(100);
    await sleep(1_500); // the first one has been taken
    const text = (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;
    const value = (pattern: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(pattern))
          ?.split(' ')
          .pop(),
      );
    expect(value('jobs_failed_total{queue="test.fails"}')).toBe(1);
    expect(value('jobs_queue_depth{queue="test.fails",state="failed"}')).toBe(1);
    expect(value('jobs_queue_depth{queue="test.waits",state="active"}')).toBe(1);
    expect(value('jobs_queue_depth{queue="test.waits",state="waiting"}')).toBe(1);
    await close(app);
    await expect(app.jobs.check()).rejects.toThrow();
  }, 60_000);
});
