import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAGE_KEYS } from '@rira/contracts';
import { auditLog, faqs, pageContents, seedMarkers, surveyResponses } from '../../db/schema/index.ts';
import { seedSiteContent } from '../../seed/site-content.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { fieldsOf, lastAudit } from '../../test/content-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const GET_ALL = '/api/manager/pageContent/GetAll';
const GET = '/api/manager/pageContent/Get';
const UPDATE = '/api/manager/pageContent/Update';
const SURVEY_GET = '/api/manager/survey/Get';
const SURVEY_UPDATE = '/api/manager/survey/Update';
const RESPONSES = '/api/manager/survey/Responses/GetAll';
const SEEN = '/api/manager/survey/Responses/Seen';
const DELETE = '/api/manager/survey/Responses/Delete';
const EXPORT = '/api/manager/survey/Responses/Export';

type Call = (c: TestClient) => ReturnType<TestClient['get']>;

/** hr and employee get 403, an anonymous caller 401. */
async function expectRefused(call: Call) {
  expect((await call(t.client())).statusCode).toBe(401);
  for (const who of ['hr', 'employee']) expect((await call(await signedIn(t, who))).statusCode, who).toBe(403);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents of several page types, edited loosely by the tests
type Doc = Record<string, any>;

async function document(c: TestClient, key: string, lang: LanguageCode) {
  const res = await c.get(`${GET}/${key}`);
  return res.json().data.documents[lang] as { content: Doc; updatedAt: string };
}

describe('manager/pageContent/GetAll', () => {
  it('lists every page with its addresses and last change, for the system and content managers', async () => {
    for (const who of ['admin', 'content']) {
      const res = await (await signedIn(t, who)).post(GET_ALL, { pageIndex: 1, pageSize: 100 });
      expect(res.statusCode, who).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ succeeded: true, pageIndex: 1, totalItems: PAGE_KEYS.length, totalPages: 1 });
      expect(body.data.map((p: { pageKey: string }) => p.pageKey)).toEqual([...PAGE_KEYS]);
      const academy = body.data.find((p: { pageKey: string }) => p.pageKey === 'riraAcademy');
      expect(academy).toMatchObject({
        pageType: 'product',
        publicPath: '/products/riraAcademy',
        adminPath: '/admin/products/academy',
        title: { fa: 'آکادمی ریرا' },
        updatedAt: { fa: expect.any(String), en: expect.any(String) },
      });
      expect(body.data.find((p: { pageKey: string }) => p.pageKey === 'riraWorkshop').adminPath).toBe('/admin/services/workshop');
      expect(body.data.find((p: { pageKey: string }) => p.pageKey === 'survey').adminPath).toBe('/admin/servey/assessment');
    }
  });

  it('filters by type, searches titles (Arabic ي/ك alike) and pages', async () => {
    const c = await signedIn(t, 'content');
    const services = (await c.post(GET_ALL, { pageIndex: 1, pageSize: 100, pageType: 'service' })).json();
    expect(services.totalItems).toBe(10);
    expect(services.data.map((p: { pageKey: string }) => p.pageKey)).toEqual(
      expect.arrayContaining(['integratedMaintenance', 'jobClassification', 'managmentSystem']),
    );
    const found = (await c.post(GET_ALL, { pageIndex: 1, pageSize: 10, search: 'نگهداري' })).json();
    expect(found.data.map((p: { pageKey: string }) => p.pageKey)).toEqual(['integratedMaintenance']);
    const second = (await c.post(GET_ALL, { pageIndex: 2, pageSize: 10 })).json();
    expect(second).toMatchObject({ pageIndex: 2, totalItems: PAGE_KEYS.length, totalPages: Math.ceil(PAGE_KEYS.length / 10) });
    expect(second.data).toHaveLength(10);
  });

  it('refuses bad input with field errors, and other callers', async () => {
    const res = await (await signedIn(t, 'admin')).post(GET_ALL, { pageIndex: 0, pageSize: 7, pageType: 'blog' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['pageIndex', 'pageSize', 'pageType']);
    await expectRefused((c) => c.post(GET_ALL, { pageIndex: 1, pageSize: 10 }));
  });
});

