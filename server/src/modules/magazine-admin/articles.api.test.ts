import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { articleCategories, articles, seedMarkers, tags } from '../../db/schema/index.ts';
import { seedSiteContent } from '../../seed/site-content.ts';
import { docx, pdf } from '../../seed/site/generated-files.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { UNKNOWN, lastAudit, upload } from '../../test/content-fixtures.ts';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const A = '/api/manager/article';
const DETAILS = '/api/user/article/GetArticleDetails';

async function categoryId(slug = 'assessment') {
  const [row] = await t.database.db.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.slug, slug));
  return row!.id;
}

async function tagId(slug: string) {
  const [row] = await t.database.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  return row!.id;
}

async function articleBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'راهنمای بازخورد سازنده',
    slug: 'constructive-feedback-guide',
    language: 'fa',
    categoryId: await categoryId(),
    tagIds: [await tagId('feedback')],
    summary: 'چگونه بازخوردی بدهیم که به کار بیاید.',
    body: '<h2>مقدمه</h2><p>بازخورد خوب مشخص و به‌موقع است.</p><p dir="ltr">Feedback is a gift.</p>',
    ...overrides,
  };
}

async function createArticle(c: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await c.post(`${A}/Create`, await articleBody(overrides));
  if (res.statusCode !== 200) throw new Error(`create: ${res.body}`);
  return res.json().data as string;
}

async function getArticle(c: TestClient, id: string) {
  return (await c.get(`${A}/Get/${id}`)).json().data;
}

async function seededId(slug: string) {
  const [row] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
  return row!.id;
}

describe('manager/article: list', () => {
  it('pages every article with sorting, normalised search and filters', async () => {
    const c = await signedIn(t, 'content');
    const page = (await c.post(`${A}/GetAll`, { pageIndex: 1, pageSize: 10 })).json();
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    expect(page).toMatchObject({ succeeded: true, pageIndex: 1, totalItems: n, totalPages: Math.ceil(n / 10) });
    expect(page.data).toHaveLength(10);
    expect(page.data[0]).toMatchObject({ id: expect.any(String), category: { title: expect.any(String) }, state: expect.any(String) });

    const byTitle = (await c.post(`${A}/GetAll`, { sort: 'title', direction: 'asc', pageSize: 100 }))
      .json()
      .data.map((a: { title: string }) => a.title);
    expect(byTitle).toEqual([...byTitle].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));

    const drafts = (await c.post(`${A}/GetAll`, { isPublished: false, pageSize: 100 })).json();
    expect(drafts.data.map((a: { slug: string }) => a.slug)).toContain('remote-team-feedback-draft');
    expect(drafts.data.every((a: { state: string }) => a.state === 'draft')).toBe(true);
    const scheduled = (await c.post(`${A}/GetAll`, { isPublished: true, pageSize: 100 })).json();
    expect(scheduled.data.find((a: { slug: string }) => a.slug === 'annual-assessment-report-preview')?.state).toBe('scheduled');

    const talent = (await c.post(`${A}/GetAll`, { categoryId: await categoryId('talent'), pageSize: 100 })).json();
    expect(talent.totalItems).toBeGreaterThan(0);
    expect((await c.post(`${A}/GetAll`, { isVisible: false })).json().totalItems).toBe(0);

    const arabic = (await c.post(`${A}/GetAll`, { search: 'ارزيابي ۳۶۰', pageSize: 100 })).json().data.map((a: { slug: string }) => a.slug);
    expect(arabic).toContain('what-is-360-degree-feedback');
    expect(
      (await c.post(`${A}/GetAll`, { search: 'ارزیابی 360', pageSize: 100 })).json().data.map((a: { slug: string }) => a.slug),
    ).toEqual(arabic);
  });

  it('answers 400 for a bad filter or sort', async () => {
    const c = await signedIn(t, 'content');
    const res = await c.post(`${A}/GetAll`, { sort: 'secret', categoryId: 'x', pageSize: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['sort', 'categoryId', 'pageSize']));
  });
});

