import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { auditLog, authThrottles, sessions, users } from '../../db/schema/index.ts';
import { hashSessionToken } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const LOGIN = '/api/Authentication/AuthorizeWithPassword';

/** One sign-in attempt from a given address, as a fresh browser. */
function attempt(username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.client().request({ method: 'POST', url: LOGIN, payload: { Username: username, Password: password, Type: 1 }, remoteAddress });
}

/** How many passwords were checked and found wrong: one audit row per check. */
async function failedChecks() {
  return (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login.failed'))).length;
}

/** Moves every sign-in counter and lock back in time, as if `seconds` had passed. */
async function ageThrottles(seconds: number) {
  await t.database.db.execute(
    sql`update auth_throttles set window_started_at = window_started_at - make_interval(secs => ${seconds}),
      updated_at = updated_at - make_interval(secs => ${seconds}), locked_until = locked_until - make_interval(secs => ${seconds})`,
  );
}

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
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
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

  it('locks an IP address after 20 failures in a minute across usernames', async () => {
    for (let i = 0; i < 20; i++) {
      await t
        .client()
        .request({ method: 'POST', url: LOGIN, payload: { Username: `guess${i}`, Password: 'x', Type: 1 }, remoteAddress: '10.9.9.9' });
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

describe('sign-in throttling', () => {
  const count = (answers: { statusCode: number }[], status: number) => answers.filter((r) => r.statusCode === status).length;

  it('checks at most 5 passwords when 40 wrong ones for one account arrive at once from one address', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('employee', `wrong${i}`, '10.1.1.1')));
    expect(await failedChecks()).toBe(5);
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(35);
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect(refused.json().message).toMatch(/ثانیه/);
    }
  });

  it('checks at most 5 passwords for one account when 40 arrive at once from 40 addresses', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('employee', `wrong${i}`, `10.2.0.${i + 1}`)));
    expect(await failedChecks()).toBe(5);
    expect(count(answers, 429)).toBe(35);
  });

  it('checks at most 20 passwords from one address when 40 arrive at once for 40 names', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`guess${i}`, 'x', '10.3.3.3')));
    expect(await failedChecks()).toBe(20);
    expect(count(answers, 429)).toBe(20);
    // A refused request leaves no counter behind for the name it tried.
    expect(await t.database.db.select().from(authThrottles).where(like(authThrottles.key, 'name:%'))).toHaveLength(20);
  });

  it('lets an office behind one address sign in: five people who each mistyped once, then twelve at once', async () => {
    const office = '10.10.10.10';
    const people = ['employee', 'hr', 'admin', 'multi', 'content'];
    for (const person of people) expect((await attempt(person, 'typo', office)).statusCode).toBe(401);
    const together = await Promise.all([...people, ...people, 'employee', 'hr'].map((person) => attempt(person, 'Rira@1404', office)));
    // Five failures locked the address for everyone behind it; a check in flight counts until it
    // is refunded, so these twelve count too until they are found right.
    expect(together.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('counts every spelling of one account together: the sixth try is refused even with the right password', async () => {
    const spellings = ['09120000003', '+989120000003', '9120000003', 'EMPLOYEE@ARIA.EXAMPLE', '0034567895', '۰۹۱۲۰۰۰۰۰۰۳', 'employee'];
    const statuses: number[] = [];
    let address = 0;
    for (const spelling of spellings) {
      for (let i = 0; i < 2; i++) statuses.push((await attempt(spelling, `wrong${i}`, `10.4.0.${++address}`)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(await failedChecks()).toBe(5);
    expect((await attempt('employee', 'Rira@1404', '10.4.0.200')).statusCode).toBe(429);
  });

  it('counts every spelling of a number without an account together, and answers it like a known one', async () => {
    const statuses: number[] = [];
    for (const [i, spelling] of ['09351230000', '+989351230000', '989351230000', '9351230000', '۰۹۳۵۱۲۳۰۰۰۰', '09351230000'].entries()) {
      statuses.push((await attempt(spelling, 'wrong', `10.5.0.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const known = [];
    for (let i = 0; i < 6; i++) known.push(await attempt('hr', 'wrong', `10.6.0.${i + 1}`));
    const unknown = await attempt('09351230000', 'wrong', '10.5.0.99');
    const withoutNumbers = (res: { json(): unknown }) => JSON.stringify(res.json()).replace(/[0-9۰-۹]+/g, 'N');
    expect(unknown.statusCode).toBe(429);
    expect(known[5]!.statusCode).toBe(429);
    expect(withoutNumbers(unknown)).toBe(withoutNumbers(known[5]!));
  });

  it('lets the right password in once the lock has run out, and doubles the next lock', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('employee', `wrong${i}`)).statusCode).toBe(401);
    expect((await attempt('employee', 'Rira@1404', '10.7.0.1')).statusCode).toBe(429);
    await ageThrottles(61);
    expect((await attempt('employee', 'Rira@1404', '10.7.0.2')).statusCode).toBe(200);
    // A sign-in clears the account's counter…
    expect(await t.database.db.select().from(authThrottles).where(like(authThrottles.key, 'account:%'))).toHaveLength(0);

    // An account locked again without a sign-in in between waits twice as long.
    for (let i = 0; i < 5; i++) expect((await attempt('hr', `wrong${i}`, `10.8.0.${i + 1}`)).statusCode).toBe(401);
    await ageThrottles(61);
    for (let i = 0; i < 5; i++) expect((await attempt('hr', `again${i}`, `10.8.1.${i + 1}`)).statusCode).toBe(401);
    const locked = await attempt('hr', 'Rira@1404', '10.8.2.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(110);
    await ageThrottles(121);
    expect((await attempt('hr', 'Rira@1404', '10.8.2.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < 19; i++) expect((await attempt(`guess${i}`, 'x', '10.9.0.1')).statusCode).toBe(401);
    for (const username of ['employee', 'hr', 'employee', 'hr', 'employee', 'hr']) {
      expect((await attempt(username, 'Rira@1404', '10.9.0.1')).statusCode).toBe(200);
    }
    expect((await attempt('guess19', 'x', '10.9.0.1')).statusCode).toBe(401);
    expect((await attempt('employee', 'Rira@1404', '10.9.0.1')).statusCode).toBe(429);
  });
});
