import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  articleAttachments,
  articles,
  attachmentRequests,
  formSubmissions,
  outbox,
  productDemoRequests,
  serviceDemoRequests,
} from '../../db/schema/index.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { UNKNOWN, auditActions, fieldsOf } from '../../test/content-fixtures.ts';

let t: TestApp;
let smtp: SmtpSink;
/** Set by a test to make the mail server refuse every message. */
let refuseMail = false;
beforeAll(async () => {
  smtp = await startSmtpSink(() => {
    if (refuseMail) throw new Error('mailbox unavailable');
  });
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://rira.example' }, { siteContent: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.reset();
  smtp.messages.length = 0;
  refuseMail = false;
});

const DAY = 24 * 3600_000;

async function readWorkbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { sheet, rows };
}

/** Three contact submissions: an old seen one, an unseen one, and the newest (Arabic letters typed). */
async function seedContacts() {
  const db = t.database.db;
  const now = Date.now();
  const [old, mid, recent] = await db
    .insert(formSubmissions)
    .values([
      {
        language: 'fa',
        fullname: 'مریم کاظمی',
        phoneNumber: '09121234567',
        position: 'مدیر منابع انسانی',
        email: 'maryam@example.com',
        isSeen: true,
        createdAt: new Date(now - 40 * DAY),
      },
      {
        language: 'en',
        fullname: 'John Smith',
        phoneNumber: '+442079460958',
        position: 'CEO',
        email: 'john@example.com',
        message: 'Call me about 360',
        createdAt: new Date(now - 2 * DAY),
      },
      {
        language: 'fa',
        fullname: 'علی رضایی',
        phoneNumber: '09351112233',
        position: 'کارشناس',
        email: 'ali@example.com',
        message: 'سلام\nپیام ۳۶۰',
        createdAt: new Date(now - 3600_000),
      },
    ])
    .returning({ id: formSubmissions.id });
  return { old: old!.id, mid: mid!.id, recent: recent!.id };
}

async function seedDemos() {
  const db = t.database.db;
  const now = Date.now();
  const demo = { language: 'fa' as const, companyName: 'شرکت نمونه', phoneNumber: '09121234567', email: 'demo@example.com' };
  const products = await db
    .insert(productDemoRequests)
    .values([
      { ...demo, product: 'rira360', fullname: 'رضا احمدی', teamSize: '51-200', createdAt: new Date(now - 60 * DAY), isSeen: true },
      { ...demo, product: 'rira360', fullname: 'سارا محمدی', createdAt: new Date(now - 5 * DAY) },
      { ...demo, product: 'riraSanj', fullname: 'نگار امینی', companyName: 'هلدینگ البرز', createdAt: new Date(now - DAY) },
    ])
    .returning({ id: productDemoRequests.id });
  const services = await db
    .insert(serviceDemoRequests)
    .values([
      { ...demo, service: 'okr', fullname: 'پویا کریمی', createdAt: new Date(now - 2 * DAY) },
      { ...demo, service: 'idp', fullname: 'نازنین رحیمی', isSeen: true, createdAt: new Date(now - 100 * DAY) },
    ])
    .returning({ id: serviceDemoRequests.id });
  return { products: products.map((r) => r.id), services: services.map((r) => r.id) };
}

