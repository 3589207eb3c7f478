import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedIn } from '../test/organisation-fixtures.ts';
import { inProcessApi, type PageRequest } from './in-process-api.ts';
import { PublicDataCache } from './public-data.ts';
import type { LanguageCode } from '@rira/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.reset();
  t.app.publicData.clear();
});

/** A page request as the SSR plugin hands it over: an anonymous visitor unless cookies say otherwise. */
const pageRequest = (lang: LanguageCode, cookies: Record<string, string> = {}): PageRequest =>
  ({
    lang,
    ip: '203.0.113.7',
    id: `page-${lang}`,
    headers: {
      'user-agent': 'Mozilla/5.0 (test)',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
    cookies,
  }) as PageRequest;

const HOME = '/api/user/PageContent/Get/home';
const ARTICLE = '/api/user/article/GetArticleDetails/what-is-360-degree-feedback';
const LATEST = '/api/user/article/GetLatestArticles?count=3';

type Doc = { data: { content: { hero: { title: string } } } };
type Cards = { data: { id: string; slug: string }[] };

describe('the public data the pages’ loaders read in-process', () => {
  it('is read once per language for anonymous visitors, and a page edit shows at once', async () => {
    const fa = inProcessApi(t.app, pageRequest('fa'));
    const first = await fa<Doc>(HOME, { shared: true });
    // Kept: a second render gets the very same answer, without the API or the database.
    expect(await inProcessApi(t.app, pageRequest('fa'))<Doc>(HOME, { shared: true })).toBe(first);
    // Frozen: one render cannot change what the next one shows.
    expect(Object.isFrozen(first.body.data.content.hero)).toBe(true);
    // Languages never mix.
    const en = await inProcessApi(t.app, pageRequest('en'))<Doc>(HOME, { shared: true });
    expect(en.body.data.content.hero.title).not.toBe(first.body.data.content.hero.title);

    const editor = await signedIn(t, 'content');
    const doc = (await editor.get('/api/manager/pageContent/Get/home')).json().data.documents.fa;
    const content = { ...doc.content, hero: { ...doc.content.hero, title: 'عنوان تازهٔ صفحهٔ اصلی' } };
    expect((await editor.post('/api/manager/pageContent/Update', { pageKey: 'home', language: 'fa', content })).statusCode).toBe(200);

    const after = await inProcessApi(t.app, pageRequest('fa'))<Doc>(HOME, { shared: true });
    expect(after.body.data.content.hero.title).toBe('عنوان تازهٔ صفحهٔ اصلی');
  });

  it('shows an article taken off the site at once, on its page and in the latest list', async () => {
    const api = inProcessApi(t.app, pageRequest('fa'));
    const article = await api<{ data: { id: string } }>(ARTICLE, { shared: true });
    expect(article.status).toBe(200);
    expect((await api<Cards>(LATEST, { shared: true })).body.data.map((a) => a.id)).toContain(article.body.data.id);

    const editor = await signedIn(t, 'content');
    expect((await editor.post('/api/manager/article/ToggleVisible', { id: article.body.data.id })).statusCode).toBe(200);

    expect((await api(ARTICLE, { shared: true })).status).toBe(404);
    expect((await api<Cards>(LATEST, { shared: true })).body.data.map((a) => a.id)).not.toContain(article.body.data.id);
  });

  it('is never read or filled for a signed-in visitor, nor for calls not marked shared', async () => {
    const admin = await signedIn(t, 'admin');
    const session = admin.cookies.get('rira_sid')!;
    const signedInApi = inProcessApi(t.app, pageRequest('fa', { rira_sid: session }));
    const a = await signedInApi<Doc>(HOME, { shared: true });
    const b = await signedInApi<Doc>(HOME, { shared: true });
    expect(b).not.toBe(a);
    expect(t.app.publicData.size).toBe(0);

    const anonymous = inProcessApi(t.app, pageRequest('fa'));
    expect(await anonymous(HOME)).not.toBe(await anonymous(HOME));
    expect(t.app.publicData.size).toBe(0);
  });

  it('keeps no failure: a missing article is asked again', async () => {
    const api = inProcessApi(t.app, pageRequest('fa'));
    expect((await api('/api/user/article/GetArticleDetails/no-such-article', { shared: true })).status).toBe(404);
    expect(t.app.publicData.size).toBe(0);
  });
});

describe('PublicDataCache', () => {
  it('uses an answer at most its time to live, and shares one load between concurrent callers', async () => {
    let now = 0;
    let loads = 0;
    const cache = new PublicDataCache(10_000, 10, () => now);
    const load = async () => ({ status: 200, body: { n: ++loads } });
    const [x, y] = await Promise.all([cache.answer('k', load), cache.answer('k', load)]);
    expect(y).toBe(x);
    expect(loads).toBe(1);
    now = 9_999;
    expect(await cache.answer('k', load)).toBe(x);
    now = 10_000;
    expect((await cache.answer('k', load)).body).toEqual({ n: 2 });
  });

  it('forgets a load under way when content changes, and the oldest answer past its size', async () => {
    const cache = new PublicDataCache(10_000, 2);
    let release!: () => void;
    const slow = cache.answer('k', () => new Promise((r) => (release = () => r({ status: 200, body: 'old' }))));
    cache.clear();
    release();
    expect((await slow).body).toBe('old');
    expect((await cache.answer('k', async () => ({ status: 200, body: 'new' }))).body).toBe('new');
    await cache.answer('a', async () => ({ status: 200, body: 'a' }));
    await cache.answer('b', async () => ({ status: 200, body: 'b' }));
    expect(cache.size).toBe(2);
    expect((await cache.answer('k', async () => ({ status: 200, body: 'again' }))).body).toBe('again');
  });
});
