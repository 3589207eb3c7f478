import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, eq, like } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { companies, employments, users } from '../../../db/schema/index.ts';
import { createPostgresDatabase, type PostgresTestDatabase } from '../../../test/test-database.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { ARIA, importedPersonRow } from '../../../test/organisation-fixtures.ts';

/**
 * A background import whose server is killed (SIGKILL) while it writes its rows: the database
 * holds none of them, and the next server on the database runs the job again once its lease has
 * run out, importing every row exactly once. Real server processes on the suite's database (a
 * PGlite data folder the servers take turns on, or one PostgreSQL database).
 */
const API = '/api/manager/applicationUser';
const ROWS = 3000;
const onPostgres = process.env.TEST_DATABASE === 'postgres';

let dataDir: string;
let postgres: PostgresTestDatabase | undefined;
const servers: ServerProcess[] = [];

const env = () => ({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  JOB_POLL_SECONDS: '0.5',
  JOB_LEASE_SECONDS: '10',
  JOB_SUPERVISE_SECONDS: '1',
});

/** The database, opened by the test while no server has it (PGlite has one writer). */
async function withDatabase<T>(use: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase(postgres ? { url: postgres.url } : { pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(env());
  servers.push(server);
  return server;
}

/** Signs in over HTTP and keeps the session cookie. */
async function signIn(server: ServerProcess) {
  const res = await fetch(`${server.baseUrl}/api/Authentication/AuthorizeWithPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: 'hr', Password: 'Rira@1404', Type: 1, RememberMe: false }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (url: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${url}`, { ...init, headers: { ...init.headers, cookie } });
}

async function workbookOf(sample: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(sample);
  const sheet = book.worksheets[0]!;
  for (let i = 0; i < ROWS; i++) importedPersonRow(i + 1).forEach((v, col) => v !== null && (sheet.getCell(i + 2, col + 1).value = v));
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-import-crash-'));
  if (onPostgres) postgres = await createPostgresDatabase();
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a background import whose server is killed', () => {
  it('leaves none of its rows, and the next server imports every row exactly once', async () => {
    // Seed, then lift the demo company's limit of 500 people while no server runs.
    await (await start()).stop();
    await withDatabase((db) => db.update(companies).set({ maxUsers: null }).where(eq(companies.title, ARIA)));

    const first = await start();
    const call = await signIn(first);
    const sample = await (await call(`${API}/DownloadSample?lang=en`)).arrayBuffer();
    // On PostgreSQL the rows' transaction is quick: a lock the test holds on `users` keeps it at its
    // first insert until the server is dead, so the kill always lands mid-transaction. (PGlite has
    // no second connection; there the transaction of 3,000 rows takes seconds.)
    const { default: pg } = await import('pg');
    const locker = postgres ? new pg.Client({ connectionString: postgres.url }) : null;
    await locker?.connect();
    await locker?.query('begin');
    await locker?.query('lock table users in share mode');
    const form = new FormData();
    form.append('file', new Blob([await workbookOf(sample)]), 'people.xlsx');
    const upload = await call(`${API}/UploadExcel`, { method: 'POST', body: form });
    expect(upload.status).toBe(202);
    const importId = ((await upload.json()) as { data: { id: string } }).data.id;

    // Killed as the rows are being written (the log line comes just before their transaction).
    await first.waitFor(() => first.logs.some((l) => l.msg === 'import.writing'));
    await first.kill('SIGKILL');
    await locker?.query('rollback');
    await locker?.end();

    const imported = () =>
      withDatabase(async (db) => {
        const [people] = await db.select({ n: count() }).from(users).where(like(users.mobile, '0938%'));
        const [aria] = await db.select({ id: companies.id }).from(companies).where(eq(companies.title, ARIA));
        const [places] = await db.select({ n: count() }).from(employments).where(eq(employments.companyId, aria!.id));
        return { people: people!.n, places: places!.n };
      });
    const before = await imported();
    expect(before.people).toBe(0);

    const second = await start();
    const read = await signIn(second);
    let job = { status: 'importing' } as { status: string; created?: number };
    for (let i = 0; i < 240 && !['succeeded', 'failed'].includes(job.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = ((await (await read(`${API}/GetImportJob/${importId}`)).json()) as { data: typeof job }).data;
    }
    expect(job).toMatchObject({ status: 'succeeded', created: ROWS });
    await second.stop();

    const after = await imported();
    expect(after).toEqual({ people: ROWS, places: before.places + ROWS });
  }, 300_000);
});
