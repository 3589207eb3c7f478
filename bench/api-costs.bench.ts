/**
 * What one API call costs beyond /api/health, in-process (app.inject, no sockets), on PGlite and on
 * PostgreSQL, printed as ms per call and as ratios to health (never asserted: the machine is shared).
 * Issue 13's targets are for the built server under load (bench/load.bench.ts); these ratios are
 * the part of them the server's own code decides:
 *
 *   GetCurrentUser          signed in: the session lookup and the caller's memberships   target ≤ 2×
 *   article list (10 rows)  POST /api/user/article/GetAll {pageIndex:1,pageSize:10}     target health/list ≤ 2× (PostgreSQL)
 *   admin article list      signed in as the content manager, 10 rows
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to
 * create a fresh database for the run and drop it afterwards; skipped when it cannot be reached.
 * BENCH_CALLS (default 2000) calls per address after a warm-up, in ten rounds that take turns.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { seedDatabase } from '../server/src/seed/index.ts';
import { onFreshPostgres } from './support/fresh-postgres.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);

/**
 * ms per call of each request, one call at a time. The requests take turns in rounds, so that a
 * neighbour's load on the shared machine falls on all of them alike; each figure is the median of
 * its rounds.
 */
async function perCall(app: FastifyInstance, requests: InjectOptions[], calls = CALLS, rounds = 10): Promise<number[]> {
  const call = async (options: InjectOptions) => {
    const res = await app.inject(options);
    if (res.statusCode !== 200) throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  // Warm-up: JIT, prepared statements on every connection.
  for (const options of requests) for (let i = 0; i < 200; i++) await call(options);
  const perRound = Math.max(1, Math.round(calls / rounds));
  const samples: number[][] = requests.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, options] of requests.entries()) {
      const start = process.hrtime.bigint();
      for (let n = 0; n < perRound; n++) await call(options);
      samples[i]!.push(Number(process.hrtime.bigint() - start) / 1e6 / perRound);
    }
  }
  return samples.map((ms) => ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!);
}

async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Authentication/AuthorizeWithPassword',
    payload: { Username: username, Password: 'Rira@1404', Type: 1 },
  });
  const sid = res.cookies.find((c) => c.name === 'rira_sid');
  if (res.statusCode !== 200 || !sid) throw new Error(`sign-in as ${username} failed: ${res.statusCode}`);
  return `rira_sid=${sid.value}`;
}

async function measure(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-bench-'));
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : {});
  try {
    await database.migrate();
    // Production's settings (the serialiser, the log level), with the database handed in.
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }),
      database,
      web: false,
      logger: false,
    });
    try {
      await app.ready();
      await seedDatabase(database.db, { demo: true, log: { info() {} }, files: app.files, privateFiles: app.privateFiles });
      const employee = await signIn(app, 'employee');
      const content = await signIn(app, 'content');
      const json = { 'content-type': 'application/json' };
      const tenRows = JSON.stringify({ pageIndex: 1, pageSize: 10 });

      const requests: [string, InjectOptions][] = [
        ['GET /api/health (baseline)', { method: 'GET', url: '/api/health' }],
        ['GET Authentication/GetCurrentUser', { method: 'GET', url: '/api/Authentication/GetCurrentUser', headers: { cookie: employee } }],
        ['POST user/article/GetAll (10 rows)', { method: 'POST', url: '/api/user/article/GetAll', headers: json, payload: tenRows }],
        [
          'POST manager/article/GetAll (10, admin)',
          { method: 'POST', url: '/api/manager/article/GetAll', headers: { ...json, cookie: content }, payload: tenRows },
        ],
      ];
      const figures = await perCall(
        app,
        requests.map(([, options]) => options),
      );
      const health = figures[0]!;
      const rows = requests.map(([name], i) => [name, figures[i]!] as const);
      console.log(`\n${label}: ${CALLS} calls each, one at a time, in-process, in 10 interleaved rounds (medians)`);
      for (const [name, ms] of rows) {
        console.log(
          `  ${name.padEnd(42)} ${ms.toFixed(3).padStart(8)} ms/call  ${(1000 / ms).toFixed(0).padStart(6)} calls/s  ${(ms / health).toFixed(2).padStart(6)}× health`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
await measure('PGlite (in memory)');

await onFreshPostgres((url) => measure('PostgreSQL', url));