describe('manager/formSubmission', () => {
  it('lists contact submissions newest first, searched and filtered by seen, paged in SQL', async () => {
    const ids = await seedContacts();
    const content = await signedIn(t, 'content');
    const all = await content.post('/api/manager/formSubmission/GetAll', { pageSize: 10 });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ pageIndex: 1, totalItems: 3, totalPages: 1, succeeded: true });
    expect(all.json().data.map((r: { id: string }) => r.id)).toEqual([ids.recent, ids.mid, ids.old]);
    expect(all.json().data[0]).toMatchObject({
      fullname: 'علی رضایی',
      isSeen: false,
      message: 'سلام\nپیام ۳۶۰',
      language: 'fa',
      position: 'کارشناس',
    });

    const unseen = (await content.post('/api/manager/formSubmission/GetAll', { isSeen: false })).json();
    expect(unseen.data.map((r: { id: string }) => r.id)).toEqual([ids.recent, ids.mid]);
    // Arabic letters and Latin digits find the Persian text.
    const search = (await content.post('/api/manager/formSubmission/GetAll', { search: 'علي 360' })).json();
    expect(search.totalItems).toBe(0);
    expect(
      (await content.post('/api/manager/formSubmission/GetAll', { search: 'پيام 360' })).json().data.map((r: { id: string }) => r.id),
    ).toEqual([ids.recent]);
    const page2 = (await content.post('/api/manager/formSubmission/GetAll', { pageIndex: 2, pageSize: 10 })).json();
    expect(page2).toMatchObject({ data: [], totalItems: 3, pageIndex: 2 });
  });

  it('marks one seen (Seen), deletes one, each with an audit row; 404 for an unknown id', async () => {
    const ids = await seedContacts();
    const content = await signedIn(t, 'content');
    const seen = await content.post('/api/manager/formSubmission/Seen', { id: ids.mid });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().message).toBe('دیده‌شده علامت خورد.');
    const [row] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, ids.mid));
    expect(row!.isSeen).toBe(true);
    // Seeing it again is harmless.
    expect((await content.post('/api/manager/formSubmission/Seen', { id: ids.mid })).statusCode).toBe(200);

    expect((await content.post('/api/manager/formSubmission/Delete', { id: ids.old })).json().message).toBe('حذف شد.');
    expect(await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, ids.old))).toEqual([]);

    expect(await auditActions(t, ids.mid)).toEqual(['formSubmission.seen', 'formSubmission.seen']);
    expect(await auditActions(t, ids.old)).toEqual(['formSubmission.delete']);

    expect((await content.post('/api/manager/formSubmission/Seen', { id: UNKNOWN })).statusCode).toBe(404);
    expect((await content.post('/api/manager/formSubmission/Delete', { id: ids.old })).statusCode).toBe(404);
    expect(await auditActions(t, UNKNOWN)).toEqual([]);
  });

  it('exports the submissions as a real workbook: Persian headers, right-to-left, Jalali dates; English with Gregorian', async () => {
    await seedContacts();
    const admin = await signedIn(t, 'admin');
    const res = await admin.get('/api/manager/formSubmission/Export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const { sheet, rows } = await readWorkbook(res.rawPayload);
    expect(sheet.name).toBe('فرم‌های تماس');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(rows[0]).toEqual(['تاریخ ارسال', 'دیده‌شده', 'نام و نام خانوادگی', 'سمت', 'تلفن', 'ایمیل', 'پیام', 'زبان فرم']);
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(1, 6)).toEqual(['خیر', 'علی رضایی', 'کارشناس', '09351112233', 'ali@example.com']);
    // Jalali: the year is 14xx (Latin digits so Excel can sort and filter).
    expect(rows[1]![0]).toMatch(/^14\d\d\/\d\d\/\d\d/);
    expect(rows[3]![1]).toBe('بله');

    const unseen = await readWorkbook((await admin.get('/api/manager/formSubmission/Export?isSeen=false&lang=en')).rawPayload);
    expect(unseen.sheet.name).toBe('Contact submissions');
    expect(unseen.rows[0]![0]).toBe('Sent on');
    expect(unseen.rows).toHaveLength(3);
    expect(unseen.rows[1]![0]).toMatch(/^20\d\d-\d\d-\d\d/);

    const searched = await readWorkbook(
      (await admin.get(`/api/manager/formSubmission/Export?search=${encodeURIComponent('مريم')}`)).rawPayload,
    );
    expect(searched.rows.map((r) => r[2])).toEqual(['نام و نام خانوادگی', 'مریم کاظمی']);
    expect((await admin.get('/api/manager/formSubmission/Export?isSeen=maybe')).statusCode).toBe(400);
  });

  it('refuses bad input (400) with every field', async () => {
    const content = await signedIn(t, 'content');
    const bad = await content.post('/api/manager/formSubmission/GetAll', { pageSize: 7, isSeen: 'yes', pageIndex: 0 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['isSeen', 'pageIndex', 'pageSize']);
    expect(fieldsOf(await content.post('/api/manager/formSubmission/Seen', { id: 'x' }))).toEqual(['id']);
    expect(fieldsOf(await content.post('/api/manager/formSubmission/Delete', {}))).toEqual(['id']);
  });
});

