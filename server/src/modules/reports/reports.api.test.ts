import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { assessments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { alborzAdmin, signedIn } from '../../test/organisation-fixtures.ts';
import { collectedAssessment, fullSort } from '../../test/assessment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const PEERS = ['09121000004', '09121000005', '09121000006'];

describe('reports', () => {
  it('a partial report is the system manager’s alone, with a reason; closing makes the complete one; every version stays as it was', async () => {
    const { id, hr, target, assessors } = await collectedAssessment(t, { peers: PEERS });
    const manager = await signedIn(t, 'admin');
    // The company admin cannot make one while answers come in (assessment-method.md §2, inside the company) …
    const refused = await hr.post('/api/admin/Report/Generate', { id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'rule', message: expect.stringContaining('مدیر سیستم') });
    // … nor read one: while it collects there is nothing to read but counts.
    const none = await hr.get(`/api/user/Report/Get/${id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('هنگام بسته‌شدن ارزیابی');
    // The system manager can, saying why (kept in the audit log).
    const noReason = await manager.post('/api/admin/Report/Generate', { id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const partial = await manager.post('/api/admin/Report/Generate', { id, reason: 'The consultant prepares the feedback session.' });
    expect(partial.json()).toMatchObject({ data: { version: 1, partial: true }, message: expect.stringContaining('جزئی') });
    const { auditLog } = await import('../../db/schema/index.ts');
    const generated = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'report.generate'));
    expect(generated.map((r) => r.details)).toEqual([
      expect.objectContaining({ partial: true, reason: 'The consultant prepares the feedback session.' }),
    ]);

    // Closing makes the report: version 2, complete and released.
    await hr.post('/api/admin/Assessment/Close', { id });
    expect((await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data).toEqual([
      { version: 2, generatedAt: expect.any(String), partial: false, released: true },
    ]);

    const v2 = (await target.get(`/api/user/Report/Get/${id}`)).json().data;
    expect(v2).toMatchObject({
      version: 2,
      partial: false,
      audience: 'assessedPerson',
      person: { fullName: 'علی رضایی', fullNameEn: 'Ali Rezaei' },
      template: { title: 'ارزیابی ۳۶۰ درجهٔ رهبری' },
    });
    expect(v2.report.status).toBe('ready');
    expect(v2.report.shownGroups.map((g: { group: string }) => g.group).sort()).toEqual(['manager', 'peer']);
    expect(v2.competencies).toHaveLength(42);
    expect(v2.report.summary.responses.groups.peer).toEqual({ invited: 3, finished: 3 });
    expect(v2.report.adminDetail).toBeNull();

    // A reset answer (after a reopening by the platform) does not change an existing snapshot.
    await t.database.db.update(assessments).set({ status: 'collecting' }).where(eq(assessments.id, id));
    expect((await manager.post('/api/admin/Assessment/ResetAssessor', { assessorId: assessors[1]!.assessorId })).statusCode).toBe(200);
    await t.database.db.update(assessments).set({ status: 'finished' }).where(eq(assessments.id, id));
    const again = (await hr.get(`/api/user/Report/Get/${id}?version=2`)).json().data;
    expect(again.report).toEqual({ ...v2.report, adminDetail: { heldBackByGroup: {} } });
    expect(again.audience).toBe('admin');
    // The company knows of one version; the platform of every one.
    expect(again.versions).toEqual([{ version: 2, generatedAt: expect.any(String), partial: false, released: true }]);
    expect((await manager.get(`/api/admin/Report/GetVersions/${id}`)).json().data).toEqual([
      { version: 2, generatedAt: expect.any(String), partial: false, released: true },
      { version: 1, generatedAt: expect.any(String), partial: true, released: false },
    ]);
  });

  it('lets the assessed person and the company read one version only, so that no answer is isolated by comparing versions', async () => {
    // The attack: read a partial version, have an answer reset, read again — the difference is one
    // named assessor's piles. Now the person reads the released version and the company the latest
    // complete one, and nothing else; other versions are the platform's, each read of them audited.
    const { id, hr, target, assessors } = await collectedAssessment(t, { peers: [...PEERS, '09121000007'] });
    const manager = await signedIn(t, 'admin');
    const reason = { reason: 'Checking the numbers before the close.' };
    await manager.post('/api/admin/Report/Generate', { id, ...reason }); // v1, partial, while collecting
    const none = await target.get(`/api/user/Report/Get/${id}`);
    expect(none.statusCode).toBe(404);
    for (const reader of [target, hr]) {
      expect((await reader.get(`/api/user/Report/Get/${id}?version=1`)).statusCode).toBe(404);
      expect((await reader.get(`/api/user/Report/Pdf/${id}?version=1&kind=short`)).statusCode).toBe(404);
    }
    await hr.post('/api/admin/Assessment/ResetAssessor', { assessorId: assessors[4]!.assessorId });
    await manager.post('/api/admin/Report/Generate', { id, ...reason }); // v2, partial
    await hr.post('/api/admin/Assessment/Close', { id }); // v3, made on closing: complete and released
    const doc = (await target.get(`/api/user/Report/Get/${id}`)).json().data;
    expect(doc.version).toBe(3);
    expect(doc.versions).toEqual([{ version: 3, generatedAt: expect.any(String), partial: false, released: true }]);
    for (const reader of [target, hr]) {
      for (const v of [1, 2]) expect((await reader.get(`/api/user/Report/Get/${id}?version=${v}`)).statusCode).toBe(404);
      expect((await reader.get(`/api/user/Report/Get/${id}?version=3`)).statusCode).toBe(200);
    }
    expect((await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data.map((v: { version: number }) => v.version)).toEqual([3]);
    // Admin-only calls stay closed to the person.
    expect((await target.get(`/api/admin/Report/GetVersions/${id}`)).statusCode).toBe(403);

    // The platform reads a partial version, on record.
    const { auditLog } = await import('../../db/schema/index.ts');
    expect((await manager.get(`/api/user/Report/Get/${id}?version=1`)).json().data).toMatchObject({ version: 1, partial: true });
    expect((await manager.get(`/api/user/Report/Get/${id}?version=3`)).statusCode).toBe(200);
    const reads = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'report.read.platformOnly'));
    expect(reads.map((r) => r.details)).toEqual([{ version: 1, partial: true }]);

    // A partial version is never released; an earlier complete one may be, by the system manager only.
    const refused = await manager.post('/api/admin/Report/Release', { id, version: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('گزارش ناقص منتشر نمی‌شود: نخست ارزیابی را ببندید و گزارش آن را بسازید.');
    await hr.post('/api/admin/Report/Generate', { id }); // v4, released at once
    expect((await target.get(`/api/user/Report/Get/${id}`)).json().data.version).toBe(4);
    expect((await hr.get(`/api/user/Report/Get/${id}`)).json().data.version).toBe(4);
    expect((await hr.get(`/api/user/Report/Get/${id}?version=3`)).statusCode).toBe(404);
    expect((await hr.post('/api/admin/Report/Release', { id, version: 3 })).statusCode).toBe(403);
    expect((await manager.post('/api/admin/Report/Release', { id, version: 3 })).statusCode).toBe(200);
    expect((await target.get(`/api/user/Report/Get/${id}`)).json().data.version).toBe(3);
    expect((await target.get(`/api/user/Report/Get/${id}?version=4`)).statusCode).toBe(404);
    expect((await target.post('/api/admin/Report/Release', { id, version: 4 })).statusCode).toBe(403);
  });

  it('holds a group of two peers back: no peer, no others and no distribution, in the API and in the company export', async () => {
    // Manager + 2 peers (the third invited peer has not answered): self and manager only, 2 held back.
    const { id, hr, target } = await collectedAssessment(t, {
      peers: PEERS,
      answer: (i, session) => (i === 3 ? null : fullSort(session, i + 1)),
    });
    await hr.post('/api/admin/Assessment/Close', { id }); // closing makes the report
    const asPerson = await target.get(`/api/user/Report/Get/${id}`);
    const report = asPerson.json().data.report;
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.notEnoughAnswersReason).toBe('tooFewAnswers');
    expect(report.shownGroups.map((g: { group: string }) => g.group)).toEqual(['manager']);
    expect(report.summary.responses).toMatchObject({ counted: 1, heldBack: 2 });
    expect(report.cards.every((c: { others: number | null; piles: { total: number } }) => c.others === null && c.piles.total === 0)).toBe(
      true,
    );
    expect(report.redFlags).toEqual([]);
    expect(asPerson.body).not.toMatch(/"peer"|assessorId|heldBackByGroup/);
    // The admin also sees which group was held back, to invite more.
    const asAdmin = (await hr.get(`/api/user/Report/Get/${id}`)).json().data.report;
    expect(asAdmin.adminDetail).toEqual({ heldBackByGroup: { peer: 2 } });

    const xlsx = await hr.get('/api/admin/Report/ExportCompany');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 42);
    const [managerColumn, peerColumn, othersColumn] = [6, 7, 10];
    for (let r = 2; r <= sheet.rowCount; r++) {
      expect(sheet.getCell(r, peerColumn).value).toBeNull();
      expect(sheet.getCell(r, othersColumn).value).toBeNull();
    }
    expect(sheet.getCell(2, managerColumn).value).not.toBeNull();
  });

  it('manager + 1 peer: the peer is in no figure (2·others − manager gives nothing)', async () => {
    const answers: Record<string, string>[] = [];
    const run = async (peerOffset: number) => {
      await t.reset();
      const { id, hr, target } = await collectedAssessment(t, {
        peers: PEERS,
        answer: (i, session) => (i >= 2 ? null : fullSort(session, i === 1 ? peerOffset : 1)),
      });
      await hr.post('/api/admin/Assessment/Close', { id }); // closing makes the report
      const doc = (await target.get(`/api/user/Report/Get/${id}`)).json().data;
      answers.push(
        doc.report.cards.map((c: { groups: object; others: unknown; piles: object }) => JSON.stringify([c.groups, c.others, c.piles])),
      );
      return doc.report;
    };
    const first = await run(0);
    await run(2); // the same assessment, the lone peer answering differently
    expect(first.summary.responses).toMatchObject({ counted: 1, heldBack: 1 });
    expect(first.cards.every((c: { others: unknown }) => c.others === null)).toBe(true);
    expect(answers[0]).toEqual(answers[1]);
  });

  it('closing makes the report, releases it and tells the person, in their language, in the panel and by mail', async () => {
    const { id, hr, target } = await collectedAssessment(t, { peers: PEERS });
    const { users, notifications, outbox } = await import('../../db/schema/index.ts');
    await t.database.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.mobile, '09120000003'));
    expect((await target.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(404);
    const closed = await hr.post('/api/admin/Assessment/Close', { id });
    expect(closed.statusCode).toBe(200);
    const doc = (await target.get(`/api/user/Report/Get/${id}`)).json().data;
    expect(doc).toMatchObject({ version: 1, partial: false, versions: [{ version: 1, released: true }] });
    expect(doc.report.status).toBe('ready');
    const me = (await target.get('/api/Authentication/GetCurrentUser')).json().data;
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(told.map((n) => [n.title, n.link])).toContainEqual([
      'Your 360-degree report is ready: 360-degree leadership assessment',
      `/reports/${id}`,
    ]);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'assessment.reportReady'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your 360-degree report is ready: 360-degree leadership assessment');
    expect(mails[0]!.bodyText).toContain(`/reports/${id}`);
    // The person's own list now offers the report.
    const completed = (await target.post('/api/user/Assessment/GetMine', { tab: 'completed' })).json().data;
    expect(completed).toEqual([expect.objectContaining({ assessmentId: id, nextAction: 'viewReport' })]);
  });

  it('the overdue sweep is a job: run twice, it closes the assessment, makes its report and sends its mail once', async () => {
    const { id, hr } = await collectedAssessment(t, { peers: PEERS });
    const { outbox } = await import('../../db/schema/index.ts');
    const { CLOSE_EXPIRED_JOB } = await import('../assessments/assessments.routes.ts');
    await t.database.db.update(assessments).set({ finishesOn: '2026-01-01' }).where(eq(assessments.id, id));
    for (let run = 0; run < 2; run++) {
      expect(await t.app.jobs.send(CLOSE_EXPIRED_JOB, {})).toBeTruthy();
      await t.app.jobs.idle(CLOSE_EXPIRED_JOB);
    }
    expect((await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data).toEqual([
      expect.objectContaining({ version: 1, partial: false, released: true }),
    ]);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'assessment.reportReady'))).toHaveLength(1);
  });

  it('an assessment closed by its finish date gets its report too; one whose person may not see it is made but not announced', async () => {
    const { id } = await collectedAssessment(t, { peers: PEERS, userMaySeeReport: false });
    const { notifications, outbox } = await import('../../db/schema/index.ts');
    await t.database.db.update(assessments).set({ finishesOn: '2026-01-01' }).where(eq(assessments.id, id));
    const { AssessmentsService } = await import('../assessments/assessments.service.ts');
    expect(await new AssessmentsService(t.app).closeExpired()).toBe(1);
    const hr = await signedIn(t, 'hr');
    expect((await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data).toEqual([
      expect.objectContaining({ version: 1, partial: false, released: true }),
    ]);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'assessment.reportReady'))).toEqual([]);
    expect((await t.database.db.select().from(notifications)).filter((n) => n.link === `/reports/${id}`)).toEqual([]);
  });

  it('makes the report of an assessment whose server stopped between its close and its report, once; a fresh close is left to its own server', async () => {
    const { id } = await collectedAssessment(t, { peers: PEERS, userMaySeeReport: true });
    const { outbox } = await import('../../db/schema/index.ts');
    const { ReportsService } = await import('./reports.service.ts');
    // Closed ten minutes ago, as a server that then stopped left it: no report version.
    const closedAt = new Date(Date.now() - 10 * 60_000);
    await t.database.db.update(assessments).set({ status: 'finished', closedAt }).where(eq(assessments.id, id));
    const service = new ReportsService(t.app);
    const mails = async () => (await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'assessment.reportReady'))).length;

    // Seen from a minute after the close, its report may still be on its way: left alone.
    expect(await service.reportMissing(new Date(closedAt.getTime() + 60_000))).toBe(0);
    expect(await service.reportMissing()).toBe(1);
    const hr = await signedIn(t, 'hr');
    const versions = async () => (await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data;
    expect(await versions()).toEqual([expect.objectContaining({ version: 1, partial: false, released: true })]);
    expect(await mails()).toBe(1);

    // Made once: the next run finds nothing.
    expect(await service.reportMissing()).toBe(0);
    expect(await versions()).toHaveLength(1);
    expect(await mails()).toBe(1);
  });

  it('an admin who is assessed reads their own report as the assessed person, never the admin view', async () => {
    const { userIdByMobile } = await import('../../test/organisation-fixtures.ts');
    const hr = await signedIn(t, 'hr');
    const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', {})).json().data;
    const created = await hr.post('/api/admin/Assessment/Add', {
      templateId: templates[0].id,
      userIds: [await userIdByMobile(t, '09120000004')], // multi: a company admin of the demo company too
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
      publish: true,
      userMaySeeReport: true,
    });
    const id = created.json().data[0];
    const multi = t.client();
    const { data } = await multi.login('multi');
    const demo = data.memberships.find((m) => m.company?.title === 'شرکت نمونهٔ آریا')!;
    expect(
      (await multi.post('/api/Authentication/SelectMembership', { CompanyId: demo.company!.id, Role: 'companyAdmin' })).statusCode,
    ).toBe(200);
    for (const call of [
      () => multi.get(`/api/admin/Assessment/Get/${id}`),
      () => multi.get(`/api/admin/Assessment/GetCritiques/${id}`),
      () => multi.get(`/api/admin/Report/GetVersions/${id}`),
      () => multi.post('/api/admin/Report/Generate', { id }),
      () => multi.post('/api/admin/Assessment/Close', { id }),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('ارزیابی‌شوندهٔ این ارزیابی خود شما هستید؛ آن را مدیر دیگری از سازمان شما یا مدیر سیستم پیش می‌برد.');
    }
  });

  it('applies "who sees what" on every report and PDF call', async () => {
    const { id, hr, target, assessors } = await collectedAssessment(t, { peers: PEERS, userMaySeeReport: false });
    expect((await hr.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(404); // nothing generated yet
    await hr.post('/api/admin/Assessment/Close', { id }); // closing makes the report
    expect((await hr.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(200);
    expect((await (await signedIn(t, 'admin')).get(`/api/user/Report/Get/${id}`)).statusCode).toBe(200);

    const refused = async (client: typeof hr, status: number) => {
      expect((await client.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(status);
      expect((await client.get(`/api/user/Report/Pdf/${id}?kind=short`)).statusCode).toBe(status);
    };
    await refused(target, 403); // the person, while "user may see report" is off
    await refused(assessors[1]!.client, 403); // an assessor
    const other = await alborzAdmin(t);
    await refused(other, 404); // another company's admin: nothing leaks through the id
    expect((await t.client().get(`/api/user/Report/Get/${id}`)).statusCode).toBe(401);
    expect((await assessors[0]!.client.post('/api/admin/Report/Generate', { id })).statusCode).toBe(403);
    expect((await other.post('/api/admin/Report/Generate', { id })).statusCode).toBe(404);
    expect((await t.client().get(`/api/user/Report/Print/${id}?printToken=${'x'.repeat(43)}`)).statusCode).toBe(403);
    // A print token does not open the reader's call: that one needs a session.
    expect((await t.client().get(`/api/user/Report/Get/${id}?printToken=${'x'.repeat(43)}`)).statusCode).toBe(401);

    await t.database.db.update(assessments).set({ userMaySeeReport: true }).where(eq(assessments.id, id));
    expect((await target.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(200);
  });

  it('refuses to generate before answers are collected', async () => {
    const hr = await signedIn(t, 'hr');
    const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', {})).json().data;
    const { userIdByMobile } = await import('../../test/organisation-fixtures.ts');
    const created = await hr.post('/api/admin/Assessment/Add', {
      templateId: templates[0].id,
      userIds: [await userIdByMobile(t, '09120000003')],
      startsOn: '2026-11-01',
      finishesOn: '2027-01-01',
      publish: true,
    });
    const res = await hr.post('/api/admin/Report/Generate', { id: created.json().data[0] });
    expect(res.statusCode).toBe(409);
  });

  it('lets the person choose competencies to develop, refusing a third hard one', async () => {
    const { id, hr, target } = await collectedAssessment(t, { peers: PEERS });
    await hr.post('/api/admin/Assessment/Close', { id }); // closing makes the report
    const doc = (await target.get(`/api/user/Report/Get/${id}`)).json().data;
    expect(doc.development).toEqual({ chosen: [], canChoose: true, maxHard: 2 });
    const hard = doc.competencies.filter((c: { isHard: boolean }) => c.isHard).map((c: { id: string }) => c.id);
    const easy = doc.competencies.filter((c: { isHard: boolean }) => !c.isHard).map((c: { id: string }) => c.id);
    const three = await target.post('/api/user/Report/ChooseDevelopment', { assessmentId: id, competencyIds: hard.slice(0, 3) });
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe('بیش از دو شایستگیِ دشوار برای توسعه را هم‌زمان انتخاب نکنید.');
    const ok = await target.post('/api/user/Report/ChooseDevelopment', { assessmentId: id, competencyIds: [...hard.slice(0, 2), easy[0]] });
    expect(ok.statusCode).toBe(200);
    expect((await target.get(`/api/user/Report/Get/${id}`)).json().data.development.chosen).toHaveLength(3);
    expect((await hr.post('/api/user/Report/ChooseDevelopment', { assessmentId: id, competencyIds: [] })).statusCode).toBe(403);
    expect((await hr.get(`/api/user/Report/Get/${id}`)).json().data.development.canChoose).toBe(false);
  });
});
