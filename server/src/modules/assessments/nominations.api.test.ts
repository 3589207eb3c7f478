/**
 * Issue 22, finding 5: the assessed person must not fill a group with answers they know. An
 * external assessor whose e-mail or mobile belongs to the assessed person or to anyone of the
 * company is refused (that person is nominated as themselves), by the person and by an admin; a
 * manager the person chooses — whose answer is shown by name — always waits for an admin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assessments, assessors, assessorTypes, employments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { selfAssessedAssessment } from '../../test/assessment-fixtures.ts';
import { personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const INSIDER_FA = 'این نشانی از آنِ کسی در سازمان یا خود شماست: آن شخص را با نام خودش به‌عنوان ارزیاب انتخاب کنید.';
const INSIDER_EN = 'This address belongs to someone in your organisation or to you: choose that person as themselves.';
const INSIDER_ADMIN_FA = 'این نشانی از آنِ کسی در سازمان یا خودِ ارزیابی‌شونده است: آن شخص را با نام خودش به‌عنوان ارزیاب بیفزایید.';

/** An assessment of the demo employee (Ali Rezaei, 09120000003) with the self-assessment registered. */
async function selfDone(hr: TestClient, settings: Record<string, unknown> = {}) {
  const selfAssessed = await selfAssessedAssessment(t, { admin: hr, settings: { userMayAddExternal: true, ...settings } });
  const { id, target: employee, typeOf } = selfAssessed;
  const colleague = async (mobile: string, group: string) => ({ userId: await userIdByMobile(t, mobile), assessorTypeId: typeOf(group) });
  const outsider = (email: string, mobile?: string) => ({
    external: { name: 'بیرونی', email, ...(mobile ? { mobile } : {}) },
    assessorTypeId: typeOf('external'),
  });
  return { id, employee, typeOf, colleague, outsider };
}

async function assessorRows(id: string) {
  return (await t.database.db.select().from(assessors).where(eq(assessors.assessmentId, id))).filter((r) => r.raterGroup !== 'self');
}

describe('an external assessor who is someone inside (issue 22, finding 5)', () => {
  it('is refused for the person’s own address and every colleague’s, current or former, on that row, naming nobody, and nothing is written', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, employee, colleague, outsider } = await selfDone(hr);
    const peer = await colleague('09121000004', 'peer');
    // Saved earlier: a refused request changes none of it.
    expect((await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations: [peer] })).statusCode).toBe(200);
    const before = await assessorRows(id);
    expect(before).toHaveLength(1);

    // A former colleague: their employment in the company has ended.
    const former = await userIdByMobile(t, '09121000009');
    await t.database.db.update(employments).set({ isActive: false }).where(eq(employments.userId, former));

    const cases: [string, ReturnType<typeof outsider>, 'email' | 'mobile'][] = [
      ['own e-mail', outsider('employee@aria.example'), 'email'],
      ['own mobile in another spelling', outsider('ali.private@mail.example', '+98 912 000 0003'), 'mobile'],
      ['own mobile in Persian digits', outsider('ali.private@mail.example', '۰۰۹۸۹۱۲۰۰۰۰۰۰۳'), 'mobile'],
      ['a colleague’s e-mail in other case', outsider('PERSON005@Aria.Example'), 'email'],
      ['a colleague’s mobile', outsider('reza@home.example', '9121000006'), 'mobile'],
      ['a former colleague’s e-mail', outsider('person009@aria.example'), 'email'],
    ];
    for (const [what, external, field] of cases) {
      const res = await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations: [peer, external] });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toBe(INSIDER_FA);
      expect(res.json().errors, what).toContainEqual({
        field: `nominations.1.external.${field}`,
        code: 'externalIsInsider',
        message: INSIDER_FA,
      });
      // Whose address it is stays unsaid.
      expect(res.body, what).not.toMatch(/رضایی|کاظمی|Rezaei|person0|employee@/i);
      expect(await assessorRows(id), what).toEqual(before);
    }
    const english = await employee.post(
      '/api/user/Assessor/Nominate',
      { assessmentId: id, nominations: [peer, outsider('person005@aria.example')] },
      { cookie: `rira_sid=${employee.cookies.get('rira_sid')}; rira_lang=en` },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toContainEqual({ field: 'nominations.1.external.email', code: 'externalIsInsider', message: INSIDER_EN });
    expect(await assessorRows(id)).toEqual(before);
  });

  it('takes a genuine outsider', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, employee, colleague, outsider } = await selfDone(hr);
    const res = await employee.post('/api/user/Assessor/Nominate', {
      assessmentId: id,
      nominations: [await colleague('09121000004', 'peer'), outsider('Sam@Partner.example', '+989351234567')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const external = (await assessorRows(id)).find((r) => !r.userId);
    expect(external).toMatchObject({ externalEmail: 'sam@partner.example', externalMobile: '09351234567', raterGroup: 'external' });
  });

  it('is refused when sending nominations if the address has come to belong to someone inside since it was saved', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, employee, colleague, outsider } = await selfDone(hr);
    const nominations = [
      await colleague('09121000001', 'manager'),
      ...(await Promise.all(['09121000004', '09121000005', '09121000006'].map((m) => colleague(m, 'peer')))),
      outsider('arash@example.com'),
    ];
    expect((await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations })).statusCode).toBe(200);
    // The company takes on the person whose address that is.
    const manager = await signedIn(t, 'admin');
    const created = await manager.post('/api/manager/applicationUser/Create', {
      ...personBody(),
      companyId: (await t.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]!.companyId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const sent = await employee.post('/api/user/Assessor/SendInvitations', { assessmentId: id });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors).toContainEqual({ field: 'nominations', code: 'externalIsInsider', message: INSIDER_FA });
    expect((await hr.get(`/api/admin/Assessment/Get/${id}`)).json().data).toMatchObject({
      status: 'needSetAssessor',
      counts: { invited: 0 },
    });
  });

  it('is refused to an admin’s pick too, with nothing written', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, colleague, outsider } = await selfDone(hr, { includeAssessorTypeSettings: false });
    const team = [
      await colleague('09121000001', 'manager'),
      ...(await Promise.all(['09121000004', '09121000005', '09121000006'].map((m) => colleague(m, 'peer')))),
    ];
    for (const [external, field] of [
      [outsider('Employee@aria.example'), 'email'],
      [outsider('reza@home.example', '09121000007'), 'mobile'],
    ] as const) {
      const res = await hr.post('/api/admin/Assessment/PickAssessors', { assessmentId: id, assessors: [...team, external] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: `assessors.4.external.${field}`,
        code: 'externalIsInsider',
        message: INSIDER_ADMIN_FA,
      });
      expect(await assessorRows(id)).toEqual([]);
    }
    const fine = await hr.post('/api/admin/Assessment/PickAssessors', {
      assessmentId: id,
      assessors: [...team, outsider('sam@partner.example')],
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await assessorRows(id)).toHaveLength(5);
  });
});

