/**
 * Issue 23, reporting lines: nomination and the admin's picking propose the assessed person's
 * manager, peers (same manager) and direct reports, computed on the server in a fixed number of
 * statements; the person may take them or not, and a manager they nominate still waits for an admin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OpenSortSession } from '@rira/contracts';
import { assessors } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { fullSort, TEMPLATE_TITLE } from '../../test/assessment-fixtures.ts';
import { countQueries } from '../../test/query-count.ts';
import { alborzAdmin, personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { demoNationalCode } from '../../seed/demo-organisation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

/** An assessment of `mobile` (the demo employee by default), self-assessment registered, the person choosing assessors. */
async function choosing(hr: TestClient, person: TestClient, mobile = '09120000003') {
  const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data;
  const created = await hr.post('/api/admin/Assessment/Add', {
    templateId: templates[0].id,
    userIds: [await userIdByMobile(t, mobile)],
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    publish: true,
    includeAssessorTypeSettings: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data[0] as string;
  const mine = (await person.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
  const own = mine.find((m: { assessmentId: string }) => m.assessmentId === id);
  const session = (await person.get(`/api/user/Assessment/Get/${own.assessorId}`)).json().data as OpenSortSession;
  await person.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements: fullSort(session), version: 0 });
  const types = (await hr.post('/api/admin/AssessorType/GetAll', {})).json().data as { id: string; raterGroup: string }[];
  return { id, typeOf: (group: string) => types.find((x) => x.raterGroup === group)!.id };
}

type Proposal = { userId: string; fullName: string; fullNameEn: string | null; relation: string; assessorTypeId: string };
/** Relation and name; within a relation by name (the database's collation orders Persian names its own way). */
const summary = (proposals: Proposal[]) => proposals.map((p) => [p.relation, p.fullName]);
const names = (proposals: Proposal[], relation: string) =>
  proposals
    .filter((p) => p.relation === relation)
    .map((p) => p.fullName)
    .sort();

describe('assessors proposed from reporting lines', () => {
  it('proposes the employee’s manager and the three people with the same manager, with their types', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const { id, typeOf } = await choosing(hr, employee);
    const res = await employee.get(`/api/user/Assessor/GetProposals/${id}`);
    expect(res.statusCode).toBe(200);
    const proposals = res.json().data as Proposal[];
    expect(proposals.map((p) => p.relation)).toEqual(['manager', 'peer', 'peer', 'peer']);
    expect(names(proposals, 'manager')).toEqual(['رضا کاظمی']);
    expect(names(proposals, 'peer')).toEqual(['زهرا حسینی', 'محمد موسوی', 'نرگس جعفری']);
    expect(proposals[0]).toMatchObject({ fullNameEn: 'Reza Kazemi', assessorTypeId: typeOf('manager'), positionTitle: 'مدیر فروش' });
    expect(new Set(proposals.slice(1).map((p) => p.assessorTypeId))).toEqual(new Set([typeOf('peer')]));

    // A manager is proposed direct reports (and their own manager, and their peers: the other heads).
    const reza = (
      await hr.post('/api/admin/Assessment/Add', {
        templateId: (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data[0].id,
        userIds: [await userIdByMobile(t, '09121000003')],
        startsOn: '2026-11-01',
        finishesOn: '2027-12-29',
      })
    ).json().data[0] as string;
    const forReza = (await hr.get(`/api/admin/Assessment/GetProposals/${reza}`)).json().data as Proposal[];
    expect(summary(forReza)[0]).toEqual(['manager', 'حمید صادقی']);
    expect(names(forReza, 'subordinate')).toEqual(['زهرا حسینی', 'علی رضایی', 'محمد موسوی', 'نرگس جعفری']);
    expect(names(forReza, 'peer')).toHaveLength(8);
    expect(forReza.map((p) => p.relation).lastIndexOf('peer')).toBeLessThan(forReza.map((p) => p.relation).indexOf('subordinate'));
  });

  it('answers in a fixed number of statements, whatever the number of people on the line', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const { id } = await choosing(hr, employee);
    // Each count after a first call: a change of people moves the callers' version on, and the call after it reads its caller again.
    const proposals = () => employee.get(`/api/user/Assessor/GetProposals/${id}`);
    await proposals();
    const few = await countQueries(proposals);
    // Six more people under Reza: six more peers for Ali.
    const reza = await userIdByMobile(t, '09121000003');
    for (let n = 0; n < 6; n++) {
      const res = await hr.post(
        '/api/manager/applicationUser/Create',
        personBody({
          mobile: `0935111220${n}`,
          nationalCode: demoNationalCode(5000 + n),
          email: `peer${n}@example.com`,
          personnelCode: `80${n}`,
          managerId: reza,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await proposals();
    const many = await countQueries(proposals);
    expect(many.result.json().data).toHaveLength(10);
    expect(many.count).toBe(few.count);
  });

  it('leaves out what is fixed on the list; the person takes them or not, and a manager they choose still waits for an admin', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const { id } = await choosing(hr, employee);
    const proposals = (await employee.get(`/api/user/Assessor/GetProposals/${id}`)).json().data as Proposal[];
    const nominations = proposals.map((p) => ({ userId: p.userId, assessorTypeId: p.assessorTypeId }));
    expect((await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations })).statusCode).toBe(200);
    // Their own unsent choices stay proposed (saving replaces them).
    expect((await employee.get(`/api/user/Assessor/GetProposals/${id}`)).json().data).toHaveLength(4);
    expect((await employee.post('/api/user/Assessor/SendInvitations', { assessmentId: id })).statusCode).toBe(200);
    const rows = (await t.database.db.select().from(assessors).where(eq(assessors.assessmentId, id))).filter(
      (r) => r.raterGroup !== 'self',
    );
    expect(rows.find((r) => r.raterGroup === 'manager')!.confirmation).toBe('pending');
    // Sent for confirmation: nothing on the list is proposed again, to the person or to the admin.
    expect((await employee.get(`/api/user/Assessor/GetProposals/${id}`)).statusCode).toBe(200);
    expect((await employee.get(`/api/user/Assessor/GetProposals/${id}`)).json().data).toEqual([]);
    expect((await hr.get(`/api/admin/Assessment/GetProposals/${id}`)).json().data).toEqual([]);
  });

  it('is refused to anyone else: another person, an admin of another company, the anonymous; and to the assessed admin on their own', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const { id } = await choosing(hr, employee);
    expect((await t.client().get(`/api/user/Assessor/GetProposals/${id}`)).statusCode).toBe(401);
    expect((await t.client().get(`/api/admin/Assessment/GetProposals/${id}`)).statusCode).toBe(401);
    expect((await hr.get(`/api/user/Assessor/GetProposals/${id}`)).statusCode).toBe(404); // not hr's own assessment
    expect((await employee.get(`/api/admin/Assessment/GetProposals/${id}`)).statusCode).toBe(403);
    const alborz = await alborzAdmin(t);
    expect([403, 404]).toContain((await alborz.get(`/api/admin/Assessment/GetProposals/${id}`)).statusCode);
    // The system manager runs it.
    expect((await (await signedIn(t, 'admin')).get(`/api/admin/Assessment/GetProposals/${id}`)).statusCode).toBe(200);
  });
});
