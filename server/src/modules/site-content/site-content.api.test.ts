import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAGE_KEYS } from '@rira/contracts';
import { faqs, pageContents, trustedCompanies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

describe('FAQs (user/faq/GetFaqs/{pageKey})', () => {
  it('lists a page’s visible FAQs in order, in the caller’s language, page keys in any casing', async () => {
    const c = t.client();
    const home = (await c.get('/api/user/faq/GetFaqs/home')).json();
    expect(home).toMatchObject({ succeeded: true, message: null });
    expect(home.data).toHaveLength(6);
    expect(home.data[0].question).toBe('ریرا برای چه سازمان‌هایی مناسب است؟');
    const english = (await c.get('/api/user/faq/GetFaqs/HOME?lang=en')).json().data;
    expect(english[0].question).toBe('Which organisations is RIRA right for?');
    expect((await c.get('/api/user/faq/GetFaqs/RIRASanj')).json().data).toHaveLength(3);

    await t.database.db
      .update(faqs)
      .set({ isVisible: false })
      .where(and(eq(faqs.pageKey, 'home'), eq(faqs.sortOrder, 0)));
    expect((await c.get('/api/user/faq/GetFaqs/home')).json().data).toHaveLength(5);
  });

  it('has FAQs for home and every product and service, in both languages', async () => {
    for (const key of PAGE_KEYS.filter((k) => !['about', 'contact', 'policy', 'magazine', 'survey'].includes(k))) {
      for (const lang of ['fa', 'en']) {
        const list = (await t.client().get(`/api/user/faq/GetFaqs/${key}?lang=${lang}`)).json().data;
        expect(list.length, `${key} ${lang}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('is a 404 for an unknown page', async () => {
    const res = await t.client().get('/api/user/faq/GetFaqs/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ succeeded: false, message: 'مورد خواسته‌شده پیدا نشد.' });
  });
});

describe('trusted companies (user/truestedCompany/GetCompanies/{pageKey})', () => {
  it('lists the logos shown on a page, in the caller’s language', async () => {
    const c = t.client();
    const fa = (await c.get('/api/user/truestedCompany/GetCompanies/home')).json().data;
    expect(fa).toHaveLength(8);
    expect(fa[0]).toMatchObject({ name: 'پارس‌نوین', logoUrl: expect.stringMatching(/^\/files\/trusted-companies\/.+\.svg$/) });
    const en = (await c.get('/api/user/truestedCompany/GetCompanies/home?lang=en')).json().data;
    expect(en[0].name).toBe('ParsNovin');
    expect(en[0].logoUrl).not.toBe(fa[0].logoUrl);
    const logo = await c.get(fa[0].logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');

    expect((await c.get('/api/user/truestedCompany/GetCompanies/rira360')).json().data).toHaveLength(3);
    expect((await c.get('/api/user/truestedCompany/GetCompanies/okr')).json().data).toEqual([]);
    await t.database.db.update(trustedCompanies).set({ isVisible: false }).where(eq(trustedCompanies.nameEn, 'ParsNovin'));
    expect((await c.get('/api/user/truestedCompany/GetCompanies/home')).json().data).toHaveLength(7);
    expect((await c.get('/api/user/truestedCompany/GetCompanies/nope')).statusCode).toBe(404);
  });
});

describe('page content (user/PageContent/Get/{pageKey})', () => {
  it('answers every page in both languages, checked against its page type', async () => {
    for (const key of PAGE_KEYS) {
      for (const lang of ['fa', 'en'] as const) {
        const res = await t.client().get(`/api/user/PageContent/Get/${key}?lang=${lang}`);
        expect(res.statusCode, `${key} ${lang}`).toBe(200);
        expect(res.json().data).toMatchObject({ pageKey: key, language: lang });
      }
    }
    const rira = (await t.client().get('/api/user/PageContent/Get/RIRASanj')).json().data;
    expect(rira).toMatchObject({ pageKey: 'riraSanj', pageType: 'product', content: { name: 'ریرا سنج' } });
  });

  it('is a 404 for an unknown page and a 500 (logged, no details) for a document that breaks its schema', async () => {
    expect((await t.client().get('/api/user/PageContent/Get/nope')).statusCode).toBe(404);
    await t.database.db
      .update(pageContents)
      .set({ content: { hero: 'not an object' } })
      .where(and(eq(pageContents.pageKey, 'okr'), eq(pageContents.language, 'fa')));
    const broken = await t.client().get('/api/user/PageContent/Get/okr');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ succeeded: false, message: 'متأسفانه اطلاعات ثبت نشد.', errors: [] });
    expect(t.logs.some((l) => l.msg === 'page content does not match its schema')).toBe(true);
  });
});