describe('manager/pageContent/Get/{id}', () => {
  it('gives both languages’ documents, the key in any casing', async () => {
    const res = await (await signedIn(t, 'content')).get(`${GET}/JOBCLASSIFICATION`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      pageKey: 'jobClassification',
      pageType: 'service',
      publicPath: '/services/jobClassification',
      adminPath: '/admin/services/jobClassification',
    });
    expect(data.documents.fa.content.name).toBe('طرح طبقه‌بندی مشاغل');
    expect(data.documents.en.content.name).toBe('Job classification scheme');
    expect(data.documents.fa.updatedBy).toBeNull();
  });

  it('is a 404 for an unknown page and refuses other callers', async () => {
    expect((await (await signedIn(t, 'admin')).get(`${GET}/nope`)).statusCode).toBe(404);
    await expectRefused((c) => c.get(`${GET}/rira360`));
  });
});

describe('manager/pageContent/Update', () => {
  it('saves a document, the public call shows it at once, the page cache is emptied and an audit row written', async () => {
    const clear = vi.fn();
    (t.app as unknown as { publicPages?: { clear(): void } }).publicPages = { clear };
    try {
      const c = await signedIn(t, 'content');
      const doc = await document(c, 'rira360', 'fa');
      const content = { ...doc.content, hero: { ...doc.content.hero, title: 'عنوان تازهٔ ریرا ۳۶۰' } };
      const res = await c.post(UPDATE, { pageKey: 'RIRA360', language: 'fa', content, updatedAt: doc.updatedAt });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ succeeded: true, message: 'محتوای صفحه ذخیره شد و در سایت نمایش داده می‌شود.' });
      expect(clear).toHaveBeenCalled();
      const shown = (await t.client().get('/api/user/PageContent/Get/rira360')).json().data;
      expect(shown.content.hero.title).toBe('عنوان تازهٔ ریرا ۳۶۰');
      expect((await t.client().get('/api/user/PageContent/Get/rira360?lang=en')).json().data.content.hero.title).not.toBe(
        'عنوان تازهٔ ریرا ۳۶۰',
      );
      expect((await document(c, 'rira360', 'fa')).updatedAt).toBe(res.json().data.updatedAt);
      expect(await lastAudit(t, 'pageContent.update')).toMatchObject({
        targetType: 'pageContent',
        targetId: 'rira360:fa',
        actorUserId: expect.any(String),
      });
      expect((await c.get(`${GET}/rira360`)).json().data.documents.fa.updatedBy).toBeTruthy();
    } finally {
      delete (t.app as unknown as { publicPages?: unknown }).publicPages;
    }
  });

  it('saves the new service pages in English too', async () => {
    const c = await signedIn(t, 'admin');
    const doc = await document(c, 'managmentSystem', 'en');
    const content = { ...doc.content, outcomes: { ...doc.content.outcomes, items: [...doc.content.outcomes.items, 'One more outcome'] } };
    expect((await c.post(UPDATE, { pageKey: 'managmentSystem', language: 'en', content })).statusCode).toBe(200);
    const shown = (await t.client().get('/api/user/PageContent/Get/managmentSystem?lang=en')).json().data;
    expect(shown.content.outcomes.items.at(-1)).toBe('One more outcome');
  });

  it('returns every field’s problem at once', async () => {
    const c = await signedIn(t, 'content');
    const doc = await document(c, 'okr', 'fa');
    const content = {
      ...doc.content,
      hero: { ...doc.content.hero, title: '  ' },
      seo: { ...doc.content.seo, title: 'ا'.repeat(71) },
      features: { ...doc.content.features, items: [doc.content.features.items[0]] },
      process: { ...doc.content.process, steps: [...doc.content.process.steps, { title: '', body: 'x' }] },
    };
    const res = await c.post(UPDATE, { pageKey: 'okr', language: 'fa', content });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      'content.hero.title': 'این فیلد الزامی است.',
      'content.seo.title': expect.any(String),
      'content.features.items': 'تعداد موارد این فهرست کمتر از حداقل لازم است.',
      'content.process.steps.4.title': 'این فیلد الزامی است.',
    });
    const bad = await c.post(UPDATE, { pageKey: 'okr', language: 'de', content: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['content', 'language']);
  });

  it('neutralises HTML in every text (stored XSS comes back as text)', async () => {
    const c = await signedIn(t, 'content');
    const doc = await document(c, 'idp', 'fa');
    const content = {
      ...doc.content,
      hero: { ...doc.content.hero, title: '<script>alert(1)</script>برنامهٔ <b>رشد</b><img src=x onerror=alert(1)>' },
      outcomes: { ...doc.content.outcomes, items: ['نتیجه <a href="javascript:alert(1)">یک</a>', ...doc.content.outcomes.items.slice(1)] },
    };
    expect((await c.post(UPDATE, { pageKey: 'idp', language: 'fa', content })).statusCode).toBe(200);
    const shown = (await t.client().get('/api/user/PageContent/Get/idp')).json().data.content;
    expect(shown.hero.title).toBe('برنامهٔ رشد');
    expect(shown.outcomes.items[0]).toBe('نتیجه یک');
    expect(JSON.stringify(shown)).not.toMatch(/<|onerror|javascript:/);
    // A text that is nothing but markup is empty, so required.
    const empty = await c.post(UPDATE, { pageKey: 'idp', language: 'fa', content: { ...content, name: '<img src=x onerror=alert(1)>' } });
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'content.name' })]);
  });

  it('is a 404 for an unknown page, a 409 for a stale version, and refuses other callers', async () => {
    const c = await signedIn(t, 'admin');
    const doc = await document(c, 'okr', 'fa');
    expect((await c.post(UPDATE, { pageKey: 'nope', language: 'fa', content: doc.content })).statusCode).toBe(404);
    expect((await c.post(UPDATE, { pageKey: 'okr', language: 'fa', content: doc.content, updatedAt: doc.updatedAt })).statusCode).toBe(200);
    const stale = await c.post(UPDATE, { pageKey: 'okr', language: 'fa', content: doc.content, updatedAt: doc.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('در جای دیگری ذخیره شده');
    await expectRefused((x) => x.post(UPDATE, { pageKey: 'okr', language: 'fa', content: doc.content }));
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pageContent.update'));
    expect(rows).toHaveLength(1);
  });
});

