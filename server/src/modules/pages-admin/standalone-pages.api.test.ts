import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@rira/contracts/messages/index';
import { inProcessApi, type PageRequest } from '../../plugins/in-process-api.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { lastAudit } from '../../test/content-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

/**
 * The editors of the site's other pages (home, about, contact, policy, magazine) save through
 * manager/pageContent/Update like the product pages: each page type's own schema, every field's
 * problem at once in the caller's language, an audit row, and the page the visitor is served
 * (through the public-data cache the pages' loaders read) shows the change at once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.reset();
  t.app.publicData.clear();
});

const GET_ALL = '/api/manager/pageContent/GetAll';
const GET = '/api/manager/pageContent/Get';
const UPDATE = '/api/manager/pageContent/Update';

const KEYS = ['home', 'about', 'contact', 'policy', 'magazine'] as const;
type Key = (typeof KEYS)[number];
type Lang = LanguageCode;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents of several page types, edited loosely by the tests
type Doc = Record<string, any>;

async function stored(c: TestClient, key: Key, lang: Lang) {
  const res = await c.get(`${GET}/${key}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.documents[lang] as { content: Doc; updatedAt: string };
}

/** What a page's loader reads for an anonymous visitor: the public call, through the shared public-data cache. */
async function servedToVisitor(key: Key, lang: Lang): Promise<Doc> {
  const request = { lang, ip: '203.0.113.9', id: `page-${key}`, headers: {}, cookies: {} } as PageRequest;
  const answer = await inProcessApi(t.app, request)<{ data: { content: Doc } }>(`/api/user/PageContent/Get/${key}`, { shared: true });
  expect(answer.status).toBe(200);
  return answer.body.data.content;
}

/** One visible change per page type, and where the public document shows it. */
const EDITS: Record<Key, { change: (doc: Doc, text: string) => Doc; read: (doc: Doc) => unknown }> = {
  home: {
    change: (d, text) => ({
      ...d,
      hero: { ...d.hero, title: text },
      stats: [...d.stats, { id: 'stat9', value: 12, display: 'plus', label: text }],
    }),
    read: (d) => [d.hero.title, d.stats.at(-1).label],
  },
  about: {
    change: (d, text) => ({
      ...d,
      hero: { ...d.hero, title: text },
      milestones: { ...d.milestones, items: [...d.milestones.items, { year: '1405', title: text, body: text }] },
    }),
    read: (d) => [d.hero.title, d.milestones.items.at(-1).title],
  },
  contact: {
    change: (d, text) => ({ ...d, title: text, hours: text }),
    read: (d) => [d.title, d.hours],
  },
  policy: {
    change: (d, text) => ({
      ...d,
      title: text,
      updatedOn: '2027-01-15',
      sections: [...d.sections, { id: 'children', title: text, paragraphs: [text], items: [text] }],
    }),
    read: (d) => [d.title, d.updatedOn, d.sections.at(-1).title],
  },
  magazine: {
    change: (d, text) => ({ ...d, title: text, archive: { ...d.archive, title: text } }),
    read: (d) => [d.title, d.archive.title],
  },
};

