/**
 * Sign-in and session costs, measured in one run and printed as figures and ratios (never
 * asserted: the machine is shared). Baseline: /api/health (routing + one `select 1`).
 * bench/api-costs.bench.ts compares GetCurrentUser and the public list with health on both databases.
 *   GetCurrentUser  = the caller kept by the server copy, after reading the actor version (one small
 *                     statement; the whole caller, session_actor(), when it changed: decision 016)
 *   password login  = argon2id verify + session insert + audit row
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { seedDatabase } from '../server/src/seed/index.ts';

async function timeIt(label: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(50, n); i++) await fn(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const perOp = ms / n;
  console.log(
    `${label.padEnd(34)} ${n.toString().padStart(5)} ops  ${perOp.toFixed(3).padStart(8)} ms/op  ${(1000 / perOp).toFixed(0).padStart(7)} ops/s`,
  );
  return perOp;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-bench-'));
const database = await openDatabase({});
await database.migrate();
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  database,
  web: false,
  logger: false,
});
await app.ready();
await seedDatabase(database.db, { demo: true, log: { info() {} } as never, files: app.files, privateFiles: app.privateFiles });

const login = await app.inject({
  method: 'POST',
  url: '/api/Authentication/AuthorizeWithPassword',
  payload: { Username: 'employee', Password: 'Rira@1404', Type: 1 },
});
const cookie = `rira_sid=${login.cookies.find((c) => c.name === 'rira_sid')!.value}`;

console.log(`database: ${database.kind} (in memory)   node ${process.version}   ${os.cpus().length} cores`);
const health = await timeIt('GET /api/health (baseline)', 2000, () => app.inject({ method: 'GET', url: '/api/health' }));
const me = await timeIt('GET Authentication/GetCurrentUser', 2000, () =>
  app.inject({ method: 'GET', url: '/api/Authentication/GetCurrentUser', headers: { cookie } }),
);
const pw = await timeIt('POST AuthorizeWithPassword', 30, () =>
  app.inject({
    method: 'POST',
    url: '/api/Authentication/AuthorizeWithPassword',
    payload: { Username: 'employee', Password: 'Rira@1404', Type: 1 },
    remoteAddress: '10.1.1.1',
  }),
);
console.log(`ratio GetCurrentUser / health: ${(me / health).toFixed(2)}x`);
console.log(`ratio password login / health: ${(pw / health).toFixed(1)}x (argon2id by design)`);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