describe('manager/survey/Get and Update', () => {
  it('edits the survey’s questions; the public survey shows them at once', async () => {
    const c = await signedIn(t, 'content');
    const res = await c.get(SURVEY_GET);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ pageKey: 'survey', publicPath: '/assessment-survey', adminPath: '/admin/servey/assessment' });
    const content = data.documents.en.content;
    content.questions[0].label = 'How many <i>people</i> work for you?';
    content.questions.push({ id: 'budget', kind: 'text', label: 'What is your training budget?', required: false });
    const saved = await c.post(SURVEY_UPDATE, { language: 'en', content, updatedAt: data.documents.en.updatedAt });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('پرسش‌نامه ذخیره شد.');
    const shown = (await t.client().get('/api/user/PageContent/Get/survey?lang=en')).json().data.content;
    expect(shown.questions[0].label).toBe('How many people work for you?');
    expect(shown.questions.at(-1).id).toBe('budget');
    expect(await lastAudit(t, 'pageContent.update')).toMatchObject({ targetId: 'survey:en' });
  });

  it('checks the questions (unique ids, two options for a choice) and refuses other callers', async () => {
    const c = await signedIn(t, 'admin');
    const content = (await c.get(SURVEY_GET)).json().data.documents.fa.content;
    content.questions[1].id = content.questions[0].id;
    content.questions[0].options = [content.questions[0].options[0]];
    const res = await c.post(SURVEY_UPDATE, { language: 'fa', content });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['content.questions', 'content.questions.0.options']);
    await expectRefused((x) => x.get(SURVEY_GET));
    await expectRefused((x) => x.post(SURVEY_UPDATE, { language: 'fa', content }));
  });
});

