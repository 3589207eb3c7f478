import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { auditLog, companies, importJobs, users } from '../../../db/schema/index.ts';
import { t as translate } from '../../../http/translate.ts';
import { multipart } from '../../../test/content-fixtures.ts';
import { ARIA, companyId, importedPersonRow, signedIn, userIdByMobile } from '../../../test/organisation-fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { rowsOf } from '../../../test/test-database.ts';
import { IMPORT_JOB, type ImportJobPayload } from './import.service.ts';
import { sampleWithRows } from '../../../test/import-fixtures.ts';

/**
 * Imports seen from several server copies on one database (docs/decisions/025, 029): the progress of
 * an import another copy is running, imports an earlier version left queued without a job or
 * half-done, and imports whose job pg-boss gave up on.
 */
const API = '/api/manager/applicationUser';
const onPostgres = process.env.TEST_DATABASE === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(look: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not seen in time');
    await sleep(50);
  }
}

/** The English sample filled with `rows` new people. */
const workbook = (c: TestClient, rows: number): Promise<Buffer> =>
  sampleWithRows(
    c,
    Array.from({ length: rows }, (_, i) => importedPersonRow(i + 1)),
    'en',
  );

const importedPeople = async () => (await t.database.db.select({ n: count() }).from(users).where(like(users.mobile, '0938%')))[0]!.n;

