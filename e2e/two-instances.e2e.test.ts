import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  beforeAll(async () => {
    databaseName = `rira_copies_${process.pid}_${Date.now()}`;
    await adminQuery(ADMIN_URL!, `create database ${databaseName}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    const env = { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', SMTP_URL: '' };
    // Started together on the empty database: each migrates and seeds, one after the other.
    [a, b] = await Promise.all([startServerCopy('copy-a', env), startServerCopy('copy-b', env)]);
  }, 400_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
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

  // Last: the lock holds this address (127.0.0.1) too, for a minute.
  it('counts failed sign-ins across both copies: the sixth, on either, is refused', async () => {
    const attempt = (copy: ServerCopy, password: string) =>
      new ApiSession(copy.baseUrl).json('POST', '/api/Authentication/AuthorizeWithPassword?lang=en', {
        Username: 'multi',
        Password: password,
        Type: 1,
      });
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await attempt(i % 2 === 0 ? a : b, 'not-the-password')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    // Five failures, spread over both copies, lock the account on both (even for the right password).
    expect((await attempt(b, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(a, DEMO_PASSWORD)).status).toBe(429);
  });
});
