/**
 * A role taken away ends at once in every open session, on every server copy (issue 22, finding 1):
 * a session acts in a (company, role) only while it is one of the person's memberships read with it
 * (http/actor.ts `heldMembership`), the transaction that removes a role also clears it from the
 * sessions using it (migration 0010), nobody changes their own roles, and ReturnToMyAccount gives the
 * platform role back only to someone who still holds it.
 *
 * Each case first has the caller kept (a request made before the change, plugins/actor-cache.ts),
 * and asks both copies of the app (two servers on one database) afterwards.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '@rira/contracts';
import { buildApp } from '../../app.ts';
import { memberships, sessions, users } from '../../db/schema/index.ts';
import { hashSessionToken } from '../../plugins/session.ts';
import { createTestApp, TestClient, type TestApp, type TestCopy } from '../../test/test-app.ts';
import { ARIA, companyId, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';

let t: TestApp;
let copy: TestCopy;
beforeAll(async () => {
  t = await createTestApp();
  copy = await t.copy();
});
afterAll(async () => t?.close());
beforeEach(async () => t.reset());

const ME = '/api/Authentication/GetCurrentUser';
const PEOPLE = '/api/manager/applicationUser';
const COMPANY_DASHBOARD = '/api/admin/Dashboard/Get';
const MULTI_MOBILE = '09120000004';
const HR_MOBILE = '09120000002';

async function userId(username: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** The same browser on the other copy: handed the cookie. */
function onOtherCopy(client: TestClient): TestClient {
  const there = copy.client();
  there.cookies.set('rira_sid', client.cookies.get('rira_sid')!);
  return there;
}

async function me(client: TestClient): Promise<CurrentUser> {
  const res = await client.get(ME);
  expect(res.statusCode).toBe(200);
  return res.json().data as CurrentUser;
}

/** The person as GetUser gives it, sent back whole by the form (with the changes). */
async function personForm(client: TestClient, id: string, changes: Record<string, unknown> = {}) {
  const res = await client.get(`${PEOPLE}/GetUser/${id}`);
  expect(res.statusCode).toBe(200);
  return { ...res.json().data, id, ...changes };
}

async function rolesIn(company: string, person: string) {
  const rows = await t.database.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, person), eq(memberships.companyId, company)));
  return rows.map((r) => r.role).sort();
}

async function sessionRow(client: TestClient) {
  const [row] = await t.database.db
    .select({ companyId: sessions.companyId, role: sessions.role })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(client.cookies.get('rira_sid')!)));
  return row;
}

/** multi signed in and working as the demo company's admin, kept by both copies. */
async function multiAsCompanyAdmin() {
  const aria = await companyId(t, ARIA);
  const multi = t.client();
  await multi.login('multi');
  expect((await multi.post('/api/Authentication/SelectMembership', { CompanyId: aria, Role: 'companyAdmin' })).statusCode).toBe(200);
  const there = onOtherCopy(multi);
  for (const client of [multi, there, multi, there]) {
    expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(200);
    expect((await client.get(COMPANY_DASHBOARD)).statusCode).toBe(200);
  }
  return { aria, multi, there, multiId: await userIdByMobile(t, MULTI_MOBILE) };
}

