import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ARCHIVE_AFTER_DAYS, archiveBoundary } from '@rira/contracts/site/magazine';
import { addDays, tehranToday, tehranWallTimeToInstant } from '@rira/contracts/tehran-time';
import { articles, articleViews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const LIST = '/api/user/article/GetAll';
const DETAILS = '/api/user/article/GetArticleDetails';

async function slugOf(condition: 'draft' | 'scheduled') {
  const slug = condition === 'draft' ? 'remote-team-feedback-draft' : 'annual-assessment-report-preview';
  const [row] = await t.database.db.select().from(articles).where(eq(articles.slug, slug));
  return row!;
}

describe('the magazine list (user/article/GetAll)', () => {
  it('pages published, visible, due articles of the caller’s language, newest first', async () => {
    const c = t.client();
    const page1 = (await c.post(LIST, { pageIndex: 1, pageSize: 10 })).json();
    expect(page1).toMatchObject({ succeeded: true, pageIndex: 1, totalItems: 12, totalPages: 2, errors: [] });
    expect(page1.data).toHaveLength(10);
    const dates = page1.data.map((a: { publishDate: string }) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page1.data[0]).toMatchObject({ language: 'fa', category: { slug: 'assessment', title: 'ارزیابی و بازخورد' } });
    expect(page1.data[0].cover.url).toMatch(/^\/files\/article-covers\//);

    const page2 = (await c.post(LIST, { pageIndex: 2, pageSize: 10 })).json();
    expect(page2.data).toHaveLength(2);
    const slugs = [...page1.data, ...page2.data].map((a: { slug: string }) => a.slug);
    expect(slugs).not.toContain('remote-team-feedback-draft');
    expect(slugs).not.toContain('annual-assessment-report-preview');

    const english = (await c.post(`${LIST}?lang=en`, {})).json();
    expect(english.totalItems).toBe(5);
    expect(english.data[0]).toMatchObject({ language: 'en', category: { title: 'Assessment and feedback' } });
  });

  it('tells the total on a page past the last one too, and with every filter at once', async () => {
    const c = t.client();
    // The rows carry the total; a page without rows asks for it on its own.
    expect((await c.post(LIST, { pageIndex: 5, pageSize: 10 })).json()).toMatchObject({
      pageIndex: 5,
      totalItems: 12,
      totalPages: 2,
      data: [],
    });
    const all = { search: 'OKR اشتباه', category: 'performance', tag: 'okr', publishedBefore: new Date(Date.now() + 60_000).toISOString() };
    const found = (await c.post(LIST, { ...all, pageSize: 25 })).json();
    expect(found).toMatchObject({ totalItems: 1, data: [{ slug: 'okr-first-quarter-mistakes' }] });
    expect((await c.post(LIST, { ...all, category: 'talent' })).json()).toMatchObject({ totalItems: 0, data: [] });
    expect((await c.post(LIST, { ...all, pageIndex: 2 })).json()).toMatchObject({ totalItems: 1, data: [] });
  });

  it('hides an article the moment it is hidden or unpublished', async () => {
    await t.database.db.update(articles).set({ isVisible: false }).where(eq(articles.slug, 'what-is-360-degree-feedback'));
    await t.database.db.update(articles).set({ isPublished: false }).where(eq(articles.slug, 'microlearning-at-work'));
    const body = (await t.client().post(LIST, { pageSize: 25 })).json();
    expect(body.totalItems).toBe(10);
  });

  it('searches title, body and tags, treating ي/ك and Persian/Latin digits alike', async () => {
    const c = t.client();
    const search = async (q: string) => (await c.post(LIST, { search: q, pageSize: 25 })).json().data.map((a: { slug: string }) => a.slug);
    const arabicLetters = await search('ارزيابي ۳۶۰ درجه'); // Arabic yeh
    expect(arabicLetters).toContain('what-is-360-degree-feedback');
    expect(await search('ارزیابی 360 درجه')).toEqual(arabicLetters);
    expect(await search('كوچينگ')).toEqual(await search('کوچینگ')); // Arabic kaf and yeh, a tag
    expect(await search('کوچینگ')).toContain('writing-an-idp-that-gets-done');
    expect(await search('OKR')).toContain('okr-first-quarter-mistakes');
    expect(await search('100%_ no such thing')).toEqual([]);
  });

  it('filters by category and by tag', async () => {
    const c = t.client();
    const talent = (await c.post(LIST, { category: 'talent', pageSize: 25 })).json();
    expect(talent.totalItems).toBe(2);
    expect(talent.data.every((a: { category: { slug: string } }) => a.category.slug === 'talent')).toBe(true);
    const okr = (await c.post(LIST, { tag: 'okr', pageSize: 25 })).json();
    expect(okr.data.map((a: { slug: string }) => a.slug)).toEqual(['okr-first-quarter-mistakes']);
    const none = (await c.post(LIST, { category: 'no-such-category' })).json();
    expect(none).toMatchObject({ totalItems: 0, data: [] });
  });

  it('lists the archive: articles older than a date', async () => {
    const old = (await t.client().post(LIST, { publishedBefore: archiveBoundary().toISOString(), pageSize: 25 })).json();
    expect(old.data.map((a: { slug: string }) => a.slug)).toEqual([
      'job-evaluation-basics',
      'first-90-days-onboarding',
      'microlearning-at-work',
    ]);
  });

  it('counts the archive’s days in Tehran: 23:50 on the day before the boundary is in, 00:10 on it is not', async () => {
    // Both instants fall on the same UTC day (20:20 and 20:40 UTC); only Tehran's midnight lies between them.
    const boundaryDay = addDays(tehranToday(), -ARCHIVE_AFTER_DAYS);
    const lateEvening = tehranWallTimeToInstant(addDays(boundaryDay, -1), '23:50');
    const afterMidnight = tehranWallTimeToInstant(boundaryDay, '00:10');
    await t.database.db.update(articles).set({ publishDate: lateEvening }).where(eq(articles.slug, 'what-is-360-degree-feedback'));
    await t.database.db.update(articles).set({ publishDate: afterMidnight }).where(eq(articles.slug, 'okr-first-quarter-mistakes'));
    const old = (await t.client().post(LIST, { publishedBefore: archiveBoundary().toISOString(), pageSize: 25 })).json();
    const slugs = old.data.map((a: { slug: string }) => a.slug);
    expect(slugs).toContain('what-is-360-degree-feedback');
    expect(slugs).not.toContain('okr-first-quarter-mistakes');
  });

  it('refuses bad input with every field’s problem at once, translated', async () => {
    const res = await t.client().post(LIST, { pageIndex: 0, pageSize: 7, category: 'Not A Slug!', search: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['category', 'pageIndex', 'pageSize', 'search']);
    expect(res.json().message).toBe('اطلاعات واردشده کامل یا درست نیست.');
    const english = await t.client().post(`${LIST}?lang=en`, { pageSize: 7 });
    expect(english.json().errors[0].message).toBe('That page size is not allowed.');
  });
});

describe('an article (GetArticleDetails, getArticleIndex, GetArticleBackLinks)', () => {
  it('answers by slug or uuid with the sanitised body, tags, files and backlinks', async () => {
    const c = t.client();
    const bySlug = await c.get(`${DETAILS}/what-is-360-degree-feedback`);
    expect(bySlug.statusCode).toBe(200);
    const article = bySlug.json().data;
    expect(article).toMatchObject({ slug: 'what-is-360-degree-feedback', language: 'fa', readingMinutes: expect.any(Number) });
    expect(article.body).toContain('<h2 id="section-1">');
    expect(article.body).not.toMatch(/<script|onerror|javascript:/i);
    expect(article.tags.map((tag: { slug: string }) => tag.slug).sort()).toEqual(['competencies', 'feedback-360']);
    expect(article.attachments).toEqual([
      expect.objectContaining({ fileName: 'rira-360-readiness-checklist.docx', sizeBytes: expect.any(Number) }),
    ]);
    expect(JSON.stringify(article)).not.toContain('article-attachments/'); // never linked publicly
    expect(article.backlinks.length).toBeGreaterThan(0);
    expect(article.shareImageUrl).toMatch(/\.jpg$/);

    const byId = await c.get(`${DETAILS}/${article.id}`);
    expect(byId.json().data.slug).toBe('what-is-360-degree-feedback');
    expect((await c.get(`${DETAILS}/WHAT-IS-360-DEGREE-FEEDBACK`)).statusCode).toBe(200);

    const index = (await c.get(`/api/user/article/getArticleIndex/${article.slug}`)).json().data;
    expect(index[0]).toEqual({ anchor: 'section-1', title: 'ارزیابی ۳۶۰ درجه دقیقاً چه می‌سنجد؟', level: 2 });
    const links = (await c.get(`/api/user/ArticleBackLink/GetArticleBackLinks/${article.id}`)).json().data;
    expect(links).toEqual(article.backlinks);
  });

  it('is a 404 when unknown, unpublished, hidden or not yet due, on every article call', async () => {
    const draft = await slugOf('draft');
    const scheduled = await slugOf('scheduled');
    await t.database.db.update(articles).set({ isVisible: false }).where(eq(articles.slug, 'choosing-the-right-raters'));
    const c = t.client();
    for (const ref of [
      'no-such-article',
      draft.slug,
      draft.id,
      scheduled.slug,
      'choosing-the-right-raters',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      for (const url of [
        `${DETAILS}/${ref}`,
        `/api/user/article/getArticleIndex/${ref}`,
        `/api/user/ArticleBackLink/GetArticleBackLinks/${ref}`,
      ]) {
        const res = await c.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ succeeded: false, message: 'این مقاله پیدا نشد یا هنوز منتشر نشده است.' });
      }
      expect((await c.post('/api/user/article/GetArticles', { articleId: ref })).statusCode).toBe(404);
    }
  });

  it('counts one view per visitor per day, and no crawlers, with the next write of the view counter', async () => {
    const [before] = await t.database.db.select().from(articles).where(eq(articles.slug, 'okr-first-quarter-mistakes'));
    const view = (ip: string, ua = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0') =>
      t.app.inject({ method: 'GET', url: `${DETAILS}/okr-first-quarter-mistakes`, remoteAddress: ip, headers: { 'user-agent': ua } });
    const counted = async () => {
      await t.app.articleViews.flush();
      return (await view('10.0.0.9', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).json().data.viewCount as number;
    };
    // Reading writes nothing while the reader waits: the view is noted and written with the next flush.
    expect((await view('10.0.0.1')).json().data.viewCount).toBe(before!.viewCount);
    expect(await counted()).toBe(before!.viewCount + 1);
    await view('10.0.0.1');
    expect(await counted()).toBe(before!.viewCount + 1);
    await view('10.0.0.2');
    await view('10.0.0.2');
    await view('10.0.0.3', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(await counted()).toBe(before!.viewCount + 2);
    // The same visitor counts again on another day.
    await t.database.db.update(articleViews).set({ day: sql`day - 1` });
    await view('10.0.0.1');
    expect(await counted()).toBe(before!.viewCount + 3);
    // No address is stored, only a hash.
    const stored = await t.database.db.select().from(articleViews);
    expect(JSON.stringify(stored)).not.toContain('10.0.0.');
  });
});

describe('lists around an article', () => {
  it('GetArticles: related articles, same category first, never the article itself', async () => {
    const res = await t.client().post('/api/user/article/GetArticles', { articleId: 'what-is-360-degree-feedback', count: 3 });
    expect(res.statusCode).toBe(200);
    const related = res.json().data as { slug: string; category: { slug: string } }[];
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain('what-is-360-degree-feedback');
    expect(related[0]!.category.slug).toBe('assessment');
    expect((await t.client().post('/api/user/article/GetArticles', { articleId: 'x', count: 50 })).statusCode).toBe(400);
  });

  it('GetLatestArticles and GetSingleIndex in the caller’s language', async () => {
    const c = t.client();
    const latest = (await c.get('/api/user/article/GetLatestArticles?count=3')).json().data;
    expect(latest.map((a: { slug: string }) => a.slug)).toEqual([
      'what-is-360-degree-feedback',
      'blind-spots-and-hidden-strengths',
      'choosing-the-right-raters',
    ]);
    const excluding = (await c.get('/api/user/article/GetLatestArticles?count=2&exclude=what-is-360-degree-feedback')).json().data;
    expect(excluding[0].slug).toBe('blind-spots-and-hidden-strengths');
    const english = (await c.get('/api/user/article/GetLatestArticles?lang=en&count=12')).json().data;
    expect(english).toHaveLength(5);
    expect((await c.get('/api/user/article/GetLatestArticles?count=0')).statusCode).toBe(400);

    const lead = (await c.get('/api/user/article/GetSingleIndex')).json().data;
    // The most read of the last 90 days.
    expect(lead.slug).toBe('when-strengths-are-overused');
  });

  it('GetCategories counts public articles of the language; GetTags lists tags in use', async () => {
    const c = t.client();
    const fa = (await c.get('/api/user/ArticleCategory/GetCategories')).json().data;
    expect(fa.map((x: { slug: string }) => x.slug)).toEqual([
      'assessment',
      'leadership',
      'development',
      'performance',
      'talent',
      'organisation',
    ]);
    expect(fa.find((x: { slug: string }) => x.slug === 'assessment')).toMatchObject({ title: 'ارزیابی و بازخورد', articleCount: 3 });
    const en = (await c.get('/api/user/ArticleCategory/GetCategories?lang=en')).json().data;
    expect(en.find((x: { slug: string }) => x.slug === 'organisation')).toMatchObject({ title: 'Structure and reward', articleCount: 0 });
    const tags = (await c.get('/api/user/Tag/GetTags?count=50')).json().data;
    expect(tags[0]).toMatchObject({ slug: 'feedback-360', title: 'بازخورد ۳۶۰ درجه' });
    expect(tags.map((x: { slug: string }) => x.slug)).not.toContain('does-not-exist');
  });
});
