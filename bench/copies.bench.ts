/**
 * One server copy against two, on one PostgreSQL database (issue 14): a mixed load in realistic
 * shares at a fixed rate for BENCH_SECONDS (default 60), then as fast as the copies answer for 15 s.
 * Prints, for one copy and for two: requests per second held, errors, p50 and p99, and the ratio of
 * two copies to one. Never asserted (the machine is shared); on a 2-core machine the two copies and
 * the load generator share the same cores, so the capacity ratio says more on a bigger machine.
 *
 * Each connection's cycle of 20 requests: 8 public pages (home, an article as a new reader, the
 * magazine), 4 session checks, 3 card-sort saves (its own answer: read, then Record with its
 * version), 2 report reads (the demo's released report), 1 password sign-in (a demo account, from
 * the connection's own address), 2 magazine lists.
 * Two copies get half the load each, as a round-robin proxy would give it.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); skipped
 * when it cannot be reached. Needs `npm run build`. BENCH_RATE (default 150 req/s in all),
 * BENCH_CONNECTIONS (default 10 per copy).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { startBuiltServer, type BuiltServer } from './support/built-server.ts';
import { onFreshPostgres } from './support/fresh-postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 150);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ARTICLE = '/blogs/details/what-is-360-degree-feedback';
const PASSWORD = 'Rira@1404';
const EMPLOYEE_MOBILE = '09120000003';
const DEMO_ACCOUNTS = ['employee', 'hr', 'content', 'admin', 'multi'];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** Answers other than 2xx, by status. */
  refused: Record<string, number>;
}

/** A signed-in caller's cookie and a JSON call with it. */
async function signIn(url: string, username: string) {
  const res = await fetch(`${url}/api/Authentication/AuthorizeWithPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username, Password: PASSWORD, Type: 1 }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('rira_sid='))
    ?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in ${username}: ${res.status}`);
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(url + path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: T }).data;
  };
  return { cookie, call };
}

