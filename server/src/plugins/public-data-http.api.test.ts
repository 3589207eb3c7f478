import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles } from '../db/schema/index.ts';
import { countQueries } from '../test/query-count.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const LIST = '/api/user/article/GetAll';
const SLUG = 'what-is-360-degree-feedback';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => t.reset());

const listAnonymously = (body: object, query = '') =>
  countQueries(() => t.app.inject({ method: 'POST', url: `${LIST}${query}`, payload: body }));

describe('public answers served over HTTP from the public-data cache (the magazine list)', () => {
  it('answers a second reader from the kept bytes, without a query, exactly as the first', async () => {
    const first = await listAnonymously({ pageSize: 10 });
    const second = await listAnonymously({ pageSize: 10 });
    expect(first.result.statusCode).toBe(200);
    expect(first.count).toBeGreaterThan(0);
    expect(second.count).toBe(0);
    expect(second.result.body).toBe(first.result.body);
    expect(second.result.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.result.json().data).toHaveLength(10);
  });

  it('keeps each language, page and filter apart', async () => {
    const fa = (await listAnonymously({ pageSize: 10 })).result.json();
    const en = await listAnonymously({ pageSize: 10 }, '?lang=en');
    expect(en.count).toBeGreaterThan(0);
    expect(en.result.json().data.map((a: { language: string }) => a.language)).not.toContain('fa');
    expect(fa.data.map((a: { language: string }) => a.language)).not.toContain('en');
    const secondPage = await listAnonymously({ pageSize: 10, pageIndex: 2 });
    expect(secondPage.count).toBeGreaterThan(0);
    expect(secondPage.result.json().pageIndex).toBe(2);
  });

  it('shows a content change at once', async () => {
    const before = (await listAnonymously({ pageSize: 10 })).result.json();
    expect(before.data[0].slug).toBe(SLUG);
    const editor = t.client();
    await editor.login('content');
    const row = (await t.database.db.select().from(articles).where(eq(articles.slug, SLUG)))[0]!;
    const hide = await editor.post('/api/manager/article/ToggleVisible', { id: row.id });
    expect(hide.statusCode).toBe(200);
    const after = await listAnonymously({ pageSize: 10 });
    expect(after.count).toBeGreaterThan(0);
    expect(after.result.json().data.map((a: { slug: string }) => a.slug)).not.toContain(SLUG);
  });

  it('never answers a signed-in caller from the kept bytes', async () => {
    await listAnonymously({ pageSize: 10 });
    const reader = t.client();
    await reader.login('employee');
    const signedIn = await countQueries(() => reader.post(LIST, { pageSize: 10 }));
    expect(signedIn.result.statusCode).toBe(200);
    expect(signedIn.count).toBeGreaterThan(1);
  });

  it('keeps no refusal: a bad request is checked every time', async () => {
    const bad = await listAnonymously({ pageSize: 7 });
    expect(bad.result.statusCode).toBe(400);
    expect((await listAnonymously({ pageSize: 7 })).result.statusCode).toBe(400);
  });
});
