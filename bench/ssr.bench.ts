/**
 * Server-side rendering of the home page against serving the very same HTML as a static file, both
 * by the built server pinned to one core (taskset -c 0); the load comes from this process on
 * another core with keep-alive connections. Anonymous requests, so the page goes through the
 * public-page path (render, CSP hashes, ETag): once with a new address per request (every request
 * renders) and once at one address (the page micro-cache answers most). Prints requests per
 * second and the ratios.
 *
 * Then pages that are never cached, for a signed-in person (issue 14): the company admin's people
 * list and the demo report of «علی رضایی» read by himself, each against its own HTML as a static
 * file, with where the time goes (Server-Timing).
 *
 * Then the cost of an uncached render, of the home page and of an article, against the target of
 * 5 ms of server time (issue 13, docs/decisions/021): the server's CPU time per render while loaded
 * (/proc), and where it goes, one request at a time: the server's `Server-Timing` (SERVER_TIMING=1,
 * which the bench sets; off by default), the compression of the page measured here at the server's
 * settings, and the rest (HTTP, Fastify, garbage collection).
 * Needs `npm run build`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSION_OPTIONS } from '../server/src/http/compression.ts';
import { signIn, startBuiltServer, type BuiltServer } from './support/built-server.ts';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The target: server time of one uncached render. */
const TARGET_MS = 5;
const ARTICLE = '/blogs/details/what-is-360-degree-feedback';

interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  /** Server CPU per request (ms), from /proc. */
  cpuMs: number;
  /** Each response's Server-Timing phases (ms), when asked for. */
  timings: Record<string, number>[];
}

/**
 * `url` may end in `{n}`: each request then gets its own number (a different address each time).
 * `cookie`: the request is a signed-in person's (such a page is never cached).
 */
async function load(server: BuiltServer, url: string, seconds: number, connections = CONNECTIONS, cookie?: string): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  const timings: Record<string, number>[] = [];
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
          headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            const header = res.headers['server-timing'];
            if (typeof header === 'string') timings.push(parseServerTiming(header));
            resolve();
          });
        },
      );
      req.on('error', reject);
    });
  const worker = async () => {
    while (Date.now() < until) await one();
  };
  const cpuBefore = server.cpuMs();
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  const cpuMs = (server.cpuMs() - cpuBefore) / Math.max(1, latencies.length);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    bytes: bytes / Math.max(1, latencies.length),
    cpuMs,
    timings,
  };
}

/** `data;dur=1.2, render;dur=3.4` → { data: 1.2, render: 3.4 }. */
function parseServerTiming(header: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.find((p) => p.trim().startsWith('dur='));
    if (name && dur) phases[name] = Number(dur.trim().slice(4));
  }
  return phases;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

/** CPU ms of one compression of the page at the server's settings: the best of several rounds, in this process. */
function compressionMs(html: Buffer, compress: (b: Buffer) => Buffer): number {
  for (let i = 0; i < 50; i++) compress(html);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 10; round++) {
    const started = process.cpuUsage();
    for (let i = 0; i < 40; i++) compress(html);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000 / 40);
  }
  return best;
}

