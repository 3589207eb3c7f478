/**
 * Issue 13: no request runs more than a fixed number of queries, whatever the page size. Every
 * list call of the contract (a request with `pageIndex`/`pageSize`), called by each kind of caller
 * it admits, on the demo data grown so that every list holds more than one small page, sends as
 * many statements at pageSize 10 as at the largest page size, and no more than QUERY_BOUND. So
 * do GetCurrentUser and the API calls behind the public magazine's list and article pages (at the
 * smallest and largest counts they take). Statements are counted per request with
 * `countQueries` (test/query-count.ts), the session lookup and a transaction's begin and commit
 * included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { MY_ASSESSMENT_TABS, PAGE_SIZES } from '@rira/contracts';
import { CONTRACT } from '@rira/contracts/api/index';
import type { ApiRoute } from '@rira/contracts/api/route';
import { membersOf } from '@rira/contracts/permissions';
import {
  articleAttachments,
  articleBacklinks,
  articleCategories,
  articles,
  assessments,
  assessors,
  assessorTypes,
  attachmentRequests,
  companies,
  competencies,
  difficulties,
  factors,
  formSubmissions,
  notifications,
  productDemoRequests,
  serviceDemoRequests,
  structureItems,
  surveyResponses,
  trustedCompanies,
  users,
  rounds,
} from '../db/schema/index.ts';
import { countQueries } from '../test/query-count.ts';
import { ARIA, companyId, signedIn } from '../test/organisation-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rowsOf } from '../test/test-database.ts';

/**
 * The most statements one request may send: the session lookup, the page's rows, their total and
 * up to two queries for what the rows refer to (5, the most measured: the people, competency and
 * template lists), plus the session's write-back of its activity, due once every few minutes.
 */
const QUERY_BOUND = 6;
const SMALL_PAGE = PAGE_SIZES[0];
const LARGEST_PAGE = PAGE_SIZES.at(-1)!;
/** The public magazine's `count` parameters (related, latest): 1–12. */
const LARGEST_COUNT = 12;

type Caller = 'anonymous' | 'employee' | 'hr' | 'content' | 'admin';
/** Who calls what: one caller for the calls anyone or any signed-in person may make, each admitted role otherwise. */
const ROLE_CALLERS = [
  ['companyAdmin', 'hr'],
  ['contentManager', 'content'],
  ['systemManager', 'admin'],
] as const;

let t: TestApp;
const cookies = new Map<Caller, string>();
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true, demoAssessments: true });
  ids.company = await companyId(t, ARIA);
  const [article] = await t.database.db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(eq(articles.slug, 'what-is-360-degree-feedback'));
  Object.assign(ids, { article: article!.id, slug: article!.slug });
  await growLists();
  // Signed in last: a session older than a few minutes writes its activity back once (one query more).
  for (const caller of ['employee', 'hr', 'content', 'admin'] as const) {
    const client = await signedIn(t, caller);
    cookies.set(caller, [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  }
}, 180_000);
afterAll(async () => t?.close());

// ---------------------------------------------------------------- more rows than one small page

/**
 * `times` copies of the rows of `table` that `where` picks, each with a new id and the columns of
 * `set` changed (SQL that may use `n`, the copy's number, 1…times: unique titles and slugs).
 */