describe('a manager the person chooses (issue 22, finding 5)', () => {
  it('waits for an admin even when neither the assessment nor the type asks for confirmation; the admin confirms and invitations go out', async () => {
    const hr = await signedIn(t, 'hr');
    await t.database.db.update(assessorTypes).set({ needsConfirmation: false }).where(eq(assessorTypes.raterGroup, 'manager'));
    const { id, employee, colleague } = await selfDone(hr, { needsAssessorConfirmation: false });
    const nominations = [
      await colleague('09121000001', 'manager'),
      ...(await Promise.all(['09121000004', '09121000005', '09121000006'].map((m) => colleague(m, 'peer')))),
    ];
    expect((await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations })).statusCode).toBe(200);
    const rows = await assessorRows(id);
    expect(rows.filter((r) => r.raterGroup === 'manager').map((r) => r.confirmation)).toEqual(['pending']);
    expect(rows.filter((r) => r.raterGroup === 'peer').map((r) => r.confirmation)).toEqual(['confirmed', 'confirmed', 'confirmed']);

    expect((await employee.post('/api/user/Assessor/SendInvitations', { assessmentId: id })).statusCode).toBe(200);
    const pending = (await hr.get(`/api/admin/Assessment/Get/${id}`)).json().data;
    expect(pending).toMatchObject({ status: 'pendingConfirmation', counts: { invited: 0 } });

    const managerRow = rows.find((r) => r.raterGroup === 'manager')!;
    const confirmed = await hr.post('/api/admin/Assessment/ConfirmAssessors', {
      assessmentId: id,
      decisions: [{ assessorId: managerRow.id, confirmation: 'confirmed' }],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await hr.get(`/api/admin/Assessment/Get/${id}`)).json().data).toMatchObject({
      status: 'collecting',
      counts: { assessors: 4, invited: 4 },
    });
    const [manager] = await t.database.db
      .select()
      .from(assessors)
      .where(and(eq(assessors.assessmentId, id), eq(assessors.raterGroup, 'manager')));
    expect(manager).toMatchObject({ confirmation: 'confirmed', nominatedBy: 'participant' });
  });

  it('picked by an admin, is confirmed at once', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, colleague } = await selfDone(hr, { includeAssessorTypeSettings: false });
    const picked = await hr.post('/api/admin/Assessment/PickAssessors', {
      assessmentId: id,
      assessors: [
        await colleague('09121000001', 'manager'),
        ...(await Promise.all(['09121000004', '09121000005', '09121000006'].map((m) => colleague(m, 'peer')))),
      ],
    });
    expect(picked.statusCode).toBe(200);
    expect((await assessorRows(id)).map((r) => r.confirmation)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
  });
});