describe('manager/productDemo and manager/serviceDemo', () => {
  it('lists demo requests newest first with the product/service filter; Seen and Delete with audit rows; 404 for unknown ids', async () => {
    const { products, services } = await seedDemos();
    const content = await signedIn(t, 'content');
    const all = (await content.post('/api/manager/productDemo/GetAll', {})).json();
    expect(all.data.map((r: { id: string }) => r.id)).toEqual([products[2], products[1], products[0]]);
    expect(all.data[2]).toMatchObject({ product: 'rira360', teamSize: '51-200', isSeen: true, companyName: 'شرکت نمونه' });
    const rira360 = (await content.post('/api/manager/productDemo/GetAll', { product: 'rira360', isSeen: false })).json();
    expect(rira360.data.map((r: { id: string }) => r.id)).toEqual([products[1]]);
    expect(
      (await content.post('/api/manager/productDemo/GetAll', { search: 'البرز' })).json().data.map((r: { id: string }) => r.id),
    ).toEqual([products[2]]);
    const okr = (await content.post('/api/manager/serviceDemo/GetAll', { service: 'okr' })).json();
    expect(okr.data).toEqual([expect.objectContaining({ id: services[0], service: 'okr', fullname: 'پویا کریمی' })]);

    expect((await content.post('/api/manager/productDemo/Seen', { id: products[2] })).statusCode).toBe(200);
    expect((await t.database.db.select().from(productDemoRequests).where(eq(productDemoRequests.id, products[2]!)))[0]!.isSeen).toBe(true);
    expect((await content.post('/api/manager/serviceDemo/Seen', { id: services[0] })).statusCode).toBe(200);
    expect((await t.database.db.select().from(serviceDemoRequests).where(eq(serviceDemoRequests.id, services[0]!)))[0]!.isSeen).toBe(true);
    expect((await content.post('/api/manager/serviceDemo/Delete', { id: services[1] })).statusCode).toBe(200);
    expect((await content.post('/api/manager/productDemo/Delete', { id: products[0] })).statusCode).toBe(200);
    expect(await auditActions(t, products[2]!)).toEqual(['productDemo.seen']);
    expect(await auditActions(t, services[0]!)).toEqual(['serviceDemo.seen']);
    expect(await auditActions(t, services[1]!)).toEqual(['serviceDemo.delete']);
    expect(await auditActions(t, products[0]!)).toEqual(['productDemo.delete']);

    // A product request's id is not a service request's.
    expect((await content.post('/api/manager/serviceDemo/Seen', { id: products[1] })).statusCode).toBe(404);
    for (const base of ['productDemo', 'serviceDemo']) {
      expect((await content.post(`/api/manager/${base}/Seen`, { id: UNKNOWN })).statusCode).toBe(404);
      expect((await content.post(`/api/manager/${base}/Delete`, { id: UNKNOWN })).statusCode).toBe(404);
    }
  });

  it('summarises them on the dashboards: totals, unseen, last 30 days, per product or service', async () => {
    await seedDemos();
    const admin = await signedIn(t, 'admin');
    const product = await admin.get('/api/manager/productDemo/Dashboard/Get');
    expect(product.statusCode).toBe(200);
    const p = product.json().data;
    expect(p).toMatchObject({ total: 3, unseen: 2, last30Days: 2 });
    expect(p.perOffering.map((o: { id: string }) => o.id)).toEqual(['rira360', 'riraAcademy', 'riraAmouz', 'riraFaragir', 'riraSanj']);
    expect(p.perOffering[0]).toEqual({ id: 'rira360', total: 2, unseen: 1, last30Days: 1 });
    expect(p.perOffering[4]).toEqual({ id: 'riraSanj', total: 1, unseen: 1, last30Days: 1 });
    expect(p.perOffering[1]).toEqual({ id: 'riraAcademy', total: 0, unseen: 0, last30Days: 0 });
    const s = (await admin.get('/api/manager/serviceDemo/Dashboard/Get')).json().data;
    expect(s).toMatchObject({ total: 2, unseen: 1, last30Days: 1 });
    expect(s.perOffering.find((o: { id: string }) => o.id === 'idp')).toEqual({ id: 'idp', total: 1, unseen: 0, last30Days: 0 });
  });

  it('exports demo requests with the product’s own name, filtered', async () => {
    await seedDemos();
    const content = await signedIn(t, 'content');
    const res = await content.get('/api/manager/productDemo/Export?product=rira360');
    expect(res.statusCode).toBe(200);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['تاریخ ارسال', 'دیده‌شده', 'محصول / خدمت', 'نام و نام خانوادگی']);
    expect(rows.slice(1).map((r) => [r[2], r[3]])).toEqual([
      ['ریرا ۳۶۰', 'سارا محمدی'],
      ['ریرا ۳۶۰', 'رضا احمدی'],
    ]);
    const services = await readWorkbook((await content.get('/api/manager/serviceDemo/Export?lang=en')).rawPayload);
    expect(services.sheet.name).toBe('Service demo requests');
    expect(services.rows).toHaveLength(3);
    expect((await content.get('/api/manager/productDemo/Export?product=okr')).statusCode).toBe(400);
  });

  it('refuses bad input (400)', async () => {
    const content = await signedIn(t, 'content');
    expect(fieldsOf(await content.post('/api/manager/productDemo/GetAll', { product: 'okr', isSeen: 1 }))).toEqual(['isSeen', 'product']);
    expect(fieldsOf(await content.post('/api/manager/serviceDemo/GetAll', { service: 'rira360' }))).toEqual(['service']);
    expect(fieldsOf(await content.post('/api/manager/productDemo/Seen', { id: '' }))).toEqual(['id']);
    expect(fieldsOf(await content.post('/api/manager/serviceDemo/Delete', { id: null }))).toEqual(['id']);
  });
});

