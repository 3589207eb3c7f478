import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  articleAttachments,
  articles,
  attachmentRequests,
  formSubmissions,
  notifications,
  outbox,
  productDemoRequests,
  rateLimits,
  serviceDemoRequests,
  surveyResponses,
  users,
} from '../../db/schema/index.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://rira.example' }, { siteContent: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.reset();
  smtp.messages.length = 0;
});

const CONTACT = '/api/FormSubmission/Submit';
const PRODUCT_DEMO = '/api/productDemo/Submit';
const SERVICE_DEMO = '/api/serviceDemo/Submit';
const ATTACHMENT = '/api/user/AttachmentRequest/Submit';
const SURVEY = '/api/User/AssessmentServey/Submit';

/** A visitor at a given address (each test uses its own so the per-address limits do not meet). */
function visitor(ip: string) {
  return {
    post: (url: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip, headers }),
  };
}

const contact = {
  fullname: 'مريم  كاظمي',
  phoneNumber: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  position: 'مدیر منابع انسانی',
  email: 'Maryam.Kazemi@Example.COM',
  message: 'سلام،\r\nدربارهٔ ارزیابی ۳۶۰ درجه سؤال داشتم.',
};

describe('the contact form (FormSubmission/Submit)', () => {
  it('stores a normalised submission and answers with its id and the success message', async () => {
    const res = await visitor('10.1.0.1').post(CONTACT, contact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      succeeded: true,
      data: expect.any(String),
      message: 'پیام شما دریافت شد. همکاران ما به‌زودی با شما تماس می‌گیرند.',
    });
    const [row] = await t.database.db.select().from(formSubmissions);
    expect(row).toMatchObject({
      id: res.json().data,
      fullname: 'مریم کاظمی',
      phoneNumber: '09121234567',
      email: 'maryam.kazemi@example.com',
      language: 'fa',
      isSeen: false,
      // Stored in the canonical form: Persian letters, digits as typed, line breaks kept.
      message: 'سلام،\nدربارهٔ ارزیابی ۳۶۰ درجه سؤال داشتم.',
    });
  });

  it('accepts an international number and answers in English', async () => {
    const res = await visitor('10.1.0.2').post(`${CONTACT}?lang=en`, { ...contact, phoneNumber: '0044 20 7946 0958', message: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your message has been received. We will be in touch soon.');
    const [row] = await t.database.db.select().from(formSubmissions);
    expect(row).toMatchObject({ phoneNumber: '+442079460958', language: 'en', message: null });
  });

  it('refuses bad input with every field’s problem at once, in the caller’s language, and stores nothing', async () => {
    const res = await visitor('10.1.0.3').post(CONTACT, {
      fullname: ' ',
      phoneNumber: '021-88661234',
      position: '',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      fullname: 'این فیلد الزامی است.',
      phoneNumber: expect.stringContaining('شمارهٔ موبایل ایرانی'),
      position: 'این فیلد الزامی است.',
      email: 'نشانی ایمیل معتبر نیست.',
    });
    const english = await visitor('10.1.0.3').post(`${CONTACT}?lang=en`, { ...contact, phoneNumber: '+98 21 8866 1234' });
    expect(english.json().errors).toEqual([
      expect.objectContaining({ field: 'phoneNumber', message: expect.stringMatching(/^Enter an Iranian mobile/) }),
    ]);
    expect(await t.database.db.select().from(formSubmissions)).toEqual([]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await visitor('10.1.0.4').post(CONTACT, { ...contact, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: true, data: expect.any(String) });
    expect(await t.database.db.select().from(formSubmissions)).toEqual([]);
  });

  it('refuses the sixth send in ten minutes from one address with 429, Retry-After and a clear message', async () => {
    const me = visitor('10.1.0.5');
    for (let i = 0; i < 5; i++) expect((await me.post(CONTACT, contact)).statusCode).toBe(200);
    const refused = await me.post(CONTACT, contact);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(refused.json()).toMatchObject({
      succeeded: false,
      message: 'این فرم را در مدت کوتاهی چند بار فرستاده‌اید. لطفاً ۱۰ دقیقهٔ دیگر دوباره تلاش کنید.',
    });
    // Bad input counts too: a flood of garbage is still a flood.
    expect((await me.post(CONTACT, {})).statusCode).toBe(429);
    // Another address, and another form from the same address, are not affected.
    expect((await visitor('10.1.0.6').post(CONTACT, contact)).statusCode).toBe(200);
    expect((await me.post(`${SERVICE_DEMO}`, { service: 'okr', ...demo })).statusCode).toBe(200);
    expect(await t.database.db.select().from(formSubmissions)).toHaveLength(6);
    // The window is in the database: when it has passed, the address may send again.
    await t.database.db.update(rateLimits).set({ windowStartedAt: new Date(Date.now() - 11 * 60 * 1000) });
    expect((await me.post(CONTACT, contact)).statusCode).toBe(200);
  });
});

const demo = {
  fullname: 'رضا احمدی',
  companyName: 'شرکت نمونه',
  position: 'مدیرعامل',
  phoneNumber: '+989121234567',
  email: 'reza@example.com',
  teamSize: '51-200',
  message: 'برای ۴۰ مدیر',
};

describe('demo requests (productDemo/Submit, serviceDemo/Submit)', () => {
  it('stores a product demo request and tells every system manager in the panel and by e-mail', async () => {
    const res = await visitor('10.2.0.1').post(PRODUCT_DEMO, { product: 'rira360', ...demo });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('درخواست دمو ثبت شد. برای هماهنگی زمان جلسه با شما تماس می‌گیریم.');
    const [row] = await t.database.db.select().from(productDemoRequests);
    expect(row).toMatchObject({ product: 'rira360', phoneNumber: '09121234567', teamSize: '51-200', isSeen: false });

    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const notes = (await t.database.db.select().from(notifications).where(eq(notifications.userId, admin!.id))).filter((n) =>
      n.title.startsWith('درخواست دمو'),
    );
    expect(notes).toEqual([expect.objectContaining({ title: 'درخواست دموی تازه: ریرا ۳۶۰', readAt: null, link: '/admin/dashboard' })]);
    expect(notes[0]!.body).toContain('رضا احمدی');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'demo.product'));
    expect(mails).toEqual([expect.objectContaining({ recipient: admin!.email, status: 'sent' })]);
    const [received] = await smtp.waitFor(1);
    expect(received!.subject).toBe('درخواست دموی تازه برای ریرا ۳۶۰');
    // Nobody else is told.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.title, 'درخواست دموی تازه: ریرا ۳۶۰'))).toHaveLength(1);
  });

  it('stores a service demo request; refuses an unknown product or service and bad fields at once', async () => {
    expect((await visitor('10.2.0.2').post(SERVICE_DEMO, { service: 'performanceManagement', ...demo, teamSize: '' })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db.select().from(serviceDemoRequests);
    expect(row).toMatchObject({ service: 'performanceManagement', teamSize: null });

    const bad = await visitor('10.2.0.2').post(PRODUCT_DEMO, {
      product: 'okr',
      fullname: 'x',
      companyName: '',
      phoneNumber: '123',
      email: 'a@b',
      teamSize: '7',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['companyName', 'email', 'phoneNumber', 'product', 'teamSize']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'product').message).toBe('محصول موردنظر را انتخاب کنید.');
    expect(await t.database.db.select().from(productDemoRequests)).toEqual([]);
  });
});

describe('attachment requests (user/AttachmentRequest/Submit)', () => {
  async function attachmentOf(slug: string) {
    const [row] = await t.database.db
      .select({
        articleId: articles.id,
        attachmentId: articleAttachments.id,
        fileName: articleAttachments.fileName,
        size: articleAttachments.sizeBytes,
      })
      .from(articleAttachments)
      .innerJoin(articles, eq(articles.id, articleAttachments.articleId))
      .where(eq(articles.slug, slug));
    return row!;
  }

  it('e-mails the file as an attachment and records the request as sent', async () => {
    const file = await attachmentOf('what-is-360-degree-feedback');
    const res = await visitor('10.3.0.1').post(ATTACHMENT, {
      articleId: file.articleId,
      attachmentId: file.attachmentId,
      fullname: 'سارا محمدی',
      email: 'sara@example.com',
      phoneNumber: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('فایل به نشانی ایمیل شما فرستاده شد.');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'sara@example.com' });
    expect(mail!.subject).toBe('فایل «rira-360-readiness-checklist.docx» از مجلهٔ ریرا');
    expect(mail!.text).toContain('https://rira.example/blogs/details/what-is-360-degree-feedback');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: 'rira-360-readiness-checklist.docx', size: file.size });
    // A real DOCX: a ZIP archive with the Word document inside.
    expect(mail!.attachments[0]!.content.subarray(0, 2).toString()).toBe('PK');
    expect(mail!.attachments[0]!.content.includes(Buffer.from('word/document.xml'))).toBe(true);

    const [request] = await t.database.db.select().from(attachmentRequests);
    expect(request).toMatchObject({
      sendStatus: 'sent',
      email: 'sara@example.com',
      phoneNumber: null,
      articleTitle: expect.stringContaining('ارزیابی ۳۶۰'),
      outboxId: expect.any(String),
    });
  });

  it('sends the English article’s PDF in English', async () => {
    const file = await attachmentOf('how-to-read-a-360-degree-report');
    const res = await visitor('10.3.0.2').post(`${ATTACHMENT}?lang=en`, { ...file, fullname: 'Sam Lee', email: 'sam@example.com' });
    expect(res.json().message).toBe('The file has been sent to your e-mail address.');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('“reading-your-360-report.pdf” from the RIRA magazine');
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is a 404 for a file of a hidden article or another article’s file; bad fields are a 400', async () => {
    const file = await attachmentOf('what-is-360-degree-feedback');
    const other = await attachmentOf('how-to-read-a-360-degree-report');
    const person = { fullname: 'سارا', email: 'sara@example.com' };
    expect(
      (await visitor('10.3.0.3').post(ATTACHMENT, { articleId: file.articleId, attachmentId: other.attachmentId, ...person })).statusCode,
    ).toBe(404);
    await t.database.db.update(articles).set({ isVisible: false }).where(eq(articles.id, file.articleId));
    expect((await visitor('10.3.0.3').post(ATTACHMENT, { ...file, ...person })).statusCode).toBe(404);
    const bad = await visitor('10.3.0.3').post(ATTACHMENT, { articleId: 'x', attachmentId: '', fullname: '', email: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['articleId', 'attachmentId', 'email', 'fullname']);
    expect(await t.database.db.select().from(attachmentRequests)).toEqual([]);
  });
});

describe('a mail server that does not answer', () => {
  it('still records the attachment request, as failed, and tells the visitor it will follow', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }, { siteContent: true });
    try {
      const [file] = await broken.database.db
        .select({ articleId: articleAttachments.articleId, attachmentId: articleAttachments.id })
        .from(articleAttachments)
        .limit(1);
      const res = await broken.app.inject({
        method: 'POST',
        url: ATTACHMENT,
        payload: { ...file!, fullname: 'سارا', email: 'sara@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain('ارسال ایمیل با تأخیر');
      const [request] = await broken.database.db.select().from(attachmentRequests);
      expect(request).toMatchObject({ sendStatus: 'failed', sendError: expect.any(String), sentAt: null });
    } finally {
      await broken.close();
    }
  });
});

describe('the assessment survey (User/AssessmentServey/Submit)', () => {
  const answers = {
    companySize: '201-1000',
    experience: 'once',
    satisfaction: '2',
    feedbackCulture: 4,
    priorities: ['leadership', 'hiring'],
    challenge: 'نگه‌داشتن نيروهاي كليدي',
    followUp: '',
  };

  it('stores the answers, normalised, with the questions as the visitor saw them', async () => {
    const res = await visitor('10.4.0.1').post(SURVEY, { answers, fullname: '', email: 'hr@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('پاسخ‌های شما ثبت شد. از همراهی‌تان سپاسگزاریم.');
    const [row] = await t.database.db.select().from(surveyResponses);
    expect(row!.answers).toEqual({
      companySize: '201-1000',
      experience: 'once',
      satisfaction: 2,
      feedbackCulture: 4,
      priorities: ['leadership', 'hiring'],
      challenge: 'نگه‌داشتن نیروهای کلیدی',
    });
    expect(row).toMatchObject({ fullname: null, email: 'hr@example.com', language: 'fa' });
    expect((row!.questions as { id: string }[]).map((q) => q.id)).toContain('priorities');
  });

  it('names every unanswered or invalid answer at once', async () => {
    const res = await visitor('10.4.0.2').post(`${SURVEY}?lang=en`, {
      answers: { companySize: 'huge', satisfaction: 9, priorities: [] },
      email: 'nope',
    });
    expect(res.statusCode).toBe(400);
    // The fixed fields are checked first; with a valid e-mail, the answers are checked against the questions.
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['email']);
    const answersWrong = await visitor('10.4.0.2').post(`${SURVEY}?lang=en`, {
      answers: { companySize: 'huge', satisfaction: 9, priorities: [] },
    });
    expect(answersWrong.statusCode).toBe(400);
    expect(Object.fromEntries(answersWrong.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]))).toEqual({
      'answers.companySize': 'Choose one of the options.',
      'answers.experience': 'Choose one of the options.',
      'answers.satisfaction': 'Choose one of the options.',
      'answers.feedbackCulture': 'Choose one of the options.',
      'answers.priorities': 'Choose one of the options.',
    });
    expect(await t.database.db.select().from(surveyResponses)).toEqual([]);
  });

  it('stores one send once: the same submissionKey again stores nothing and gets the same answer', async () => {
    const send = { answers, email: 'hr@example.com', submissionKey: 'b6f0c1de-6f3a-4a52-9c1e-3f1d2a7b8c90' };
    const first = await visitor('10.4.0.3').post(SURVEY, send);
    const again = await visitor('10.4.0.3').post(SURVEY, send);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.database.db.select().from(surveyResponses)).toEqual([expect.objectContaining({ id: first.json().data })]);
  });
});

