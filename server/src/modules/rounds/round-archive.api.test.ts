import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { assessments, auditLog, roundReportArchives } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { collectedAssessment, pickedAssessment } from '../../test/assessment-fixtures.ts';
import { alborzAdmin, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { rowsOf } from '../../test/test-database.ts';
import { zipEntries } from '../../test/zip-entries.ts';
import { ROUND_ARCHIVE_JOB, type RoundArchiveJobPayload } from './round-archive.service.ts';

/**
 * A round's reports as one ZIP of PDFs (docs/decisions/038, "The archive job"): printed by the
 * server's Chromium from the built web app, one at a time, by a durable job. Needs Chromium and the
 * built web app (`npm run build`); skipped without them. Two closed assessments and one still
 * collecting keep it small: each print takes seconds on a busy machine.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webBuild = path.resolve(import.meta.dirname, '../../../../web/build/server/index.js');
const canPrint = fs.existsSync(CHROMIUM) && fs.existsSync(webBuild);
if (!canPrint && process.env.REQUIRE_E2E === '1') throw new Error(`REQUIRE_E2E=1: printing needs ${CHROMIUM} and the built web app.`);

const API = '/api/admin/Round';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let hr: TestClient;
let roundId: string;
/** Another company's admin, made once. */
let alborz: TestClient;
beforeAll(async () => {
  if (!canPrint) return;
  await import(pathToFileURL(webBuild).href);
  t = await createTestApp({ CHROMIUM_PATH: CHROMIUM, JOB_SUPERVISE_SECONDS: '1', JOB_LEASE_SECONDS: '10' }, { web: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const ali = await collectedAssessment(t, { peers: ['09121000004', '09121000005', '09121000006'] });
  const kiana = await collectedAssessment(t, {
    target: '09121000008',
    manager: '09121000003',
    peers: ['09121000007', '09121000009', '09121000010'],
  });
  hr = ali.hr;
  alborz = await alborzAdmin(t);
  for (const id of [ali.id, kiana.id]) expect((await hr.post('/api/admin/Assessment/Close', { id })).statusCode).toBe(200);
  // Still collecting: no report the company may read, so not in the ZIP.
  const open = await pickedAssessment(t, { target: '09121000011', peers: ['09121000004', '09121000005', '09121000006'] });
  const [row] = await t.database.db.select({ roundId: assessments.roundId }).from(assessments).where(eq(assessments.id, ali.id));
  roundId = row!.roundId!;
  await t.database.db.update(assessments).set({ roundId }).where(eq(assessments.id, kiana.id));
  await t.database.db.update(assessments).set({ roundId }).where(eq(assessments.id, open.id));
  // Closing makes and releases each report, in the background of the close.
  for (const id of [ali.id, kiana.id])
    for (let i = 0; i < 100 && (await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data?.length !== 1; i++) await sleep(100);
}, 180_000);
afterAll(async () => t?.close());

async function until<T>(look: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not seen in time');
    await sleep(100);
  }
}

async function zipOf(client: TestClient, archiveId: string) {
  const res = await client.get(`${API}/DownloadArchive/${archiveId}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return zipEntries(res.rawPayload);
}

describe.skipIf(!canPrint)('the ZIP of a round’s reports', () => {
  it('refuses anonymous callers (401), employees (403), another company’s admin (404) and a wrong kind (400)', async () => {
    const body = { id: roundId, kind: 'short', language: 'fa' };
    expect((await t.client().post(`${API}/ArchiveReports`, body)).statusCode).toBe(401);
    const employee = await signedIn(t, 'employee');
    expect((await employee.post(`${API}/ArchiveReports`, body)).statusCode).toBe(403);
    expect((await alborz.post(`${API}/ArchiveReports`, body)).statusCode).toBe(404);
    expect((await alborz.get(`${API}/GetLatestArchive/${roundId}`)).statusCode).toBe(404);
    const bad = await hr.post(`${API}/ArchiveReports`, { ...body, kind: 'long' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.field ?? bad.body).toContain('kind');
    expect(await t.database.db.select().from(roundReportArchives)).toEqual([]);
    expect((await hr.get(`${API}/GetLatestArchive/${roundId}`)).json().data).toBeNull();
  });

  it('makes one PDF per readable report, showing its progress while it runs; a second request joins the first', async () => {
    const started = await hr.post(`${API}/ArchiveReports`, { id: roundId, kind: 'short', language: 'fa' });
    expect(started.statusCode).toBe(202);
    const archive = started.json().data;
    expect(archive).toMatchObject({ roundId, kind: 'short', language: 'fa', status: 'queued', done: 0 });
    const again = await hr.post(`${API}/ArchiveReports`, { id: roundId, kind: 'short', language: 'fa' });
    expect(again.json().data.id).toBe(archive.id);

    const seen: { status: string; done: number; total: number }[] = [];
    const finished = await until(async () => {
      const now = (await hr.get(`${API}/GetArchive/${archive.id}`)).json().data;
      seen.push(now);
      return ['done', 'failed'].includes(now.status) ? now : undefined;
    });
    expect(finished).toMatchObject({ status: 'done', total: 2, done: 2, error: null });
    // Seen on its way, never going back.
    expect(seen.some((s) => s.status === 'running' && s.done < 2)).toBe(true);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.done).toBeGreaterThanOrEqual(seen[i - 1]!.done);

    const entries = await zipOf(hr, archive.id);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(entry.name).toMatch(/^[\p{Script=Arabic}\u200C-]+-short-fa-14\d\d-\d\d-\d\d\.pdf$/u);
    }
    // After a reload, the dashboard finds it; another company's admin does not.
    expect((await hr.get(`${API}/GetLatestArchive/${roundId}`)).json().data).toMatchObject({ id: archive.id, status: 'done' });
    expect((await alborz.get(`${API}/GetArchive/${archive.id}`)).statusCode).toBe(404);
    expect((await alborz.get(`${API}/DownloadArchive/${archive.id}`)).statusCode).toBe(404);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'round.archiveReports'));
    expect(audited).toHaveLength(1);
  }, 180_000);

  it('is made again from the start, once, after the server copy running it died with it half done', async () => {
    const hrId = await userIdByMobile(t, '09120000002');
    const [row] = await t.database.db
      .insert(roundReportArchives)
      .values({
        roundId,
        companyId: (await t.database.db.select().from(assessments).where(eq(assessments.roundId, roundId)))[0]!.companyId,
        requestedBy: hrId,
        kind: 'complete',
        language: 'en',
        status: 'running',
        total: 2,
        done: 1,
      })
      .returning();
    const payload: RoundArchiveJobPayload = {
      archiveId: row!.id,
      requester: { userId: hrId, role: 'companyAdmin', companyId: row!.companyId },
    };
    // Its job as a copy that died mid-way left it: running, its lease run out two minutes ago.
    const jobId = await t.app.jobs.send(ROUND_ARCHIVE_JOB, payload, {
      singletonKey: row!.id,
      startAfter: new Date(Date.now() + 86_400_000),
    });
    expect(jobId).toBeTruthy();
    await t.database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '2 minutes', heartbeat_on = now() - interval '2 minutes', start_after = now() - interval '2 minutes' where id = ${jobId}::uuid`,
    );
    await t.database.db.execute(sql`update pgboss.queue set monitor_claim_on = null, monitor_on = null where name = ${ROUND_ARCHIVE_JOB}`);
    // The copy left (this test's server: a copy without the web app cannot print) takes it up once the lease has run out.
    {
      const finished = await until(async () => {
        const now = (await hr.get(`${API}/GetArchive/${row!.id}`)).json().data;
        return ['done', 'failed'].includes(now.status) ? now : undefined;
      }, 150_000);
      expect(finished).toMatchObject({ status: 'done', total: 2, done: 2 });
      const entries = await zipOf(hr, row!.id);
      expect(entries).toHaveLength(2);
      for (const entry of entries) {
        expect(entry.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(entry.name).toMatch(/-complete-en-\d{4}-\d\d-\d\d\.pdf$/);
      }
      // One file for it, and its one job, finished.
      const files: string[] = [];
      for await (const key of t.app.privateFiles.list('round-archives')) if (key.includes(row!.id)) files.push(key);
      expect(files).toEqual([`round-archives/${row!.id}.zip`]);
      const states = rowsOf<{ state: string }>(
        await t.database.db.execute(
          sql`select state::text as state from pgboss.job where name = ${ROUND_ARCHIVE_JOB} and singleton_key = ${row!.id}`,
        ),
      );
      expect(states.map((s) => s.state)).toEqual(['completed']);
    }
  }, 200_000);
});