describe('manager/attachmentRequest', () => {
  async function requestFile(ip: string) {
    const [file] = await t.database.db
      .select({
        articleId: articles.id,
        attachmentId: articleAttachments.id,
        fileName: articleAttachments.fileName,
        size: articleAttachments.sizeBytes,
      })
      .from(articleAttachments)
      .innerJoin(articles, eq(articles.id, articleAttachments.articleId))
      .where(eq(articles.slug, 'what-is-360-degree-feedback'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/AttachmentRequest/Submit',
      payload: { articleId: file!.articleId, attachmentId: file!.attachmentId, fullname: 'سارا محمدی', email: 'sara@example.com' },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    await smtp.waitFor(1);
    smtp.messages.length = 0;
    return { id: res.json().data as string, file: file! };
  }

  it('lists requests with send date, article title, requester and send status', async () => {
    const { id } = await requestFile('10.9.0.1');
    const content = await signedIn(t, 'content');
    const list = (await content.post('/api/manager/attachmentRequest/GetAll', {})).json();
    expect(list.totalItems).toBe(1);
    expect(list.data[0]).toMatchObject({
      id,
      articleTitle: expect.any(String),
      fileName: 'rira-360-readiness-checklist.docx',
      fullname: 'سارا محمدی',
      email: 'sara@example.com',
      sendStatus: 'sent',
      sentAt: expect.any(String),
      canResend: true,
    });
    expect((await content.post('/api/manager/attachmentRequest/GetAll', { sendStatus: 'failed' })).json().totalItems).toBe(0);
    expect((await content.post('/api/manager/attachmentRequest/GetAll', { search: 'sara' })).json().totalItems).toBe(1);
    expect(fieldsOf(await content.post('/api/manager/attachmentRequest/GetAll', { sendStatus: 'lost' }))).toEqual(['sendStatus']);
  });

  it('resends the file: the mail reaches the recipient with the file attached, the new outcome is recorded and audited', async () => {
    const { id, file } = await requestFile('10.9.0.2');
    // As if the first send had failed.
    await t.database.db
      .update(attachmentRequests)
      .set({ sendStatus: 'failed', sendError: 'connection refused', sentAt: null })
      .where(eq(attachmentRequests.id, id));
    const [before] = await t.database.db.select().from(attachmentRequests).where(eq(attachmentRequests.id, id));

    const admin = await signedIn(t, 'admin');
    const res = await admin.post('/api/manager/attachmentRequest/Resend', { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      succeeded: true,
      data: { sendStatus: 'sent', sendError: null, sentAt: expect.any(String) },
      message: 'فایل دوباره به sara@example.com فرستاده شد.',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'sara@example.com' });
    expect(mail!.subject).toContain(file.fileName);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: file.fileName, size: file.size });
    expect(mail!.attachments[0]!.content.subarray(0, 2).toString()).toBe('PK');

    const [after] = await t.database.db.select().from(attachmentRequests).where(eq(attachmentRequests.id, id));
    expect(after).toMatchObject({ sendStatus: 'sent', sendError: null });
    expect(after!.sentAt).toBeInstanceOf(Date);
    expect(after!.outboxId).not.toBe(before!.outboxId);
    const [box] = await t.database.db.select().from(outbox).where(eq(outbox.id, after!.outboxId!));
    expect(box).toMatchObject({ recipient: 'sara@example.com', status: 'sent', purpose: 'attachment.request' });
    expect(await auditActions(t, id)).toEqual(['attachmentRequest.resend']);
  });

  it('records a failed resend (the mail server refuses) and says so', async () => {
    const { id } = await requestFile('10.9.0.3');
    refuseMail = true;
    const admin = await signedIn(t, 'admin');
    const res = await admin.post('/api/manager/attachmentRequest/Resend?lang=en', { id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sendStatus: 'failed', sendError: expect.any(String) });
    expect(res.json().message).toMatch(/^Sending again failed/);
    const [row] = await t.database.db.select().from(attachmentRequests).where(eq(attachmentRequests.id, id));
    expect(row).toMatchObject({ sendStatus: 'failed', sendError: expect.any(String) });
  });

  it('refuses a request whose file was deleted (409), an unknown id (404) and a bad id (400)', async () => {
    const { id, file } = await requestFile('10.9.0.4');
    await t.database.db.delete(articleAttachments).where(eq(articleAttachments.id, file.attachmentId));
    const content = await signedIn(t, 'content');
    expect((await content.post('/api/manager/attachmentRequest/GetAll', {})).json().data[0]).toMatchObject({ id, canResend: false });
    const gone = await content.post('/api/manager/attachmentRequest/Resend', { id });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('فایل این مقاله دیگر وجود ندارد و دوباره فرستاده نمی‌شود.');
    expect((await content.post('/api/manager/attachmentRequest/Resend', { id: UNKNOWN })).statusCode).toBe(404);
    expect(fieldsOf(await content.post('/api/manager/attachmentRequest/Resend', { id: 'x' }))).toEqual(['id']);
  });
});