describe('manager/article: create, get, update', () => {
  it('creates a draft (the id only) with tags, search text and reading time; Get returns it', async () => {
    const c = await signedIn(t, 'content');
    const res = await c.post(`${A}/Create`, await articleBody());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: true, data: expect.any(String) });
    const id = res.json().data;
    const got = await getArticle(c, id);
    expect(got).toMatchObject({
      id,
      slug: 'constructive-feedback-guide',
      state: 'draft',
      isPublished: false,
      isVisible: true,
      tags: [{ slug: 'feedback' }],
      attachments: [],
      cover: null,
    });
    expect(got.body).toContain('<h2 id="section-1">مقدمه</h2>');
    expect(got.body).toContain('<p dir="ltr">Feedback is a gift.</p>');
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(row!.searchText).toContain('بازخورد');
    expect(row!.readingMinutes).toBe(1);
    expect(await lastAudit(t, 'magazine.article.create')).toMatchObject({ targetId: id, actorUserId: expect.any(String) });
    // A draft is not public.
    expect((await t.client().get(`${DETAILS}/constructive-feedback-guide`)).statusCode).toBe(404);
  });

  it('neutralises stored XSS in the body and title', async () => {
    const c = await signedIn(t, 'content');
    const id = await createArticle(c, {
      title: '<script>alert(1)</script>عنوان <b>پررنگ</b>',
      summary: '<img src=x onerror=alert(1)>خلاصه',
      body: '<p onclick="x()">متن</p><script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">پیوند</a><p dir="evil">ب</p>',
    });
    const got = await getArticle(c, id);
    expect(got.title).toBe('عنوان پررنگ');
    expect(got.summary).toBe('خلاصه');
    expect(got.body).not.toMatch(/script|onerror|onclick|javascript:|dir="evil"/i);
    expect(got.body).toContain('<p>متن</p>');
  });

  it('answers 400 with every field’s problem, and for an unknown category or tag', async () => {
    const c = await signedIn(t, 'content');
    const res = await c.post(`${A}/Create`, {
      title: '',
      slug: 'Bad Slug',
      language: 'de',
      categoryId: 'x',
      summary: '',
      body: '<p> </p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['title', 'slug', 'language', 'categoryId', 'summary', 'body']),
    );
    const unknown = await c.post(`${A}/Create`, await articleBody({ categoryId: UNKNOWN, tagIds: [UNKNOWN] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((e: { field: string }) => e.field)).toEqual(['categoryId', 'tagIds']);
    expect((await c.post(`${A}/Create`, await articleBody({ slug: 'old' }))).statusCode).toBe(400);
  });

  it('refuses a slug that another article has (409 on the field)', async () => {
    const c = await signedIn(t, 'content');
    const res = await c.post(`${A}/Create`, await articleBody({ slug: 'what-is-360-degree-feedback' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ field: 'slug' });
    const id = await createArticle(c);
    const { updatedAt } = await getArticle(c, id);
    const upd = await c.post(`${A}/Update`, { ...(await articleBody({ slug: 'what-is-360-degree-feedback' })), id, updatedAt });
    expect(upd.statusCode).toBe(409);
    expect(upd.json().errors[0]).toMatchObject({ field: 'slug' });
  });

  it('updates with the loaded version, answers the new one, and refuses a stale edit (409)', async () => {
    const c = await signedIn(t, 'content');
    const other = await signedIn(t, 'admin');
    const id = await createArticle(c);
    const loaded = await getArticle(c, id);
    const first = await other.post(`${A}/Update`, {
      ...(await articleBody({ title: 'نسخهٔ دیگر', tagIds: [] })),
      id,
      updatedAt: loaded.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.updatedAt).not.toBe(loaded.updatedAt);
    expect(await lastAudit(t, 'magazine.article.update')).toMatchObject({ targetId: id });

    const stale = await c.post(`${A}/Update`, { ...(await articleBody({ title: 'نسخهٔ من' })), id, updatedAt: loaded.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/دوباره بارگذاری/);
    expect((await getArticle(c, id)).title).toBe('نسخهٔ دیگر');
    expect((await getArticle(c, id)).tags).toEqual([]);

    const fresh = await c.post(`${A}/Update`, { ...(await articleBody({ title: 'نسخهٔ من' })), id, updatedAt: first.json().data.updatedAt });
    expect(fresh.statusCode).toBe(200);
    expect((await getArticle(c, id)).title).toBe('نسخهٔ من');
  });

  it('answers 404 for unknown ids and 400 for a missing version', async () => {
    const c = await signedIn(t, 'content');
    expect((await c.get(`${A}/Get/${UNKNOWN}`)).statusCode).toBe(404);
    const body = await articleBody();
    expect((await c.post(`${A}/Update`, { ...body, id: UNKNOWN, updatedAt: new Date().toISOString() })).statusCode).toBe(404);
    const missing = await c.post(`${A}/Update`, { ...body, id: UNKNOWN });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'updatedAt' });
    for (const call of ['Publish', 'SetPublishDate', 'ToggleVisible', 'Delete', 'Unpublish']) {
      const res = await c.post(`${A}/${call}`, { id: UNKNOWN, publishDate: new Date().toISOString() });
      expect(res.statusCode, call).toBe(404);
    }
  });
});

describe('manager/article: translations', () => {
  const englishBody = (overrides: Record<string, unknown> = {}) =>
    articleBody({
      title: 'A guide to constructive feedback',
      slug: 'constructive-feedback-guide-en',
      language: 'en',
      summary: 'Feedback that helps.',
      body: '<p>Good feedback is specific.</p>',
      ...overrides,
    });
  const publicTranslation = async (slug: string) => (await t.client().get(`${DETAILS}/${slug}`)).json().data.translation;

  it('links an article to its translation both ways; each public page names the other', async () => {
    const c = await signedIn(t, 'content');
    const persian = await seededId('what-is-360-degree-feedback');
    const res = await c.post(`${A}/Create`, await englishBody({ translationId: persian }));
    expect(res.statusCode, res.body).toBe(200);
    const english = res.json().data as string;
    expect((await getArticle(c, english)).translation).toEqual({
      id: persian,
      slug: 'what-is-360-degree-feedback',
      title: expect.any(String),
      language: 'fa',
    });
    expect((await getArticle(c, persian)).translation).toMatchObject({
      id: english,
      slug: 'constructive-feedback-guide-en',
      language: 'en',
    });
    // The English article is a draft: the Persian page has no translation to offer yet.
    expect(await publicTranslation('what-is-360-degree-feedback')).toBeNull();
    await c.post(`${A}/Publish`, { id: english });
    expect(await publicTranslation('what-is-360-degree-feedback')).toEqual({
      slug: 'constructive-feedback-guide-en',
      language: 'en',
      title: 'A guide to constructive feedback',
    });
    expect(await publicTranslation('constructive-feedback-guide-en')).toMatchObject({
      slug: 'what-is-360-degree-feedback',
      language: 'fa',
    });
  });

  it('refuses a translation in the same language, an unknown one, and the article itself (400 on the field)', async () => {
    const c = await signedIn(t, 'content');
    const persian = await seededId('what-is-360-degree-feedback');
    const same = await c.post(`${A}/Create`, await articleBody({ translationId: persian }));
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      expect.objectContaining({ field: 'translationId', message: expect.stringContaining('زبان دیگر') }),
    ]);
    const unknown = await c.post(`${A}/Create?lang=en`, await englishBody({ translationId: UNKNOWN }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: 'translationId', message: 'The translation article does not exist.' }),
    ]);
    const id = await createArticle(c);
    const { updatedAt } = await getArticle(c, id);
    const itself = await c.post(`${A}/Update`, { ...(await articleBody()), id, updatedAt, translationId: id });
    expect(itself.statusCode).toBe(400);
    // Nothing was linked by the refused calls.
    expect((await getArticle(c, persian)).translation).toBeNull();
  });

  it('moves a link: the article left behind is unlinked; null unlinks both; deleting one unlinks the other', async () => {
    const c = await signedIn(t, 'content');
    const persian = await seededId('what-is-360-degree-feedback');
    const first = await createArticle(c, await englishBody({ translationId: persian }));
    const second = await createArticle(c, await englishBody({ slug: 'constructive-feedback-guide-en-2', translationId: persian }));
    expect((await getArticle(c, first)).translation).toBeNull();
    expect((await getArticle(c, persian)).translation).toMatchObject({ id: second });

    const loaded = await getArticle(c, persian);
    const unlinked = await c.post(`${A}/Update`, {
      ...(await articleBody({ title: loaded.title, slug: loaded.slug, summary: loaded.summary, body: loaded.body })),
      id: persian,
      updatedAt: loaded.updatedAt,
      translationId: null,
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await getArticle(c, second)).translation).toBeNull();

    await createArticle(c, await englishBody({ slug: 'constructive-feedback-guide-en-3', translationId: persian }));
    const third = (await getArticle(c, persian)).translation.id as string;
    expect((await c.post(`${A}/Delete`, { id: third })).statusCode).toBe(200);
    expect((await getArticle(c, persian)).translation).toBeNull();
  });

  it('makes a linked article’s open editor stale: its old copy cannot undo the link', async () => {
    const c = await signedIn(t, 'content');
    const persian = await seededId('what-is-360-degree-feedback');
    const before = await getArticle(c, persian);
    await createArticle(c, await englishBody({ translationId: persian }));
    const stale = await c.post(`${A}/Update`, {
      ...(await articleBody({ title: before.title, slug: before.slug })),
      id: persian,
      updatedAt: before.updatedAt,
      translationId: null,
    });
    expect(stale.statusCode).toBe(409);
    expect((await getArticle(c, persian)).translation).not.toBeNull();
  });

  it('keeps the link when an update does not name it, and refuses a language change onto the translation’s language', async () => {
    const c = await signedIn(t, 'content');
    const persian = await seededId('what-is-360-degree-feedback');
    const english = await createArticle(c, await englishBody({ translationId: persian }));
    const loaded = await getArticle(c, english);
    const kept = await c.post(`${A}/Update`, { ...(await englishBody({ title: 'Renamed' })), id: english, updatedAt: loaded.updatedAt });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await getArticle(c, english)).translation).toMatchObject({ id: persian });
    const toPersian = await c.post(`${A}/Update`, {
      ...(await englishBody({ language: 'fa' })),
      id: english,
      updatedAt: kept.json().data.updatedAt,
    });
    expect(toPersian.statusCode).toBe(400);
    expect(toPersian.json().errors).toEqual([expect.objectContaining({ field: 'translationId' })]);
  });

  it('seeds the demo translation pair', async () => {
    const c = await signedIn(t, 'content');
    const persian = await getArticle(c, await seededId('choosing-the-right-raters'));
    expect(persian.translation).toMatchObject({ slug: 'choosing-the-right-raters-for-360', language: 'en' });
    expect(await publicTranslation('choosing-the-right-raters-for-360')).toMatchObject({
      slug: 'choosing-the-right-raters',
      language: 'fa',
    });
  });

  it('adds and links the demo translation once on a database seeded before translations existed', async () => {
    const db = t.database.db;
    await db.delete(articles).where(eq(articles.slug, 'choosing-the-right-raters-for-360'));
    await db.delete(seedMarkers).where(eq(seedMarkers.key, 'site.magazine.translations.v1'));
    const options = { demo: true, files: t.app.files, privateFiles: t.app.privateFiles };
    expect(await seedSiteContent(db, options)).toMatchObject({ magazine: false, articleTranslations: true });
    const c = await signedIn(t, 'content');
    expect((await getArticle(c, await seededId('choosing-the-right-raters'))).translation).toMatchObject({
      slug: 'choosing-the-right-raters-for-360',
    });
    expect(await seedSiteContent(db, options)).toMatchObject({ articleTranslations: false });
    expect(await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, 'choosing-the-right-raters-for-360'))).toHaveLength(
      1,
    );
  });
});

