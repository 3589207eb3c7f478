/**
 * A round's dashboard at size (issue 26): `GET /api/admin/Round/Get/:id` for a round of 1,000 people
 * with 10 raters each, on PostgreSQL, against `/api/health` measured in the same run. Target: under
 * 300 ms. Printed, never asserted (the machine is shared).
 *
 * The built server runs on a fresh PostgreSQL database with the demo data; the round is then
 * written straight into its tables (bench/support/round-seed.ts: a few INSERTs of 500 rows, not
 * 12,000 API calls): ROUND_PEOPLE people of the demo company, one assessment each, and for each
 * the self row and 10 raters — a manager, 5 peers and 4 direct reports, drawn at random among the
 * round's people, so each is asked for 10 sorts on average, many for more than the limit of 8.
 * States as a round at its half-way point has them: most collecting (raters invited, about 55 %
 * answered), some waiting for nominations to be confirmed, some finished; a few nominations
 * disapproved.
 *
 * Measured over HTTP from this process, signed in as the demo company's admin (`hr`), one call at a
 * time: BENCH_CALLS (default 40) dashboard calls, each followed by 10 health calls, after a warm-up.
 * Printed: median and p95 of each, the ratio of the medians, the server's CPU per dashboard call
 * (from /proc), the answer's size and what it holds.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to
 * create a fresh database for the run and drop it afterwards; skipped when it cannot be reached.
 * Needs `npm run build`. ROUND_PEOPLE (default 1000).
 */
import os from 'node:os';
import { signIn, startBuiltServer } from './support/built-server.ts';
import { onFreshPostgres } from './support/fresh-postgres.ts';
import { percentiles, seedDashboardRound } from './support/round-seed.ts';

const PEOPLE = Number(process.env.ROUND_PEOPLE ?? 1000);
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const HEALTH_PER_CALL = 10;
const TARGET_MS = 300;

console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
await onFreshPostgres(async (databaseUrl) => {
  const server = await startBuiltServer({ databaseUrl });
  try {
    const seedStart = process.hrtime.bigint();
    const { roundId, assessors: assessorRows } = await seedDashboardRound(databaseUrl, PEOPLE);
    const seedSeconds = Number(process.hrtime.bigint() - seedStart) / 1e9;
    const cookie = await signIn(server.url, 'hr');
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const start = process.hrtime.bigint();
      const res = await fetch(server.url + path, { headers });
      const body = await res.arrayBuffer();
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
      return { ms, body };
    };
    const dashboard = () => get(`/api/admin/Round/Get/${roundId}`, { cookie });
    const health = () => get('/api/health');

    // Warm-up: JIT, prepared statements, the caller kept by the copy.
    for (let i = 0; i < 3; i++) await dashboard();
    for (let i = 0; i < 200; i++) await health();

    const dashboardMs: number[] = [];
    const healthMs: number[] = [];
    let dashboardCpuMs = 0;
    let answer: ArrayBuffer | null = null;
    for (let call = 0; call < CALLS; call++) {
      const cpuBefore = server.cpuMs();
      const { ms, body } = await dashboard();
      dashboardCpuMs += server.cpuMs() - cpuBefore;
      dashboardMs.push(ms);
      answer = body;
      for (let i = 0; i < HEALTH_PER_CALL; i++) healthMs.push((await health()).ms);
    }
    const data = (JSON.parse(Buffer.from(answer!).toString()) as { data: Record<string, unknown[]> }).data;
    const d = percentiles(dashboardMs);
    const h = percentiles(healthMs);
    console.log(
      `\nPostgreSQL: a round of ${PEOPLE} people, ${assessorRows} assessor rows (self + 10 raters each), seeded in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(
      `  answer: ${(answer!.byteLength / 1024).toFixed(0)} KiB (uncompressed): ${data.people!.length} people, ${data.groupsAtRisk!.length} groups at risk, ${data.raterLoad!.length} rows of rater load`,
    );
    const row = (label: string, s: ReturnType<typeof percentiles>) =>
      console.log(
        `  ${label.padEnd(36)} n=${String(s.n).padStart(4)}  median ${s.median.toFixed(2).padStart(8)} ms  p95 ${s.p95.toFixed(2).padStart(8)} ms`,
      );
    row('GET /api/admin/Round/Get/:id', d);
    row('GET /api/health (baseline)', h);
    console.log(`  server CPU per dashboard call:       ${(dashboardCpuMs / CALLS).toFixed(0)} ms (from /proc, 10 ms ticks)`);
    console.log(`  ratio dashboard / health (medians):  ${(d.median / h.median).toFixed(0)}×`);
    console.log(
      `  ratio dashboard median / target ${TARGET_MS} ms: ${(d.median / TARGET_MS).toFixed(2)}×  (p95 ${(d.p95 / TARGET_MS).toFixed(2)}×)`,
    );
  } finally {
    await server.stop();
  }
});
