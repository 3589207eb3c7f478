/**
 * Issue 23, "no answers lost without warning": before a close, the admin's assessment says per group
 * what a report made now would hold back (`closeOutlook`); the finish date can be moved later instead
 * (`admin/Assessment/Extend`), and the sweep of overdue assessments reads the new date; while
 * assessors are chosen, the person and the admin are told which groups could never be shown
 * (`nominationOutlook`); after the close, the person's assessor page still finds the assessment.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, tehranDay } from '@rira/contracts/tehran-time';
import type { OpenSortSession } from '@rira/contracts';
import { assessments, auditLog } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { alborzAdmin, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { assessorTypeIds, collectedAssessment, fullSort, mailingTestApp, TEMPLATE_TITLE } from '../../test/assessment-fixtures.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { AssessmentsService } from './assessments.service.ts';

let t: TestApp;
let smtp: SmtpSink;
mailingTestApp((running) => ({ t, smtp } = running));

const A = '/api/admin/Assessment';
const PEERS = ['09121000004', '09121000005', '09121000006'];
const today = () => tehranDay(new Date());

/** The personal link's token mailed to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = smtp.messages.find((m) => (m.to as { text: string }).text.includes(to));
    const match = /https:\/\/rira\.example\/invitation\/([\w-]+)/.exec(mail?.text ?? '');
    if (match) return match[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mailed to ${to}`);
}

/**
 * Issue 23's assessment: the manager and two peers registered, the third peer saved a draft, and
 * one external assessor (picked by hr) registered through their link.
 */
async function issue23Assessment() {
  const collected = await collectedAssessment(t, { peers: PEERS, answer: (i, s) => (i === 3 ? null : fullSort(s, i + 1)) });
  const { id, hr, assessors } = collected;
  const third = assessors[3]!;
  const draft = (await third.client.get(`/api/user/Assessment/Get/${third.assessorId}`)).json().data as OpenSortSession;
  const some = Object.fromEntries(draft.cards.slice(0, 5).map((c) => [c.id, 'mostly' as const]));
  expect(
    (await third.client.post('/api/user/Assessment/Record', { assessorId: third.assessorId, placements: some, version: 0 })).statusCode,
  ).toBe(200);
  const typeOf = await assessorTypeIds(hr);
  const external = { name: 'Sam Carter', email: 'sam@partner.example' };
  expect(
    (
      await hr.post(`${A}/PickAssessors`, {
        assessmentId: id,
        assessors: [{ external, assessorTypeId: typeOf('external'), invitationLanguage: 'en' }],
      })
    ).statusCode,
  ).toBe(200);
  expect((await hr.post(`${A}/SendInvitations`, { assessmentId: id })).statusCode).toBe(200);
  const token = await tokenMailedTo(external.email);
  const session = (await t.client().get(`/api/user/Invitation/Open/${token}`)).json().data as OpenSortSession;
  expect((await t.client().post('/api/user/Invitation/Register', { token, placements: fullSort(session, 2), version: 0 })).statusCode).toBe(
    200,
  );
  return collected;
}