const jobsOf = async (importId: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'people.import' and singleton_key = ${importId}`,
    ),
  )[0]!.n;

/**
 * A `people.import` job for the import, as pg-boss keeps it in `state`: sent as an upload sends it,
 * deferred so that no server runs it, then put in that state as a server's run would have left it.
 */
async function jobIn(importId: string, state: 'created' | 'active' | 'failed', changes = sql``) {
  const hrId = await userIdByMobile(t, '09120000002');
  const payload: ImportJobPayload = {
    importId,
    requester: { userId: hrId, impersonatorUserId: null, role: 'companyAdmin', companyId: await companyId(t, ARIA) },
    ip: null,
  };
  const id = await t.app.jobs.send(IMPORT_JOB, payload, { singletonKey: importId, startAfter: new Date(Date.now() + 86_400_000) });
  expect(id).toBeTruthy();
  await t.database.db.execute(sql`update pgboss.job set state = ${state}::pgboss.job_state ${changes} where id = ${id}::uuid`);
}

const importRow = async (id: string) => (await t.database.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;

describe('imports and several server copies', () => {
  // PGlite has one connection, which the import's transaction holds until it commits: no other
  // statement, a status read included, runs meanwhile, so there is no progress to see there.
  it.skipIf(!onPostgres)(
    'shows the progress of an import one copy is writing through another copy, before it succeeds',
    async () => {
      const ROWS = 1200;
      await t.database.db.update(companies).set({ maxUsers: null }).where(eq(companies.title, ARIA));
      const copy = await t.copy();
      const onFirst = await signedIn(t, 'hr');
      const onCopy = copy.client();
      await onCopy.login('hr');
      const bytes = await workbook(onFirst, ROWS);

      // Holds the import's transaction at its last statements (its audit row waits for this lock),
      // after every row is written: until the test lets go, the import is `importing`.
      const { default: pg } = await import('pg');
      const locker = new pg.Client({ connectionString: (t.database.jobsConnection as { url: string }).url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table audit_log in share mode');
      let importId: string;
      let reader: TestClient;
      try {
        const res = await onFirst.request({
          method: 'POST',
          url: `${API}/UploadExcel`,
          ...multipart({}, { name: 'people.xlsx', type: 'application/octet-stream', bytes }),
        });
        expect(res.statusCode).toBe(202);
        importId = res.json().data.id;
        // Read through the copy that is not writing it (either may have taken the job).
        const writing = (logs: Record<string, unknown>[]) => logs.some((l) => l.msg === 'import.writing' && l.jobId === importId);
        const runner = await until(async () => (writing(t.logs) ? 'first' : writing(copy.logs) ? 'copy' : undefined));
        reader = runner === 'first' ? onCopy : onFirst;
        const seen = await until(async () => {
          const job = (await reader.get(`${API}/GetImportJob/${importId}`)).json().data;
          return job.processedRows > 0 ? job : undefined;
        }, 10_000);
        expect(seen.status).toBe('importing');
        expect(seen.processedRows).toBeLessThanOrEqual(ROWS);
      } finally {
        await locker.query('rollback');
        await locker.end();
      }
      const done = await until(async () => {
        const job = (await reader.get(`${API}/GetImportJob/${importId}`)).json().data;
        return ['succeeded', 'failed'].includes(job.status) ? job : undefined;
      });
      expect(done).toMatchObject({ status: 'succeeded', processedRows: ROWS, created: ROWS });
      expect(await importedPeople()).toBe(ROWS);
      await copy.close();
    },
    120_000,
  );

  it('gives a job to an import an earlier version left queued without one, and imports it once however many copies start', async () => {
    const hr = await signedIn(t, 'hr');
    const fileKey = await t.app.privateFiles.put('imports', 'xlsx', await workbook(hr, 5));
    const aria = await companyId(t, ARIA);
    const hourAgo = new Date(Date.now() - 3600_000);
    const queued = {
      companyId: aria,
      status: 'queued' as const,
      duplicateMode: 'refuse',
      language: 'en',
      totalRows: 5,
      createdAt: hourAgo,
    };
    const [stranded, fileGone, notAllowed, justUploaded] = await t.database.db
      .insert(importJobs)
      .values([
        { ...queued, createdBy: await userIdByMobile(t, '09120000002'), fileKey },
        { ...queued, createdBy: await userIdByMobile(t, '09120000002'), fileKey: `imports/${randomBytes(16).toString('hex')}.xlsx` },
        // An ordinary employee of the company: they could not import people now.
        { ...queued, createdBy: await userIdByMobile(t, '09120000003'), fileKey },
        // Its upload may still be about to send its job: not taken for stranded.
        { ...queued, createdBy: await userIdByMobile(t, '09120000002'), fileKey, createdAt: new Date() },
      ])
      .returning();

    // Two copies start together, each looking for stranded imports.
    const copies = await Promise.all([t.copy(), t.copy()]);
    const finished = async (id: string) =>
      until(async () => {
        const [row] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, id));
        return row && ['succeeded', 'failed'].includes(row.status) ? row : undefined;
      });
    expect(await finished(stranded!.id)).toMatchObject({ status: 'succeeded', createdCount: 5, processedRows: 5 });
    expect(await finished(fileGone!.id)).toMatchObject({ status: 'failed', message: translate('en', 'errors.importWorkbookMissing') });
    expect(await finished(notAllowed!.id)).toMatchObject({
      status: 'failed',
      message: translate('en', 'errors.importUploaderMayNotImport'),
    });
    for (const copy of copies) await copy.app.jobs.idle('people.import');

    // Once: one job, one audit row, five people.
    expect(await jobsOf(stranded!.id)).toBe(1);
    const [audits] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'person.import'), eq(auditLog.targetId, stranded!.id)));
    expect(audits!.n).toBe(1);
    expect(await importedPeople()).toBe(5);
    const [recent] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, justUploaded!.id));
    expect(recent!.status).toBe('queued');
    expect(await jobsOf(justUploaded!.id)).toBe(0);
    for (const copy of copies) await copy.close();
  }, 120_000);

  it('ends as failed, through the copy left, an import whose job failed for good when the copy running its last attempt died', async () => {
    const hr = await signedIn(t, 'hr');
    const [row] = await t.database.db
      .insert(importJobs)
      .values({
        companyId: await companyId(t, ARIA),
        createdBy: await userIdByMobile(t, '09120000002'),
        status: 'importing',
        duplicateMode: 'refuse',
        language: 'en',
        totalRows: 3000,
        processedRows: 1200,
        fileKey: `imports/${randomBytes(16).toString('hex')}.xlsx`,
      })
      .returning();
    // Its last attempt, running on a copy that died two minutes ago: its lease ran out.
    await jobIn(
      row!.id,
      'active',
      sql`, retry_count = retry_limit, started_on = now() - interval '2 minutes', heartbeat_on = now() - interval '2 minutes'`,
    );
    // pg-boss looks at a queue's leases at most once a minute across servers (monitorIntervalSeconds),
    // and the first server may just have: the surviving copy is to look at once.
    await t.database.db.execute(sql`update pgboss.queue set monitor_claim_on = null, monitor_on = null where name = ${IMPORT_JOB}`);
    const copy = await t.copy({ JOB_SUPERVISE_SECONDS: '1' });

    const failed = await until(async () => {
      const job = (await hr.get(`${API}/GetImportJob/${row!.id}`)).json().data;
      return job.status === 'importing' ? undefined : job;
    }, 20_000);
    expect(failed).toMatchObject({ status: 'failed', processedRows: 0, message: translate('en', 'errors.importGaveUp') });
    expect(failed.finishedAt).not.toBeNull();
    // Not sent again: its one job, failed.
    const states = rowsOf<{ state: string }>(
      await t.database.db.execute(
        sql`select state::text as state from pgboss.job where name = ${IMPORT_JOB} and singleton_key = ${row!.id}`,
      ),
    );
    expect(states.map((s) => s.state)).toEqual(['failed']);
    await copy.close();
  }, 60_000);

  it('ends as failed the imports a job was given up on before, and those an earlier version left half-done an hour ago, however many copies start', async () => {
    const hr = await signedIn(t, 'hr');
    const row = {
      companyId: await companyId(t, ARIA),
      createdBy: await userIdByMobile(t, '09120000002'),
      duplicateMode: 'refuse',
      language: 'en',
      totalRows: 3000,
      fileKey: `imports/${randomBytes(16).toString('hex')}.xlsx`,
    };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [gaveUp, gaveUpQueued, oldValidating, oldImporting, recentImporting, runningElsewhere] = await t.database.db
      .insert(importJobs)
      .values([
        // Its job failed for good before jobs had a dead letter queue.
        { ...row, status: 'importing', language: 'fa', createdAt: minutesAgo(20) },
        { ...row, status: 'queued', createdAt: minutesAgo(60) },
        // An earlier version's, from before imports were jobs: no job at all.
        { ...row, status: 'validating', createdAt: minutesAgo(120) },
        { ...row, status: 'importing', processedRows: 700, createdAt: minutesAgo(120) },
        { ...row, status: 'importing', createdAt: minutesAgo(10) },
        // Its job waits to be retried.
        { ...row, status: 'importing', createdAt: minutesAgo(120) },
      ])
      .returning();
    const ids = [gaveUp, gaveUpQueued, oldValidating, oldImporting, recentImporting, runningElsewhere].map((r) => r!.id);
    try {
      await jobIn(gaveUp!.id, 'failed', sql`, retry_count = retry_limit, completed_on = now(), dead_letter = null`);
      await jobIn(gaveUpQueued!.id, 'failed', sql`, retry_count = retry_limit, completed_on = now(), dead_letter = null`);
      await jobIn(runningElsewhere!.id, 'created');

      // Two copies start together, each settling what is stranded.
      const copies = await Promise.all([t.copy(), t.copy()]);

      expect((await hr.get(`${API}/GetImportJob/${gaveUp!.id}`)).json().data).toMatchObject({
        status: 'failed',
        message: translate('fa', 'errors.importGaveUp'),
      });
      expect(await importRow(gaveUpQueued!.id)).toMatchObject({ status: 'failed', message: translate('en', 'errors.importGaveUp') });
      for (const id of [oldValidating!.id, oldImporting!.id]) {
        const job = (await hr.get(`${API}/GetImportJob/${id}`)).json().data;
        expect(job).toMatchObject({ status: 'failed', processedRows: 0, message: translate('en', 'errors.importInterrupted') });
        expect(job.finishedAt).not.toBeNull();
      }
      expect(await importRow(recentImporting!.id)).toMatchObject({ status: 'importing', message: null });
      expect(await importRow(runningElsewhere!.id)).toMatchObject({ status: 'importing', message: null });
      // Nothing given up on was sent again.
      expect(await jobsOf(gaveUp!.id)).toBe(1);
      expect(await jobsOf(gaveUpQueued!.id)).toBe(1);
      expect(await jobsOf(oldImporting!.id)).toBe(0);
      for (const copy of copies) await copy.close();
    } finally {
      // The deferred job would keep the queue busy for the tests after this one.
      await t.database.db.execute(sql`delete from pgboss.job where name = ${IMPORT_JOB} and singleton_key in ${ids}`);
    }
  }, 60_000);
});
