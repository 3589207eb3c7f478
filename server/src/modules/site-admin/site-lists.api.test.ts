import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { auditLog, faqs, trustedCompanies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { UNKNOWN, auditActions, fieldsOf, upload, type UploadFile } from '../../test/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const FAQ = '/api/manager/faq';
const TC = '/api/manager/TruestedCompany';

const uploadLogo = (c: TestClient, fields: Record<string, string>, file?: UploadFile) => upload(c, `${TC}/UploadCompanyLogo`, fields, file);

const faqBody = {
  pageKey: 'okr',
  language: 'fa',
  question: 'آيا OKR براي شركت‌هاي كوچك مناسب است؟',
  answer: 'بله.\r\n\r\n\r\nبا چرخه‌های ۹۰ روزه شروع کنید.',
  isVisible: true,
  order: 0,
};

describe('manager/faq', () => {
  it('lets a content manager add, read, find, edit, hide and delete a FAQ, shown on the public page at once, with audit rows', async () => {
    const content = await signedIn(t, 'content');
    const before = (await t.client().get('/api/user/faq/GetFaqs/okr')).json().data as unknown[];

    const create = await content.post(`${FAQ}/Create`, faqBody);
    expect(create.statusCode).toBe(200);
    expect(create.json()).toEqual({ data: expect.any(String), succeeded: true, message: 'با موفقیت افزوده شد.' });
    const id = create.json().data as string;

    const got = (await content.get(`${FAQ}/GetById/${id}`)).json().data;
    // Stored normalised (ی/ک), paragraphs kept, at most one blank line between them.
    expect(got).toMatchObject({
      id,
      pageKey: 'okr',
      language: 'fa',
      question: 'آیا OKR برای شرکت‌های کوچک مناسب است؟',
      answer: 'بله.\n\nبا چرخه‌های ۹۰ روزه شروع کنید.',
      isVisible: true,
      order: 0,
    });

    // The public page shows it at once, first (order 0).
    const publicFaqs = (await t.client().get('/api/user/faq/GetFaqs/OKR')).json().data as { id: string }[];
    expect(publicFaqs).toHaveLength(before.length + 1);
    expect(publicFaqs.map((f) => f.id)).toContain(id);

    // Search with Arabic letters and Persian digits; filters by page key and language.
    const found = (await content.post(`${FAQ}/GetAll`, { search: 'چرخه‌های 90', pageKey: 'okr', language: 'fa' })).json();
    expect(found.data.map((f: { id: string }) => f.id)).toEqual([id]);
    const arabic = (await content.post(`${FAQ}/GetAll`, { search: 'شركت', pageKey: 'okr' })).json();
    expect(arabic.data.map((f: { id: string }) => f.id)).toContain(id);
    expect((await content.post(`${FAQ}/GetAll`, { pageKey: 'okr', language: 'en', search: 'چرخه' })).json().totalItems).toBe(0);
    const paged = (await content.post(`${FAQ}/GetAll`, { pageSize: 10 })).json();
    expect(paged).toMatchObject({ pageIndex: 1, succeeded: true });
    expect(paged.totalItems).toBeGreaterThan(10);
    expect(paged.data).toHaveLength(10);

    const update = await content.post(`${FAQ}/Update`, { ...faqBody, id, question: 'پرسش ویرایش‌شده', order: 3 });
    expect(update.statusCode).toBe(200);
    expect(update.json().message).toBe('تغییرات ذخیره شد.');
    expect((await content.get(`${FAQ}/GetById/${id}`)).json().data).toMatchObject({ question: 'پرسش ویرایش‌شده', order: 3 });
    const shown = (await t.client().get('/api/user/faq/GetFaqs/okr')).json().data as { id: string; question: string }[];
    expect(shown.find((f) => f.id === id)?.question).toBe('پرسش ویرایش‌شده');

    expect((await content.post(`${FAQ}/Toggle`, { id })).json().message).toBe('وضعیت تغییر کرد.');
    expect((await content.get(`${FAQ}/GetById/${id}`)).json().data.isVisible).toBe(false);
    expect(((await t.client().get('/api/user/faq/GetFaqs/okr')).json().data as { id: string }[]).map((f) => f.id)).not.toContain(id);
    expect(
      (await content.post(`${FAQ}/GetAll`, { pageKey: 'okr', isVisible: false })).json().data.map((f: { id: string }) => f.id),
    ).toEqual([id]);

    expect((await content.post(`${FAQ}/Delete`, { id })).json().message).toBe('حذف شد.');
    expect((await content.get(`${FAQ}/GetById/${id}`)).statusCode).toBe(404);

    expect(await auditActions(t, id)).toEqual(['faq.create', 'faq.delete', 'faq.toggle', 'faq.update']);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'faq.create')));
    expect(row!.actorUserId).toBe((await content.get('/api/Authentication/GetCurrentUser')).json().data.id);
  });

  it('lets the system manager do the same', async () => {
    const admin = await signedIn(t, 'admin');
    const id = (
      await admin.post(`${FAQ}/Create`, { ...faqBody, pageKey: 'home', language: 'en', question: 'Is it quick?', answer: 'Yes.' })
    ).json().data as string;
    const english = (await t.client().get('/api/user/faq/GetFaqs/home?lang=en')).json().data as { id: string }[];
    expect(english.map((f) => f.id)).toContain(id);
  });

  it('neutralises stored XSS: HTML in a question or answer is removed, never stored', async () => {
    const content = await signedIn(t, 'content');
    const id = (
      await content.post(`${FAQ}/Create`, {
        ...faqBody,
        question: 'چرا؟<script>alert("x")</script> <img src=x onerror=alert(1)>',
        answer: 'پاسخ <b onmouseover="alert(1)">پررنگ</b>\n<iframe src="javascript:alert(1)"></iframe>پایان <svg onload=alert(1)',
      })
    ).json().data as string;
    const [row] = await t.database.db.select().from(faqs).where(eq(faqs.id, id));
    expect(row!.question).toBe('چرا؟');
    expect(row!.answer).toBe('پاسخ پررنگ\nپایان');
    for (const text of [row!.question, row!.answer]) {
      expect(text).not.toMatch(/<|script|onerror|onload|onmouseover|iframe/i);
    }
    const shown = (await t.client().get('/api/user/faq/GetFaqs/okr')).json().data as { id: string; question: string }[];
    expect(shown.find((f) => f.id === id)?.question).toBe('چرا؟');
    // Nothing but markup is nothing: required.
    const empty = await content.post(`${FAQ}/Create`, { ...faqBody, question: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['question']);
  });

  it('refuses bad input with every field at once (400)', async () => {
    const content = await signedIn(t, 'content');
    const bad = await content.post(`${FAQ}/Create`, {
      pageKey: 'nowhere',
      language: 'de',
      question: '',
      answer: ' ',
      isVisible: 'yes',
      order: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['answer', 'isVisible', 'language', 'order', 'pageKey', 'question']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'pageKey').message).toBe('این صفحه وجود ندارد.');
    const english = await content.post(`${FAQ}/Create?lang=en`, { ...faqBody, question: 'x'.repeat(301) });
    expect(english.json().errors).toEqual([expect.objectContaining({ field: 'question', message: expect.any(String) })]);
    expect(fieldsOf(await content.post(`${FAQ}/Update`, { ...faqBody, id: 'nope' }))).toEqual(['id']);
    expect((await content.post(`${FAQ}/GetAll`, { pageSize: 7, pageKey: 'x' })).statusCode).toBe(400);
    expect(fieldsOf(await content.post(`${FAQ}/Toggle`, { id: 'x' }))).toEqual(['id']);
    expect(fieldsOf(await content.post(`${FAQ}/Delete`, {}))).toEqual(['id']);
    expect((await content.get(`${FAQ}/GetById/x`)).statusCode).toBe(400);
  });

  it('answers an unknown id with 404', async () => {
    const content = await signedIn(t, 'content');
    expect((await content.get(`${FAQ}/GetById/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await content.post(`${FAQ}/Update`, { ...faqBody, id: UNKNOWN })).statusCode).toBe(404);
    expect((await content.post(`${FAQ}/Toggle`, { id: UNKNOWN })).statusCode).toBe(404);
    expect((await content.post(`${FAQ}/Delete`, { id: UNKNOWN })).statusCode).toBe(404);
  });
});

const companyBody = { name: 'شركت فولاد نمونه', nameEn: 'Sample Steel', pageKeys: ['home', 'rira360', 'home'], isVisible: true, order: 0 };
const png = () =>
  sharp({ create: { width: 900, height: 300, channels: 4, background: '#1d4ed8' } })
    .png()
    .toBuffer();

describe('manager/TruestedCompany', () => {
  it('lets a content manager add a company with both logos, edit, hide and delete it, shown publicly at once, with audit rows', async () => {
    const content = await signedIn(t, 'content');
    const create = await content.post(`${TC}/Create`, companyBody);
    expect(create.statusCode).toBe(200);
    expect(create.json()).toEqual({ data: expect.any(String), succeeded: true, message: 'با موفقیت افزوده شد.' });
    const id = create.json().data as string;
    expect((await content.get(`${TC}/GetById/${id}`)).json().data).toMatchObject({
      name: 'شرکت فولاد نمونه',
      nameEn: 'Sample Steel',
      pageKeys: ['home', 'rira360'],
      isVisible: true,
      order: 0,
      logoFaUrl: null,
      logoEnUrl: null,
    });

    const fa = await uploadLogo(content, { id, language: 'fa' }, { name: 'logo.png', type: 'image/png', bytes: await png() });
    expect(fa.statusCode).toBe(200);
    expect(fa.json()).toMatchObject({
      data: { logoUrl: expect.stringMatching(/^\/files\/logos\/.+\.webp$/) },
      message: 'لوگو بارگذاری شد.',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" onload="alert(1)"><script>alert(2)</script><rect width="200" height="80" fill="#0a0"/></svg>',
    );
    const en = await uploadLogo(content, { language: 'en', id }, { name: 'logo.svg', type: 'image/svg+xml', bytes: svg });
    expect(en.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: en.json().data.logoUrl });
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
    expect(stored.rawPayload.includes(Buffer.from('alert'))).toBe(false);

    // Public: on the pages it lists, with the logo of the reader's language.
    const home = (await t.client().get('/api/user/truestedCompany/GetCompanies/home')).json().data as {
      id: string;
      name: string;
      logoUrl: string;
    }[];
    expect(home.find((c) => c.id === id)).toEqual({ id, name: 'شرکت فولاد نمونه', logoUrl: fa.json().data.logoUrl });
    const homeEn = (await t.client().get('/api/user/truestedCompany/GetCompanies/home?lang=en')).json().data as {
      id: string;
      name: string;
      logoUrl: string;
    }[];
    expect(homeEn.find((c) => c.id === id)).toEqual({ id, name: 'Sample Steel', logoUrl: en.json().data.logoUrl });
    expect(
      ((await t.client().get('/api/user/truestedCompany/GetCompanies/okr')).json().data as { id: string }[]).map((c) => c.id),
    ).not.toContain(id);

    // A new logo replaces the old one, whose file is removed.
    const again = await uploadLogo(content, { id, language: 'fa' }, { name: 'logo.png', type: 'image/png', bytes: await png() });
    expect((await t.app.inject({ method: 'GET', url: fa.json().data.logoUrl })).statusCode).toBe(404);

    const list = (await content.post(`${TC}/GetAll`, { search: 'فولاد', pageKey: 'rira360' })).json();
    expect(list.data.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await content.post(`${TC}/GetAll`, { search: 'steel' })).json().data.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await content.post(`${TC}/GetAll`, { search: 'فولاد', pageKey: 'okr' })).json().totalItems).toBe(0);

    expect((await content.post(`${TC}/Update`, { ...companyBody, id, pageKeys: ['okr'], order: 4, nameEn: '' })).statusCode).toBe(200);
    expect((await content.get(`${TC}/GetById/${id}`)).json().data).toMatchObject({ pageKeys: ['okr'], order: 4, nameEn: null });
    expect(
      ((await t.client().get('/api/user/truestedCompany/GetCompanies/okr')).json().data as { id: string }[]).map((c) => c.id),
    ).toContain(id);
    expect(
      ((await t.client().get('/api/user/truestedCompany/GetCompanies/home')).json().data as { id: string }[]).map((c) => c.id),
    ).not.toContain(id);

    expect((await content.post(`${TC}/Toggle`, { id })).statusCode).toBe(200);
    expect(
      ((await t.client().get('/api/user/truestedCompany/GetCompanies/okr')).json().data as { id: string }[]).map((c) => c.id),
    ).not.toContain(id);
    expect((await content.post(`${TC}/GetAll`, { isVisible: false, search: 'فولاد' })).json().totalItems).toBe(1);

    expect((await content.post(`${TC}/Delete`, { id })).statusCode).toBe(200);
    expect((await content.get(`${TC}/GetById/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: again.json().data.logoUrl })).statusCode).toBe(404);
    expect(await t.database.db.select().from(trustedCompanies).where(eq(trustedCompanies.id, id))).toEqual([]);

    expect(await auditActions(t, id)).toEqual([
      'trustedCompany.create',
      'trustedCompany.delete',
      'trustedCompany.logo',
      'trustedCompany.logo',
      'trustedCompany.logo',
      'trustedCompany.toggle',
      'trustedCompany.update',
    ]);
  });

  it('refuses a file whose extension lies (415) and a missing file or bad fields (400)', async () => {
    const content = await signedIn(t, 'content');
    const id = (await content.post(`${TC}/Create`, companyBody)).json().data as string;
    const lying = await uploadLogo(
      content,
      { id, language: 'fa' },
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('MZ this is not an image at all') },
    );
    expect(lying.statusCode).toBe(415);
    expect(lying.json().message).toBe('لوگو باید تصویر PNG، JPEG، WebP یا SVG تا ۲ مگابایت باشد.');
    const html = await uploadLogo(
      content,
      { id, language: 'en' },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    );
    expect(html.statusCode).toBe(415);
    const missing = await uploadLogo(content, { id: 'x', language: 'de' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['file', 'id', 'language']);
    expect(
      (await uploadLogo(content, { id: UNKNOWN, language: 'fa' }, { name: 'logo.png', type: 'image/png', bytes: await png() })).statusCode,
    ).toBe(404);
    expect((await content.get(`${TC}/GetById/${id}`)).json().data).toMatchObject({ logoFaUrl: null, logoEnUrl: null });
  });

  it('refuses bad input with every field at once (400) and an unknown id (404)', async () => {
    const content = await signedIn(t, 'content');
    const bad = await content.post(`${TC}/Create`, { name: '<b></b>', nameEn: 5, pageKeys: [], isVisible: 1, order: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['isVisible', 'name', 'nameEn', 'order', 'pageKeys']);
    expect(fieldsOf(await content.post(`${TC}/Create`, { ...companyBody, pageKeys: ['home', 'mars'] }))).toEqual(['pageKeys.1']);
    expect(fieldsOf(await content.post(`${TC}/Update`, { ...companyBody }))).toEqual(['id']);
    expect((await content.post(`${TC}/GetAll`, { pageKey: 'mars' })).statusCode).toBe(400);
    expect(fieldsOf(await content.post(`${TC}/Toggle`, {}))).toEqual(['id']);
    expect(fieldsOf(await content.post(`${TC}/Delete`, { id: 1 }))).toEqual(['id']);

    expect((await content.get(`${TC}/GetById/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await content.post(`${TC}/Update`, { ...companyBody, id: UNKNOWN })).statusCode).toBe(404);
    expect((await content.post(`${TC}/Toggle`, { id: UNKNOWN })).statusCode).toBe(404);
    expect((await content.post(`${TC}/Delete`, { id: UNKNOWN })).statusCode).toBe(404);
  });
});

describe('who may call the site lists', () => {
  const calls: [string, string, unknown?][] = [
    ['POST', `${FAQ}/GetAll`, {}],
    ['GET', `${FAQ}/GetById/${UNKNOWN}`],
    ['POST', `${FAQ}/Create`, faqBody],
    ['POST', `${FAQ}/Update`, { ...faqBody, id: UNKNOWN }],
    ['POST', `${FAQ}/Toggle`, { id: UNKNOWN }],
    ['POST', `${FAQ}/Delete`, { id: UNKNOWN }],
    ['POST', `${TC}/GetAll`, {}],
    ['GET', `${TC}/GetById/${UNKNOWN}`],
    ['POST', `${TC}/Create`, companyBody],
    ['POST', `${TC}/Update`, { ...companyBody, id: UNKNOWN }],
    ['POST', `${TC}/Toggle`, { id: UNKNOWN }],
    ['POST', `${TC}/Delete`, { id: UNKNOWN }],
    ['POST', `${TC}/UploadCompanyLogo`, {}],
  ];

  it('refuses anonymous callers (401), company admins and employees (403), even with a bad body', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const anonymous = t.client();
    for (const [method, url, body] of calls) {
      const send = (c: TestClient, payload = body) => (method === 'GET' ? c.get(url) : c.post(url, payload));
      expect([url, (await send(anonymous)).statusCode]).toEqual([url, 401]);
      expect([url, (await send(hr)).statusCode]).toEqual([url, 403]);
      expect([url, (await send(employee)).statusCode]).toEqual([url, 403]);
      if (method === 'POST') expect([url, (await send(employee, { junk: true })).statusCode]).toEqual([url, 403]);
    }
    expect(
      (await t.database.db.select().from(auditLog)).filter((r) => r.action.startsWith('faq.') || r.action.startsWith('trustedCompany.')),
    ).toEqual([]);
  });
});

describe('the API reference', () => {
  it('documents every site-list and inbox call', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/manager/faq/GetAll',
        '/api/manager/faq/GetById/{id}',
        '/api/manager/TruestedCompany/UploadCompanyLogo',
        '/api/manager/formSubmission/Export',
        '/api/manager/productDemo/Dashboard/Get',
        '/api/manager/serviceDemo/Seen',
        '/api/manager/attachmentRequest/Resend',
      ]),
    );
  });
});

describe('the public page cache', () => {
  it('is emptied by every change the public site shows', async () => {
    let cleared = 0;
    const app = t.app as unknown as { publicPages?: { clear(): void } };
    app.publicPages = { clear: () => void cleared++ };
    try {
      const content = await signedIn(t, 'content');
      const faq = (await content.post(`${FAQ}/Create`, faqBody)).json().data as string;
      await content.post(`${FAQ}/Update`, { ...faqBody, id: faq });
      await content.post(`${FAQ}/Toggle`, { id: faq });
      await content.post(`${FAQ}/Delete`, { id: faq });
      expect(cleared).toBe(4);
      const company = (await content.post(`${TC}/Create`, companyBody)).json().data as string;
      await content.post(`${TC}/Update`, { ...companyBody, id: company });
      await uploadLogo(content, { id: company, language: 'fa' }, { name: 'logo.png', type: 'image/png', bytes: await png() });
      await content.post(`${TC}/Toggle`, { id: company });
      await content.post(`${TC}/Delete`, { id: company });
      expect(cleared).toBe(9);
      // Reading and refused calls leave it alone.
      await content.post(`${FAQ}/GetAll`, {});
      await content.post(`${FAQ}/Toggle`, { id: UNKNOWN });
      expect(cleared).toBe(9);
    } finally {
      delete app.publicPages;
    }
  });
});