describe('manager/article: publishing and visibility', () => {
  it('schedules: not public before its date, public once published now', async () => {
    const c = await signedIn(t, 'content');
    const id = await createArticle(c);
    const future = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const res = await c.post(`${A}/Publish`, { id, publishDate: future });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/زمان‌بندی/);
    expect(await getArticle(c, id)).toMatchObject({ state: 'scheduled', isPublished: true });
    expect((await t.client().get(`${DETAILS}/constructive-feedback-guide`)).statusCode).toBe(404);
    expect(await lastAudit(t, 'magazine.article.publish')).toMatchObject({ targetId: id });

    expect((await c.post(`${A}/Publish`, { id })).statusCode).toBe(200);
    const pub = await t.client().get(`${DETAILS}/constructive-feedback-guide`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ title: 'راهنمای بازخورد سازنده', tags: [{ slug: 'feedback' }] });
  });

  it('sets the publish date, toggles visibility and unpublishes, each audited', async () => {
    const c = await signedIn(t, 'content');
    const id = await seededId('what-is-360-degree-feedback');
    const later = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    expect((await c.post(`${A}/SetPublishDate`, { id, publishDate: later })).statusCode).toBe(200);
    expect((await t.client().get(`${DETAILS}/what-is-360-degree-feedback`)).statusCode).toBe(404);
    expect(await lastAudit(t, 'magazine.article.publishDate')).toMatchObject({ targetId: id });
    const past = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    expect((await c.post(`${A}/SetPublishDate`, { id, publishDate: past })).statusCode).toBe(200);
    expect((await t.client().get(`${DETAILS}/what-is-360-degree-feedback`)).statusCode).toBe(200);

    expect((await c.post(`${A}/ToggleVisible`, { id })).statusCode).toBe(200);
    expect((await getArticle(c, id)).isVisible).toBe(false);
    expect((await t.client().get(`${DETAILS}/what-is-360-degree-feedback`)).statusCode).toBe(404);
    expect(await lastAudit(t, 'magazine.article.toggleVisible')).toMatchObject({ targetId: id });
    expect((await c.post(`${A}/ToggleVisible`, { id })).statusCode).toBe(200);

    expect((await c.post(`${A}/Unpublish`, { id })).statusCode).toBe(200);
    expect((await getArticle(c, id)).state).toBe('draft');
    expect(await lastAudit(t, 'magazine.article.unpublish')).toMatchObject({ targetId: id });
  });

  it('answers 400 for a bad date', async () => {
    const c = await signedIn(t, 'content');
    const id = await seededId('what-is-360-degree-feedback');
    const res = await c.post(`${A}/Publish`, { id, publishDate: '1403/01/01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'publishDate' });
    expect((await c.post(`${A}/SetPublishDate`, { id })).statusCode).toBe(400);
    expect((await c.post(`${A}/ToggleVisible`, { id: 'x' })).statusCode).toBe(400);
  });

  it('deletes an article with its files and links', async () => {
    const c = await signedIn(t, 'content');
    const id = await seededId('what-is-360-degree-feedback');
    expect((await c.post(`${A}/Delete`, { id })).statusCode).toBe(200);
    expect((await c.get(`${A}/Get/${id}`)).statusCode).toBe(404);
    expect(await lastAudit(t, 'magazine.article.delete')).toMatchObject({ targetId: id });
    expect((await c.post(`${A}/Delete`, {})).statusCode).toBe(400);
  });
});