describe('before a close: what it would hold back', () => {
  it('names each group a close now would hold back, with finished, in progress and needed, and counts only; the report then holds back the same', async () => {
    const { id, hr, target } = await issue23Assessment();
    const detail = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(detail.minGroupSize).toBe(3);
    expect(detail.closeOutlook).toEqual({
      minGroupSize: 3,
      groups: [
        { group: 'manager', anonymous: false, invited: 1, finished: 1, inProgress: 0, needed: 1, shown: true, heldBack: false },
        // The draft is not an answer: a close does not count it.
        { group: 'peer', anonymous: true, invited: 3, finished: 2, inProgress: 1, needed: 3, shown: false, heldBack: true },
        { group: 'external', anonymous: true, invited: 1, finished: 1, inProgress: 0, needed: 3, shown: false, heldBack: true },
      ],
      others: 1,
      othersShown: false,
      inProgress: 1,
      warn: true,
    });
    // Of the people chosen, the external group could never be shown (one of three); the peers could.
    expect(detail.nominationOutlook).toEqual({
      minGroupSize: 3,
      smallGroups: [{ group: 'external', nominated: 1, needed: 3 }],
      othersShort: false,
    });

    // Closing anyway stays possible: the report holds back exactly what the warning said.
    expect((await hr.post(`${A}/Close`, { id })).statusCode).toBe(200);
    const report = (await hr.get(`/api/user/Report/Get/${id}`)).json().data.report;
    expect(report.adminDetail).toEqual({ heldBackByGroup: { peer: 2, external: 1 } });
    expect(report.status).toBe('notEnoughAnswers');
    const closed = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(closed.closeOutlook).toBeNull();

    // After the close, the person's assessor page finds the assessment (among the completed ones) and its assessors.
    const completed = (await target.post('/api/user/Assessment/GetMine', { tab: 'completed' })).json().data;
    expect(completed.map((a: { assessmentId: string; status: string }) => [a.assessmentId, a.status])).toContainEqual([id, 'finished']);
    const mine = await target.get(`/api/user/Assessor/GetMine/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.groups).toEqual([
      { group: 'manager', invited: 1, finished: 1 },
      { group: 'peer', invited: 3, finished: 2 },
      { group: 'external', invited: 1, finished: 1 },
    ]);
  });

  it('says nothing is held back when every group is large enough', async () => {
    const { id, hr } = await collectedAssessment(t, { peers: PEERS });
    const outlook = (await hr.get(`${A}/Get/${id}`)).json().data.closeOutlook;
    expect(outlook).toMatchObject({ others: 4, othersShown: true, inProgress: 0, warn: false });
    expect(outlook.groups.map((g: { group: string; shown: boolean }) => [g.group, g.shown])).toEqual([
      ['manager', true],
      ['peer', true],
    ]);
  });
});

describe('extending the finish date', () => {
  it('moves it later for the company admin and the system manager, audited; the state stays; the sweep reads the new date', async () => {
    const { id, hr } = await collectedAssessment(t, { peers: PEERS, answer: () => null });
    const later = addDays(today(), 30);
    const res = await hr.post(`${A}/Extend`, { id, finishesOn: '2028-01-15' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('تاریخ پایان ارزیابی تمدید شد.');
    expect((await hr.get(`${A}/Get/${id}`)).json().data).toMatchObject({ status: 'collecting', finishesOn: '2028-01-15' });
    const manager = await signedIn(t, 'admin');
    expect((await manager.post(`${A}/Extend`, { id, finishesOn: '2028-02-01' })).statusCode).toBe(200);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.extend'), eq(auditLog.targetId, id)));
    expect(audited.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { finishesOn: '2028-01-15', previousFinishesOn: '2027-12-29' },
        { finishesOn: '2028-02-01', previousFinishesOn: '2028-01-15' },
      ]),
    );

    // Overdue (its date passed before anyone extended it): extended, the sweep leaves it open…
    await t.database.db
      .update(assessments)
      .set({ finishesOn: addDays(today(), -1) })
      .where(eq(assessments.id, id));
    expect((await hr.post(`${A}/Extend`, { id, finishesOn: later })).statusCode).toBe(200);
    expect(await new AssessmentsService(t.app).closeExpired()).toBe(0);
    expect((await hr.get(`${A}/Get/${id}`)).json().data).toMatchObject({ status: 'collecting', finishesOn: later });
    // …and closes it once that date has passed too.
    await t.database.db
      .update(assessments)
      .set({ finishesOn: addDays(today(), -1) })
      .where(eq(assessments.id, id));
    expect(await new AssessmentsService(t.app).closeExpired()).toBe(1);
    expect((await hr.get(`${A}/Get/${id}`)).json().data.status).toBe('finished');
  });

  it('refuses: no session 401, an employee 403, another company 404, a date before today or not after the current one 400, a draft or a closed assessment 409', async () => {
    const { id, hr } = await collectedAssessment(t, { peers: PEERS, answer: () => null });
    const body = { id, finishesOn: '2028-01-15' };
    expect((await t.client().post(`${A}/Extend`, body)).statusCode).toBe(401);
    const employee = await signedIn(t, 'employee');
    expect((await employee.post(`${A}/Extend`, body)).statusCode).toBe(403);
    const other = await alborzAdmin(t);
    expect((await other.post(`${A}/Extend`, body)).statusCode).toBe(404);
    expect((await hr.post(`${A}/Extend`, { ...body, id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    const malformed = await hr.post(`${A}/Extend`, { id, finishesOn: 'tomorrow' });
    expect(malformed.statusCode).toBe(400);
    const past = await hr.post(`${A}/Extend`, { id, finishesOn: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: expect.stringContaining('از امروز به بعد'),
      errors: [{ field: 'finishesOn', code: 'extendInPast' }],
    });
    const earlier = await hr.post(`${A}/Extend`, { id, finishesOn: '2027-12-01' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().errors).toEqual([expect.objectContaining({ field: 'finishesOn', code: 'extendNotLater' })]);
    expect((await hr.post(`${A}/Extend`, { id, finishesOn: '2027-12-29' })).statusCode).toBe(400);
    expect((await hr.get(`${A}/Get/${id}`)).json().data.finishesOn).toBe('2027-12-29');

    const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data;
    const draft = (
      await hr.post(`${A}/Add`, {
        templateId: templates[0].id,
        userIds: [await userIdByMobile(t, '09121000008')],
        startsOn: '2026-11-01',
        finishesOn: '2027-12-29',
        publish: false,
      })
    ).json().data[0];
    expect((await hr.post(`${A}/Extend`, { id: draft, finishesOn: '2028-01-15' })).statusCode).toBe(409);

    expect((await hr.post(`${A}/Close`, { id })).statusCode).toBe(200);
    const closed = await hr.post(`${A}/Extend`, body);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('مدیر سیستم');
    const manager = await signedIn(t, 'admin');
    expect((await manager.post(`${A}/Extend`, body)).statusCode).toBe(409);

    // Reopened by the system manager, it collects again; the date is the platform's to move, not the company's.
    const reopen = { id, reason: 'One peer could not submit because of a network outage.', finishesOn: addDays(today(), 7) };
    expect((await manager.post(`${A}/Reopen`, reopen)).statusCode).toBe(200);
    const fixed = await hr.post(`${A}/Extend`, body);
    expect(fixed.statusCode).toBe(403);
    expect(fixed.json().reason).toBe('rule');
    expect((await manager.post(`${A}/Extend`, body)).statusCode).toBe(200);
  });
});

describe('while assessors are chosen: groups that could never be shown', () => {
  it('tells the person and the admin, per group, before anyone is invited; a disapproval counts', async () => {
    const hr = await signedIn(t, 'hr');
    const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data;
    const id = (
      await hr.post(`${A}/Add`, {
        templateId: templates[0].id,
        userIds: [await userIdByMobile(t, '09120000003')],
        startsOn: '2026-11-01',
        finishesOn: '2027-12-29',
        publish: true,
        includeAssessorTypeSettings: true,
        userMayAddExternal: true,
      })
    ).json().data[0];
    const person = await signedIn(t, 'employee');
    const mine = (await person.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
    const self = (await person.get(`/api/user/Assessment/Get/${mine[0].assessorId}`)).json().data as OpenSortSession;
    await person.post('/api/user/Assessment/Register', { assessorId: self.assessorId, placements: fullSort(self), version: 0 });
    const typeOf = await assessorTypeIds(hr);
    const nominated = await person.post('/api/user/Assessor/Nominate', {
      assessmentId: id,
      nominations: [
        { userId: await userIdByMobile(t, '09121000001'), assessorTypeId: typeOf('manager') },
        { userId: await userIdByMobile(t, PEERS[0]!), assessorTypeId: typeOf('peer') },
        { userId: await userIdByMobile(t, PEERS[1]!), assessorTypeId: typeOf('peer') },
        { external: { name: 'Sam Carter', email: 'sam@partner.example' }, assessorTypeId: typeOf('external') },
      ],
    });
    expect(nominated.statusCode, nominated.body).toBe(200);
    const expected = {
      minGroupSize: 3,
      smallGroups: [
        { group: 'peer', nominated: 2, needed: 3 },
        { group: 'external', nominated: 1, needed: 3 },
      ],
      othersShort: true,
    };
    expect((await person.get(`/api/user/Assessor/GetMine/${id}`)).json().data.nominationOutlook).toEqual(expected);
    const detail = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(detail.status).toBe('needSetAssessor');
    expect(detail.nominationOutlook).toEqual(expected);
    // Nobody is invited yet: nothing to close over.
    expect(detail.closeOutlook).toMatchObject({ others: 0, warn: false });

    // A third peer: the peers could be shown; the admin disapproves the external: that group is gone.
    const nominations = [
      { userId: await userIdByMobile(t, '09121000001'), assessorTypeId: typeOf('manager') },
      ...(await Promise.all(PEERS.map(async (m) => ({ userId: await userIdByMobile(t, m), assessorTypeId: typeOf('peer') })))),
      { external: { name: 'Sam Carter', email: 'sam@partner.example' }, assessorTypeId: typeOf('external') },
    ];
    expect((await person.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations })).statusCode).toBe(200);
    expect((await person.post('/api/user/Assessor/SendInvitations', { assessmentId: id })).statusCode).toBe(200);
    const pending = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(pending.status).toBe('pendingConfirmation');
    expect(pending.nominationOutlook).toEqual({
      minGroupSize: 3,
      smallGroups: [{ group: 'external', nominated: 1, needed: 3 }],
      othersShort: false,
    });
    const externalRow = pending.assessors.find((a: { raterGroup: string }) => a.raterGroup === 'external');
    expect(
      (
        await hr.post(`${A}/ConfirmAssessors`, {
          assessmentId: id,
          decisions: [{ assessorId: externalRow.id, confirmation: 'disapproved' }],
        })
      ).statusCode,
    ).toBe(200);
    const after = (await hr.get(`${A}/Get/${id}`)).json().data.nominationOutlook;
    expect(after).toEqual({ minGroupSize: 3, smallGroups: [], othersShort: false });
    expect((await person.get(`/api/user/Assessor/GetMine/${id}`)).json().data.nominationOutlook).toEqual(after);
  });
});
