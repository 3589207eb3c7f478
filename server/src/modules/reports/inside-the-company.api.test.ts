/**
 * assessment-method.md §2, *inside the company* (issue 22, finding 2): nobody in the client company — the assessed
 * person, their manager, a company admin — can learn one assessor's answer. The attack these tests
 * replay: another admin runs an assessment of `hr` with the report hidden from hr; hr, a company
 * admin too, read it in the admin list, named each assessor with their progress from the base-data
 * workbook, and found hr's own report in the company export — including a partial version made while
 * answers came in, so that 4·peers(v2) − 3·peers(v1) was the fourth peer's pile on every card.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { OpenSortSession } from '@rira/contracts';
import { assessments, auditLog, employments, notifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { ARIA, companyId, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { collectedAssessment, fullSort } from '../../test/assessment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const PEERS = ['09121000004', '09121000005', '09121000006', '09121000007'];
const HR_MOBILE = '09120000002';

/** `multi` acting as a company admin of the demo company. */
async function multiAsAdmin(): Promise<TestClient> {
  const multi = t.client();
  const { data } = await multi.login('multi');
  const demo = data.memberships.find((m) => m.company?.title === ARIA)!;
  const chosen = await multi.post('/api/Authentication/SelectMembership', { CompanyId: demo.company!.id, Role: 'companyAdmin' });
  if (chosen.statusCode !== 200) throw new Error(chosen.body);
  return multi;
}

/** Every text cell of every sheet of a workbook answer. */
async function workbookText(res: { rawPayload: Buffer }): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets
    .flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((v) => String(v ?? '')) : [])))
    .join('\n');
}

async function fullName(mobile: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
  return `${row!.firstName} ${row!.lastName}`;
}

