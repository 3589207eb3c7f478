/**
 * Issue 23: a person added by an admin has no password. After signing in by one-time code they set
 * one without a "current password" they never had; the server decides from the stored password,
 * never from the request, so someone with a password cannot skip the current one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeCodes, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedInByCode } from '../../test/assessment-fixtures.ts';
import { personBody, signedIn } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const CHANGE = '/api/Authentication/ChangePassword';
const ME = '/api/Authentication/GetCurrentUser';
const MOBILE = '09351112233';

/** hr adds Arash (no password); returns his id. */
async function newcomer(): Promise<string> {
  const hr = await signedIn(t, 'hr');
  const res = await hr.post('/api/manager/applicationUser/Create', personBody({ mobile: MOBILE }));
  expect(res.statusCode).toBe(200);
  return res.json().data as string;
}

/** Signs Arash in by code again: the codes sent before are forgotten, or the one-a-minute limit would refuse it. */
async function byCode(): Promise<TestClient> {
  await t.database.db.delete(oneTimeCodes).where(eq(oneTimeCodes.mobile, MOBILE));
  return signedInByCode(t, MOBILE);
}

const hash = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('a first password after a one-time code', () => {
  it('is set without a current password by someone who has none, ending their other sessions', async () => {
    const id = await newcomer();
    const other = await byCode();
    const arash = await byCode();
    expect((await arash.get(ME)).json().data.hasPassword).toBe(false);
    const res = await arash.post(CHANGE, { NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' });
    expect(res.statusCode).toBe(200);
    expect(await hash(id)).not.toBeNull();
    expect((await arash.get(ME)).json().data.hasPassword).toBe(true);
    expect((await other.get(ME)).statusCode).toBe(401);
    await t.client().login(MOBILE, 'Tazeh1405');
    // An empty current password counts as none.
    const again = await byCode();
    const skip = await again.post(CHANGE, { CurrentPassword: '', NewPassword: 'Digar1406', RepeatPassword: 'Digar1406' });
    expect(skip.statusCode).toBe(400);
  });

  it('still needs the current password once there is one: missing or wrong, on its field, in the caller’s language', async () => {
    const c = t.client();
    await c.login('employee');
    expect((await c.get(ME)).json().data.hasPassword).toBe(true);
    const missing = await c.post(CHANGE, { NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'CurrentPassword', code: 'required', message: 'رمز عبور فعلی را وارد کنید.' }]);
    const english = await c.post(CHANGE, { NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' }, { cookie: 'rira_lang=en' });
    expect(english.json().errors[0].message).toBe('Enter your current password.');
    const wrong = await c.post(CHANGE, { CurrentPassword: 'nope', NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' });
    expect(wrong.json().errors[0]).toMatchObject({ field: 'CurrentPassword', code: 'wrongCurrentPassword' });
    // Nothing changed.
    await t.client().login('employee');
  });

  it('asks for the current one when a password was set since the session began (by an admin)', async () => {
    const id = await newcomer();
    const arash = await byCode();
    const hr = await signedIn(t, 'hr');
    const set = await hr.post('/api/manager/applicationUser/changePassword', { id, newPassword: 'Admin1405', repeatPassword: 'Admin1405' });
    expect(set.statusCode).toBe(200);
    // The admin's change ended Arash's session; a new one by code sees the password.
    expect((await arash.get(ME)).statusCode).toBe(401);
    const fresh = await byCode();
    expect((await fresh.get(ME)).json().data.hasPassword).toBe(true);
    expect((await fresh.post(CHANGE, { NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' })).statusCode).toBe(400);
  });

  it('is refused to the anonymous (401) and to a system manager acting as the person (403), and checks the new one', async () => {
    expect((await t.client().post(CHANGE, { NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' })).statusCode).toBe(401);
    const id = await newcomer();
    const manager: TestClient = await signedIn(t, 'admin');
    expect((await manager.post('/api/Authentication/LoginAsUser', { UserId: id })).statusCode).toBe(200);
    const acting = await manager.post(CHANGE, { NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' });
    expect(acting.statusCode).toBe(403);
    expect(acting.json().message).toContain('به‌جای شخص دیگر');
    expect(await hash(id)).toBeNull();
    const arash = await byCode();
    const weak = await arash.post(CHANGE, { NewPassword: 'abc', RepeatPassword: 'abd' });
    expect(weak.statusCode).toBe(400);
    expect(
      weak
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['NewPassword', 'RepeatPassword']);
    expect(await hash(id)).toBeNull();
  });
});
