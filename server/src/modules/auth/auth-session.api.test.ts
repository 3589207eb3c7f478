import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, companies, employments, memberships, sessions, users } from '../../db/schema/index.ts';
import { hashSessionToken } from '../../plugins/session.ts';
import { findSessionByTokenHash } from '../../plugins/session.repo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const ME = '/api/Authentication/GetCurrentUser';

async function userId(username: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('sessions', () => {
  it('answers 401 without a cookie', async () => {
    const res = await t.client().get(ME);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ succeeded: false, message: 'دسترسی غیرمجاز' });
  });

  it('refuses a forged cookie and tells the browser to forget it', async () => {
    const c = t.client();
    c.cookies.set('rira_sid', 'forged-token-value-that-is-long-enough-to-look-real');
    const res = await c.get(ME);
    expect(res.statusCode).toBe(401);
    expect(c.cookies.has('rira_sid')).toBe(false);
  });

  it('reads the caller’s session, person, company and memberships as the tables hold them', async () => {
    const c = t.client();
    await c.login('employee');
    const tokenHash = hashSessionToken(c.cookies.get('rira_sid')!);
    const db = t.database.db;
    const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    const [user] = await db.select().from(users).where(eq(users.id, session!.userId));
    const [company] = await db.select().from(companies).where(eq(companies.id, session!.companyId!));
    const found = await findSessionByTokenHash(db, tokenHash);
    expect(found).toEqual({
      session,
      user,
      company,
      activeInCompany: true,
      impersonator: null,
      impersonatorMayAct: true,
      memberships: [{ companyId: company!.id, role: 'user', company }],
    });
    expect(found!.session.expiresAt).toBeInstanceOf(Date);
  });

  it('refuses an expired session', async () => {
    const c = t.client();
    await c.login('employee');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await c.get(ME)).statusCode).toBe(401);
  });

  it('signs out: the same cookie no longer works', async () => {
    const c = t.client();
    await c.login('employee');
    const token = c.cookies.get('rira_sid')!;
    const out = await c.post('/api/Authentication/SignOut');
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('از حساب خود خارج شدید.');
    const replay = t.client();
    replay.cookies.set('rira_sid', token);
    expect((await replay.get(ME)).statusCode).toBe(401);
    expect((await t.client().post('/api/Authentication/SignOut')).statusCode).toBe(401);
  });

  it('Clear never fails and ends the session it names', async () => {
    expect((await t.client().post('/api/Authentication/Clear')).statusCode).toBe(200);
    const c = t.client();
    await c.login('hr');
    const token = c.cookies.get('rira_sid')!;
    expect((await c.post('/api/Authentication/Clear')).statusCode).toBe(200);
    const replay = t.client();
    replay.cookies.set('rira_sid', token);
    expect((await replay.get(ME)).statusCode).toBe(401);
  });

  it('refuses a cross-site modifying call', async () => {
    const res = await t
      .client()
      .post(
        '/api/Authentication/AuthorizeWithPassword',
        { Username: 'hr', Password: 'Rira@1404', Type: 1 },
        { origin: 'https://evil.example' },
      );
    expect(res.statusCode).toBe(403);
    const sameSite = await t
      .client()
      .post(
        '/api/Authentication/AuthorizeWithPassword',
        { Username: 'hr', Password: 'Rira@1404', Type: 1 },
        { origin: 'http://localhost:80', host: 'localhost:80' },
      );
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('companies and roles', () => {
  it('asks a person with two companies to choose, then lets them choose a company and a role', async () => {
    const c = t.client();
    const { data } = await c.login('multi');
    expect(data.needsMembershipChoice).toBe(true);
    expect(data.activeCompany).toBeNull();
    expect(data.memberships).toHaveLength(2);
    const aria = data.memberships.find((m) => m.company?.title === 'شرکت نمونهٔ آریا')!;
    expect(aria.roles.sort()).toEqual(['companyAdmin', 'user']);

    const chosen = await c.post('/api/Authentication/SelectMembership', { CompanyId: aria.company!.id, Role: 'companyAdmin' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ activeRole: 'companyAdmin', needsMembershipChoice: false });
    const me = (await c.get(ME)).json().data;
    expect(me.activeCompany.id).toBe(aria.company!.id);

    // Switching later from the header.
    const alborz = data.memberships.find((m) => m.company?.title === 'گروه صنعتی البرز')!;
    const switched = await c.post('/api/Authentication/SelectMembership', { CompanyId: alborz.company!.id, Role: 'user' });
    expect(switched.json().data.activeCompany.id).toBe(alborz.company!.id);
  });

  it('shows a change to the person’s memberships on the very next request, and lets no one switch into a role taken away', async () => {
    const c = t.client();
    const { data } = await c.login('multi');
    const aria = data.memberships.find((m) => m.company?.title === 'شرکت نمونهٔ آریا')!.company!.id;
    const alborz = data.memberships.find((m) => m.company?.title === 'گروه صنعتی البرز')!.company!.id;
    const multi = await userId('multi');
    const choices = async () => {
      const me = (await c.get(ME)).json().data as typeof data;
      return me.memberships.map((m) => [m.company?.id, [...m.roles].sort()]);
    };
    expect(await choices()).toEqual([
      [aria, ['companyAdmin', 'user']],
      [alborz, ['user']],
    ]);

    await t.database.db.delete(memberships).where(and(eq(memberships.userId, multi), eq(memberships.role, 'companyAdmin')));
    expect(await choices()).toEqual([
      [aria, ['user']],
      [alborz, ['user']],
    ]);
    expect((await c.post('/api/Authentication/SelectMembership', { CompanyId: aria, Role: 'companyAdmin' })).statusCode).toBe(403);

    // No longer working in a company, or the company switched off: its roles go too.
    await t.database.db
      .update(employments)
      .set({ isActive: false })
      .where(and(eq(employments.userId, multi), eq(employments.companyId, alborz)));
    expect(await choices()).toEqual([[aria, ['user']]]);
    expect((await c.post('/api/Authentication/SelectMembership', { CompanyId: alborz, Role: 'user' })).statusCode).toBe(403);
    await t.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, aria));
    expect(await choices()).toEqual([]);
  });

  it('refuses a company or role the person does not have', async () => {
    const c = t.client();
    const { data } = await c.login('multi');
    const alborz = data.memberships.find((m) => m.company?.title === 'گروه صنعتی البرز')!;
    const res = await c.post('/api/Authentication/SelectMembership', { CompanyId: alborz.company!.id, Role: 'companyAdmin' });
    expect(res.statusCode).toBe(403);
    const platform = await c.post('/api/Authentication/SelectMembership', { CompanyId: null, Role: 'systemManager' });
    expect(platform.statusCode).toBe(403);
    const bad = await c.post('/api/Authentication/SelectMembership', { CompanyId: 'not-a-uuid', Role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveLength(2);
  });
});

describe('licence expiry', () => {
  it('answers 402 to the people of a company whose licence has expired', async () => {
    await t.database.db
      .update(companies)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.title, 'شرکت نمونهٔ آریا'));
    const c = t.client();
    await c.login('employee');
    const res = await c.get(ME);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('مجوز استفاده از سامانه منقضی شده است.');
    expect((await c.get('/api/Notificaton/GetUserNotifications')).statusCode).toBe(402);
    // Signing out still works.
    expect((await c.post('/api/Authentication/SignOut')).statusCode).toBe(200);
  });

  it('refuses to switch into an expired company but allows the others', async () => {
    const c = t.client();
    const { data } = await c.login('multi');
    const aria = data.memberships.find((m) => m.company?.title === 'شرکت نمونهٔ آریا')!;
    const alborz = data.memberships.find((m) => m.company?.title === 'گروه صنعتی البرز')!;
    await t.database.db
      .update(companies)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.id, aria.company!.id));
    expect((await c.post('/api/Authentication/SelectMembership', { CompanyId: aria.company!.id, Role: 'user' })).statusCode).toBe(402);
    expect((await c.post('/api/Authentication/SelectMembership', { CompanyId: alborz.company!.id, Role: 'user' })).statusCode).toBe(200);
  });
});