describe('one send of a form, posted twice (submissionKey)', () => {
  const KEY = '0d5c9a4e-2b7f-4c1a-8e3d-6a9b0c1d2e3f';

  it('stores one contact submission: the second post with the same key is answered as the first, nothing more stored', async () => {
    const first = await visitor('10.7.0.1').post(CONTACT, { ...contact, submissionKey: KEY });
    const again = await visitor('10.7.0.1').post(CONTACT, { ...contact, message: 'dup', submissionKey: KEY });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(formSubmissions);
    expect(rows).toEqual([
      expect.objectContaining({ id: first.json().data, submissionKey: KEY, message: 'سلام،\nدربارهٔ ارزیابی ۳۶۰ درجه سؤال داشتم.' }),
    ]);
  });

  it('stores two sends with two keys, and sends without a key as before', async () => {
    const me = visitor('10.7.0.2');
    await me.post(CONTACT, { ...contact, submissionKey: KEY });
    await me.post(CONTACT, { ...contact, submissionKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' });
    await me.post(CONTACT, contact);
    await me.post(CONTACT, { ...contact, submissionKey: '' });
    expect(await t.database.db.select().from(formSubmissions)).toHaveLength(4);
  });

  it('tells the system managers of a demo request once, whether its send is posted once or twice, even at once', async () => {
    const me = visitor('10.7.0.3');
    const body = { product: 'rira360', ...demo, submissionKey: KEY };
    const [first, again] = await Promise.all([me.post(PRODUCT_DEMO, body), me.post(PRODUCT_DEMO, body)]);
    const third = await me.post(PRODUCT_DEMO, body);
    expect([first.statusCode, again.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(await t.database.db.select().from(productDemoRequests)).toEqual([expect.objectContaining({ id: first.json().data })]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.title, 'درخواست دموی تازه: ریرا ۳۶۰'))).toHaveLength(1);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'demo.product'))).toHaveLength(1);
    // The service demo's table has its own keys: the same key there is another send.
    expect((await me.post(SERVICE_DEMO, { service: 'okr', ...demo, submissionKey: KEY })).statusCode).toBe(200);
    expect(await t.database.db.select().from(serviceDemoRequests)).toHaveLength(1);
  });

  it('refuses a key that is not a UUID with a clear message, and stores nothing', async () => {
    const res = await visitor('10.7.0.4').post(`${CONTACT}?lang=en`, { ...contact, submissionKey: 'again' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'submissionKey',
        message: 'This form could not be read as sent. Reload the page and send it again.',
      }),
    ]);
    expect(await t.database.db.select().from(formSubmissions)).toEqual([]);
  });
});

describe('every form', () => {
  it('is rate limited per address', async () => {
    for (const [i, url] of [CONTACT, PRODUCT_DEMO, SERVICE_DEMO, ATTACHMENT, SURVEY].entries()) {
      const me = visitor(`10.6.0.${i}`);
      for (let n = 0; n < 5; n++) expect((await me.post(url, {})).statusCode, url).toBe(400);
      const refused = await me.post(url, {});
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });
});

describe('cross-site form posts', () => {
  it('are refused before anything is stored', async () => {
    const res = await visitor('10.5.0.1').post(CONTACT, contact, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(formSubmissions)).toEqual([]);
  });
});
