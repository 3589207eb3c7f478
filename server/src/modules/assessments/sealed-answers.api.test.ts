import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { OpenSortSession } from '@rira/contracts';
import { assessors, auditLog, critiques, users } from '../../db/schema/index.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import { signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { collectedAssessment, fullSort, mailingTestApp, TEMPLATE_TITLE } from '../../test/assessment-fixtures.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

/**
 * assessment-method.md §2, "Inside the company": a registered answer is sealed — no participant call returns its
 * placements to anyone, its author included, signed in or by link — and while a system manager
 * acts as someone (LoginAsUser), no participant call reads or saves that person's answer, draft or
 * critique (docs/decisions/030).
 */

let t: TestApp;
let smtp: SmtpSink;
mailingTestApp((running) => ({ t, smtp } = running));

const EMPLOYEE = '09120000003';
const PILE_VALUE = /"(best|mostly|least)"/;

async function publishFor(hr: TestClient, mobile: string, settings: Record<string, unknown> = {}) {
  const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data;
  const res = await hr.post('/api/admin/Assessment/Add', {
    templateId: templates[0].id,
    userIds: [await userIdByMobile(t, mobile)],
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    publish: true,
    ...settings,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as string;
}

async function selfRow(client: TestClient, assessmentId: string) {
  const mine = (await client.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data as {
    assessmentId: string;
    assessorId: string;
  }[];
  return mine.find((m) => m.assessmentId === assessmentId)!.assessorId;
}

function linkTo(email: string): string {
  const mail = smtp.messages.find((m) => (m.to as { text: string }).text.includes(email) && /\/invitation\//.test(m.text ?? ''));
  const match = /https:\/\/rira\.example\/invitation\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return match[1]!;
}

async function emailOf(mobile: string) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.mobile, mobile));
  return row!.email!;
}

describe('a registered answer is sealed', () => {
  it('its author, signed in, reads that and when it was registered, never the placements; a draft still opens with them', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await publishFor(hr, EMPLOYEE);
    const assessorId = await selfRow(employee, id);

    const opened = (await employee.get(`/api/user/Assessment/Get/${assessorId}`)).json().data as OpenSortSession;
    const draft = Object.fromEntries(opened.cards.slice(0, 4).map((c) => [c.id, 'least' as const]));
    expect((await employee.post('/api/user/Assessment/Record', { assessorId, placements: draft, version: 0 })).statusCode).toBe(200);
    // A draft is the author's work in progress: it comes back to them, to carry on.
    const drafted = (await employee.get(`/api/user/Assessment/Get/${assessorId}`)).json().data as OpenSortSession;
    expect(drafted).toMatchObject({ registered: false, placements: draft, version: 1 });

    const before = Date.now();
    const sorted = fullSort(opened);
    expect((await employee.post('/api/user/Assessment/Register', { assessorId, placements: sorted, version: 1 })).statusCode).toBe(200);
    const res = await employee.get(`/api/user/Assessment/Get/${assessorId}`);
    expect(res.statusCode).toBe(200);
    const sealed = res.json().data as Record<string, unknown>;
    expect(sealed).toMatchObject({ assessorId, registered: true, role: 'self', targetName: 'علی رضایی' });
    expect(sealed).not.toHaveProperty('placements');
    expect(Date.parse(sealed.registeredAt as string)).toBeGreaterThanOrEqual(before - 1000);
    // Nothing of the answer in the body at all: no pile, and no card the placements were keyed by.
    expect(res.body).not.toMatch(PILE_VALUE);
    for (const cardId of Object.keys(sorted)) expect(res.body).not.toContain(cardId);
    // The answer itself is kept, for the report engine (server side only).
    const [stored] = await t.database.db.select().from(assessors).where(eq(assessors.id, assessorId));
    expect(stored!.placements).toEqual(sorted);
    // "My assessments" still lists it as done.
    const listed = (await employee.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
    expect(listed).toEqual([expect.objectContaining({ assessorId, progress: 'finished' })]);
  });

  it('through its invitation link, a registered answer shows no placements; a draft by link still does', async () => {
    const peers = ['09121000004', '09121000005', '09121000006'];
    // The manager registers (signed in); the last peer leaves the answer for later.
    const run = await collectedAssessment(t, { peers, answer: (index, session) => (index === 3 ? null : fullSort(session, index)) });
    const managerToken = linkTo(await emailOf('09121000001'));
    const res = await t.client().get(`/api/user/Invitation/Open/${managerToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ registered: true, role: 'assessor' });
    expect(res.json().data).not.toHaveProperty('placements');
    expect(typeof res.json().data.registeredAt).toBe('string');
    expect(res.body).not.toMatch(PILE_VALUE);

    const laterToken = linkTo(await emailOf(peers[2]!));
    const opened = (await t.client().get(`/api/user/Invitation/Open/${laterToken}`)).json().data as OpenSortSession;
    expect(opened.assessorId).toBe(run.assessors[3]!.assessorId);
    const half = Object.fromEntries(opened.cards.slice(0, 6).map((c) => [c.id, 'mostly' as const]));
    expect((await t.client().post('/api/user/Invitation/Record', { token: laterToken, placements: half, version: 0 })).statusCode).toBe(
      200,
    );
    const drafted = (await t.client().get(`/api/user/Invitation/Open/${laterToken}`)).json().data as OpenSortSession;
    expect(drafted).toMatchObject({ registered: false, placements: half, version: 1 });
    const registered = await t
      .client()
      .post('/api/user/Invitation/Register', { token: laterToken, placements: fullSort(opened), version: 1 });
    expect(registered.statusCode).toBe(200);
    const reopened = await t.client().get(`/api/user/Invitation/Open/${laterToken}`);
    expect(reopened.json().data).toMatchObject({ registered: true });
    expect(reopened.body).not.toMatch(PILE_VALUE);
  });
});

describe('acting as someone (LoginAsUser)', () => {
  it('refuses Get, Record, Register and Critique of the person’s answer (403, rule), and writes nothing', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await publishFor(hr, EMPLOYEE);
    const assessorId = await selfRow(employee, id);
    const opened = (await employee.get(`/api/user/Assessment/Get/${assessorId}`)).json().data as OpenSortSession;
    const draft = Object.fromEntries(opened.cards.slice(0, 3).map((c) => [c.id, 'best' as const]));
    expect((await employee.post('/api/user/Assessment/Record', { assessorId, placements: draft, version: 0 })).statusCode).toBe(200);
    const [before] = await t.database.db.select().from(assessors).where(eq(assessors.id, assessorId));
    const auditBefore = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'assessment.answer.%'));

    const manager = t.client();
    await manager.login('admin');
    expect((await manager.post('/api/Authentication/LoginAsUser', { UserId: await userIdByMobile(t, EMPLOYEE) })).statusCode).toBe(200);
    // Listing "my assessments" shows no answer, and stays open to the impersonator.
    expect((await manager.post('/api/user/Assessment/GetMine', { tab: 'self' })).statusCode).toBe(200);

    const refusals = {
      get: await manager.get(`/api/user/Assessment/Get/${assessorId}`),
      record: await manager.post('/api/user/Assessment/Record', { assessorId, placements: {}, version: 1 }),
      register: await manager.post('/api/user/Assessment/Register', { assessorId, placements: fullSort(opened), version: 1 }),
      critique: await manager.post('/api/user/Assessment/Critique', { assessmentId: id, text: 'written by someone else' }),
      english: await manager.get(`/api/user/Assessment/Get/${assessorId}?lang=en`),
    };
    for (const [call, res] of Object.entries(refusals)) {
      expect(res.statusCode, call).toBe(403);
      expect(res.json().reason, call).toBe('rule');
      expect(res.body, call).not.toMatch(PILE_VALUE);
    }
    expect(refusals.get.json().message).toBe('هنگام ورود به جای کسی، پاسخ‌های او نه خوانده می‌شود و نه ذخیره.');
    expect(refusals.english.json().message).toBe('While acting as someone, their answers can be neither read nor saved.');
    // The impersonator's session is kept (a rule refusal, not a sign-out).
    expect((await manager.get('/api/Authentication/GetCurrentUser')).json().data.impersonatedBy).not.toBeNull();

    const [after] = await t.database.db.select().from(assessors).where(eq(assessors.id, assessorId));
    expect(after).toEqual(before);
    expect(await t.database.db.select().from(critiques).where(eq(critiques.assessmentId, id))).toEqual([]);
    expect(await t.database.db.select().from(auditLog).where(like(auditLog.action, 'assessment.answer.%'))).toEqual(auditBefore);
  });

  it('lets the impersonator nominate the person’s assessors (not an answer), audited with the impersonator', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await publishFor(hr, EMPLOYEE, { includeAssessorTypeSettings: true });
    const assessorId = await selfRow(employee, id);
    const opened = (await employee.get(`/api/user/Assessment/Get/${assessorId}`)).json().data as OpenSortSession;
    expect(
      (await employee.post('/api/user/Assessment/Register', { assessorId, placements: fullSort(opened), version: 0 })).statusCode,
    ).toBe(200);

    const manager = t.client();
    const { data: me } = await manager.login('admin');
    await manager.post('/api/Authentication/LoginAsUser', { UserId: await userIdByMobile(t, EMPLOYEE) });
    const types = (await manager.get(`/api/user/Assessor/GetTypes/${id}`)).json().data as { id: string; raterGroup: string }[];
    const managerType = types.find((x) => x.raterGroup === 'manager')!.id;
    const nominated = await manager.post('/api/user/Assessor/Nominate', {
      assessmentId: id,
      nominations: [{ userId: await userIdByMobile(t, '09121000001'), assessorTypeId: managerType }],
    });
    expect(nominated.statusCode, nominated.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.nominate'), eq(auditLog.targetId, id)));
    expect(audit).toMatchObject({ actorUserId: await userIdByMobile(t, EMPLOYEE), impersonatorUserId: me.id });
  });
});
