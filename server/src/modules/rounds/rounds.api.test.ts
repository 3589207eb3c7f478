import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { en } from '@rira/contracts/messages/en';
import { fa } from '@rira/contracts/messages/fa';
import { and, count, eq } from 'drizzle-orm';
import { assessments, auditLog, rounds, structureItems } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { ALBORZ, alborzAdmin, ARIA, companyId, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { mailingTestApp, pickedAssessment, templateId } from '../../test/assessment-fixtures.ts';

let t: TestApp;
let smtp: SmtpSink;
mailingTestApp((running) => ({ t, smtp } = running));

const API = '/api/admin/Round';
const messages = { fa, en };
const HR_MOBILE = '09120000002';

async function departmentId(company: string, title: string) {
  const [row] = await t.database.db
    .select({ id: structureItems.id })
    .from(structureItems)
    .where(
      and(
        eq(structureItems.companyId, await companyId(t, company)),
        eq(structureItems.kind, 'department'),
        eq(structureItems.title, title),
      ),
    );
  return row!.id;
}

async function roundCount() {
  const [row] = await t.database.db.select({ n: count() }).from(rounds);
  return row!.n;
}

async function createBody(overrides: Record<string, unknown> = {}) {
  const hr = await signedIn(t, 'hr');
  return {
    title: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
    titleEn: 'Leadership 360, autumn 1405',
    templateId: await templateId(hr),
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    ...overrides,
  };
}

describe('rounds', () => {
  it('refuses anonymous callers (401) and employees (403)', async () => {
    expect((await t.client().post(`${API}/GetAll`, {})).statusCode).toBe(401);
    const employee = await signedIn(t, 'employee');
    expect((await employee.post(`${API}/GetAll`, {})).statusCode).toBe(403);
  });

  it('creates a round for a department, lists it and shows its dashboard, never the viewer’s own assessment; renames it', async () => {
    const hr = await signedIn(t, 'hr');
    // The HR department holds hr: their own assessment is made, but hr never sees it.
    const res = await hr.post(`${API}/Add`, await createBody({ departmentIds: [await departmentId(ARIA, 'منابع انسانی')] }));
    expect(res.statusCode).toBe(200);
    const { id, assessmentIds } = res.json().data as { id: string; assessmentIds: string[] };
    const rows = await t.database.db.select().from(assessments).where(eq(assessments.roundId, id));
    expect(rows.map((r) => r.id).sort()).toEqual([...assessmentIds].sort());
    expect(rows.every((r) => r.status === 'draft')).toBe(true);
    const hrId = await userIdByMobile(t, HR_MOBILE);
    expect(rows.some((r) => r.targetUserId === hrId)).toBe(true);
    const others = rows.filter((r) => r.targetUserId !== hrId);
    expect(others.length).toBeGreaterThan(0);

    const list = (await hr.post(`${API}/GetAll`, {})).json();
    const item = list.data.find((r: { id: string }) => r.id === id);
    expect(item).toMatchObject({ title: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵', people: others.length, finished: 0 });

    const dashboard = (await hr.get(`${API}/Get/${id}`)).json().data;
    expect(dashboard.people.map((p: { userId: string }) => p.userId).sort()).toEqual(others.map((r) => r.targetUserId).sort());
    expect(dashboard.people.some((p: { userId: string }) => p.userId === hrId)).toBe(false);

    const renamed = await hr.post(`${API}/Update`, { id, title: 'دور تازه', titleEn: 'New round' });
    expect(renamed.statusCode).toBe(200);
    expect((await hr.get(`${API}/Get/${id}`)).json().data).toMatchObject({ title: 'دور تازه', titleEn: 'New round' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['round.create', 'round.update']);
  });

  it('refuses every problem at once (dates reversed, unknown person, another company’s department) and creates nothing', async () => {
    const hr = await signedIn(t, 'hr');
    const before = await roundCount();
    const res = await hr.post(
      `${API}/Add`,
      await createBody({
        startsOn: '2027-12-29',
        finishesOn: '2026-11-01',
        userIds: ['00000000-0000-4000-8000-000000000001'],
        departmentIds: [await alborzDepartment()],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['departmentIds', 'finishesOn', 'userIds']);
    expect(await roundCount()).toBe(before);
  });

  it('keeps another company’s admin out: 404 on the round, and its people cannot be added', async () => {
    const hr = await signedIn(t, 'hr');
    const { id } = (await hr.post(`${API}/Add`, await createBody({ userIds: [await userIdByMobile(t, '09120000003')] }))).json().data;
    const babak = await alborzAdmin(t);
    expect((await babak.get(`${API}/Get/${id}`)).statusCode).toBe(404);
    expect((await babak.post(`${API}/AddPeople`, { id, userIds: [await userIdByMobile(t, '09121000004')] })).statusCode).toBe(404);
    expect((await babak.post(`${API}/Update`, { id, title: 'x' })).statusCode).toBe(404);
    // Nor can Alborz's admin make a round of Aria's people: unknown to their company, nothing created.
    const before = await roundCount();
    const refused = await babak.post(`${API}/Add`, { ...(await createBody({ userIds: [await userIdByMobile(t, '09121000004')] })) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain('userIds');
    expect(await roundCount()).toBe(before);
  });

  it('adds people (those already in it left out) and removes those with no answer, 409 for those with one', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await userIdByMobile(t, '09120000003');
    const colleague = await userIdByMobile(t, '09121000004');
    const { id } = (await hr.post(`${API}/Add`, await createBody({ userIds: [employee] }))).json().data;
    const added = await hr.post(`${API}/AddPeople`, { id, userIds: [employee, colleague] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toHaveLength(1);
    const rows = await t.database.db.select().from(assessments).where(eq(assessments.roundId, id));
    expect(rows.map((r) => r.targetUserId).sort()).toEqual([employee, colleague].sort());

    expect((await hr.post(`${API}/RemovePeople`, { id, userIds: [colleague] })).statusCode).toBe(200);
    expect(await t.database.db.select().from(assessments).where(eq(assessments.roundId, id))).toHaveLength(1);

    // Published and self-assessed: the employee's assessment holds an answer.
    const picked = await pickedAssessment(t, { peers: ['09121000005', '09121000006', '09121000007'] });
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, picked.id));
    const refused = await hr.post(`${API}/RemovePeople`, { id: row!.roundId, userIds: [employee] });
    expect(refused.statusCode).toBe(409);
    expect(await t.database.db.select().from(assessments).where(eq(assessments.id, picked.id))).toHaveLength(1);
  });

  it('runs bulk actions idempotently: publish twice, invitations twice (one mail per assessor), remind twice', async () => {
    const hr = await signedIn(t, 'hr');
    const { id } = (
      await hr.post(
        `${API}/Add`,
        await createBody({ userIds: [await userIdByMobile(t, '09121000004'), await userIdByMobile(t, '09121000005')] }),
      )
    ).json().data;
    const first = (await hr.post(`${API}/Bulk`, { id, action: 'publish' })).json().data;
    expect(first).toMatchObject({ done: 2, skipped: 0, failed: 0 });
    const second = (await hr.post(`${API}/Bulk`, { id, action: 'publish' })).json().data;
    expect(second).toMatchObject({ done: 0, skipped: 2, failed: 0 });

    const picked = await pickedAssessment(t, { peers: ['09121000005', '09121000006', '09121000007'] });
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, picked.id));
    smtp.messages.length = 0;
    const sent = (await hr.post(`${API}/Bulk`, { id: row!.roundId, action: 'sendInvitations' })).json().data;
    expect(sent).toMatchObject({ done: 1, failed: 0 });
    await smtp.waitFor(4);
    const again = (await hr.post(`${API}/Bulk`, { id: row!.roundId, action: 'sendInvitations' })).json().data;
    expect(again).toMatchObject({ done: 0, skipped: 1 });
    const reminded = (await hr.post(`${API}/Bulk`, { id: row!.roundId, action: 'remind' })).json().data;
    expect(reminded).toMatchObject({ done: 1 });
    await smtp.waitFor(8);
    const remindedAgain = (await hr.post(`${API}/Bulk`, { id: row!.roundId, action: 'remind' })).json().data;
    expect(remindedAgain).toMatchObject({ done: 0, skipped: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(8);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row!.roundId));
    expect(audits.filter((a) => a.action === 'round.bulk.sendInvitations')).toHaveLength(2);

    // A subset must belong to the round.
    const wrong = await hr.post(`${API}/Bulk`, { id, action: 'publish', assessmentIds: [picked.id] });
    expect(wrong.statusCode).toBe(400);
  });
  it('exports the round to Excel: one row per person (never the viewer’s own), in the caller’s language, right to left in Persian', async () => {
    const picked = await pickedAssessment(t, { peers: ['09121000005', '09121000006', '09121000007'] });
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, picked.id));
    const id = row!.roundId;
    const hr = picked.hr;
    // hr's own assessment joins the round, and stays out of what hr exports.
    expect((await hr.post(`${API}/AddPeople`, { id, userIds: [await userIdByMobile(t, HR_MOBILE)] })).statusCode).toBe(200);
    const person = (await hr.get(`${API}/Get/${id}`)).json().data.people[0];

    for (const lang of ['fa', 'en'] as const) {
      const res = await hr.get(`${API}/Export/${id}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe(lang === 'fa' ? 'دوره' : 'Round');
      expect(sheet.views[0]).toMatchObject({ rightToLeft: lang === 'fa' });
      const values = sheet.getSheetValues().flatMap((r) => (Array.isArray(r) ? [r.slice(1).map(String)] : []));
      expect(values[0]).toEqual(
        lang === 'fa'
          ? [
              'ارزیابی‌شونده',
              'واحد',
              'وضعیت',
              'خودارزیابی انجام شده',
              'نامزدهای در انتظار تأیید',
              'مدیر: پاسخ داده',
              'مدیر: دعوت‌شده',
              'همکاران: پاسخ داده',
              'همکاران: دعوت‌شده',
              'زیردستان: پاسخ داده',
              'زیردستان: دعوت‌شده',
              'بیرونی: پاسخ داده',
              'بیرونی: دعوت‌شده',
            ]
          : [
              'Person',
              'Department',
              'State',
              'Self-assessment done',
              'Nominations waiting',
              'Manager: answered',
              'Manager: invited',
              'Peers: answered',
              'Peers: invited',
              'Direct reports: answered',
              'Direct reports: invited',
              'External: answered',
              'External: invited',
            ],
      );
      expect(values).toHaveLength(2);
      const group = (g: string) => person.groups.find((x: { group: string }) => x.group === g) ?? { answered: 0, invited: 0 };
      expect(values[1]).toEqual([
        lang === 'fa' ? person.name : (person.nameEn ?? person.name),
        lang === 'fa' ? (person.departmentTitle ?? '') : (person.departmentTitleEn ?? person.departmentTitle ?? ''),
        messages[lang].workbooks.assessments.status[person.status as 'waiting'],
        messages[lang].workbooks[person.selfDone ? 'yes' : 'no'],
        '0',
        ...['manager', 'peer', 'subordinate', 'external'].flatMap((g) => [String(group(g).answered), String(group(g).invited)]),
      ]);
    }
    // Another company's admin: 404.
    expect((await (await alborzAdmin(t)).get(`${API}/Export/${id}`)).statusCode).toBe(404);
  });
});

/** A department of Alborz (the demo has none there). */
async function alborzDepartment() {
  const [row] = await t.database.db
    .insert(structureItems)
    .values({ companyId: await companyId(t, ALBORZ), kind: 'department', title: 'تولید البرز' })
    .returning({ id: structureItems.id });
  return row!.id;
}
