import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { hashSessionToken } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const LOGIN = '/api/Authentication/AuthorizeWithPassword';

describe('password sign-in', () => {
  it('signs in by username and sets an httpOnly, SameSite=Lax browser-session cookie holding a 256-bit token', async () => {
    const c = t.client();
    const res = await c.post(LOGIN, { Username: 'employee', Password: 'Rira@1404', Type: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.succeeded).toBe(true);
    expect(body.data).toMatchObject({ username: 'employee', activeRole: 'user', needsMembershipChoice: false });
    expect(body.data.activeCompany.title).toBe('شرکت نمونهٔ آریا');
    expect(body.message).toBe('با موفقیت وارد شدید.');

    const cookie = (res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[]).find(
      (x) => x.name === 'rira_sid',
    )!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined(); // no "remember me": dies with the browser
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);

    // Only the hash is stored.
    const stored = await t.database.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashSessionToken(cookie.value));
    expect(stored[0]!.tokenHash).not.toContain(cookie.value);

    const me = await c.get('/api/Authentication/GetCurrentUser');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.fullName).toBe('علی رضایی');
  });

  it('keeps a "remember me" session for 30 days', async () => {
    const c = t.client();
    const res = await c.post(LOGIN, { Username: 'employee', Password: 'Rira@1404', Type: 1, RememberMe: true });
    const cookie = (res.cookies as { name: string; maxAge?: number }[]).find((x) => x.name === 'rira_sid')!;
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    const [row] = await t.database.db.select().from(sessions);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it.each([
    ['mobile', '09120000003'],
    ['mobile in Persian digits with +98', '+۹۸۹۱۲۰۰۰۰۰۰۳'],
    ['e-mail in capitals', 'EMPLOYEE@aria.example'],
    ['national code', '0034567895'],
  ])('signs in by %s', async (_label, username) => {
    const res = await t.client().post(LOGIN, { Username: username, Password: 'Rira@1404', Type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe('employee');
  });

  it('rotates the session at every sign-in', async () => {
    const c = t.client();
    await c.login('employee');
    const first = c.cookies.get('rira_sid');
    await c.login('employee');
    const second = c.cookies.get('rira_sid');
    expect(second).not.toBe(first);
    const forged = t.client();
    forged.cookies.set('rira_sid', first!);
    // The earlier session is still a separate, valid session; the new one is a new id.
    const rows = await t.database.db.select().from(sessions);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it('answers a wrong password and an unknown account with the same 401, in the caller’s language', async () => {
    const wrong = await t.client().post(LOGIN, { Username: 'employee', Password: 'nope', Type: 1 });
    const unknown = await t.client().post(LOGIN, { Username: 'nobody', Password: 'nope', Type: 1 });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('نام کاربری یا رمز عبور نادرست است.');
    const english = await t.client().post(LOGIN, { Username: 'employee', Password: 'nope', Type: 1 }, { cookie: 'rira_lang=en' });
    expect(english.json().message).toBe('The username or password is not correct.');
  });

  it('refuses a deactivated account with the same answer', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.username, 'employee'));
    const res = await t.client().post(LOGIN, { Username: 'employee', Password: 'Rira@1404', Type: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('نام کاربری یا رمز عبور نادرست است.');
  });

  it('returns every field’s problem at once', async () => {
    const res = await t.client().post(LOGIN, { Type: 1 });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['Password', 'Username']);
    expect(res.json().errors[0].message).toBe('این فیلد الزامی است.');
  });

  it('locks a username after 5 failures in a minute, even for the right password, and says for how long', async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) {
      const res = await c.request({
        method: 'POST',
        url: LOGIN,
        payload: { Username: 'employee', Password: `wrong${i}`, Type: 1 },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await c.request({
      method: 'POST',
      url: LOGIN,
      payload: { Username: 'employee', Password: 'Rira@1404', Type: 1 },
      remoteAddress: '10.0.0.99',
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(locked.json().message).toMatch(/ثانیه/);
    // Another account is not affected.
    expect((await t.client().post(LOGIN, { Username: 'hr', Password: 'Rira@1404', Type: 1 })).statusCode).toBe(200);
  });

  it('locks an IP address after 5 failures in a minute across usernames', async () => {
    for (let i = 0; i < 5; i++) {
      await t.client().request({ method: 'POST', url: LOGIN, payload: { Username: `guess${i}`, Password: 'x', Type: 1 }, remoteAddress: '10.9.9.9' });
    }
    const res = await t.client().request({
      method: 'POST',
      url: LOGIN,
      payload: { Username: 'hr', Password: 'Rira@1404', Type: 1 },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(429);
  });

  it('records sign-ins and failures in the audit log', async () => {
    await t.client().post(LOGIN, { Username: 'employee', Password: 'bad', Type: 1 });
    await t.client().login('employee');
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.map((r) => r.action).sort()).toEqual(['auth.login', 'auth.login.failed']);
  });

  it('matches the spec’s paths case-insensitively', async () => {
    const res = await t.client().post('/api/authentication/authorizewithpassword', { Username: 'hr', Password: 'Rira@1404', Type: 1 });
    expect(res.statusCode).toBe(200);
  });
});
