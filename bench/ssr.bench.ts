/**
 * Server-side rendering of the home page against serving the very same HTML as a static file, both
 * by the built server pinned to one core (taskset -c 0); the load comes from this process on
 * another core with keep-alive connections. Anonymous requests, so the page goes through the
 * public-page path (render, CSP hashes, ETag): once with a new address per request (every request
 * renders) and once at one address (the page micro-cache answers most). Prints requests per
 * second and the ratios.
 * Needs `npm run build`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './support/built-server.ts';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** `url` may end in `{n}`: each request then gets its own number (a different address each time). */
async function load(url: string, seconds: number): Promise<{ rps: number; p50: number; p99: number; bytes: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  const latencies: number[] = [];
  let bytes = 0;
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: (target.pathname + target.search).replace(/\{n\}|%7Bn%7D/, () => String(++n)),
          agent,
          headers: { 'accept-encoding': 'gzip' },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', reject);
    });
  const worker = async () => {
    while (Date.now() < until) await one();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    bytes: bytes / Math.max(1, latencies.length),
  };
}

const server = await startBuiltServer({ cpu: 0 });
try {
  // The same bytes as a static file, served by the same server from its file store (/files/).
  const html = await (await fetch(`${server.url}/`)).text();
  fs.mkdirSync(path.join(server.dataDir, 'uploads', 'bench'), { recursive: true });
  fs.writeFileSync(path.join(server.dataDir, 'uploads', 'bench', 'home.html'), html);

  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, server pinned to core 0, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  // Warm up both paths (JIT, caches).
  await load(`${server.url}/?v={n}`, 2);
  await load(`${server.url}/files/bench/home.html`, 2);
  // A new address each time: every request is rendered (the page micro-cache never hits).
  const ssr = await load(`${server.url}/?v={n}`, SECONDS);
  // One address: renders at most every few seconds, the rest come from the page micro-cache.
  const cached = await load(`${server.url}/`, SECONDS);
  const file = await load(`${server.url}/files/bench/home.html`, SECONDS);
  const row = (name: string, r: typeof ssr) =>
    console.log(
      `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${(r.bytes / 1024).toFixed(1)} KB gzip`,
    );
  row('SSR home, every render', ssr);
  row('SSR home, micro-cached', cached);
  row('same HTML, static file', file);
  console.log(
    `ratio static / SSR render: ${(file.rps / ssr.rps).toFixed(1)}x (a render reaches ${((ssr.rps / file.rps) * 100).toFixed(0)}% of static)`,
  );
  console.log(`ratio static / SSR with the micro-cache: ${(file.rps / cached.rps).toFixed(2)}x`);
} finally {
  await server.stop();
}