/** What the load needs: answers to save (one per connection), the demo report, the employee's cookie. */
async function prepare(url: string, answers: number) {
  const hr = await signIn(url, 'hr');
  const employee = await signIn(url, 'employee');
  const [template] = await hr.call<{ id: string }[]>('POST', '/api/admin/AssessmentTemplate/GetAll', { pageIndex: 1, pageSize: 10 });
  const people = await hr.call<{ id: string; mobile: string | null }[]>('POST', '/api/manager/applicationUser/GetAll', {
    search: EMPLOYEE_MOBILE,
    pageIndex: 1,
    pageSize: 10,
  });
  const employeeId = people.find((p) => p.mobile === EMPLOYEE_MOBILE)!.id;
  for (let i = 0; i < answers; i++) {
    await hr.call('POST', '/api/admin/Assessment/Add', {
      templateId: template!.id,
      userIds: [employeeId],
      startsOn: '2026-01-01',
      finishesOn: '2030-12-29',
      publish: true,
    });
  }
  const mine = await employee.call<{ assessmentId: string; assessorId: string; nextAction: string }[]>(
    'POST',
    '/api/user/Assessment/GetMine',
    {
      tab: 'self',
      pageIndex: 1,
      pageSize: 100,
    },
  );
  const assessorIds = mine.filter((a) => a.nextAction === 'start' || a.nextAction === 'continue').map((a) => a.assessorId);
  const reports = await employee.call<{ assessmentId: string; nextAction: string }[]>('POST', '/api/user/Assessment/GetMine', {
    tab: 'completed',
    pageIndex: 1,
    pageSize: 100,
  });
  const report = reports.find((a) => a.nextAction === 'viewReport');
  if (!report) throw new Error('the demo report is missing');
  return { cookie: employee.cookie, assessorIds, reportAssessmentId: report.assessmentId };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** What one connection remembers between its requests (autocannon keeps one object per connection). */
interface AnswerContext {
  person?: number;
  address?: string;
  assessorId?: string;
  version?: number;
  cards?: string[];
}

function cycle(prepared: Prepared, takeAnswer: () => string): autocannon.Request[] {
  const cookie = { cookie: prepared.cookie };
  const json = { 'content-type': 'application/json' };
  let reader = 0;
  let addresses = 0;
  const page = (path: string): autocannon.Request => ({ method: 'GET', path });
  const newReader: autocannon.Request = {
    method: 'GET',
    path: ARTICLE,
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'user-agent': `Mozilla/5.0 BenchCopies/${++reader}` } }),
  };
  const session: autocannon.Request = { method: 'GET', path: '/api/Authentication/GetCurrentUser', headers: cookie };
  const list: autocannon.Request = {
    method: 'POST',
    path: '/api/user/article/GetAll',
    headers: json,
    body: JSON.stringify({ pageIndex: 1, pageSize: 10 }),
  };
  const readAnswer: autocannon.Request = {
    method: 'GET',
    path: '/',
    headers: cookie,
    setupRequest: (req, raw) => {
      const context = raw as AnswerContext;
      context.assessorId ??= takeAnswer();
      return { ...req, path: `/api/user/Assessment/Get/${context.assessorId}` };
    },
    onResponse: (status, body, raw) => {
      if (status !== 200) return;
      const context = raw as AnswerContext;
      const { data } = JSON.parse(body) as { data: { version: number; cards: { id: string }[] } };
      context.version = data.version;
      context.cards = data.cards.map((c) => c.id);
    },
  };
  const saveAnswer: autocannon.Request = {
    method: 'POST',
    path: '/api/user/Assessment/Record',
    headers: { ...cookie, ...json },
    setupRequest: (req, raw) => {
      const context = raw as AnswerContext;
      const cards = context.cards ?? [];
      const placements = Object.fromEntries(cards.slice(0, 3).map((id, i) => [id, (['best', 'mostly', 'least'] as const)[i]]));
      return { ...req, body: JSON.stringify({ assessorId: context.assessorId, placements, version: context.version ?? 0 }) };
    },
  };
  const report: autocannon.Request = { method: 'GET', path: `/api/user/Report/Get/${prepared.reportAssessmentId}`, headers: cookie };
  // Each connection is a person at an address of their own, as behind a proxy (TRUST_PROXY): the
  // demo accounts in turn, so that no account has five sign-ins in flight (the throttle counts a
  // check in flight as a failure until it is refunded: docs/decisions/029).
  const signInRequest: autocannon.Request = {
    method: 'POST',
    path: '/api/Authentication/AuthorizeWithPassword',
    headers: json,
    setupRequest: (req, raw) => {
      const context = raw as AnswerContext;
      context.person ??= addresses;
      context.address ??= `10.20.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
      const username = DEMO_ACCOUNTS[context.person % DEMO_ACCOUNTS.length];
      return {
        ...req,
        headers: { ...req.headers, 'x-forwarded-for': context.address },
        body: JSON.stringify({ Username: username, Password: PASSWORD, Type: 1 }),
      };
    },
  };
  return [
    page('/'),
    newReader,
    session,
    readAnswer,
    saveAnswer,
    page('/blogs'),
    list,
    report,
    page('/'),
    newReader,
    session,
    readAnswer,
    saveAnswer,
    signInRequest,
    page('/blogs'),
    session,
    report,
    newReader,
    list,
    session,
  ];
}

function figures(results: autocannon.Result[], seconds: number): Figures {
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: requests / seconds,
    requests,
    // The copies' latencies are alike; the worse of the two is shown.
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    refused: results.reduce<Record<string, number>>((all, r) => {
      for (const [status, stats] of Object.entries(r.statusCodeStats ?? {})) {
        if (!status.startsWith('2')) all[status] = (all[status] ?? 0) + (stats.count ?? 0);
      }
      return all;
    }, {}),
  };
}

async function run(servers: BuiltServer[], prepared: Prepared, rate: number | null, seconds: number): Promise<Figures> {
  let next = 0;
  const takeAnswer = () => prepared.assessorIds[next++ % prepared.assessorIds.length]!;
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: seconds,
        ...(rate ? { overallRate: rate / servers.length } : {}),
        requests: cycle(prepared, takeAnswer),
      }),
    ),
  );
  return figures(results, seconds);
}

const line = (name: string, f: Figures) =>
  `  ${name.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms   ${f.errors} errors of ${f.requests}${
    Object.keys(f.refused).length
      ? ` (${Object.entries(f.refused)
          .map(([status, n]) => `${n}× ${status}`)
          .join(', ')})`
      : ''
  }`;

console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
await onFreshPostgres(async (databaseUrl) => {
  // The load generator stands where the proxy would: its own address is the one trusted.
  const env = { TRUST_PROXY: 'loopback' };
  const first = await startBuiltServer({ databaseUrl, env });
  const second = await startBuiltServer({ databaseUrl, env });
  try {
    const prepared = await prepare(first.url, CONNECTIONS * 2);
    // Warm-up on both: JIT and caches, not counted.
    await run([first, second], prepared, null, 3);
    const oneHeld = await run([first], prepared, RATE, SECONDS);
    const twoHeld = await run([first, second], prepared, RATE, SECONDS);
    const oneMax = await run([first], prepared, null, 15);
    const twoMax = await run([first, second], prepared, null, 15);
    console.log(
      `\nPostgreSQL, mixed load; fixed rate ${RATE} req/s for ${SECONDS} s, then unthrottled for 15 s; ${CONNECTIONS} connections per copy`,
    );
    console.log(line('one copy, fixed rate', oneHeld));
    console.log(line('two copies, fixed rate', twoHeld));
    console.log(line('one copy, as fast as it answers', oneMax));
    console.log(line('two copies, as fast as they answer', twoMax));
    console.log(`  ratio two copies / one (capacity):  ${(twoMax.rps / oneMax.rps).toFixed(2)}`);
    console.log(`  p99 at the fixed rate, two / one:   ${(twoHeld.p99 / Math.max(1, oneHeld.p99)).toFixed(2)}`);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
});
