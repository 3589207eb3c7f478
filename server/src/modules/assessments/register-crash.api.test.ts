import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Placements, OpenSortSession } from '@rira/contracts';
import { fullSort } from '../../test/assessment-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { createPostgresDatabase, type PostgresTestDatabase } from '../../test/test-database.ts';

// The database must outlive the killed server and be held by the test meanwhile: a PostgreSQL server.
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const PASSWORD = 'Rira@1404';
const EMPLOYEE_MOBILE = '09120000003';

/** A caller with a cookie jar, against the server process. */
class Caller {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        accept: 'application/json',
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    const text = await res.text();
    return { status: res.status, data: (text ? (JSON.parse(text) as { data: T }).data : null) as T };
  }

  async ok<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await this.send<T>(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status}`);
    return res.data;
  }

  static async signedIn(baseUrl: string, username: string): Promise<Caller> {
    const caller = new Caller(baseUrl);
    await caller.ok('POST', '/api/Authentication/AuthorizeWithPassword', { Username: username, Password: PASSWORD, Type: 1 });
    return caller;
  }
}

/**
 * SIGKILL while a card sort's Register is being written (issue 14): the whole answer is registered,
 * or the draft is as it was; never a registered answer without its assessment's new state or its
 * audit row, nor the other way round. The test holds the audit table, so the server's transaction
 * stops at its last statement with every other write made; then the server is killed.
 */
describe.skipIf(!onPostgres)('a server killed during Register', () => {
  let target: PostgresTestDatabase;
  let server: ServerProcess | undefined;
  let holder: pg.Client | undefined;
  let db: pg.Client | undefined;
  /** A connection the test holds; the database's drop ends it, which is not an error here. */
  const connect = async () => {
    const client = new pg.Client({ connectionString: target.url });
    client.on('error', () => {});
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    target = await createPostgresDatabase();
  });
  afterAll(async () => {
    await holder?.end().catch(() => {});
    await db?.end().catch(() => {});
    await server?.stop();
    await target?.drop();
  });

  it('leaves the draft untouched when killed before the commit, and the answer can be registered after a restart', async () => {
    server = await startServerProcess({ DATABASE_URL: target.url, SEED_DEMO: 'true' }, { prepareInChild: true });
    const hr = await Caller.signedIn(server.baseUrl, 'hr');
    const [template] = await hr.ok<{ id: string }[]>('POST', '/api/admin/AssessmentTemplate/GetAll', { pageIndex: 1, pageSize: 10 });
    const people = await hr.ok<{ id: string; mobile: string | null }[]>('POST', '/api/manager/applicationUser/GetAll', {
      search: EMPLOYEE_MOBILE,
      pageIndex: 1,
      pageSize: 10,
    });
    const [assessmentId] = await hr.ok<string[]>('POST', '/api/admin/Assessment/Add', {
      templateId: template!.id,
      userIds: [people.find((p) => p.mobile === EMPLOYEE_MOBILE)!.id],
      startsOn: '2026-01-01',
      finishesOn: '2027-12-29',
      publish: true,
    });
    const employee = await Caller.signedIn(server.baseUrl, 'employee');
    const mine = await employee.ok<{ assessmentId: string; assessorId: string }[]>('POST', '/api/user/Assessment/GetMine', {
      tab: 'self',
      pageIndex: 1,
      pageSize: 100,
    });
    const assessorId = mine.find((a) => a.assessmentId === assessmentId)!.assessorId;
    const session = await employee.ok<OpenSortSession>('GET', `/api/user/Assessment/Get/${assessorId}`);
    // A draft first: some cards placed and recorded.
    const draft: Placements = Object.fromEntries(Object.entries(fullSort(session)).slice(0, 3));
    const recorded = await employee.ok<{ version: number }>('POST', '/api/user/Assessment/Record', {
      assessorId,
      placements: draft,
      version: session.version,
    });

    db = await connect();
    const stateOf = async () => {
      const { rows } = await db!.query<{
        placements: Placements;
        answer_version: number;
        registered_at: Date | null;
        status: string;
        registers: string;
      }>(
        `select a.placements, a.answer_version, a.registered_at, s.status,
                (select count(*) from audit_log l where l.target_id = a.id::text and l.action = 'assessment.answer.register') as registers
           from assessors a join assessments s on s.id = a.assessment_id where a.id = $1`,
        [assessorId],
      );
      return rows[0]!;
    };
    const before = await stateOf();
    expect(before).toMatchObject({ placements: draft, answer_version: recorded.version, registered_at: null, registers: '0' });

    // Hold the audit table: Register's transaction writes the answer and the assessment's state, then waits here.
    holder = await connect();
    await holder.query('begin');
    await holder.query('lock table audit_log in exclusive mode');
    const registering = employee
      .send('POST', '/api/user/Assessment/Register', { assessorId, placements: fullSort(session), version: recorded.version })
      .catch(() => null);
    const waiting = async () =>
      (
        await db!.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "audit_log"%'`,
        )
      ).rows[0]!.n === '1';
    for (let i = 0; !(await waiting()); i++) {
      if (i > 200) throw new Error('Register never reached its audit row');
      await new Promise((r) => setTimeout(r, 25));
    }
    // The answer and the state are written but not committed.
    const killed = server;
    server = undefined;
    await killed.kill('SIGKILL');
    await registering;
    await killed.stop();
    await holder.query('commit');
    await holder.end();
    holder = undefined;

    // PostgreSQL notices the dead server's connections and rolls their transaction back.
    const othersConnected = async () =>
      Number(
        (
          await db!.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows[0]!.n,
      );
    await expect.poll(othersConnected, { timeout: 10_000 }).toBe(0);
    expect(await stateOf()).toEqual(before);

    // After a restart the person registers the same answer.
    server = await startServerProcess({ DATABASE_URL: target.url, SEED_DEMO: 'false' });
    const again = await Caller.signedIn(server.baseUrl, 'employee');
    const done = await again.ok<{ progress: string }>('POST', '/api/user/Assessment/Register', {
      assessorId,
      placements: fullSort(session),
      version: recorded.version,
    });
    expect(done.progress).toBe('finished');
    const after = await stateOf();
    expect(after.registered_at).not.toBeNull();
    expect(after.registers).toBe('1');
    expect(after.status).not.toBe(before.status);
  }, 180_000);
});
