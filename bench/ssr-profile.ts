/**
 * Where an uncached render's time goes: starts the built server under `node --cpu-prof`, sends it
 * uncached renders of a page (a new query string each, as ssr.bench does; anonymous, so the
 * public-page path), stops it, and prints self and inclusive time per request by module and by
 * function, over the load window only (start-up left out).
 *
 *   npx tsx bench/ssr-profile.ts [path=/] [requests=2000]
 *
 * Not a `.bench.ts`: `npm run bench` does not run it. Needs `npm run build`; built with
 * `RIRA_SSR_SOURCEMAP=1 npm run build`, the web bundle's functions are named by their source module
 * (its source maps), not by the bundle's chunk.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './support/built-server.ts';
import { measureLoad, printProfile, summariseProfile } from './support/cpu-profile.ts';

const pagePath = process.argv[2] ?? '/';
const requests = Number(process.argv[3] ?? 2000);
const CONNECTIONS = 4;

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-ssr-profile-'));
const server = await startBuiltServer({ cpu: 0, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const target = new URL(pagePath, server.url);
let sent = 0;
const one = (n: number) =>
  new Promise<void>((resolve, reject) => {
    const separator = target.search ? '&' : '?';
    http
      .get(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}${separator}v=${n}`,
          agent,
          headers: { 'accept-encoding': 'gzip' },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
        },
      )
      .on('error', reject);
  });
const drive = async (count: number) => {
  sent = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < count) await one(++sent + Math.floor(Math.random() * 1e9));
    }),
  );
};

let window: { fromUs: number; toUs: number };
let cpuPerRequest: number;
try {
  const measured = await measureLoad(server, drive, 200, requests);
  ({ window, cpuPerRequest } = measured);
  console.log(
    `${requests} uncached renders of ${pagePath} in ${measured.seconds.toFixed(1)} s, ${CONNECTIONS} connections, server on core 0`,
  );
  console.log(
    `server CPU ${cpuPerRequest.toFixed(2)} ms per request (/proc, profiler's own cost included); load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  agent.destroy();
  await server.stop();
}
const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('the server wrote no profile');
fs.writeFileSync(path.join(profileDir, 'window.json'), JSON.stringify({ ...window, requests }));
// The profiler samples wall time: on a busy machine a sample also counts time the server waited for a core.
printProfile(summariseProfile(path.join(profileDir, file), window), requests, cpuPerRequest);
console.log(`\nprofile: ${path.join(profileDir, file)}`);
