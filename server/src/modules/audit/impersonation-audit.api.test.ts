/**
 * Issue 22, finding 4: actions taken while a system manager acts as someone (LoginAsUser) were
 * audited as that person alone — 47 of 59 audit calls left the impersonator out. Every audit row is
 * now written from the request's caller (http/caller.ts, `audit` in audit.repo.ts), which carries who
 * is acting, for whom really, in which company and from where, so no call can leave one out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { TEMPLATE_TITLE } from '../../test/assessment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

describe('audit rows of a system manager acting as a company admin', () => {
  it('name the person acted as, the manager acting, the company and the address, whatever the call', async () => {
    const manager = t.client();
    const { data: me } = await manager.login('admin');
    const hrId = await userIdByMobile(t, '09120000002');
    const acting = await manager.post('/api/Authentication/LoginAsUser', { UserId: hrId });
    expect(acting.statusCode).toBe(200);
    const companyId = acting.json().data.activeCompany.id as string;
    const since = new Date();
    await new Promise((r) => setTimeout(r, 5));

    const ok = async (what: string, res: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>) => {
      const done = await res;
      expect(done.statusCode, `${what}: ${done.body}`).toBe(200);
      return done.json().data;
    };
    // A spread of the company admin's calls, each in a different module.
    const department = (await ok('department', manager.post('/api/admin/Department/Add', { title: 'واحد آزمون' }))) as string;
    await ok('department toggle', manager.post('/api/admin/Department/Toggle', { id: department }));
    const person = (await ok('person', manager.post('/api/manager/applicationUser/Create', personBody()))) as string;
    await ok(
      'password',
      manager.post('/api/manager/applicationUser/changePassword', { id: person, newPassword: 'Tazeh@1405', repeatPassword: 'Tazeh@1405' }),
    );
    const templates = (await manager.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data;
    const draft = {
      templateId: templates[0].id,
      userIds: [person],
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
      publish: false,
    };
    const [assessment] = (await ok('assessment', manager.post('/api/admin/Assessment/Add', draft))) as string[];
    await ok(
      'assessment update',
      manager.post('/api/admin/Assessment/Update', {
        id: assessment,
        startsOn: '2026-11-02',
        finishesOn: '2027-12-29',
        userMaySeeReport: true,
        needsAssessorConfirmation: true,
        userMayAddExternal: false,
        includeAssessorTypeSettings: true,
      }),
    );
    await ok('assessment delete', manager.post('/api/admin/Assessment/Delete', { id: assessment }));

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.createdAt, since), eq(auditLog.actorUserId, hrId)));
    expect(rows.map((r) => r.action).sort()).toEqual(
      [
        'assessment.create',
        'assessment.delete',
        'assessment.update',
        'person.create',
        'person.password.set',
        'structure.department.create',
        'structure.department.toggle',
      ].sort(),
    );
    for (const row of rows) {
      expect({ action: row.action, impersonator: row.impersonatorUserId, company: row.companyId, ip: row.ip }).toEqual({
        action: row.action,
        impersonator: me.id,
        company: companyId,
        ip: '127.0.0.1',
      });
    }

    // Back to the manager's own account: the end of the acting is on record as both of them.
    await ok('return', manager.post('/api/Authentication/ReturnToMyAccount'));
    const [ended] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.impersonation.end'));
    expect(ended).toMatchObject({ actorUserId: hrId, impersonatorUserId: me.id, targetId: hrId, ip: '127.0.0.1' });
  });

  it('a signed-in person’s own rows carry no impersonator, and a sign-in names the account and the address', async () => {
    const since = new Date();
    await new Promise((r) => setTimeout(r, 5));
    const hr = await signedIn(t, 'hr');
    expect((await hr.post('/api/admin/Department/Add', { title: 'واحد دیگر' })).statusCode).toBe(200);
    const hrId = await userIdByMobile(t, '09120000002');
    const rows = await t.database.db.select().from(auditLog).where(gt(auditLog.createdAt, since));
    expect(rows.map((r) => [r.action, r.actorUserId, r.impersonatorUserId, r.ip])).toEqual(
      expect.arrayContaining([
        ['auth.login', hrId, null, '127.0.0.1'],
        ['structure.department.create', hrId, null, '127.0.0.1'],
      ]),
    );
  });
});