describe('who may call the inbox', () => {
  const calls: [string, string, unknown?][] = [
    ...['formSubmission', 'productDemo', 'serviceDemo'].flatMap((base): [string, string, unknown?][] => [
      ['POST', `/api/manager/${base}/GetAll`, {}],
      ['POST', `/api/manager/${base}/Seen`, { id: UNKNOWN }],
      ['POST', `/api/manager/${base}/Delete`, { id: UNKNOWN }],
      ['GET', `/api/manager/${base}/Export`],
    ]),
    ['GET', '/api/manager/productDemo/Dashboard/Get'],
    ['GET', '/api/manager/serviceDemo/Dashboard/Get'],
    ['POST', '/api/manager/attachmentRequest/GetAll', {}],
    ['POST', '/api/manager/attachmentRequest/Resend', { id: UNKNOWN }],
  ];

  it('refuses anonymous callers (401), company admins and employees (403)', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const anonymous = t.client();
    const send = (c: TestClient, method: string, url: string, body: unknown) => (method === 'GET' ? c.get(url) : c.post(url, body));
    for (const [method, url, body] of calls) {
      expect([url, (await send(anonymous, method, url, body)).statusCode]).toEqual([url, 401]);
      expect([url, (await send(hr, method, url, body)).statusCode]).toEqual([url, 403]);
      expect([url, (await send(employee, method, url, body)).statusCode]).toEqual([url, 403]);
    }
  });
});