describe('manager/survey/Responses', () => {
  async function submit(ip: string, lang: 'fa' | 'en', extra: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/User/AssessmentServey/Submit?lang=${lang}`,
      remoteAddress: ip,
      payload: {
        answers: {
          companySize: '51-200',
          experience: 'once',
          satisfaction: 3,
          feedbackCulture: 4,
          priorities: ['leadership', 'hiring'],
          challenge: 'نگه‌داشتن نیروها',
        },
        ...extra,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .orderBy(desc(surveyResponses.createdAt))
      .limit(1);
    return row!.id;
  }

  it('lists responses newest first with the answers as text, filters and pages them', async () => {
    await submit('10.9.0.1', 'fa', { fullname: 'مریم کاظمی', companyName: 'پارس', email: 'maryam@example.com' });
    await submit('10.9.0.2', 'en', { fullname: 'Sara Smith' });
    const c = await signedIn(t, 'content');
    const all = (await c.post(RESPONSES, { pageIndex: 1, pageSize: 10 })).json();
    expect(all).toMatchObject({ totalItems: 2, totalPages: 1 });
    expect(all.data[0]).toMatchObject({ fullname: 'Sara Smith', language: 'en', isSeen: false });
    const fa = all.data[1];
    expect(fa.answers.find((a: { questionId: string }) => a.questionId === 'companySize')).toMatchObject({
      label: 'سازمان شما چند نفر کارمند دارد؟',
      value: '۵۱ تا ۲۰۰ نفر',
    });
    expect(fa.answers.find((a: { questionId: string }) => a.questionId === 'priorities').value).toBe('توسعهٔ مدیران و رهبری، جذب و استخدام');
    expect(fa.answers.find((a: { questionId: string }) => a.questionId === 'satisfaction').value).toBe('3');
    expect((await c.post(RESPONSES, { pageIndex: 1, pageSize: 10, language: 'fa' })).json().data).toHaveLength(1);
    expect(
      (await c.post(RESPONSES, { pageIndex: 1, pageSize: 10, search: 'كاظمي' })).json().data.map((r: { fullname: string }) => r.fullname),
    ).toEqual(['مریم کاظمی']);
    const bad = await c.post(RESPONSES, { pageIndex: 1, pageSize: 3, language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['language', 'pageSize']);
    await expectRefused((x) => x.post(RESPONSES, { pageIndex: 1, pageSize: 10 }));
  });

  it('marks a response seen and deletes it, with audit rows; unknown ids are 404', async () => {
    const id = await submit('10.9.0.3', 'fa');
    const c = await signedIn(t, 'admin');
    expect((await c.post(SEEN, { id })).statusCode).toBe(200);
    expect((await c.post(RESPONSES, { pageIndex: 1, pageSize: 10, seen: true })).json().data.map((r: { id: string }) => r.id)).toEqual([
      id,
    ]);
    expect(await lastAudit(t, 'surveyResponse.seen')).toMatchObject({ targetId: id });
    await expectRefused((x) => x.post(SEEN, { id }));
    await expectRefused((x) => x.post(DELETE, { id }));
    const del = await c.post(DELETE, { id });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('پاسخ حذف شد.');
    expect(await lastAudit(t, 'surveyResponse.delete')).toMatchObject({ targetId: id });
    expect((await c.post(DELETE, { id })).statusCode).toBe(404);
    expect((await c.post(SEEN, { id })).statusCode).toBe(404);
    const bad = await c.post(SEEN, { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });

  it('exports a real workbook: one column per question, Jalali dates in Persian', async () => {
    await submit('10.9.0.4', 'fa', { fullname: 'مریم کاظمی' });
    await submit('10.9.0.5', 'en', { fullname: 'Sara Smith' });
    const c = await signedIn(t, 'content');
    const res = await c.get(EXPORT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('survey-responses.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('پاسخ‌های پرسش‌نامه');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['تاریخ', 'زبان', 'نام']);
    expect(header).toContain('سازمان شما چند نفر کارمند دارد؟');
    expect(header).toHaveLength(7 + 7);
    expect(sheet.rowCount).toBe(3);
    const persian = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(persian[0]).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}/);
    expect(persian[2]).toBe('مریم کاظمی');
    expect(persian[header.indexOf('سازمان شما چند نفر کارمند دارد؟')]).toBe('۵۱ تا ۲۰۰ نفر');
    const english = await c.get(`${EXPORT}?lang=en&language=en`);
    const enBook = new ExcelJS.Workbook();
    await enBook.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    const enSheet = enBook.worksheets[0]!;
    expect((enSheet.getRow(1).values as unknown[])[1]).toBe('Date');
    expect(enSheet.rowCount).toBe(2);
    expect(String((enSheet.getRow(2).values as unknown[])[1])).toMatch(/^\d{2}\/\d{2}\/20\d\d/);
    await expectRefused((x) => x.get(EXPORT));
  });
});

describe('the new service pages', () => {
  it('have documents, FAQs and a public page in both languages', async () => {
    for (const key of ['integratedMaintenance', 'jobClassification', 'managmentSystem']) {
      for (const lang of ['fa', 'en']) {
        const page = await t.client().get(`/api/user/PageContent/Get/${key}?lang=${lang}`);
        expect(page.statusCode, `${key} ${lang}`).toBe(200);
        expect((await t.client().get(`/api/user/faq/GetFaqs/${key}?lang=${lang}`)).json().data).toHaveLength(3);
      }
    }
    const rows = await t.database.db
      .select()
      .from(pageContents)
      .where(and(eq(pageContents.pageKey, 'jobClassification'), eq(pageContents.language, 'fa')));
    expect(rows).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('lists every page and survey call', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/manager/pageContent/GetAll',
        '/api/manager/pageContent/Get/{id}',
        '/api/manager/pageContent/Update',
        '/api/manager/survey/Get',
        '/api/manager/survey/Update',
        '/api/manager/survey/Responses/GetAll',
        '/api/manager/survey/Responses/Seen',
        '/api/manager/survey/Responses/Delete',
        '/api/manager/survey/Responses/Export',
      ]),
    );
    expect(spec.paths['/api/manager/pageContent/Update'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['pageKey', 'language', 'content']),
    );
  });
});

describe('seeding the new service pages', () => {
  const NEW = ['integratedMaintenance', 'jobClassification', 'managmentSystem'];

  it('adds them once to a database seeded before they existed, and never twice', async () => {
    const db = t.database.db;
    // A database from before: no documents, FAQs or marker for the three pages.
    await db.delete(pageContents).where(inArray(pageContents.pageKey, NEW));
    await db.delete(faqs).where(inArray(faqs.pageKey, NEW));
    await db.delete(seedMarkers).where(eq(seedMarkers.key, 'site.faqs.newServices.v1'));
    const faqCount = async () => (await db.select().from(faqs)).length;
    const before = await faqCount();

    const first = await seedSiteContent(db, { demo: true, files: t.app.files, privateFiles: t.app.privateFiles });
    expect(first).toMatchObject({ pages: 6, magazine: false, faqs: false, newServiceFaqs: true, trustedCompanies: false });
    expect(await faqCount()).toBe(before + 18);
    const again = await seedSiteContent(db, { demo: true, files: t.app.files, privateFiles: t.app.privateFiles });
    expect(again).toMatchObject({ pages: 0, newServiceFaqs: false });
    expect(await faqCount()).toBe(before + 18);
    // The pages answer again.
    expect((await t.client().get('/api/user/PageContent/Get/managmentSystem')).json().data.content.name).toBe('استقرار سیستم‌های مدیریت');
  });
});
