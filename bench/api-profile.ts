/**
 * Where an API call's time goes on the built server: starts it under `node --cpu-prof`, signs in
 * as the demo employee when asked, sends the call many times from a few keep-alive connections,
 * stops it, and prints self and inclusive time per request by module and by function over the
 * load window only (start-up left out). Decision 016 used it for the session check.
 *
 *   npx tsx bench/api-profile.ts [path=/api/Authentication/GetCurrentUser] [requests=20000]
 *   PROFILE_SIGNED_IN=0   the call without a session cookie
 *   PROFILE_POSTGRES=1    on a fresh PostgreSQL database (BENCH_DATABASE_URL) instead of PGlite
 *
 * Not a `.bench.ts`: `npm run bench` does not run it. Needs `npm run build`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './support/built-server.ts';
import { measureLoad, printProfile, summariseProfile } from './support/cpu-profile.ts';
import { onFreshPostgres } from './support/fresh-postgres.ts';

const callPath = process.argv[2] ?? '/api/Authentication/GetCurrentUser';
const requests = Number(process.argv[3] ?? 20_000);
const signedIn = process.env.PROFILE_SIGNED_IN !== '0';
const CONNECTIONS = 8;

async function profile(databaseUrl?: string) {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-api-profile-'));
  const server = await startBuiltServer({ cpu: 0, databaseUrl, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(callPath, server.url);
  let cookie = '';
  if (signedIn) {
    const res = await fetch(`${server.url}/api/Authentication/AuthorizeWithPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'employee', Password: 'Rira@1404', Type: 1 }),
    });
    cookie = (res.headers.getSetCookie().find((c) => c.startsWith('rira_sid=')) ?? '').split(';')[0]!;
    if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  }
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(
          {
            host: target.hostname,
            port: target.port,
            path: `${target.pathname}${target.search}`,
            agent,
            headers: cookie ? { cookie } : {},
          },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
          },
        )
        .on('error', reject);
    });
  let sent = 0;
  const drive = async (count: number) => {
    sent = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (sent++ < count) await one();
      }),
    );
  };
  let window: { fromUs: number; toUs: number };
  let cpuPerRequest: number;
  try {
    const measured = await measureLoad(server, drive, 2000, requests);
    ({ window, cpuPerRequest } = measured);
    console.log(`${requests} × GET ${callPath} in ${measured.seconds.toFixed(1)} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    console.log(`server CPU ${cpuPerRequest.toFixed(3)} ms per request; load average ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    agent.destroy();
    await server.stop();
  }
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  printProfile(summariseProfile(path.join(profileDir, file), window), requests, cpuPerRequest);
  console.log(`\nprofile: ${path.join(profileDir, file)}`);
}

if (process.env.PROFILE_POSTGRES === '1') await onFreshPostgres((url) => profile(url));
else await profile();