describe('manager/article: cover and body images', () => {
  it('re-encodes a cover into 1200×630 and 640×336 WebP and a JPEG share image', async () => {
    const c = await signedIn(t, 'content');
    const id = await createArticle(c);
    const res = await upload(c, `${A}/UploadCover`, { id }, { name: 'cover.png', type: 'image/png', bytes: png });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.url).toMatch(/^\/files\/article-covers\/[0-9a-f]{32}\.webp$/);
    const large = await sharp(await t.app.files.read(data.url.replace('/files/', ''))).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    const small = await sharp(await t.app.files.read(data.smallUrl.replace('/files/', ''))).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 640, height: 336 });
    const share = await sharp(await t.app.files.read(data.shareUrl.replace('/files/', ''))).metadata();
    expect(share).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect((await getArticle(c, id)).updatedAt).toBe(data.updatedAt);
    expect(await lastAudit(t, 'magazine.article.cover')).toMatchObject({ targetId: id });
  });

  it('refuses a lying extension (415), no file or id (400), an unknown article (404) and an oversize file (413)', async () => {
    const c = await signedIn(t, 'content');
    const id = await createArticle(c);
    const lying = await upload(
      c,
      `${A}/UploadCover`,
      { id },
      { name: 'cover.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') },
    );
    expect(lying.statusCode).toBe(415);
    const none = await upload(c, `${A}/UploadCover`, { id: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.map((e: { field: string }) => e.field)).toEqual(['id', 'file']);
    expect((await upload(c, `${A}/UploadCover`, { id: UNKNOWN }, { name: 'c.png', type: 'image/png', bytes: png })).statusCode).toBe(404);
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(c, `${A}/UploadCover`, { id }, { name: 'c.png', type: 'image/png', bytes: big })).statusCode).toBe(413);
  });

  it('uploads a body image (re-encoded WebP) and refuses a lying one', async () => {
    const c = await signedIn(t, 'content');
    const res = await upload(c, `${A}/UploadImage`, {}, { name: 'a.png', type: 'image/png', bytes: png });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/^\/files\/article-images\/[0-9a-f]{32}\.webp$/);
    expect(await lastAudit(t, 'magazine.article.image')).not.toBeNull();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(c, `${A}/UploadImage`, {}, { name: 'a.jpg', type: 'image/jpeg', bytes: html })).statusCode).toBe(415);
    expect((await upload(c, `${A}/UploadImage`, {})).statusCode).toBe(400);
    // An empty file part (a form sent without choosing a file) is as missing as none.
    const empty = await upload(c, `${A}/UploadImage`, {}, { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual(['file']);
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(c, `${A}/UploadImage`, {}, { name: 'a.png', type: 'image/png', bytes: big })).statusCode).toBe(413);
  });
});