async function copyRows(table: PgTable, where: SQL | undefined, times: number, set: Record<string, SQL> = {}): Promise<string[]> {
  const db = t.database.db;
  const columns = rowsOf<{ column_name: string }>(
    await db.execute(
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${getTableName(table)} and is_generated = 'NEVER' order by ordinal_position`,
    ),
  ).map((c) => c.column_name);
  const values = columns.map((c) => set[c] ?? (c === 'id' ? sql`gen_random_uuid()` : sql.identifier(c)));
  const inserted = await db.execute(
    sql`insert into ${table} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) select ${sql.join(values, sql`, `)} from ${table}, generate_series(1, ${times}) as n where ${where ?? sql`true`} returning id`,
  );
  return rowsOf<{ id: string }>(inserted).map((r) => r.id);
}

const numbered = (column: string) => sql`${sql.identifier(column)} || ' ' || n`;
const slugged = (column: string) => sql`${sql.identifier(column)} || '-' || n`;

/** The demo data, grown where a list holds ten rows or fewer (an N+1 shows only past the first small page). */
async function growLists() {
  const db = t.database.db;
  const ok = async (res: Promise<LightMyRequestResponse>, what: string) => {
    const answer = await res;
    if (answer.statusCode !== 200) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
    return answer;
  };
  const [employee] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
  // The collecting assessment where the employee is an invited peer: ten more like it, each inviting them.
  const [invitation] = await db
    .select({ row: assessors })
    .from(assessors)
    .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
    .where(and(eq(assessors.userId, employee!.id), ne(assessors.raterGroup, 'self'), eq(assessments.status, 'collecting')));
  for (const copy of await copyRows(assessments, eq(assessments.id, invitation!.row.assessmentId), 10)) {
    await copyRows(assessors, eq(assessors.id, invitation!.row.id), 1, {
      assessment_id: sql`${copy}::uuid`,
      link_token_hash: sql`gen_random_uuid()::text`,
    });
  }
  // The demo round (issue 26): ten more rounds of the company.
  await copyRows(rounds, eq(rounds.companyId, ids.company!), 10, { title: numbered('title') });
  await copyRows(notifications, eq(notifications.id, sql`(select id from notifications where user_id = ${employee!.id} limit 1)`), 10);
  await copyRows(companies, eq(companies.id, ids.company!), 10, { title: numbered('title') });
  for (const kind of ['department', 'structure', 'position', 'jobTitle', 'managementLevel'] as const) {
    const first = sql`(select id from structure_items where company_id = ${ids.company} and kind = ${kind} limit 1)`;
    await copyRows(structureItems, eq(structureItems.id, first), 10, { title: numbered('title') });
  }
  await copyRows(articleCategories, eq(articleCategories.id, sql`(select id from article_categories limit 1)`), 10, {
    slug: slugged('slug'),
    title: numbered('title'),
  });
  await copyRows(articleBacklinks, eq(articleBacklinks.articleId, ids.article!), 10);
  await copyRows(trustedCompanies, eq(trustedCompanies.id, sql`(select id from trusted_companies limit 1)`), 10);
  for (const table of [difficulties, factors, assessorTypes]) {
    await copyRows(table, eq(table.id, sql`(select id from ${table} limit 1)`), 10, { title: numbered('title') });
  }
  // Templates through the API: each links competencies, a factor, a position and a structure.
  const hr = await signedIn(t, 'hr');
  const someOf = async (table: typeof competencies | typeof factors, n: number) =>
    (await db.select({ id: table.id }).from(table).limit(n)).map((r) => r.id);
  const positionOrStructure = async (kind: 'position' | 'structure') =>
    (
      await db
        .select({ id: structureItems.id })
        .from(structureItems)
        .where(and(eq(structureItems.companyId, ids.company!), eq(structureItems.kind, kind)))
        .limit(1)
    ).map((r) => r.id);
  const links = {
    competencyIds: await someOf(competencies, 3),
    factorIds: await someOf(factors, 1),
    positionIds: await positionOrStructure('position'),
    structureIds: await positionOrStructure('structure'),
  };
  for (let n = 1; n <= 11; n++) await ok(hr.post('/api/admin/AssessmentTemplate/Add', { title: `قالب شمارش ${n}`, ...links }), 'template');
  // The inbox: one of each through the public forms, then copies.
  const visitor = (url: string, payload: object) =>
    ok(t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: '10.77.0.1' }), url);
  const person = { fullname: 'مریم کاظمی', phoneNumber: '09121234567', email: 'maryam@example.com' };
  const demo = { ...person, companyName: 'شرکت نمونه', position: 'مدیرعامل', teamSize: '51-200', message: 'برای ۴۰ مدیر' };
  await visitor(CONTRACT.leads.contact.path, { ...person, position: 'مدیر منابع انسانی', message: 'سلام' });
  await visitor(CONTRACT.leads.productDemo.path, { product: 'rira360', ...demo });
  await visitor(CONTRACT.leads.serviceDemo.path, { service: 'performanceManagement', ...demo });
  const [file] = await db
    .select({ id: articleAttachments.id })
    .from(articleAttachments)
    .where(eq(articleAttachments.articleId, ids.article!));
  await visitor(CONTRACT.leads.attachment.path, { articleId: ids.article, attachmentId: file!.id, ...person });
  await visitor(CONTRACT.leads.survey.path, {
    answers: { companySize: '201-1000', experience: 'once', satisfaction: '2', feedbackCulture: 4, priorities: ['hiring'], challenge: '' },
    email: 'hr@example.com',
  });
  for (const table of [formSubmissions, productDemoRequests, serviceDemoRequests, attachmentRequests, surveyResponses]) {
    await copyRows(table, undefined, 10);
  }
}

// ---------------------------------------------------------------- the calls

interface Case {
  /** The call and who makes it, for the failure message. */
  label: string;
  caller: Caller;
  /** The same call at its smallest and largest size. */
  small: InjectOptions;
  large: InjectOptions;
  /** The list call it belongs to (every list call needs a case that shows more than one small page). */
  list?: string;
}

function request(
  route: ApiRoute,
  input: { params?: Record<string, string>; query?: Record<string, unknown>; body?: object },
): InjectOptions {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params![name]!));
  const query = input.query
    ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)] as [string, string]))}`
    : '';
  return { method: route.method, url: `/api${path}${query}`, ...(input.body ? { payload: input.body } : {}) };
}

function callersOf(route: ApiRoute): Caller[] {
  const members = membersOf(route.access);
  if (members === 'anyone') return ['anonymous'];
  if (members === 'signedIn') return ['employee'];
  return ROLE_CALLERS.filter(([role]) => (members as readonly string[]).includes(role)).map(([, caller]) => caller);
}

/** Every list call of the contract: a request (body or query) with `pageSize`. */
function listCalls(): { name: string; route: ApiRoute; part: 'body' | 'query'; fields: string[] }[] {
  const found = [];
  for (const [module, table] of Object.entries(CONTRACT)) {
    for (const [name, route] of Object.entries(table as Record<string, ApiRoute>)) {
      for (const part of ['body', 'query'] as const) {
        const shape = (route[part] as { shape?: Record<string, unknown> } | undefined)?.shape;
        if (shape && 'pageSize' in shape) found.push({ name: `${module}.${name}`, route, part, fields: Object.keys(shape) });
      }
    }
  }
  return found;
}

function listCases(): Case[] {
  const cases: Case[] = [];
  for (const { name, route, part, fields } of listCalls()) {
    for (const caller of callersOf(route)) {
      // A system manager names the company; the backlinks are one article's; "my assessments" has tabs.
      const extra: Record<string, unknown> = {};
      if (fields.includes('companyId') && caller === 'admin') extra.companyId = ids.company;
      if (fields.includes('articleId')) extra.articleId = ids.article;
      const variants: Record<string, unknown>[] = fields.includes('tab') ? MY_ASSESSMENT_TABS.map((tab) => ({ tab })) : [{}];
      for (const variant of variants) {
        const at = (pageSize: number) => request(route, { [part]: { pageIndex: 1, pageSize, ...extra, ...variant } });
        const label = `${name} (${route.method} ${route.path}${variant.tab ? `, tab ${String(variant.tab)}` : ''})`;
        cases.push({ label, caller, small: at(SMALL_PAGE), large: at(LARGEST_PAGE), list: name });
      }
    }
  }
  return cases;
}

/** GetCurrentUser, and what the public magazine's list (/blogs) and article pages ask for (web/app/features/magazine/magazine-data.server.ts). */
function pageCases(): Case[] {
  const m = CONTRACT.magazine;
  const me = CONTRACT.auth.currentUser;
  const same = (label: string, options: InjectOptions): Omit<Case, 'caller'> => ({ label, small: options, large: options });
  return [
    ...(['employee', 'hr', 'content', 'admin'] as const).map((caller) => ({
      ...same(`auth.currentUser (GET ${me.path})`, request(me, {})),
      caller,
    })),
    same('siteContent.page magazine', request(CONTRACT.siteContent.page, { params: { id: 'magazine' } })),
    same('magazine.categories', request(m.categories, {})),
    {
      label: 'magazine.tags',
      small: request(m.tags, { query: { count: 16 } }),
      large: request(m.tags, { query: { count: 50 } }),
    },
    same('magazine.details', request(m.details, { params: { id: ids.slug! } })),
    same('magazine.headings', request(m.headings, { params: { id: ids.article! } })),
    {
      label: 'magazine.related',
      small: request(m.related, { body: { articleId: ids.article, count: 3 } }),
      large: request(m.related, { body: { articleId: ids.article, count: LARGEST_COUNT } }),
    },
    {
      label: 'magazine.latest',
      small: request(m.latest, { query: { count: 3, exclude: ids.article } }),
      large: request(m.latest, { query: { count: LARGEST_COUNT, exclude: ids.article } }),
    },
  ].map((c) => ({ caller: 'anonymous' as Caller, ...c }));
}

async function measure(caller: Caller, options: InjectOptions) {
  const cookie = cookies.get(caller);
  const { result, count, queries } = await countQueries(() => t.app.inject({ ...options, headers: cookie ? { cookie } : {} }));
  const data = result.statusCode === 200 ? (result.json() as { data: unknown }).data : undefined;
  return { status: result.statusCode, count, queries, rows: Array.isArray(data) ? data.length : 0 };
}

/** What is wrong with a case's counts: a refused call, counts that differ by size, or one above the bound. */
async function problemsOf(c: Case): Promise<{ problems: string[]; rows: number }> {
  const small = await measure(c.caller, c.small);
  const large = await measure(c.caller, c.large);
  const who = `${c.label} as ${c.caller}`;
  if (small.status !== 200 || large.status !== 200) return { problems: [`${who}: answered ${small.status}/${large.status}`], rows: 0 };
  const problems: string[] = [];
  if (small.count !== large.count || large.count > QUERY_BOUND) {
    const statements = large.queries.map((q) => `\n    ${q.slice(0, 120)}`).join('');
    problems.push(
      `${who}: ${small.count} queries for ${small.rows} rows, ${large.count} for ${large.rows} rows (the same and at most ${QUERY_BOUND} wanted):${statements}`,
    );
  }
  return { problems, rows: large.rows };
}

describe(`queries per request: the same whatever the page size, at most ${QUERY_BOUND}`, () => {
  it('holds for every list call of the contract, for each caller it admits', async () => {
    const cases = listCases();
    const lists = new Set(listCalls().map((l) => l.name));
    // 29 when this was written; a new list call is covered by itself, and one whose request stops
    // being a plain object schema (so its pageSize is not found) fails here instead of dropping out.
    expect(lists.size).toBeGreaterThanOrEqual(29);
    const problems: string[] = [];
    const mostRows = new Map<string, number>();
    for (const c of cases) {
      const result = await problemsOf(c);
      problems.push(...result.problems);
      mostRows.set(c.list!, Math.max(mostRows.get(c.list!) ?? 0, result.rows));
    }
    // Without more rows than a small page, the two sizes would read the same rows and hide an N+1.
    for (const list of lists) {
      if ((mostRows.get(list) ?? 0) <= SMALL_PAGE) problems.push(`${list}: at most ${mostRows.get(list)} rows at pageSize ${LARGEST_PAGE}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('holds for GetCurrentUser and the calls behind the public magazine and article pages', async () => {
    const problems: string[] = [];
    for (const c of pageCases()) problems.push(...(await problemsOf(c)).problems);
    expect(problems).toEqual([]);
  });

  it("counts each request's own statements: calls made side by side count as each alone", async () => {
    const people = listCases().find((c) => c.list === 'people.list' && c.caller === 'hr')!;
    const faqs = listCases().find((c) => c.list === 'siteAdmin.faq.list' && c.caller === 'content')!;
    const alone = [(await measure(people.caller, people.large)).count, (await measure(faqs.caller, faqs.large)).count];
    const together = await Promise.all([measure(people.caller, people.large), measure(faqs.caller, faqs.large)]);
    expect(together.map((m) => m.count)).toEqual(alone);
    expect(alone[0]).toBeGreaterThan(alone[1]!);
  });
});
