import ExcelJS from 'exceljs';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNationalCode } from '../server/src/seed/demo-organisation.ts';
import { startS3Server, type S3Server } from '../server/src/test/s3-server.ts';
import { startSmtpSink, type SmtpSink } from '../server/src/test/smtp-sink.ts';
import { skipE2E } from './support/browser.ts';
import { ApiSession, DEMO_PASSWORD, signInWithPassword } from './support/report-journey.ts';
import { startServerCopy, type ServerCopy } from './support/server-copy.ts';

/** The PostgreSQL server CI runs (TEST_DATABASE_URL); the copies get a fresh database on it. */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const ARTICLE_SLUG = 'what-is-360-degree-feedback';

async function adminQuery<Row extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Polls `read` until `done` holds or `withinMs` passes; the last value read. */
async function within<T>(withinMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const pageText = async (copy: ServerCopy, path: string) => (await fetch(copy.baseUrl + path)).text();

const IMPORT_ROWS = 2000;
/** Each copy offers the overdue-assessment sweep this often; it runs once per period across both. */
const SWEEP_SECONDS = 3;
const PEOPLE = '/api/manager/applicationUser';

/** The demo company's sample workbook with IMPORT_ROWS new people (mobiles 0939…). */
async function peopleWorkbook(sample: ArrayBuffer): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(sample);
  const sheet = book.worksheets[0]!;
  for (let n = 1; n <= IMPORT_ROWS; n++) {
    const row = [
      `نفر${n}`,
      'آزمایشی',
      null,
      null,
      'ایرانی',
      demoNationalCode(5000 + n),
      null,
      `0939${String(n).padStart(7, '0')}`,
      null,
      '1370/05/12',
      `Q${n}`,
      'کارمند',
      'فروش و بازاریابی',
      'کارشناس فروش',
    ];
    row.forEach((value, column) => value !== null && (sheet.getCell(n + 1, column + 1).value = value));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Two copies of the built server behind no proxy at all, on one PostgreSQL database: whatever one
 * copy does, the other must see (issue 14). Sessions, throttles and one-time codes live in the
 * database; the page caches are emptied on every copy through LISTEN/NOTIFY.
 */
describe.skipIf(skipE2E || !ADMIN_URL)('two server copies on one PostgreSQL database', () => {
  let databaseUrl = '';
  let databaseName = '';
  let a: ServerCopy;
  let b: ServerCopy;
  let s3: S3Server;
  let smtp: SmtpSink;

  beforeAll(async () => {
    databaseName = `rira_copies_${process.pid}_${Date.now()}`;
    await adminQuery(ADMIN_URL!, `create database ${databaseName}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // One bucket for both (s3rver, in this process), behind a proxy as docs/deploy.md has it, and a
    // short job lease, so that a dead copy's job is taken over within seconds.
    s3 = await startS3Server();
    smtp = await startSmtpSink();
    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
      ASSESSMENT_CLOSE_SWEEP_SECONDS: String(SWEEP_SECONDS),
      TRUST_PROXY: 'loopback',
      JOB_POLL_SECONDS: '0.5',
      JOB_LEASE_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
    };
    // Started together on the empty database: each migrates and seeds, one after the other.
    [a, b] = await Promise.all([startServerCopy('copy-a', env), startServerCopy('copy-b', env)]);
  }, 400_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await s3?.stop();
    await smtp?.close();
    if (databaseName) await adminQuery(ADMIN_URL!, `drop database if exists ${databaseName} with (force)`);
  });

  it('started together on an empty database, they migrated and seeded it once', async () => {
    const [admins] = await adminQuery<{ count: string }>(databaseUrl, `select count(*) from users where username = 'admin'`);
    expect(admins!.count).toBe('1');
    const [articles] = await adminQuery<{ count: string }>(databaseUrl, `select count(*) from articles where slug = $1`, [ARTICLE_SLUG]);
    expect(articles!.count).toBe('1');
    for (const copy of [a, b]) expect((await fetch(`${copy.baseUrl}/api/health/ready`)).status).toBe(200);
  });

  it('a sign-in on one copy is valid on the other, and a sign-out on the other ends it on both', async () => {
    const session = await signInWithPassword(a.baseUrl, 'employee');
    const onB = new ApiSession(b.baseUrl);
    for (const [name, value] of session.cookies) onB.cookies.set(name, value);
    const me = await onB.json<{ data: { username: string } }>('GET', '/api/Authentication/GetCurrentUser');
    expect([me.status, me.body.data.username]).toEqual([200, 'employee']);

    expect((await onB.raw('POST', '/api/Authentication/SignOut', {})).status).toBe(200);
    const onA = new ApiSession(a.baseUrl);
    for (const [name, value] of session.cookies) onA.cookies.set(name, value);
    expect((await onA.raw('GET', '/api/Authentication/GetCurrentUser')).status).toBe(401);
  });

  it('shows an article edited on one copy on the other copy’s page at once', async () => {
    const content = await signInWithPassword(a.baseUrl, 'content');
    const [row] = await content.data<{ id: string }[]>('POST', '/api/manager/article/GetAll', { search: ARTICLE_SLUG, pageSize: 10 });
    const article = await content.data<{
      id: string;
      slug: string;
      title: string;
      language: 'fa' | 'en';
      categoryId: string;
      tags: { id: string }[];
      summary: string;
      body: string;
      coverAlt: string | null;
      updatedAt: string;
    }>('GET', `/api/manager/article/Get/${row!.id}`);
    const page = `/blogs/details/${ARTICLE_SLUG}`;
    // B has just rendered the page and keeps it (its micro-cache lasts 5 s, its loaders' data 10 s).
    expect(await pageText(b, page)).toContain(article.title);
    const newTitle = `${article.title} (ویرایش ${Date.now()})`;
    await content.data('POST', '/api/manager/article/Update', {
      id: article.id,
      updatedAt: article.updatedAt,
      title: newTitle,
      slug: article.slug,
      language: article.language,
      categoryId: article.categoryId,
      tagIds: article.tags.map((tag) => tag.id),
      summary: article.summary,
      body: article.body,
      coverAlt: article.coverAlt ?? '',
    });
    const shown = await within(
      1_500,
      () => pageText(b, page),
      (html) => html.includes(newTitle),
    );
    expect(shown).toContain(newTitle);
  });

  it('signs in on one copy with a one-time code the other sent, once, and limits the codes across both', async () => {
    const mobile = '09120000005';
    const asked = Date.now() - 1_000;
    const requestCode = (copy: ServerCopy) =>
      fetch(`${copy.baseUrl}/api/Authentication/RegisterPhoneNumber`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
        body: JSON.stringify({ PhoneNumber: mobile }),
      });
    expect((await requestCode(a)).status).toBe(200);
    // One code a minute for a number, counted in the database: the other copy refuses the next.
    expect((await requestCode(b)).status).toBe(429);
    type SmsLine = { msg?: string; time?: number; sms?: { to?: string; text?: string } };
    const sent = await within(
      10_000,
      async () => (a.logs as SmsLine[]).find((l) => l.msg === 'sms.console' && l.sms?.to?.endsWith('9120000005') && (l.time ?? 0) >= asked),
      (line) => line !== undefined,
    );
    const code = /(\d{6})/.exec(sent?.sms?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const authorize = (copy: ServerCopy) =>
      new ApiSession(copy.baseUrl).json('POST', '/api/Authentication/Authorize?lang=en', {
        PhoneNumber: mobile,
        VerificationCode: code,
        Type: 2,
      });
    expect((await authorize(b)).status).toBe(200);
    // Used once: the same code on the first copy is refused.
    expect((await authorize(a)).status).not.toBe(200);
  });

  it('counts failed sign-ins across both copies: the sixth, on either, is refused', async () => {
    // From an address of its own (behind the proxy): the lock holds the address too, for a minute.
    const attempt = (copy: ServerCopy, password: string) =>
      fetch(`${copy.baseUrl}/api/Authentication/AuthorizeWithPassword?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
        body: JSON.stringify({ Username: 'multi', Password: password, Type: 1 }),
      });
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await attempt(i % 2 === 0 ? a : b, 'not-the-password')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    // Five failures, spread over both copies, lock the account on both (even for the right password).
    expect((await attempt(b, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(a, DEMO_PASSWORD)).status).toBe(429);
  });

  it('closes an assessment past its finish date once, and mails its person once, with both copies sweeping', async () => {
    const [open] = await adminQuery<{ id: string; user_id: string }>(
      databaseUrl,
      `select a.id, a.target_user_id as user_id from assessments a where a.status = 'collecting' order by a.created_at limit 1`,
    );
    expect(open).toBeDefined();
    const email = `report-ready-${Date.now()}@example.com`;
    await adminQuery(databaseUrl, `update users set email = $2 where id = $1`, [open!.user_id, email]);
    await adminQuery(databaseUrl, `update assessments set finishes_on = '2020-01-01', user_may_see_report = true where id = $1`, [
      open!.id,
    ]);
    const statusOf = async () =>
      (await adminQuery<{ status: string }>(databaseUrl, `select status from assessments where id = $1`, [open!.id]))[0]!.status;
    expect(await within(30_000, statusOf, (status) => status === 'finished')).toBe('finished');
    // Several more periods, both copies offering the sweep each time: nothing more is made or sent.
    await new Promise((r) => setTimeout(r, 3 * SWEEP_SECONDS * 1000));
    const toPerson = () =>
      smtp.messages.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(email)));
    expect(toPerson()).toHaveLength(1);
    const [outbox] = await adminQuery<{ n: string }>(
      databaseUrl,
      `select count(*) as n from outbox where recipient = $1 and purpose = 'assessment.reportReady'`,
      [email],
    );
    expect(outbox!.n).toBe('1');
    const [versions] = await adminQuery<{ n: string }>(databaseUrl, `select count(*) as n from report_snapshots where assessment_id = $1`, [
      open!.id,
    ]);
    expect(versions!.n).toBe('1');
  });

  it('serves a file uploaded on one copy from the other (one bucket)', async () => {
    const hr = await signInWithPassword(a.baseUrl, 'hr');
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${a.baseUrl}/api/Authentication/UploadAvatar`, {
      method: 'POST',
      body: form,
      headers: { cookie: hr.cookieHeader },
    });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = ((await uploaded.json()) as { data: { avatarUrl: string } }).data;
    const fromB = await fetch(`${b.baseUrl}${avatarUrl}`);
    expect([fromB.status, fromB.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await sharp(Buffer.from(await fromB.arrayBuffer())).metadata()).toMatchObject({ format: 'webp' });
  });

  // Last: it kills a copy.
  it(`finishes a ${IMPORT_ROWS}-row import on the other copy when the copy running it is killed, every row exactly once`, async () => {
    // The demo company's limit of 500 people is lifted for this.
    await adminQuery(databaseUrl, `update companies set max_users = null`);
    const hr = await signInWithPassword(a.baseUrl, 'hr');
    const sample = await (
      await fetch(`${a.baseUrl}${PEOPLE}/DownloadSample?lang=en`, { headers: { cookie: hr.cookieHeader } })
    ).arrayBuffer();
    const workbook = await peopleWorkbook(sample);
    // The test holds `users` so that the rows' transaction waits at its first insert: the kill then
    // always lands in the middle of it.
    const holder = new pg.Client({ connectionString: databaseUrl });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table users in share mode');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(workbook)]), 'people.xlsx');
    const upload = await fetch(`${a.baseUrl}${PEOPLE}/UploadExcel`, { method: 'POST', body: form, headers: { cookie: hr.cookieHeader } });
    expect(upload.status).toBe(202);
    const importId = ((await upload.json()) as { data: { id: string } }).data.id;

    // Whichever copy took the job (the upload's or the other) is killed as it writes the rows.
    const writing = (copy: ServerCopy) => copy.logs.some((line) => line.msg === 'import.writing');
    const runner = await within(
      60_000,
      async () => [a, b].find(writing),
      (copy) => copy !== undefined,
    );
    expect(runner).toBeDefined();
    const survivor = runner === a ? b : a;
    await runner!.kill();
    await holder.query('rollback');
    await holder.end();
    const countImported = async () =>
      Number((await adminQuery<{ n: string }>(databaseUrl, `select count(*) as n from users where mobile like '0939%'`))[0]!.n);
    expect(await countImported()).toBe(0);

    const reader = await signInWithPassword(survivor.baseUrl, 'hr');
    const job = await within(
      120_000,
      () => reader.data<{ status: string; created?: number }>('GET', `${PEOPLE}/GetImportJob/${importId}`),
      (j) => j.status === 'succeeded' || j.status === 'failed',
    );
    expect(job).toMatchObject({ status: 'succeeded', created: IMPORT_ROWS });
    expect(await countImported()).toBe(IMPORT_ROWS);
    const [places] = await adminQuery<{ n: string }>(
      databaseUrl,
      `select count(*) as n from employments e join users u on u.id = e.user_id where u.mobile like '0939%'`,
    );
    expect(Number(places!.n)).toBe(IMPORT_ROWS);
    expect(writing(survivor)).toBe(true);
  }, 240_000);
});
