import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { assessments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { alborzAdmin, signedIn } from '../../test/organisation-fixtures.ts';
import { collectedAssessment } from '../../test/assessment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const PEERS = ['09121000004', '09121000005', '09121000006'];

describe('reports', () => {
  it('generates a partial report while collecting and full ones when finished, keeping every version as it was', async () => {
    const { id, hr, target, assessors } = await collectedAssessment(t, { peers: PEERS });
    const partial = await hr.post('/api/admin/Report/Generate', { id });
    expect(partial.json()).toMatchObject({ data: { version: 1, partial: true }, message: expect.stringContaining('جزئی') });
    await hr.post('/api/admin/Assessment/Close', { id });
    const full = await hr.post('/api/admin/Report/Generate', { id });
    expect(full.json().data).toEqual({ version: 2, partial: false });

    const v2 = (await target.get(`/api/user/Report/Get/${id}`)).json().data;
    expect(v2).toMatchObject({ version: 2, partial: false, person: { fullName: 'علی رضایی' }, template: { title: 'ارزیابی ۳۶۰ درجهٔ رهبری' } });
    expect(v2.report.status).toBe('ready');
    expect(v2.report.shownGroups.map((g: { group: string }) => g.group).sort()).toEqual(['manager', 'peer']);
    expect(v2.competencies).toHaveLength(42);
    expect(v2.report.summary.responses.groups.peer).toEqual({ invited: 3, finished: 3 });

    // A reset answer does not change an existing snapshot.
    await t.database.db.update(assessments).set({ status: 'collecting' }).where(eq(assessments.id, id));
    await hr.post('/api/admin/Assessment/ResetAssessor', { assessorId: assessors[1]!.assessorId });
    const again = (await hr.get(`/api/user/Report/Get/${id}?version=2`)).json().data;
    expect(again.report).toEqual(v2.report);
    expect((await hr.get(`/api/admin/Report/GetVersions/${id}`)).json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('never shows a group of two peers on its own: not in the API and not in the company export', async () => {
    const { id, hr } = await collectedAssessment(t, { peers: PEERS.slice(0, 2) });
    await hr.post('/api/admin/Assessment/Close', { id });
    await hr.post('/api/admin/Report/Generate', { id });
    const doc = await hr.get(`/api/user/Report/Get/${id}`);
    const report = doc.json().data.report;
    expect(report.shownGroups.map((g: { group: string }) => g.group)).toEqual(['manager']);
    expect(doc.body).not.toMatch(/"peer"/);
    expect(doc.body).not.toMatch(/assessorId/);
    expect(report.summary.responses.others.finished).toBe(3);

    const xlsx = await hr.get('/api/admin/Report/ExportCompany');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 42);
    const peerColumn = 7;
    for (let r = 2; r <= sheet.rowCount; r++) expect(sheet.getCell(r, peerColumn).value).toBeNull();
    expect(sheet.getCell(2, 6).value).not.toBeNull(); // the manager's column
  });

  it('applies "who sees what" on every report and PDF call', async () => {
    const { id, hr, target, assessors } = await collectedAssessment(t, { peers: PEERS, userMaySeeReport: false });
    expect((await hr.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(404); // nothing generated yet
    await hr.post('/api/admin/Assessment/Close', { id });
    await hr.post('/api/admin/Report/Generate', { id });
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
    expect((await t.client().get(`/api/user/Report/Get/${id}?printToken=${'x'.repeat(43)}`)).statusCode).toBe(403);

    await t.database.db.update(assessments).set({ userMaySeeReport: true }).where(eq(assessments.id, id));
    expect((await target.get(`/api/user/Report/Get/${id}`)).statusCode).toBe(200);
  });

  it('refuses to generate before answers are collected', async () => {
    const hr = await signedIn(t, 'hr');
    const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', {})).json().data;
    const { userIdByMobile } = await import('../../test/organisation-fixtures.ts');
    const created = await hr.post('/api/admin/Assessment/Add', { templateId: templates[0].id, userIds: [await userIdByMobile(t, '09120000003')], startsOn: '2026-11-01', finishesOn: '2027-01-01', publish: true });
    const res = await hr.post('/api/admin/Report/Generate', { id: created.json().data[0] });
    expect(res.statusCode).toBe(409);
  });

  it('lets the person choose competencies to develop, refusing a third hard one', async () => {
    const { id, hr, target } = await collectedAssessment(t, { peers: PEERS });
    await hr.post('/api/admin/Assessment/Close', { id });
    await hr.post('/api/admin/Report/Generate', { id });
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
