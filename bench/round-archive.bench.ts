/**
 * The ZIP of a round's reports at size (issue 26): ARCHIVE_REPORTS (default 100) complete reports
 * printed as PDFs by the server's Chromium in the round archive job (pg-boss,
 * server/src/modules/rounds/round-archive.service.ts), on PostgreSQL. Targets: made in under 3
 * minutes, resident memory under 1.5 GB, and `/api/health` under 100 ms p99 while it runs. Printed,
 * never asserted (the machine is shared).
 *
 * The built server runs on a fresh PostgreSQL database with the demo data; a closed round is then
 * written straight into its tables (bench/support/round-seed.ts `seedArchiveRound`: the demo's
 * complete report — 42 competencies, self, manager, four peers, three direct reports — copied to
 * every person of the round as a snapshot of its own, so every PDF is printed, none read back).
 * Signed in as the demo company's admin (`hr`), the bench asks for the ZIP (POST ArchiveReports,
 * complete, ARCHIVE_LANGUAGE default fa) and times it to `done` as the dashboard sees it (polling
 * GetArchive every second), then downloads the ZIP and counts its PDFs. Chromium is started by the
 * job's first print, so its start is in the time.
 *
 * While the job runs: `/api/health` is called every HEALTH_INTERVAL_MS (default 50) from this
 * process, one at a time; the server process's resident memory is read every 250 ms from /proc
 * (and its peak, VmHWM, at the end), and so is Chromium's — every process the server started —
 * as the sum of their RSS (shared pages counted once per process, so an overstatement) and of their
 * PSS (shared pages divided among them: what they take together).
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to
 * create a fresh database for the run and drop it afterwards; skipped when it cannot be reached.
 * Needs `npm run build` and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoundArchive } from '@rira/contracts/rounds';
import { zipEntries } from '../server/src/test/zip-entries.ts';
import { metrics, root, signIn, startBuiltServer } from './support/built-server.ts';
import { onFreshPostgres } from './support/fresh-postgres.ts';
import { percentiles, seedArchiveRound } from './support/round-seed.ts';

const REPORTS = Number(process.env.ARCHIVE_REPORTS ?? 100);
const LANGUAGE = process.env.ARCHIVE_LANGUAGE === 'en' ? 'en' : 'fa';
const HEALTH_INTERVAL_MS = Number(process.env.HEALTH_INTERVAL_MS ?? 50);
const TARGET_SECONDS = 180;
const TARGET_MEMORY_MIB = 1.5 * 1024;
const TARGET_HEALTH_P99_MS = 100;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(path.join(root, 'web/build/server/index.js')) || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.log('round-archive: the app is not built; run `npm run build` first. Skipped.');
  process.exit(0);
}
if (!fs.existsSync(chromium)) {
  console.log(`round-archive: no Chromium at ${chromium}; skipped.`);
  process.exit(0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A /proc/<pid>/status or smaps_rollup figure in KiB (0 when the process is gone). */