describe('inside the company: an assessed company admin', () => {
  it('cannot find their own assessment in any admin list, count, workbook or export, nor read a partial version of it', async () => {
    const multi = await multiAsAdmin();
    // multi runs an assessment of hr, the report hidden from hr; the fourth peer answers late.
    const {
      id,
      target: hrAsPerson,
      assessors,
    } = await collectedAssessment(t, {
      admin: multi,
      target: HR_MOBILE,
      peers: PEERS,
      userMaySeeReport: false,
      answer: (i, session) => (i === 4 ? null : fullSort(session, i + 1)),
    });
    const hr = await signedIn(t, 'hr');
    const hrName = await fullName(HR_MOBILE);

    // The admin list, its counts and the dashboard leave hr's own assessment out.
    const listed = (await hr.post('/api/admin/Assessment/GetAll', { pageSize: 100 })).json();
    expect(listed.data.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await multi.post('/api/admin/Assessment/GetAll', { pageSize: 100 })).json().data.map((a: { id: string }) => a.id)).toContain(
      id,
    );
    const hrDashboard = (await hr.get('/api/admin/Dashboard/Get')).json().data;
    const multiDashboard = (await multi.get('/api/admin/Dashboard/Get')).json().data;
    const collecting = (d: { assessmentsByStatus: { status: string; count: number }[] }) =>
      d.assessmentsByStatus.find((s) => s.status === 'collecting')?.count ?? 0;
    expect(collecting(multiDashboard) - collecting(hrDashboard)).toBe(1);

    // The base-data workbook names no assessor of it, with or without progress.
    const baseData = await workbookText(await hr.get('/api/admin/Assessment/DownloadBaseData'));
    expect(baseData).not.toContain(hrName);
    for (const mobile of PEERS) expect(baseData).not.toContain(await fullName(mobile));
    expect(await workbookText(await multi.get('/api/admin/Assessment/DownloadBaseData'))).toContain(hrName);

    // While it collects, no company admin makes or reads a version.
    expect((await multi.post('/api/admin/Report/Generate', { id })).statusCode).toBe(403);
    const manager = await signedIn(t, 'admin');
    const partial = await manager.post('/api/admin/Report/Generate', { id, reason: 'Preparing the coaching session early.' });
    expect(partial.json().data).toEqual({ version: 1, partial: true });
    for (const reader of [multi, hr]) {
      expect((await reader.get(`/api/user/Report/Get/${id}?version=1`)).statusCode).not.toBe(200);
      expect(await workbookText(await reader.get('/api/admin/Report/ExportCompany'))).not.toContain(hrName);
    }

    // The fourth peer answers; the close makes version 2. The company reads version 2 only, hr nothing.
    const late = assessors[4]!;
    const session = (await late.client.get(`/api/user/Assessment/Get/${late.assessorId}`)).json().data as OpenSortSession;
    await late.client.post('/api/user/Assessment/Register', { assessorId: late.assessorId, placements: fullSort(session, 2), version: 0 });
    expect((await multi.post('/api/admin/Assessment/Close', { id })).statusCode).toBe(200);
    expect((await multi.get(`/api/admin/Report/GetVersions/${id}`)).json().data.map((v: { version: number }) => v.version)).toEqual([2]);
    expect((await multi.get(`/api/user/Report/Get/${id}?version=1`)).statusCode).toBe(404);
    expect((await multi.get(`/api/user/Report/Get/${id}`)).json().data.version).toBe(2);
    expect((await hrAsPerson.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(403);
    // The export: multi finds version 2 and only it; hr finds none of their own.
    const multiExport = await multi.get('/api/admin/Report/ExportCompany');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(multiExport.rawPayload as unknown as ArrayBuffer);
    const versions = new Set<string>();
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1 && String(row.getCell(1).value) === hrName) versions.add(String(row.getCell(2).value));
    });
    expect([...versions]).toEqual(['2']);
    expect(await workbookText(await hr.get('/api/admin/Report/ExportCompany'))).not.toContain(hrName);
  });

  it('is not told, as an admin, of their own assessment’s steps', async () => {
    // hr's self-assessment done and no nominations by hr: the company's admins are asked to pick
    // hr's assessors — every admin but hr.
    const multi = await multiAsAdmin();
    const templates = (await multi.post('/api/admin/AssessmentTemplate/GetAll', {})).json().data;
    const created = await multi.post('/api/admin/Assessment/Add', {
      templateId: templates[0].id,
      userIds: [await userIdByMobile(t, HR_MOBILE)],
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
      publish: true,
      includeAssessorTypeSettings: false,
    });
    const id = created.json().data[0] as string;
    const hr = await signedIn(t, 'hr');
    const mine = (await hr.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
    const session = (await hr.get(`/api/user/Assessment/Get/${mine[0].assessorId}`)).json().data as OpenSortSession;
    await hr.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements: fullSort(session), version: 0 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/assessments/${id}`));
    const hrId = await userIdByMobile(t, HR_MOBILE);
    const multiId = await userIdByMobile(t, '09120000004');
    expect(told.map((n) => n.userId)).toContain(multiId);
    expect(told.map((n) => n.userId)).not.toContain(hrId);
  });
});

describe('inside the company: after the close', () => {
  it('no company admin resets, adds or removes an answer; the system manager reopens with a reason, told what a new version would give away', async () => {
    const { id, hr, assessors } = await collectedAssessment(t, { peers: PEERS });
    expect((await hr.post('/api/admin/Assessment/Close', { id })).statusCode).toBe(200);
    const manager = await signedIn(t, 'admin');

    // Reopening is the platform's alone.
    const aweek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const reopen = { id, reason: 'One peer could not submit because of a network outage.', finishesOn: aweek };
    expect((await hr.post('/api/admin/Assessment/Reopen', reopen)).statusCode).toBe(403);
    expect((await hr.get(`/api/admin/Report/GetReopenExposure/${id}`)).statusCode).toBe(403);

    // What the dialog shows: the version the company reads and the groups a small change would give away.
    const exposure = (await manager.get(`/api/admin/Report/GetReopenExposure/${id}`)).json().data;
    expect(exposure).toEqual({
      comparedWith: 1,
      minGroupSize: 3,
      groups: [
        { group: 'manager', answers: 1, anonymous: false },
        { group: 'peer', answers: 4, anonymous: true },
      ],
      others: 5,
    });

    const bad = await manager.post('/api/admin/Assessment/Reopen', { id, reason: 'short', finishesOn: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    const past = await manager.post('/api/admin/Assessment/Reopen', { ...reopen, finishesOn: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.map((e: { field: string }) => e.field)).toEqual(['finishesOn']);
    expect((await hr.get(`/api/admin/Assessment/Get/${id}`)).json().data.status).toBe('finished');

    expect((await manager.post('/api/admin/Assessment/Reopen', reopen)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row).toMatchObject({ status: 'collecting', finishesOn: aweek });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.reopen'), eq(auditLog.targetId, id)));
    expect(audited.map((a) => a.details)).toEqual([expect.objectContaining({ reason: reopen.reason, finishesOn: aweek })]);
    // A second reopening of an open assessment is refused.
    expect((await manager.post('/api/admin/Assessment/Reopen', reopen)).statusCode).toBe(409);

    // Reopened, it collects: the company sees counts, no figures, and still cannot change an answer.
    const noFigures = await hr.get(`/api/user/Report/Get/${id}`);
    expect(noFigures.statusCode).toBe(404);
    const fixed = await hr.post('/api/admin/Assessment/ResetAssessor', { assessorId: assessors[1]!.assessorId });
    expect(fixed.statusCode).toBe(403);
    expect(fixed.json()).toMatchObject({ reason: 'rule', message: expect.stringContaining('مدیر سیستم') });
    const types = (await hr.post('/api/admin/AssessorType/GetAll', {})).json().data as { id: string; raterGroup: string }[];
    const pick = await hr.post('/api/admin/Assessment/PickAssessors', {
      assessmentId: id,
      assessors: [{ userId: await userIdByMobile(t, '09121000008'), assessorTypeId: types.find((x) => x.raterGroup === 'peer')!.id }],
    });
    expect(pick.statusCode).toBe(403);
    // The platform may, and the close after it makes version 2: the company reads it and only it.
    expect((await manager.post('/api/admin/Assessment/ResetAssessor', { assessorId: assessors[1]!.assessorId })).statusCode).toBe(200);
    expect((await hr.post('/api/admin/Assessment/Close', { id })).statusCode).toBe(200);
    expect((await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data.map((v: { version: number }) => v.version)).toEqual([2]);
    expect((await hr.get(`/api/user/Report/Get/${id}?version=1`)).statusCode).toBe(404);
  });

  it('refuses a company admin every change to the answers of a closed assessment', async () => {
    const { id, hr, assessors } = await collectedAssessment(t, { peers: PEERS.slice(0, 3) });
    expect((await hr.post('/api/admin/Assessment/Close', { id })).statusCode).toBe(200);
    for (const call of [
      () => hr.post('/api/admin/Assessment/ResetAssessor', { assessorId: assessors[1]!.assessorId }),
      () => hr.post('/api/admin/Assessment/SendInvitations', { assessmentId: id }),
      () =>
        hr.post('/api/admin/Assessment/ConfirmAssessors', {
          assessmentId: id,
          decisions: [{ assessorId: assessors[1]!.assessorId, confirmation: 'disapproved' }],
        }),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().reason).toBe('rule');
    }
  });
});

describe('inside the company: whatever their role', () => {
  it('a system manager assessed in a company does not see their own assessment in the platform’s lists and counts', async () => {
    const manager = await signedIn(t, 'admin');
    const aria = await companyId(t, ARIA);
    const managerId = await userIdByMobile(t, '09120000001');
    await t.database.db.insert(employments).values({ companyId: aria, userId: managerId, isActive: true });
    const templates = (await manager.post('/api/admin/AssessmentTemplate/GetAll', { companyId: aria })).json().data;
    const created = await manager.post('/api/admin/Assessment/Add', {
      companyId: aria,
      templateId: templates[0].id,
      userIds: [await userIdByMobile(t, '09120000003')],
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
    });
    expect(created.statusCode).toBe(200);
    const before = (await manager.get('/api/Manager/Dashboard/Get')).json().data.totals.assessments;
    // Now an assessment of the system manager, run by hr.
    const hr = await signedIn(t, 'hr');
    const own = await hr.post('/api/admin/Assessment/Add', {
      templateId: templates[0].id,
      userIds: [managerId],
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
    });
    const ownId = own.json().data[0] as string;
    expect((await hr.post('/api/admin/Assessment/GetAll', { pageSize: 100 })).json().data.map((a: { id: string }) => a.id)).toContain(
      ownId,
    );
    expect((await manager.get('/api/Manager/Dashboard/Get')).json().data.totals.assessments).toBe(before);
    const lists = [
      (await manager.post('/api/admin/Assessment/GetAll', { companyId: aria, pageSize: 100 })).json().data,
      (await manager.post('/api/admin/Company/GetCompanyAssessments', { companyId: aria, pageSize: 100 })).json().data,
    ];
    for (const list of lists) expect(list.map((a: { id: string }) => a.id)).not.toContain(ownId);
    const company = (await manager.get(`/api/admin/Company/Get/${aria}`)).json().data;
    const all = await t.database.db.select().from(assessments).where(eq(assessments.companyId, aria));
    expect(company.assessmentCount).toBe(all.length - 1);
  });
});
