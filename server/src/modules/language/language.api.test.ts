import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