describe('LoginAsUser', () => {
  it('lets the system manager act as a person, shows who is behind it, and returns', async () => {
    const c = t.client();
    const { data: manager } = await c.login('admin');
    expect(manager.activeRole).toBe('systemManager');
    const target = await userId('employee');
    const res = await c.post('/api/Authentication/LoginAsUser', { UserId: target });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'employee', impersonatedBy: { id: manager.id, fullName: 'نگار احمدی' } });
    expect((await c.get(ME)).json().data).toMatchObject({
      username: 'employee',
      impersonatedBy: { id: manager.id, fullName: 'نگار احمدی' },
    });

    // While acting as someone, one cannot chain into a third person.
    expect((await c.post('/api/Authentication/LoginAsUser', { UserId: await userId('hr') })).statusCode).toBe(403);

    const back = await c.post('/api/Authentication/ReturnToMyAccount');
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ username: 'admin', activeRole: 'systemManager', impersonatedBy: null });
    const actions = (await t.database.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toContain('auth.impersonation.start');
    expect(actions).toContain('auth.impersonation.end');
  });

  it.each(['hr', 'employee', 'multi'])('refuses %s (403)', async (username) => {
    const c = t.client();
    await c.login(username);
    const res = await c.post('/api/Authentication/LoginAsUser', { UserId: await userId('employee') });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an anonymous caller (401), an unknown person (404) and a bad id (400)', async () => {
    expect((await t.client().post('/api/Authentication/LoginAsUser', { UserId: await userId('employee') })).statusCode).toBe(401);
    const c = t.client();
    await c.login('admin');
    expect((await c.post('/api/Authentication/LoginAsUser', { UserId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await c.post('/api/Authentication/LoginAsUser', { UserId: 'x' })).statusCode).toBe(400);
    expect((await c.post('/api/Authentication/LoginAsUser', { UserId: await userId('admin') })).statusCode).toBe(403);
  });

  it('ReturnToMyAccount without impersonation is a 400', async () => {
    const c = t.client();
    await c.login('hr');
    expect((await c.post('/api/Authentication/ReturnToMyAccount')).statusCode).toBe(400);
  });
});