describe('a role taken away', () => {
  it('ends in the open session on both copies: no admin call, no role shown, and no way to give it back to oneself', async () => {
    const { aria, multi, there, multiId } = await multiAsCompanyAdmin();
    const hr = await signedIn(t, 'hr');
    const demoted = await hr.post(`${PEOPLE}/Update`, await personForm(hr, multiId, { roles: ['user'] }));
    expect(demoted.statusCode).toBe(200);
    expect(await rolesIn(aria, multiId)).toEqual(['user']);

    for (const client of [there, multi]) {
      const user = await me(client);
      expect(user.activeRole).toBeNull();
      expect(user.activeCompany).toBeNull();
      // The person chooses again, as after signing in with several memberships.
      expect(user.needsMembershipChoice).toBe(true);
      expect(user.memberships.find((m) => m.company?.id === aria)?.roles).toEqual(['user']);
      expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(403);
      expect((await client.get(COMPANY_DASHBOARD)).statusCode).toBe(403);
      const regain = await client.post(`${PEOPLE}/Update`, { ...(await personForm(hr, multiId)), roles: ['companyAdmin', 'user'] });
      expect(regain.statusCode).toBe(403);
    }
    expect(await rolesIn(aria, multiId)).toEqual(['user']);
    // Cleared on the session row too, in the transaction that took the role.
    expect(await sessionRow(multi)).toEqual({ companyId: null, role: null });
  });

  it('does not come back to an old session when the role is given back: the person chooses it again', async () => {
    const { aria, multi, there, multiId } = await multiAsCompanyAdmin();
    const hr = await signedIn(t, 'hr');
    expect((await hr.post(`${PEOPLE}/Update`, await personForm(hr, multiId, { roles: ['user'] }))).statusCode).toBe(200);
    expect((await hr.post(`${PEOPLE}/Update`, await personForm(hr, multiId, { roles: ['companyAdmin', 'user'] }))).statusCode).toBe(200);
    for (const client of [there, multi]) {
      expect((await me(client)).activeRole).toBeNull();
      expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(403);
    }
    expect((await multi.post('/api/Authentication/SelectMembership', { CompanyId: aria, Role: 'companyAdmin' })).statusCode).toBe(200);
    for (const client of [there, multi]) expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(200);
  });

  it('keeps the session’s role when only another of the person’s roles, or the rest of their record, changes', async () => {
    const { aria, multi, there, multiId } = await multiAsCompanyAdmin();
    const hr = await signedIn(t, 'hr');
    const edited = await hr.post(`${PEOPLE}/Update`, await personForm(hr, multiId, { personnelCode: 'M-77' }));
    expect(edited.statusCode).toBe(200);
    expect((await hr.post(`${PEOPLE}/Update`, await personForm(hr, multiId, { roles: ['companyAdmin'] }))).statusCode).toBe(200);
    expect(await rolesIn(aria, multiId)).toEqual(['companyAdmin']);
    for (const client of [there, multi]) {
      expect((await me(client)).activeRole).toBe('companyAdmin');
      expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(200);
    }
    expect(await sessionRow(multi)).toEqual({ companyId: aria, role: 'companyAdmin' });
  });

  it('is taken however it is taken: a membership deleted by hand in SQL ends it too', async () => {
    const { aria, multi, there, multiId } = await multiAsCompanyAdmin();
    await t.database.db
      .delete(memberships)
      .where(and(eq(memberships.userId, multiId), eq(memberships.companyId, aria), eq(memberships.role, 'companyAdmin')));
    for (const client of [there, multi, there, multi]) {
      expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(403);
      expect((await me(client)).activeRole).toBeNull();
    }
    expect(await sessionRow(multi)).toEqual({ companyId: null, role: null });
  });

  it('gives a session no role that the person does not hold, whatever the session row says (kept caller or not)', async () => {
    const aria = await companyId(t, ARIA);
    const employee = t.client();
    await employee.login('employee');
    const there = onOtherCopy(employee);
    for (const client of [employee, there]) expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(403);
    // A session row that names a role its person does not have (written by hand, or by a bug).
    await t.database.db
      .update(sessions)
      .set({ companyId: aria, role: 'companyAdmin' })
      .where(eq(sessions.tokenHash, hashSessionToken(employee.cookies.get('rira_sid')!)));
    // Twice on each copy: read afresh, then kept.
    for (const client of [employee, there, employee, there]) {
      expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(403);
      expect((await client.get(COMPANY_DASHBOARD)).statusCode).toBe(403);
      const user = await me(client);
      expect(user.activeRole).toBeNull();
      expect(user.activeCompany).toBeNull();
    }
  });
});

