import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { articles } from './schema/index.ts';
import { personBody, signedIn } from '../test/organisation-fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';

/**
 * `%` and `_` typed into a search box are characters to find, not LIKE wildcards: a search for
 * "_" used to list every row, and "50%" found "500 …". Each list below holds one row with the
 * character and others without, on PGlite and PostgreSQL alike.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

async function searchList(c: TestClient, url: string, search: string, name: (row: Record<string, unknown>) => string, extra: object = {}) {
  const res = await c.post(url, { search, pageSize: 100, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Record<string, unknown>[]).map(name).sort();
}

describe('a search for % or _ finds only what literally contains it', () => {
  it('people (manager/applicationUser/GetAll)', async () => {
    const hr = await signedIn(t, 'hr');
    const add = async (body: Record<string, unknown>) => {
      const res = await hr.post('/api/manager/applicationUser/Create', personBody(body));
      expect(res.statusCode, res.body).toBe(200);
    };
    await add({
      firstName: 'کیان',
      lastName: 'درصدی',
      nationality: 'foreign',
      nationalCode: null,
      passportNumber: 'P5001',
      mobile: '09351112233',
      email: 'kian@example.com',
      personnelCode: '50%',
    });
    await add({
      firstName: 'سارا',
      lastName: 'زیرخط',
      nationality: 'foreign',
      nationalCode: null,
      passportNumber: 'P5002',
      mobile: '09351112244',
      email: 'sara_z@example.com',
      personnelCode: '51',
    });
    await add({
      firstName: 'رضا',
      lastName: 'بک‌اسلش',
      nationality: 'foreign',
      nationalCode: null,
      passportNumber: 'P5003',
      mobile: '09351112255',
      email: 'reza@example.com',
      personnelCode: 'A\\1',
    });
    const search = (text: string) => searchList(hr, '/api/manager/applicationUser/GetAll', text, (p) => String(p.fullName));

    expect(await search('%')).toEqual(['کیان درصدی']);
    expect(await search('50%')).toEqual(['کیان درصدی']);
    expect(await search('_')).toEqual(['سارا زیرخط']);
    expect(await search('\\')).toEqual(['رضا بک‌اسلش']);
    // Ordinary words still match inside names and codes.
    expect(await search('زیرخ')).toEqual(['سارا زیرخط']);
  });

  it('companies (admin/Company/GetAll)', async () => {
    const manager = await signedIn(t, 'admin');
    for (const title of ['رشد 50% فروش', 'شرکت a_b', 'شرکت 500 نفره', 'شرکت aXb']) {
      const res = await manager.post('/api/admin/Company/Add', { title });
      expect(res.statusCode, res.body).toBe(200);
    }
    const search = (text: string) => searchList(manager, '/api/admin/Company/GetAll', text, (c) => String(c.title));

    expect(await search('%')).toEqual(['رشد 50% فروش']);
    expect(await search('50%')).toEqual(['رشد 50% فروش']);
    expect(await search('a_b')).toEqual(['شرکت a_b']);
    expect(await search('_')).toEqual(['شرکت a_b']);
  });

  it('departments (admin/Department/GetAll)', async () => {
    const hr = await signedIn(t, 'hr');
    for (const title of ['واحد R_D', 'واحد RAD', 'سهم 10%']) {
      const res = await hr.post('/api/admin/Department/Add', { title });
      expect(res.statusCode, res.body).toBe(200);
    }
    const search = (text: string) => searchList(hr, '/api/admin/Department/GetAll', text, (d) => String(d.title));
    expect(await search('R_D')).toEqual(['واحد R_D']);
    expect(await search('%')).toEqual(['سهم 10%']);
  });

  it('the public magazine (user/article/GetAll)', async () => {
    const [one] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, 'what-is-360-degree-feedback'));
    await t.database.db
      .update(articles)
      .set({ searchText: sql`${articles.searchText} || ' تخفیف 50% کد a_b'` })
      .where(eq(articles.id, one!.id));
    const anyone = t.client();
    const search = (text: string) => searchList(anyone, '/api/user/article/GetAll', text, (a) => String(a.slug));
    expect(await search('%')).toEqual(['what-is-360-degree-feedback']);
    expect(await search('_')).toEqual(['what-is-360-degree-feedback']);
    expect(await search('50%')).toEqual(['what-is-360-degree-feedback']);
  });

  it('the FAQ list of the content admin (manager/faq/GetAll)', async () => {
    const content = await signedIn(t, 'content');
    for (const question of ['تخفیف ۵۰٪ یا 50%؟', 'نام کاربری user_name چیست؟', 'چرا user name؟']) {
      const res = await content.post('/api/manager/faq/Create', { pageKey: 'home', language: 'fa', question, answer: 'پاسخ' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const search = (text: string) => searchList(content, '/api/manager/faq/GetAll', text, (f) => String(f.question));
    expect(await search('%')).toEqual(['تخفیف ۵۰٪ یا 50%؟']);
    expect(await search('user_name')).toEqual(['نام کاربری user_name چیست؟']);
  });
});