describe('the other pages in the pages index', () => {
  it('each has its editor address and its page type', async () => {
    const res = await (await signedIn(t, 'content')).post(GET_ALL, { pageIndex: 1, pageSize: 100, pageType: 'standalone' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { pageKey: string; pageType: string; adminPath: string; publicPath: string }[];
    expect(rows.map((r) => [r.pageKey, r.pageType, r.adminPath, r.publicPath])).toEqual([
      ['home', 'home', '/admin/pages/home', '/'],
      ['about', 'about', '/admin/pages/about', '/about-us'],
      ['contact', 'contact', '/admin/pages/contact', '/contact-us'],
      ['policy', 'policy', '/admin/pages/policy', '/policy'],
      ['magazine', 'magazine', '/admin/pages/magazine', '/blogs'],
      ['survey', 'survey', '/admin/servey/assessment', '/assessment-survey'],
    ]);
  });
});

describe.each(KEYS)('saving the %s page', (key) => {
  it.each(['fa', 'en'] as const)('in %s: stored, audited, and served to the next visitor at once', async (lang) => {
    const c = await signedIn(t, 'content');
    const before = await servedToVisitor(key, lang);
    const doc = await stored(c, key, lang);
    const text = lang === 'fa' ? `متن تازهٔ ${key}` : `New ${key} copy`;
    const content = EDITS[key].change(doc.content, text);
    const res = await c.post(UPDATE, { pageKey: key, language: lang, content, updatedAt: doc.updatedAt });
    expect(res.statusCode, JSON.stringify(res.json().errors)).toBe(200);
    expect(res.json().data.updatedAt).not.toBe(doc.updatedAt);

    const served = await servedToVisitor(key, lang);
    expect(EDITS[key].read(served)).toEqual(EDITS[key].read(content));
    expect(EDITS[key].read(served)).not.toEqual(EDITS[key].read(before));
    // The other language is untouched.
    const other = lang === 'fa' ? 'en' : 'fa';
    expect(EDITS[key].read(await servedToVisitor(key, other))).not.toEqual(EDITS[key].read(content));
    expect(await lastAudit(t, 'pageContent.update')).toMatchObject({ targetType: 'pageContent', targetId: `${key}:${lang}` });
    expect((await stored(c, key, lang)).updatedAt).toBe(res.json().data.updatedAt);
  });

  it('refuses anonymous callers (401) and the roles that do not manage content (403)', async () => {
    const doc = await stored(await signedIn(t, 'admin'), key, 'fa');
    const body = { pageKey: key, language: 'fa', content: doc.content };
    expect((await t.client().post(UPDATE, body)).statusCode).toBe(401);
    expect((await t.client().get(`${GET}/${key}`)).statusCode).toBe(401);
    for (const who of ['hr', 'employee']) {
      const c = await signedIn(t, who);
      expect((await c.post(UPDATE, body)).statusCode, who).toBe(403);
      expect((await c.get(`${GET}/${key}`)).statusCode, who).toBe(403);
    }
    // The system manager may.
    expect((await (await signedIn(t, 'admin')).post(UPDATE, body)).statusCode).toBe(200);
  });
});

type Problem = 'required' | 'tooLong' | 'invalid' | 'tooFewItems' | 'tooManyItems';
const messageOf = (lang: Lang, problem: Problem) =>
  problem === 'tooFewItems' || problem === 'tooManyItems' ? messages[lang].pagesAdmin[problem] : messages[lang].validation[problem];

/** A broken document per page type, and every problem it must come back with (field → problem). */
const BROKEN: Record<Key, { breakIt: (doc: Doc) => Doc; problems: Record<string, Problem> }> = {
  home: {
    breakIt: (d) => ({
      ...d,
      hero: { ...d.hero, primaryCta: '  ' },
      stats: [
        { ...d.stats[0], value: -3 },
        { ...d.stats[1], display: 'millions' },
      ],
      approach: { ...d.approach, items: [d.approach.items[0]] },
      magazine: { ...d.magazine, linkLabel: 'x'.repeat(61) },
    }),
    problems: {
      'content.hero.primaryCta': 'required',
      'content.stats.0.value': 'invalid',
      'content.stats.1.display': 'invalid',
      'content.approach.items': 'tooFewItems',
      'content.magazine.linkLabel': 'tooLong',
    },
  },
  about: {
    breakIt: (d) => ({
      ...d,
      seo: { ...d.seo, description: 'x'.repeat(171) },
      story: { ...d.story, paragraphs: ['<b></b>'] },
      values: { ...d.values, items: [{ ...d.values.items[0], icon: 'rocket' }, ...d.values.items.slice(1)] },
      milestones: { ...d.milestones, items: [] },
    }),
    problems: {
      'content.seo.description': 'tooLong',
      'content.story.paragraphs.0': 'required',
      'content.values.items.0.icon': 'invalid',
      'content.milestones.items': 'tooFewItems',
    },
  },
  contact: {
    breakIt: (d) => {
      const { responseTime: _dropped, ...rest } = d;
      return { ...rest, title: '', hours: 'x'.repeat(201) };
    },
    problems: { 'content.title': 'required', 'content.hours': 'tooLong', 'content.responseTime': 'required' },
  },
  policy: {
    breakIt: (d) => ({
      ...d,
      updatedOn: '1404/08/10',
      sections: [
        { ...d.sections[0], id: 'Forms!' },
        { ...d.sections[1], paragraphs: [] },
        { ...d.sections[2], items: Array.from({ length: 13 }, (_, i) => `item ${i}`) },
      ],
    }),
    problems: {
      'content.updatedOn': 'invalid',
      'content.sections.0.id': 'invalid',
      'content.sections.1.paragraphs': 'tooFewItems',
      'content.sections.2.items': 'tooManyItems',
    },
  },
  magazine: {
    breakIt: (d) => ({ ...d, intro: ' ', archive: { ...d.archive, seo: { ...d.archive.seo, title: 'x'.repeat(71) } } }),
    problems: { 'content.intro': 'required', 'content.archive.seo.title': 'tooLong' },
  },
};

describe.each(KEYS)('a broken %s document', (key) => {
  it.each(['fa', 'en'] as const)('is refused with every field’s problem at once, in %s', async (lang) => {
    const c = await signedIn(t, 'content');
    const doc = await stored(c, key, lang);
    const res = await c.post(
      UPDATE,
      { pageKey: key, language: lang, content: BROKEN[key].breakIt(doc.content) },
      { cookie: `rira_lang=${lang}` },
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    const expected = Object.fromEntries(Object.entries(BROKEN[key].problems).map(([field, problem]) => [field, messageOf(lang, problem)]));
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual(expected);
    // Nothing was stored.
    expect((await stored(c, key, lang)).updatedAt).toBe(doc.updatedAt);
  });
});