describe('manager/articleAttachment', () => {
  const docxBytes = () => docx({ title: 'چک‌لیست', intro: 'مقدمه', items: ['یک'], footer: 'پایان', rtl: true });
  const pdfBytes = () => pdf({ title: 'Guide', lines: ['One line'] });

  it('uploads PDF and DOCX files to the private store; Get lists them; Delete removes one', async () => {
    const c = await signedIn(t, 'content');
    const articleId = await createArticle(c);
    const res = await upload(
      c,
      '/api/manager/articleAttachment/Upload',
      { articleId, title: 'فهرست <b>بررسی</b>' },
      {
        name: '../../چک‌لیست.docx',
        type: 'application/octet-stream',
        bytes: docxBytes(),
      },
    );
    expect(res.statusCode).toBe(200);
    const attachmentId = res.json().data;
    expect(typeof attachmentId).toBe('string');
    expect(await lastAudit(t, 'magazine.attachment.upload')).toMatchObject({ targetId: attachmentId });
    expect(
      (
        await upload(
          c,
          '/api/manager/articleAttachment/Upload',
          { articleId, title: 'Guide' },
          { name: 'guide.pdf', type: 'application/pdf', bytes: pdfBytes() },
        )
      ).statusCode,
    ).toBe(200);

    const got = await getArticle(c, articleId);
    expect(got.attachments).toHaveLength(2);
    expect(got.attachments[0]).toMatchObject({
      id: attachmentId,
      title: 'فهرست بررسی',
      fileName: 'چک‌لیست.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });

    const del = await c.post('/api/manager/articleAttachment/Delete', { id: attachmentId });
    expect(del.statusCode).toBe(200);
    expect((await getArticle(c, articleId)).attachments).toHaveLength(1);
    expect(await lastAudit(t, 'magazine.attachment.delete')).toMatchObject({ targetId: attachmentId });
    expect((await c.post('/api/manager/articleAttachment/Delete', { id: attachmentId })).statusCode).toBe(404);
    expect((await c.post('/api/manager/articleAttachment/Delete', { id: 'x' })).statusCode).toBe(400);
  });

  it('refuses a lying extension or a disallowed type (415), missing fields (400), an unknown article (404)', async () => {
    const c = await signedIn(t, 'content');
    const articleId = await createArticle(c);
    const url = '/api/manager/articleAttachment/Upload';
    const pdfAsDocx = await upload(c, url, { articleId, title: 'x' }, { name: 'file.docx', type: 'application/pdf', bytes: pdfBytes() });
    expect(pdfAsDocx.statusCode).toBe(415);
    const exeAsPdf = await upload(
      c,
      url,
      { articleId, title: 'x' },
      { name: 'file.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 this is not a pdf') },
    );
    expect(exeAsPdf.statusCode).toBe(415);
    expect((await upload(c, url, { articleId, title: 'x' }, { name: 'a.png', type: 'image/png', bytes: png })).statusCode).toBe(415);
    const missing = await upload(c, url, { title: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['articleId', 'title', 'file']);
    expect(
      (await upload(c, url, { articleId: UNKNOWN, title: 'x' }, { name: 'g.pdf', type: 'application/pdf', bytes: pdfBytes() })).statusCode,
    ).toBe(404);
  });

  it('refuses a file over 20 MB (413)', async () => {
    const c = await signedIn(t, 'content');
    const articleId = await createArticle(c);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(
      c,
      '/api/manager/articleAttachment/Upload',
      { articleId, title: 'x' },
      { name: 'big.pdf', type: 'application/pdf', bytes: big },
    );
    expect(res.statusCode).toBe(413);
  });
});

describe('manager/articleBackLink', () => {
  const B = '/api/manager/articleBackLink';

  it('creates, lists per article, reads, updates and deletes, each audited', async () => {
    const c = await signedIn(t, 'content');
    const articleId = await createArticle(c);
    const res = await c.post(`${B}/Create`, { articleId, title: 'منبع <script>x</script>اول', url: 'https://example.com/a' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data;
    expect(await lastAudit(t, 'magazine.backlink.create')).toMatchObject({ targetId: id });
    await c.post(`${B}/Create`, { articleId, title: 'منبع دوم', url: 'http://example.com/b', order: 1 });
    const listed = (await c.post(`${B}/GetAll`, { articleId })).json();
    expect(listed.totalItems).toBe(2);
    expect(listed.data.map((b: { title: string }) => b.title)).toEqual(['منبع اول', 'منبع دوم']);

    expect((await c.get(`${B}/GetById/${id}`)).json().data).toMatchObject({
      id,
      articleId,
      title: 'منبع اول',
      url: 'https://example.com/a',
    });
    expect((await c.post(`${B}/Update`, { id, title: 'منبع یکم', url: 'https://example.com/c', order: 5 })).statusCode).toBe(200);
    expect((await c.get(`${B}/GetById/${id}`)).json().data).toMatchObject({ title: 'منبع یکم', url: 'https://example.com/c', order: 5 });
    expect(await lastAudit(t, 'magazine.backlink.update')).toMatchObject({ targetId: id });
    expect((await c.post(`${B}/Delete`, { id })).statusCode).toBe(200);
    expect((await c.get(`${B}/GetById/${id}`)).statusCode).toBe(404);
    expect(await lastAudit(t, 'magazine.backlink.delete')).toMatchObject({ targetId: id });
  });

  it('accepts http and https only, and answers 400/404 as it should', async () => {
    const c = await signedIn(t, 'content');
    const articleId = await createArticle(c);
    for (const url of ['javascript:alert(1)', 'ftp://example.com', 'not a url', '']) {
      const res = await c.post(`${B}/Create`, { articleId, title: 'x', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'url' });
    }
    const both = await c.post(`${B}/Create`, { title: '' });
    expect(both.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['articleId', 'title', 'url']));
    expect((await c.post(`${B}/Create`, { articleId: UNKNOWN, title: 'x', url: 'https://e.com' })).statusCode).toBe(404);
    expect((await c.post(`${B}/GetAll`, { articleId: UNKNOWN })).statusCode).toBe(404);
    expect((await c.get(`${B}/GetById/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await c.post(`${B}/Update`, { id: UNKNOWN, title: 'x', url: 'https://e.com' })).statusCode).toBe(404);
    expect((await c.post(`${B}/Delete`, { id: UNKNOWN })).statusCode).toBe(404);
    expect((await c.post(`${B}/Update`, { id: 'x' })).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  it('refuses company admins and employees (403) and anonymous callers (401) on every call', async () => {
    const id = await seededId('what-is-360-degree-feedback');
    const json = [
      [`${A}/GetAll`, {}],
      [`${A}/Create`, await articleBody()],
      [`${A}/Update`, { ...(await articleBody()), id, updatedAt: new Date().toISOString() }],
      [`${A}/Publish`, { id }],
      [`${A}/Unpublish`, { id }],
      [`${A}/SetPublishDate`, { id, publishDate: new Date().toISOString() }],
      [`${A}/ToggleVisible`, { id }],
      [`${A}/Delete`, { id }],
      ['/api/manager/articleAttachment/Delete', { id: UNKNOWN }],
      ['/api/manager/articleBackLink/GetAll', { articleId: id }],
      ['/api/manager/articleBackLink/Create', { articleId: id, title: 'x', url: 'https://e.com' }],
      ['/api/manager/articleBackLink/Update', { id: UNKNOWN, title: 'x', url: 'https://e.com' }],
      ['/api/manager/articleBackLink/Delete', { id: UNKNOWN }],
    ] as const;
    const uploads = [
      [`${A}/UploadCover`, { id }],
      [`${A}/UploadImage`, {}],
      ['/api/manager/articleAttachment/Upload', { articleId: id, title: 'x' }],
    ] as const;
    for (const who of ['hr', 'employee', null] as const) {
      const c = who ? await signedIn(t, who) : t.client();
      const expected = who ? 403 : 401;
      for (const [url, body] of json) expect((await c.post(url, body)).statusCode, `${who} ${url}`).toBe(expected);
      expect((await c.get(`${A}/Get/${id}`)).statusCode).toBe(expected);
      expect((await c.get(`/api/manager/articleBackLink/GetById/${UNKNOWN}`)).statusCode).toBe(expected);
      for (const [url, fields] of uploads) {
        const res = await upload(c, url, fields, { name: 'a.png', type: 'image/png', bytes: png });
        expect(res.statusCode, `${who} ${url}`).toBe(expected);
      }
    }
    expect((await c404()).statusCode).toBe(404);
  });
});

async function c404() {
  const c = await signedIn(t, 'admin');
  return c.get(`${A}/Get/${UNKNOWN}`);
}
