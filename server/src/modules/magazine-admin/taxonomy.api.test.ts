import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articleCategories, articles, tags } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { UNKNOWN, lastAudit } from '../../test/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

async function categoryId(slug: string) {
  const [row] = await t.database.db.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.slug, slug));
  return row!.id;
}

async function tagId(slug: string) {
  const [row] = await t.database.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  return row!.id;
}

const kinds = [
  { name: 'categories', base: '/api/manager/articleCategory', inUse: 'assessment', audit: 'magazine.category' },
  { name: 'tags', base: '/api/manager/tag', inUse: 'okr', audit: 'magazine.tag' },
] as const;

describe.each(kinds)('manager $name', ({ name, base, inUse, audit }) => {
  const idOf = name === 'categories' ? categoryId : tagId;

  it('lists with paging and a search that treats ي/ك and digits alike', async () => {
    const c = await signedIn(t, 'content');
    const all = (await c.post(`${base}/GetAll`, { pageIndex: 1, pageSize: 10 })).json();
    expect(all).toMatchObject({ succeeded: true, pageIndex: 1 });
    expect(all.totalItems).toBeGreaterThanOrEqual(6);
    expect(all.data[0]).toMatchObject({
      id: expect.any(String),
      slug: expect.any(String),
      isActive: true,
      articleCount: expect.any(Number),
    });
    const term = name === 'categories' ? 'ارزيابي' : 'كوچينگ'; // Arabic yeh and kaf
    const found = (await c.post(`${base}/GetAll`, { search: term })).json();
    expect(found.data.map((r: { slug: string }) => r.slug)).toContain(name === 'categories' ? 'assessment' : 'coaching');
    const bad = await c.post(`${base}/GetAll`, { pageSize: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'pageSize' });
  });

  it('creates (the id only), reads, updates, toggles and deletes, each with an audit row', async () => {
    const c = await signedIn(t, 'admin');
    const create = await c.post(`${base}/Create`, { title: 'مدیریت دانش', titleEn: 'Knowledge management', slug: '' });
    expect(create.statusCode).toBe(200);
    const id = create.json().data as string;
    expect(typeof id).toBe('string');
    expect(await lastAudit(t, `${audit}.create`)).toMatchObject({ targetId: id });

    const got = (await c.get(`${base}/GetById/${id}`)).json().data;
    expect(got).toMatchObject({ id, title: 'مدیریت دانش', titleEn: 'Knowledge management', slug: 'knowledge-management', articleCount: 0 });

    const update = await c.post(`${base}/Update`, { id, title: 'مديريت دانش', slug: 'knowledge', isActive: true });
    expect(update.statusCode).toBe(200);
    expect((await c.get(`${base}/GetById/${id}`)).json().data).toMatchObject({ title: 'مدیریت دانش', slug: 'knowledge', titleEn: null });
    expect(await lastAudit(t, `${audit}.update`)).toMatchObject({ targetId: id });

    expect((await c.post(`${base}/ToggleActivity`, { id })).statusCode).toBe(200);
    expect((await c.get(`${base}/GetById/${id}`)).json().data.isActive).toBe(false);
    expect(await lastAudit(t, `${audit}.toggle`)).toMatchObject({ targetId: id });

    expect((await c.post(`${base}/Delete`, { id })).statusCode).toBe(200);
    expect((await c.get(`${base}/GetById/${id}`)).statusCode).toBe(404);
    expect(await lastAudit(t, `${audit}.delete`)).toMatchObject({ targetId: id });
  });

  it('makes a slug for a Persian-only title and refuses a typed slug that is taken', async () => {
    const c = await signedIn(t, 'content');
    const id = (await c.post(`${base}/Create`, { title: 'فرهنگ سازمانی' })).json().data;
    const got = (await c.get(`${base}/GetById/${id}`)).json().data;
    expect(got.slug).toMatch(/^(category|tag)-[0-9a-f]{6}$/);
    const clash = await c.post(`${base}/Create`, { title: 'تکراری', slug: inUse });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors[0]).toMatchObject({ field: 'slug' });
  });

  it('answers 400 with every field’s problem', async () => {
    const c = await signedIn(t, 'content');
    const res = await c.post(`${base}/Create`, { title: '', slug: 'Not A Slug!' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'slug']));
    expect((await c.post(`${base}/Update`, { id: 'nope', title: 'x' })).json().errors[0]).toMatchObject({ field: 'id' });
    expect((await c.post(`${base}/ToggleActivity`, {})).statusCode).toBe(400);
    expect((await c.post(`${base}/Delete`, { id: 5 })).statusCode).toBe(400);
    expect((await c.get(`${base}/GetById/not-a-uuid`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const c = await signedIn(t, 'content');
    expect((await c.get(`${base}/GetById/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await c.post(`${base}/Update`, { id: UNKNOWN, title: 'x' })).statusCode).toBe(404);
    expect((await c.post(`${base}/ToggleActivity`, { id: UNKNOWN })).statusCode).toBe(404);
    expect((await c.post(`${base}/Delete`, { id: UNKNOWN })).statusCode).toBe(404);
  });

  it('refuses to delete one still used by articles, saying how many (in the caller’s language)', async () => {
    const c = await signedIn(t, 'content');
    const id = await idOf(inUse);
    const res = await c.post(`${base}/Delete`, { id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/مقاله/);
    const en = await c.post(`${base}/Delete?lang=en`, { id });
    expect(en.json().message).toMatch(/used by \d+ articles/);
    expect((await c.get(`${base}/GetById/${id}`)).statusCode).toBe(200);
  });

  it('refuses company admins and employees (403) and anonymous callers (401), on every call', async () => {
    const id = await idOf(inUse);
    const calls = [
      ['POST', `${base}/GetAll`, {}],
      ['GET', `${base}/GetById/${id}`, undefined],
      ['POST', `${base}/Create`, { title: 'x' }],
      ['POST', `${base}/Update`, { id, title: 'x' }],
      ['POST', `${base}/ToggleActivity`, { id }],
      ['POST', `${base}/Delete`, { id }],
    ] as const;
    for (const who of ['hr', 'employee', null] as const) {
      const c = who ? await signedIn(t, who) : t.client();
      for (const [method, url, body] of calls) {
        const res = method === 'GET' ? await c.get(url) : await c.post(url, body);
        expect(res.statusCode, `${who} ${url}`).toBe(who ? 403 : 401);
      }
    }
  });
});

describe('tags and search', () => {
  it('renaming a tag rewrites the search text of its articles', async () => {
    const c = await signedIn(t, 'content');
    const id = await tagId('okr');
    expect(
      (await c.post('/api/manager/tag/Update', { id, title: 'اهداف و نتایج کلیدی زرافه', titleEn: 'OKR', isActive: true })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select({ searchText: articles.searchText })
      .from(articles)
      .where(and(eq(articles.slug, 'okr-first-quarter-mistakes')));
    expect(row!.searchText).toContain('زرافه');
    const found = (await t.client().post('/api/user/article/GetAll', { search: 'زرافه' })).json();
    expect(found.data.map((a: { slug: string }) => a.slug)).toEqual(['okr-first-quarter-mistakes']);
  });
});