describe('nobody changes their own roles', () => {
  it('refuses a company admin who adds or removes a role of their own (403 rule, translated), and changes nothing', async () => {
    const aria = await companyId(t, ARIA);
    const hr = await signedIn(t, 'hr');
    const hrId = await userIdByMobile(t, HR_MOBILE);
    expect(await rolesIn(aria, hrId)).toEqual(['companyAdmin']);
    const before = await personForm(hr, hrId);

    const added = await hr.post(`${PEOPLE}/Update`, { ...before, roles: ['companyAdmin', 'user'] });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({
      reason: 'rule',
      message: 'نقش‌های خودتان را نمی‌توانید تغییر دهید؛ مدیر دیگری باید این کار را انجام دهد.',
    });
    expect(added.json().errors).toEqual([expect.objectContaining({ field: 'roles' })]);

    const removed = await hr.post(`${PEOPLE}/Update?lang=en`, { ...before, roles: ['user'], lastName: 'دیگر' });
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toMatchObject({ reason: 'rule', message: 'You cannot change your own roles: another admin must do it.' });

    expect(await rolesIn(aria, hrId)).toEqual(['companyAdmin']);
    expect(await personForm(hr, hrId)).toEqual(before);
    expect((await me(hr)).activeRole).toBe('companyAdmin');
  });

  it('lets a company admin edit the rest of their own record, their roles as they are', async () => {
    const aria = await companyId(t, ARIA);
    const hr = await signedIn(t, 'hr');
    const hrId = await userIdByMobile(t, HR_MOBILE);
    const res = await hr.post(`${PEOPLE}/Update`, await personForm(hr, hrId, { firstName: 'مریم‌سادات', personnelCode: 'HR-2' }));
    expect(res.statusCode).toBe(200);
    expect(await personForm(hr, hrId)).toMatchObject({ firstName: 'مریم‌سادات', personnelCode: 'HR-2', roles: ['companyAdmin'] });
    expect(await rolesIn(aria, hrId)).toEqual(['companyAdmin']);
    expect((await hr.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(200);
  });
});

describe('the system manager’s platform role', () => {
  async function impersonating() {
    const manager = t.client();
    await manager.login('admin');
    const res = await manager.post('/api/Authentication/LoginAsUser', { UserId: await userId('hr') });
    expect(res.statusCode).toBe(200);
    const there = onOtherCopy(manager);
    for (const client of [manager, there, manager, there]) expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(200);
    return { manager, there, managerId: await userId('admin') };
  }

  async function platformSessions(managerId: string) {
    return t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, managerId), eq(sessions.role, 'systemManager')));
  }

  it('taken while they act as someone: the impersonation ends on both copies and ReturnToMyAccount gives no platform role', async () => {
    const { manager, there, managerId } = await impersonating();
    await t.database.db
      .delete(memberships)
      .where(and(eq(memberships.userId, managerId), isNull(memberships.companyId), eq(memberships.role, 'systemManager')));
    for (const client of [there, manager]) {
      expect((await client.post(`${PEOPLE}/GetAll`, {})).statusCode).toBe(401);
    }
    const back = await onOtherCopy(manager).post('/api/Authentication/ReturnToMyAccount');
    expect(back.statusCode).toBe(401);
    expect((await manager.post('/api/Authentication/ReturnToMyAccount')).statusCode).toBe(401);
    expect(await platformSessions(managerId)).toEqual([]);
    // Signing in again: no role to act in.
    const again = t.client();
    expect((await again.login('admin')).data).toMatchObject({ activeRole: null, memberships: [] });
  });

  it('the manager deactivated while they act as someone: the impersonation ends too', async () => {
    const { manager, there, managerId } = await impersonating();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, managerId));
    for (const client of [there, manager]) expect((await client.get(ME)).statusCode).toBe(401);
  });

  it('taken between reading the caller and ReturnToMyAccount: the manager comes back without it', async () => {
    const { manager, managerId } = await impersonating();
    // Another transaction removes the role after this request has read its caller.
    const racing = await buildApp({ config: t.config, database: t.database, web: false, logger: false });
    racing.addHook('preHandler', async (request) => {
      if (request.url.startsWith('/api/Authentication/ReturnToMyAccount')) {
        await t.database.db.execute(
          sql`delete from memberships where user_id = ${managerId} and company_id is null and role = 'systemManager'`,
        );
      }
    });
    await racing.ready();
    try {
      const client = new TestClient(racing);
      client.cookies.set('rira_sid', manager.cookies.get('rira_sid')!);
      const back = await client.post('/api/Authentication/ReturnToMyAccount');
      expect(back.statusCode).toBe(200);
      expect(back.json().data).toMatchObject({ username: 'admin', activeRole: null, impersonatedBy: null, memberships: [] });
      expect(await platformSessions(managerId)).toEqual([]);
      expect((await client.get('/api/Manager/Dashboard/Get')).statusCode).toBe(403);
    } finally {
      await racing.close();
    }
  });

  it('still held: ReturnToMyAccount gives it back (as before)', async () => {
    const { manager } = await impersonating();
    const back = await manager.post('/api/Authentication/ReturnToMyAccount');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ username: 'admin', activeRole: 'systemManager', impersonatedBy: null });
  });
});