function procKiB(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  try {
    const text = fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Every process descended from `pid` (Chromium's browser, zygotes, renderers, GPU and utility processes). */
function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  return [...parentOf.keys()].filter((p) => {
    for (let q = parentOf.get(p); q !== undefined && q > 1; q = parentOf.get(q)) if (q === pid) return true;
    return false;
  });
}

interface MemorySample {
  serverMiB: number;
  chromiumRssMiB: number;
  chromiumPssMiB: number;
  processes: number;
}

function memoryOf(serverPid: number): MemorySample {
  const children = descendantsOf(serverPid);
  return {
    serverMiB: procKiB(serverPid, 'status', 'VmRSS') / 1024,
    chromiumRssMiB: children.reduce((sum, p) => sum + procKiB(p, 'status', 'VmRSS'), 0) / 1024,
    chromiumPssMiB: children.reduce((sum, p) => sum + procKiB(p, 'smaps_rollup', 'Pss'), 0) / 1024,
    processes: children.length,
  };
}

console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
await onFreshPostgres(async (databaseUrl) => {
  const server = await startBuiltServer({ databaseUrl, env: { CHROMIUM_PATH: chromium } });
  const pid = server.child.pid!;
  try {
    const seedStart = Date.now();
    const { roundId } = await seedArchiveRound(databaseUrl, REPORTS);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const cookie = await signIn(server.url, 'hr');
    const call = async <T>(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<T> => {
      const res = await fetch(server.url + urlPath, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      return ((await res.json()) as { data: T }).data;
    };
    const health = async () => {
      const start = process.hrtime.bigint();
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`/api/health: ${res.status}`);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };

    // Health and memory at rest, before the job: the baseline.
    for (let i = 0; i < 100; i++) await health();
    const idleHealth: number[] = [];
    for (let i = 0; i < 200; i++) {
      idleHealth.push(await health());
      await sleep(HEALTH_INTERVAL_MS / 5);
    }
    const idle = memoryOf(pid);

    let running = true;
    /** Each health call during the job: when it was sent (ms after the request for the ZIP) and how long it took. */
    const healthDuring: { at: number; ms: number }[] = [];
    // A scrape resets the server's event loop delay histogram: the one after the job covers just the job.
    await metrics(server);
    const start = Date.now();
    const prober = (async () => {
      while (running) {
        const started = Date.now();
        healthDuring.push({ at: started - start, ms: await health() });
        await sleep(Math.max(0, HEALTH_INTERVAL_MS - (Date.now() - started)));
      }
    })();
    const peak = { serverMiB: 0, chromiumRssMiB: 0, chromiumPssMiB: 0, togetherMiB: 0, processes: 0 };
    const sampler = (async () => {
      while (running) {
        const m = memoryOf(pid);
        peak.serverMiB = Math.max(peak.serverMiB, m.serverMiB);
        peak.chromiumRssMiB = Math.max(peak.chromiumRssMiB, m.chromiumRssMiB);
        peak.chromiumPssMiB = Math.max(peak.chromiumPssMiB, m.chromiumPssMiB);
        peak.togetherMiB = Math.max(peak.togetherMiB, m.serverMiB + m.chromiumPssMiB);
        peak.processes = Math.max(peak.processes, m.processes);
        await sleep(250);
      }
    })();

    const cpuBefore = server.cpuMs();
    let archive = await call<RoundArchive>('POST', '/api/admin/Round/ArchiveReports', {
      id: roundId,
      kind: 'complete',
      language: LANGUAGE,
    });
    let firstPdfSeconds: number | null = null;
    while (archive.status !== 'done' && archive.status !== 'failed') {
      await sleep(1000);
      archive = await call<RoundArchive>('GET', `/api/admin/Round/GetArchive/${archive.id}`);
      if (firstPdfSeconds === null && archive.done > 0) firstPdfSeconds = (Date.now() - start) / 1000;
    }
    const seconds = (Date.now() - start) / 1000;
    const serverCpuSeconds = (server.cpuMs() - cpuBefore) / 1000;
    const loop = await metrics(server);
    running = false;
    await Promise.all([prober, sampler]);
    const serverPeakMiB = procKiB(pid, 'status', 'VmHWM') / 1024;
    if (archive.status !== 'done') throw new Error(`the archive failed: ${archive.error}`);

    const zipStart = Date.now();
    const res = await fetch(`${server.url}/api/admin/Round/DownloadArchive/${archive.id}`, { headers: { cookie } });
    const zip = Buffer.from(await res.arrayBuffer());
    const downloadMs = Date.now() - zipStart;
    const entries = await zipEntries(zip);
    const pdfs = entries.filter((e) => e.bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))).length;

    const h = percentiles(healthDuring.map((c) => c.ms));
    const steady = percentiles(healthDuring.filter((c) => c.at > (firstPdfSeconds ?? 0) * 1000).map((c) => c.ms));
    const slowest = [...healthDuring].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const hIdle = percentiles(idleHealth);
    const mib = (n: number) => `${n.toFixed(0)} MiB`;
    console.log(
      `\nPostgreSQL: a closed round of ${REPORTS} people with a complete report each (seeded in ${seedSeconds.toFixed(1)} s); ZIP of the complete reports in ${LANGUAGE}`,
    );
    console.log(
      `  made in ${seconds.toFixed(1)} s: ${archive.done} of ${archive.total} PDFs, the first after ${firstPdfSeconds?.toFixed(1) ?? '?'} s (the job's pick-up and Chromium's start), then ${((seconds - (firstPdfSeconds ?? 0)) / Math.max(1, archive.done - 1)).toFixed(2)} s a PDF`,
    );
    console.log(
      `  ratio to target (${TARGET_SECONDS} s): ${(seconds / TARGET_SECONDS).toFixed(2)}×   server CPU ${serverCpuSeconds.toFixed(0)} s (${((serverCpuSeconds / seconds) * 100).toFixed(0)} % of a core; Chromium's not counted)`,
    );
    console.log(
      `  ZIP: ${(zip.length / 1024 / 1024).toFixed(1)} MiB, ${entries.length} entries, ${pdfs} PDFs; downloaded in ${downloadMs} ms`,
    );
    console.log(`  resident memory, idle before:       server ${mib(idle.serverMiB)}`);
    console.log(`  resident memory, peak during:       server ${mib(serverPeakMiB)} (VmHWM; sampled ${mib(peak.serverMiB)})`);
    console.log(
      `                                      Chromium ${mib(peak.chromiumPssMiB)} PSS (${mib(peak.chromiumRssMiB)} as the sum of RSS, up to ${peak.processes} processes)`,
    );
    console.log(
      `                                      server + Chromium ${mib(peak.togetherMiB)} (PSS of Chromium): ratio to target (1.5 GB) ${(peak.togetherMiB / TARGET_MEMORY_MIB).toFixed(2)}×`,
    );
    const row = (label: string, s: ReturnType<typeof percentiles>) =>
      console.log(
        `  ${label.padEnd(36)} n=${String(s.n).padStart(5)}  p50 ${s.median.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms  max ${s.max.toFixed(1).padStart(6)} ms`,
      );
    row('/api/health at rest', hIdle);
    row(`/api/health during the job (1/${HEALTH_INTERVAL_MS} ms)`, h);
    row('  after the first PDF', steady);
    console.log(`  slowest health calls: ${slowest.map((c) => `${c.ms.toFixed(0)} ms at ${(c.at / 1000).toFixed(1)} s`).join(', ')}`);
    const loopMs = (name: string) => ((loop.get(name) ?? Number.NaN) * 1000).toFixed(1);
    console.log(
      `  server event loop delay during the job: p50 ${loopMs('nodejs_eventloop_lag_p50_seconds')} ms, p99 ${loopMs('nodejs_eventloop_lag_p99_seconds')} ms, max ${loopMs('nodejs_eventloop_lag_max_seconds')} ms`,
    );
    console.log(`  health p99 during the job, ratio to target (${TARGET_HEALTH_P99_MS} ms): ${(h.p99 / TARGET_HEALTH_P99_MS).toFixed(2)}×`);
  } finally {
    await server.stop();
  }
});