const server = await startBuiltServer({ cpu: 0, env: { SERVER_TIMING: '1' } });
try {
  // The same bytes as a static file, served by the same server from its file store (/files/).
  const html = await (await fetch(`${server.url}/`)).text();
  fs.mkdirSync(path.join(server.dataDir, 'uploads', 'bench'), { recursive: true });
  fs.writeFileSync(path.join(server.dataDir, 'uploads', 'bench', 'home.html'), html);

  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, server pinned to core 0, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  // Warm up both paths (JIT, caches).
  await load(server, `${server.url}/?v={n}`, 2);
  await load(server, `${server.url}${ARTICLE}?v={n}`, 2);
  await load(server, `${server.url}/files/bench/home.html`, 2);
  // A new address each time: every request is rendered (the page micro-cache never hits).
  const ssr = await load(server, `${server.url}/?v={n}`, SECONDS);
  const article = await load(server, `${server.url}${ARTICLE}?v={n}`, SECONDS);
  // One address: renders at most every few seconds, the rest come from the page micro-cache.
  const cached = await load(server, `${server.url}/`, SECONDS);
  const file = await load(server, `${server.url}/files/bench/home.html`, SECONDS);
  const row = (name: string, r: LoadResult) =>
    console.log(
      `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${(r.bytes / 1024).toFixed(1)} KB gzip   server CPU ${r.cpuMs.toFixed(2)} ms/request`,
    );
  row('SSR home, every render', ssr);
  row('SSR article, every render', article);
  row('SSR home, micro-cached', cached);
  row('same HTML, static file', file);
  console.log(
    `ratio static / SSR render: ${(file.rps / ssr.rps).toFixed(1)}x (a render reaches ${((ssr.rps / file.rps) * 100).toFixed(0)}% of static)`,
  );
  console.log(`ratio static / SSR with the micro-cache: ${(file.rps / cached.rps).toFixed(2)}x`);

  console.log('\nPages that are never cached (signed in), each against its own HTML as a static file:');
  const hr = await signIn(server.url, 'hr');
  const employee = await signIn(server.url, 'employee');
  const completed = await fetch(`${server.url}/api/user/Assessment/GetMine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: employee },
    body: JSON.stringify({ tab: 'completed', pageIndex: 1, pageSize: 100 }),
  });
  const reportOf = ((await completed.json()) as { data: { assessmentId: string; nextAction: string }[] }).data.find(
    (a) => a.nextAction === 'viewReport',
  );
  if (!reportOf) throw new Error('the demo report is missing');
  for (const [name, page, cookie] of [
    ['admin people list (hr)', '/admin/users', hr],
    ['report page (person)', `/reports/${reportOf.assessmentId}`, employee],
  ] as const) {
    const pageHtml = await (await fetch(`${server.url}${page}`, { headers: { cookie } })).text();
    const key = `bench/${name.replace(/[^a-z]+/g, '-')}.html`;
    fs.writeFileSync(path.join(server.dataDir, 'uploads', key), pageHtml);
    await load(server, `${server.url}${page}`, 2, CONNECTIONS, cookie);
    const rendered = await load(server, `${server.url}${page}`, SECONDS, CONNECTIONS, cookie);
    const asFile = await load(server, `${server.url}/files/${key}`, SECONDS);
    row(`SSR ${name}`, rendered);
    row('  same HTML, static file', asFile);
    const alone = await load(server, `${server.url}${page}`, 3, 1, cookie);
    const phase = (k: string) => mean(alone.timings.map((t) => t[k] ?? 0));
    console.log(
      `  a render reaches ${((rendered.rps / asFile.rps) * 100).toFixed(0)}% of static; one at a time: ${alone.cpuMs.toFixed(2)} ms CPU =` +
        ` data ${phase('data').toFixed(2)} + render ${phase('render').toFixed(2)} + hashes ${phase('hash').toFixed(2)}` +
        ` + rest (session, HTTP, Fastify, compression, GC) ${Math.max(0, alone.cpuMs - phase('data') - phase('render') - phase('hash')).toFixed(2)} ms` +
        `   — ${(Buffer.byteLength(pageHtml) / 1024).toFixed(0)} KB of HTML`,
    );
  }

  console.log(`\nUncached render, server time against the ${TARGET_MS} ms target (CPU under the load above, /proc):`);
  for (const [name, result, page] of [
    ['home', ssr, '/'],
    ['article', article, ARTICLE],
  ] as const) {
    // One request at a time: the server's CPU time in each phase is then this request's own.
    const alone = await load(server, `${server.url}${page}?w={n}`, 3, 1);
    const phase = (key: string) => mean(alone.timings.map((t) => t[key] ?? 0));
    const bytes = Buffer.from(await (await fetch(`${server.url}${page}?bytes=1`)).arrayBuffer());
    const gzip = compressionMs(bytes, (b) => zlib.gzipSync(b, COMPRESSION_OPTIONS.zlibOptions));
    const brotli = compressionMs(bytes, (b) => zlib.brotliCompressSync(b, COMPRESSION_OPTIONS.brotliOptions));
    const known = phase('data') + phase('render') + phase('hash') + gzip;
    console.log(
      `  ${name.padEnd(8)} ${result.cpuMs.toFixed(2)} ms per render = ${(result.cpuMs / TARGET_MS).toFixed(2)}x the target` +
        `   (one at a time: ${alone.cpuMs.toFixed(2)} ms CPU, ${alone.requests} renders)`,
    );
    console.log(
      `           data ${phase('data').toFixed(2)}  render ${phase('render').toFixed(2)}  CSP hashes + ETag ${phase('hash').toFixed(2)}` +
        `  gzip ${gzip.toFixed(2)} (brotli ${brotli.toFixed(2)})  rest (HTTP, Fastify, GC) ${Math.max(0, alone.cpuMs - known).toFixed(2)} ms` +
        `   — ${(bytes.length / 1024).toFixed(0)} KB of HTML`,
    );
  }
} finally {
  await server.stop();
}
