import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, lastCodeFromLog, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

describe('language', () => {
  it('is Persian by default and English after a change, kept in a cookie', async () => {
    const c = t.client();
    expect((await c.get('/api/Language/Get')).json().data).toEqual({ currentLanguage: 'fa-IR' });
    const changed = await c.post('/api/Language/change', { language: 'en-US' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Saved.');
    expect(c.cookies.get('rira_lang')).toBe('en');
    expect((await c.get('/api/Language/Get')).json().data).toEqual({ currentLanguage: 'en-US' });
    // Errors now come in English.
    expect((await c.get('/api/Authentication/GetCurrentUser')).json().message).toBe('Unauthorize Access');
  });

  it('stores the choice on the signed-in person', async () => {
    const c = t.client();
    await c.login('employee');
    await c.post('/api/Language/change', { language: 'en' });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'employee'));
    expect(row!.preferredLanguage).toBe('en');
    // A new browser gets the person's language at sign-in.
    const other = t.client();
    await other.login('employee');
    expect(other.cookies.get('rira_lang')).toBe('en');
  });

  it('refuses an unknown language with a field error and changes nothing', async () => {
    const c = t.client();
    const res = await c.post('/api/Language/change', { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'language', message: 'زبان باید فارسی یا انگلیسی باشد.' });
    expect(c.cookies.has('rira_lang')).toBe(false);
  });

  it('lets ?lang= override the cookie for one request', async () => {
    const res = await t.client().get('/api/Language/Get?lang=en', { cookie: 'rira_lang=fa' });
    expect(res.json().data.currentLanguage).toBe('en-US');
  });
});

describe('the language at sign-in', () => {
  const storedLanguage = async (username: string) =>
    (await t.database.db.select({ lang: users.preferredLanguage }).from(users).where(eq(users.username, username)))[0]!.lang;

  it('keeps the language of the sign-in page (?lang=en): English answer, English cookie, stored on the person', async () => {
    expect(await storedLanguage('employee')).toBe('fa');
    const c = t.client();
    const res = await c.post('/api/Authentication/AuthorizeWithPassword?lang=en', { Username: 'employee', Password: 'Rira@1404', Type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signed in.');
    expect(res.json().data.language).toBe('en');
    expect(c.cookies.get('rira_lang')).toBe('en');
    expect(await storedLanguage('employee')).toBe('en');
    // The panel's next calls, with no ?lang=, answer in English too.
    const refused = await c.post('/api/Language/change', { language: 'xx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe('The language must be Persian or English.');
  });

  it('keeps the language of the cookie chosen before signing in, over the stored one', async () => {
    const c = t.client();
    await c.login('employee');
    await c.post('/api/Language/change', { language: 'en' });
    expect(await storedLanguage('employee')).toBe('en');
    const other = t.client();
    const res = await other.post(
      '/api/Authentication/AuthorizeWithPassword',
      { Username: 'employee', Password: 'Rira@1404', Type: 1 },
      { cookie: 'rira_lang=fa' },
    );
    expect(res.json().message).toBe('با موفقیت وارد شدید.');
    expect(other.cookies.get('rira_lang')).toBe('fa');
    expect(await storedLanguage('employee')).toBe('fa');
  });

  it('answers a wrong password in the request’s language', async () => {
    const res = await t
      .client()
      .post('/api/Authentication/AuthorizeWithPassword?lang=en', { Username: 'employee', Password: 'wrong-1404', Type: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/^[\x20-\x7E’]+$/);
  });

  it('sends the one-time code, and signs in, in the language of the sign-in page', async () => {
    const c = t.client();
    const sent = await c.post('/api/Authentication/RegisterPhoneNumber?lang=en', { PhoneNumber: '09120000003' });
    expect(sent.json().message).not.toMatch(/[\u0600-\u06FF]/);
    const sms = t.logs.filter((l) => l.msg === 'sms.console').at(-1)!.sms as { text: string };
    expect(sms.text).toMatch(/^RIRA sign-in code/);
    const res = await c.post('/api/Authentication/Authorize?lang=en', {
      PhoneNumber: '09120000003',
      VerificationCode: lastCodeFromLog(t.logs, '09120000003'),
      Type: 2,
    });
    expect(res.json().message).toBe('Signed in.');
    expect(c.cookies.get('rira_lang')).toBe('en');
    expect(await storedLanguage('employee')).toBe('en');
  });

  it('does not change the language of the person a system manager acts as', async () => {
    const manager = t.client();
    await manager.login('admin');
    const [employee] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
    const res = await manager.post('/api/Authentication/LoginAsUser?lang=en', { UserId: employee!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Signed in.');
    expect(await storedLanguage('employee')).toBe('fa');
  });
});
