import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  assessments,
  assessors,
  auditLog,
  competencies,
  notifications,
  outbox,
  reportSnapshots,
  seedMarkers,
  users,
} from '../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';
import { companyId, signedIn, userIdByMobile, ARIA } from '../test/organisation-fixtures.ts';
import { tehranDay } from '@rira/contracts/tehran-time';
import { seedDatabase } from './index.ts';
import { addDays, DEMO_ASSESSMENTS_MARKER, seedDemoAssessments } from './demo-assessments.ts';
import { DEMO_MOBILES } from './demo-assessment-plan.ts';

/**
 * The demo assessments (issue 11: a fresh install shows the product), seeded as `npm start` seeds
 * them — through the services — and read back through the API as the demo people would.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoAssessments: true });
});
afterAll(async () => t.close());

interface MyItem {
  assessmentId: string;
  assessorId: string;
  role: string;
  targetName: string;
  status: string;
  progress: string;
  nextAction: string;
  finishesOn: string | null;
}

async function mine(client: TestClient, tab: string): Promise<MyItem[]> {
  const res = await client.post('/api/user/Assessment/GetMine', { tab });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function rowCounts() {
  const db = t.database.db;
  const n = async (
    table: typeof assessments | typeof assessors | typeof reportSnapshots | typeof notifications | typeof outbox | typeof auditLog,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    assessments: await n(assessments),
    assessors: await n(assessors),
    reports: await n(reportSnapshots),
    notifications: await n(notifications),
    mails: await n(outbox),
    audit: await n(auditLog),
  };
}

describe('the demo assessments', () => {
  it('give the employee a closed assessment whose released report has something in every section', async () => {
    const employee = await signedIn(t, 'employee');
    const completed = await mine(employee, 'completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ role: 'self', status: 'finished', nextAction: 'viewReport' });

    const res = await employee.get(`/api/user/Report/Get/${completed[0]!.assessmentId}`);
    expect(res.statusCode).toBe(200);
    const doc = res.json().data;
    expect(doc).toMatchObject({ version: 1, partial: false, audience: 'assessedPerson', person: { fullName: 'علی رضایی' } });
    expect(doc.versions).toEqual([expect.objectContaining({ version: 1, released: true })]);
    const report = doc.report;
    expect(report.status).toBe('ready');
    expect(report.shownGroups.map((g: { group: string }) => g.group)).toEqual(['manager', 'peer', 'subordinate']);
    expect(report.summary.responses.groups).toEqual({
      manager: { invited: 1, finished: 1 },
      peer: { invited: 4, finished: 4 },
      subordinate: { invited: 3, finished: 3 },
    });
    expect(report.summary.responses.heldBack).toBe(0);
    expect(report.summary.topStrengths).toHaveLength(5);
    expect(report.summary.topNeeds).toHaveLength(5);
    const titles = (findings: { cardId: string }[]) =>
      findings.map((f) => doc.competencies.find((c: { id: string }) => c.id === f.cardId).titleEn).sort();
    expect(titles(report.summary.blindSpots)).toEqual(['Collaboration', 'Listening']);
    expect(titles(report.summary.hiddenStrengths)).toEqual(['Developing others', 'Problem analysis']);
    expect(titles(report.redFlags)).toEqual(['Empathy', 'Listening', 'Patience']);
    expect(titles(report.overuse)).toEqual(['Decisiveness', 'Drive for results']);
    expect(report.agreement.status).toBe('ok');

    // He was told, in the panel, that it is ready.
    const told = (await employee.get('/api/Notificaton/GetUserNotifications?pageSize=50')).json().data as { link: string | null }[];
    expect(told.map((n) => n.link)).toContain(`/reports/${completed[0]!.assessmentId}`);
  });

  it('give the employee a card sort to do as an assessor, in an assessment collecting answers', async () => {
    const employee = await signedIn(t, 'employee');
    const invited = await mine(employee, 'invited');
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({
      role: 'assessor',
      targetName: 'نرگس جعفری',
      status: 'collecting',
      progress: 'notStarted',
      nextAction: 'start',
    });
    const session = await employee.get(`/api/user/Assessment/Get/${invited[0]!.assessorId}`);
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ role: 'assessor', version: 0, registered: false, placements: {} });
    expect(session.json().data.cards).toHaveLength(42);

    // The admin sees answers coming in: two registered, one draft, one not started.
    const hr = await signedIn(t, 'hr');
    const detail = (await hr.get(`/api/admin/Assessment/Get/${invited[0]!.assessmentId}`)).json().data;
    const progress = detail.assessors
      .filter((a: { raterGroup: string }) => a.raterGroup !== 'self')
      .map((a: { progress: string }) => a.progress)
      .sort();
    expect(progress).toEqual(['finished', 'finished', 'inProgress', 'notStarted']);
    expect(
      detail.assessors.every(
        (a: { raterGroup: string; invitationStatus: string }) => a.raterGroup === 'self' || a.invitationStatus === 'sent',
      ),
    ).toBe(true);
  });

  it('leave multi’s own assessment waiting for them to choose their assessors', async () => {
    const multi = await signedIn(t, 'multi');
    const aria = await companyId(t, ARIA);
    expect((await multi.post('/api/Authentication/SelectMembership', { CompanyId: aria, Role: 'user' })).statusCode).toBe(200);
    const own = await mine(multi, 'self');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ role: 'self', status: 'needSetAssessor', progress: 'finished', nextAction: 'chooseAssessors' });
    expect((await multi.get(`/api/user/Assessor/GetTypes/${own[0]!.assessmentId}`)).statusCode).toBe(200);
  });

  it('show hr the four, a draft among them, all made by hr through the services', async () => {
    const hr = await signedIn(t, 'hr');
    const list = (await hr.post('/api/admin/Assessment/GetAll', { pageSize: 50 })).json().data as {
      status: string;
      targetUserName: string;
      startsOn: string;
      finishesOn: string;
    }[];
    expect(list.map((a) => `${a.targetUserName}: ${a.status}`).sort()).toEqual([
      'بهرام یوسفی: draft',
      'سارا محمدی: needSetAssessor',
      'علی رضایی: finished',
      'نرگس جعفری: collecting',
    ]);
    // Dates from the day of seeding: the open ones finish about 60 days on, never of themselves during a demo.
    const today = tehranDay(new Date());
    for (const a of list) {
      expect(a.startsOn <= a.finishesOn, a.targetUserName).toBe(true);
      if (a.status === 'finished') expect(a.finishesOn <= today).toBe(true);
      else expect(a.finishesOn >= addDays(today, 59), a.targetUserName).toBe(true);
    }
    // Every write is the services' own, audited as hr's or as the answering person's, from the seed.
    const hrId = await userIdByMobile(t, DEMO_MOBILES.hr);
    const audited = await t.database.db.select({ action: auditLog.action, actor: auditLog.actorUserId, ip: auditLog.ip }).from(auditLog);
    const byHr = audited.filter((a) => a.actor === hrId && a.ip === 'seed').map((a) => a.action);
    for (const action of [
      'assessment.create',
      'assessment.publish',
      'assessment.assessors.pick',
      'assessment.invitations.send',
      'assessment.close',
    ])
      expect(byHr).toContain(action);
    const employeeId = await userIdByMobile(t, DEMO_MOBILES.employee);
    expect(audited.filter((a) => a.actor === employeeId && a.ip === 'seed').map((a) => a.action)).toEqual(['assessment.answer.register']);
    // The report was made by closing (the reports module's handler), on hr's behalf.
    expect(audited.filter((a) => a.action === 'report.generate').map((a) => a.actor)).toEqual([hrId]);
  });

  it('give the demo round a dashboard with several states and one group at risk', async () => {
    const hr = await signedIn(t, 'hr');
    const rounds = (await hr.post('/api/admin/Round/GetAll', {})).json().data as { id: string; titleEn: string }[];
    const round = rounds.find((r) => r.titleEn === 'Leadership 360, autumn 1405');
    expect(round).toBeDefined();
    const dashboard = (await hr.get(`/api/admin/Round/Get/${round!.id}`)).json().data as {
      people: { assessmentId: string; name: string; status: string }[];
      groupsAtRisk: { assessmentId: string; group: string; invited: number; answered: number; needed: number; expected: number }[];
    };
    expect(new Set(dashboard.people.map((p) => p.status)).size).toBeGreaterThanOrEqual(4);
    expect(dashboard.groupsAtRisk).toHaveLength(1);
    const [risk] = dashboard.groupsAtRisk;
    expect(risk).toMatchObject({ group: 'peer', invited: 3, answered: 1, needed: 3 });
    expect(risk!.expected).toBeLessThan(3);
    expect(dashboard.people.find((p) => p.assessmentId === risk!.assessmentId)).toMatchObject({ name: 'نرگس جعفری', status: 'collecting' });
  });

  it('are seeded once: a second run adds nothing, and what an admin deletes stays deleted', async () => {
    const before = await rowCounts();
    const again = () =>
      seedDatabase(t.database.db, {
        demo: true,
        log: { info() {} },
        files: t.app.files,
        privateFiles: t.app.privateFiles,
        siteContent: false,
        app: t.app,
      });
    await again();
    expect(await rowCounts()).toEqual(before);

    const hr = await signedIn(t, 'hr');
    const [draft] = await t.database.db.select({ id: assessments.id }).from(assessments).where(eq(assessments.status, 'draft'));
    expect((await hr.post('/api/admin/Assessment/Delete', { id: draft!.id })).statusCode).toBe(200);
    const afterDelete = await rowCounts();
    expect(await seedDemoAssessments(t.app)).toEqual({ created: 0 });
    expect(await rowCounts()).toEqual(afterDelete);
  });
});

describe('the demo assessments on a changed library', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => fresh.close());

  it('are skipped, and made at a later start once the library is whole again', async () => {
    const db = fresh.database.db;
    const [listening] = await db
      .update(competencies)
      .set({ isActive: false })
      .where(eq(competencies.titleEn, 'Listening'))
      .returning({ id: competencies.id });
    expect(await seedDemoAssessments(fresh.app)).toEqual({ created: 0, skipped: 'the competency library was changed' });
    expect((await db.select({ n: count() }).from(assessments))[0]!.n).toBe(0);
    expect(await db.select().from(seedMarkers).where(eq(seedMarkers.key, DEMO_ASSESSMENTS_MARKER))).toEqual([]);

    await db.update(competencies).set({ isActive: true }).where(eq(competencies.id, listening!.id));
    expect(await seedDemoAssessments(fresh.app)).toEqual({ created: 4 });
    const employee = await db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
    const own = await db
      .select({ status: assessments.status })
      .from(assessments)
      .where(and(eq(assessments.targetUserId, employee[0]!.id)));
    expect(own).toEqual([{ status: 'finished' }]);
  });
});
