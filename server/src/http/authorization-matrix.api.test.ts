/**
 * The authorisation matrix (issue 10): every operation of the OpenAPI document, called by every
 * kind of caller — anonymous, an employee, the content manager, another company's admin, the
 * company's admin, the system manager — with bodies built from the operation's own schema and the
 * demo company's ids, and each answer compared with who may call it: the `access` of its contract
 * route (contracts/src/api/*; the actions in contracts/src/permissions.ts):
 * - an operation that is not a contract route (so has no policy), or a contract route that is not
 *   an operation, fails;
 * - a caller the action does not admit is refused by the guard: 401 without a session, 403
 *   (a bare one, not a rule's) for a role outside the action's group — whatever body was sent;
 * - a caller it admits is never refused by the guard, and nothing answers 500;
 * - another company's admin, given the demo company's ids, changes none of its rows and reads none
 *   of its ids back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { translateMessage, type Role } from '@rira/contracts';
import { contractRoute, contractRoutes } from '@rira/contracts/api/index';
import { membersOf, type Action } from '@rira/contracts/permissions';
import { structureItems } from '../db/schema/index.ts';
import { collectedAssessment } from '../test/assessment-fixtures.ts';
import { apiOperations, registeredPath, type ApiOperation, type JsonSchema } from '../test/openapi-operations.ts';
import { alborzAdmin, ARIA, companyId, signedIn, userIdByMobile } from '../test/organisation-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { restoreData, rowsOf, snapshotData, type DataSnapshot } from '../test/test-database.ts';

const OPERATIONS = contractRoutes().length;
const CALLERS = ['anonymous', 'employee', 'content', 'otherAdmin', 'hr', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const ROLE: Record<Caller, Role | null> = {
  anonymous: null,
  employee: 'user',
  content: 'contentManager',
  otherAdmin: 'companyAdmin',
  hr: 'companyAdmin',
  admin: 'systemManager',
};
/** How each signed-in caller signs in again (for the calls that end or change a session). */
const LOGIN: Partial<Record<Caller, [string, string?]>> = {
  employee: ['employee'],
  content: ['content'],
  otherAdmin: ['09359998877', 'Alborz1404'],
  hr: ['hr'],
  admin: ['admin'],
};
/** Calls that end, switch or take over the caller's session: made with a session of their own. */
const SESSION_CALLS = new Set([
  'POST /Authentication/SignOut',
  'POST /Authentication/Clear',
  'POST /Authentication/SelectMembership',
  'POST /Authentication/LoginAsUser',
  'POST /Authentication/ReturnToMyAccount',
  'POST /Authentication/ChangePassword',
]);

let t: TestApp;
let seeded: DataSnapshot;
const cookies = new Map<Caller, string>();
/** The demo company's (Aria's) ids the bodies are built from. */
const ids: Record<string, string> = {};
let address = 0;

beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
  const { id, assessors, hr } = await collectedAssessment(t, { peers: ['09121000004', '09121000005', '09121000006'] });
  await hr.post('/api/admin/Assessment/Close', { id });
  await hr.post('/api/admin/Report/Generate', { id });
  const template = await hr.post('/api/admin/AssessmentTemplate/Add', { title: 'قالب ماتریس دسترسی', competencyIds: [] });
  Object.assign(ids, {
    company: await companyId(t, ARIA),
    assessment: id,
    assessor: assessors[1]!.assessorId,
    employee: await userIdByMobile(t, '09120000003'),
    hr: await userIdByMobile(t, '09120000002'),
    template: template.json().data as string,
  });
  for (const kind of ['department', 'structure', 'position', 'jobTitle', 'managementLevel'] as const) {
    const [item] = await t.database.db
      .select({ id: structureItems.id })
      .from(structureItems)
      .where(sql`${structureItems.companyId} = ${ids.company} and ${structureItems.kind} = ${kind}`)
      .limit(1);
    if (item) ids[kind] = item.id;
  }
  await alborzAdmin(t); // creates Alborz's admin; signed in below like the others
  for (const caller of CALLERS) {
    const login = LOGIN[caller];
    if (!login) continue;
    const client = await signedIn(t, login[0]).catch(async () => {
      const c = t.client();
      await c.login(login[0], login[1]);
      return c;
    });
    cookies.set(caller, [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  }
  seeded = await snapshotData(t.database);
}, 180_000);
afterAll(async () => t?.close());

// ---------------------------------------------------------------- bodies from the schema

const RANDOM_ID = '5d7a0d49-1b3c-4a8e-9f00-2c1d3e4f5a6b';

/** The demo company's row an id field points at, from its name and the call's resource. */
function idFor(name: string, route: string): string {
  const byName: Record<string, string | undefined> = {
    companyId: ids.company,
    CompanyId: ids.company,
    assessmentId: ids.assessment,
    assessorId: ids.assessor,
    userId: ids.employee,
    userIds: ids.employee,
    UserId: ids.employee,
    templateId: ids.template,
    departmentId: ids.department,
    departmentIds: ids.department,
    positionId: ids.position,
    positionIds: ids.position,
    structureIds: ids.structure,
    jobTitleId: ids.jobTitle,
    managementLevelId: ids.managementLevel,
  };
  if (byName[name]) return byName[name];
  if (name !== 'id') return RANDOM_ID;
  const byResource: [RegExp, string | undefined][] = [
    [/^\/api\/admin\/Company\//i, ids.company],
    [/^\/api\/manager\/applicationUser\/(GetUser|Update|ToggleActivity|changePassword|Delete|Profile)/i, ids.employee],
    [/^\/api\/admin\/Department\//i, ids.department],
    [/^\/api\/admin\/Structure\//i, ids.structure],
    [/^\/api\/admin\/Position\//i, ids.position],
    [/^\/api\/admin\/JobTitle\//i, ids.jobTitle],
    [/^\/api\/admin\/ManagementLevel\//i, ids.managementLevel],
    [/^\/api\/admin\/AssessmentTemplate\//i, ids.template],
    [/^\/api\/admin\/(Assessment|Report)\//i, ids.assessment],
  ];
  return byResource.find(([pattern]) => pattern.test(route))?.[1] ?? RANDOM_ID;
}

/** A value the schema accepts, built from its type, format and the field's name. */
function example(s: JsonSchema | undefined, name: string, route: string): unknown {
  if (!s) return undefined;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return example(branches.find((b) => b.type !== 'null') ?? branches[0], name, route);
  if (s.allOf?.length) return example(s.allOf[0], name, route);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('object') || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(s.properties ?? {})) {
      // Required fields, and the company a call names (so that naming another company is tried too).
      if (s.required?.includes(key) || key === 'companyId') out[key] = example(property, key, route);
    }
    return out;
  }
  if (types.includes('array'))
    return Array.from({ length: Math.max(s.minItems ?? 0, /Ids$/.test(name) ? 1 : 0) }, () => example(s.items, name, route));
  if (types.includes('integer') || types.includes('number')) {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(low, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (types.includes('boolean')) return false;
  if (s.default !== undefined) return s.default;
  if (s.format === 'uuid') return idFor(name, route);
  if (s.format === 'email' || /email/i.test(name)) return 'matrix@example.com';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /(On|Date)$/.test(name)) return '2027-01-15';
  if (/mobile|phone/i.test(name)) return '09121234567';
  if (/nationalCode/i.test(name)) return '0056789017';
  if (/password/i.test(name)) return 'Matrix1404x';
  if (/token/i.test(name)) return 'x'.repeat(43);
  if (/slug/i.test(name)) return 'matrix-slug';
  if (/url|link/i.test(name)) return 'https://example.com/matrix';
  const text = 'آزمون ماتریس';
  return text.padEnd(s.minLength ?? 0, 'ی').slice(0, s.maxLength ?? text.length);
}

function requestFor(op: ApiOperation): Pick<InjectOptions, 'url' | 'payload'> {
  const params = op.operation.parameters ?? [];
  let url = op.route.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(example(params.find((p) => p.name === name)?.schema, name, op.route))),
  );
  const query = new URLSearchParams();
  for (const p of params)
    if (p.in === 'query' && (p.required || p.name === 'companyId')) query.set(p.name, String(example(p.schema, p.name, op.route)));
  if ([...query].length) url += `?${query}`;
  const payload = op.body ? (example(op.body, '', op.route) as object) : op.method === 'POST' ? {} : undefined;
  return { url, ...(payload !== undefined ? { payload } : {}) };
}

/** `POST /x/Get/:id`: an operation as its contract route names it. */
function keyOf(op: ApiOperation): string {
  return `${op.method} ${registeredPath(op.route)}`;
}

/** Who may call the operation: its contract route's access (the test fails first when it has none). */
function accessOf(op: ApiOperation): Action {
  const route = contractRoute(op.method, registeredPath(op.route));
  if (!route) throw new Error(`${keyOf(op)} is not a contract route`);
  return route.access;
}

async function call(op: ApiOperation, caller: Caller): Promise<LightMyRequestResponse> {
  address++;
  let cookie = cookies.get(caller);
  const key = keyOf(op);
  if (cookie && SESSION_CALLS.has(key)) {
    const [username, password] = LOGIN[caller]!;
    const fresh = t.client();
    await fresh.login(username, password);
    cookie = [...fresh.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  return t.app.inject({
    method: op.method,
    ...requestFor(op),
    headers: cookie ? { cookie } : {},
    // An address of its own per call: the per-address limits of sign-in and the public forms never meet.
    remoteAddress: `10.90.${address >> 8}.${address & 255}`,
  });
}

// ---------------------------------------------------------------- what the policy expects

const UNAUTHORIZED = translateMessage('fa', 'errors.unauthorized');

/** The guard's own refusals: 401 with the generic message, or a bare 403 (a rule's 403 carries `reason`). */
function guardRefusal(res: LightMyRequestResponse): 401 | 403 | null {
  if (res.statusCode === 401 && (res.json() as { message?: string }).message === UNAUTHORIZED) return 401;
  if (res.statusCode === 403 && !(res.json() as { reason?: string }).reason) return 403;
  return null;
}

/** What the policy table says this caller gets from the guard: refused with 401 or 403, or let through. */
function expected(action: Action, caller: Caller): 401 | 403 | 'through' {
  const members = membersOf(action);
  if (members === 'anyone') return 'through';
  if (caller === 'anonymous') return 401;
  if (members === 'signedIn') return 'through';
  return (members as readonly Role[]).includes(ROLE[caller]!) ? 'through' : 403;
}

/** Every row of the demo company that another company's admin must not be able to change. */
async function ariaRows(): Promise<string> {
  const queries = [
    sql`select * from companies where id = ${ids.company}`,
    sql`select * from employments where company_id = ${ids.company} order by user_id`,
    sql`select * from memberships where company_id = ${ids.company} order by user_id, role`,
    sql`select u.* from users u where u.id in (select user_id from employments where company_id = ${ids.company}) order by u.id`,
    sql`select * from structure_items where company_id = ${ids.company} order by id`,
    sql`select * from assessment_templates where company_id = ${ids.company} order by id`,
    sql`select * from assessments where company_id = ${ids.company} order by id`,
    sql`select * from assessors where assessment_id in (select id from assessments where company_id = ${ids.company}) order by id`,
    sql`select id, version, partial, released_at from report_snapshots where assessment_id in (select id from assessments where company_id = ${ids.company}) order by id`,
  ];
  const parts: unknown[] = [];
  for (const query of queries) parts.push(rowsOf(await t.database.db.execute(query)));
  return JSON.stringify(parts);
}

describe(`authorisation matrix: ${OPERATIONS} operations × ${CALLERS.length} callers, against each contract route's access`, () => {
  let operations: ApiOperation[] = [];
  beforeAll(() => {
    operations = apiOperations(t.app);
  });

  it('has a contract route (so a policy) for every operation of the OpenAPI document, and an operation for every contract route', () => {
    const documented = operations.map(keyOf).sort();
    expect(operations.filter((op) => !contractRoute(op.method, registeredPath(op.route))).map(keyOf)).toEqual([]);
    const routes = contractRoutes().map((route) => `${route.method} ${route.path}`);
    expect(routes.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented).toHaveLength(OPERATIONS);
  });

  it('keeps every admin and content-manager call (admin/*, manager/*, Manager/*) behind a role', () => {
    const open = contractRoutes().filter(
      (route) => /^\/(admin|manager)\//i.test(route.path) && ['anyone', 'signedIn'].includes(membersOf(route.access) as string),
    );
    expect(open.map((route) => `${route.method} ${route.path}: ${route.access}`)).toEqual([]);
  });

  it('decides who is calling before it reads the body: malformed JSON, a wrong content type or an oversized body get 401 or 403, not 400, 413 or 415', async () => {
    const employee = cookies.get('employee')!;
    const send = (url: string, headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: `10.91.0.${++address & 255}` });
    for (const [headers, payload] of [
      [{ 'content-type': 'application/json' }, '{"firstName": '],
      [{ 'content-type': 'text/plain' }, 'hello'],
      [{ 'content-type': 'application/json' }, `{"firstName":"${'x'.repeat(2 * 1024 * 1024)}"}`],
    ] as const) {
      expect((await send('/api/manager/applicationUser/Create', { ...headers }, payload)).statusCode).toBe(401);
      expect((await send('/api/manager/applicationUser/Create', { ...headers, cookie: employee }, payload)).statusCode).toBe(403);
      expect((await send('/api/admin/Company/Add', { ...headers, cookie: cookies.get('hr')! }, payload)).statusCode).toBe(403);
    }
    // Admitted, the same malformed body is the caller's mistake: 400.
    expect(
      (
        await send(
          '/api/manager/applicationUser/Create',
          { 'content-type': 'application/json', cookie: cookies.get('hr')! },
          '{"firstName": ',
        )
      ).statusCode,
    ).toBe(400);
  });

  it('refuses whom the policy refuses (401 anonymous, 403 other roles, whatever the body) and lets through whom it admits', async () => {
    const problems: string[] = [];
    const tally = { refused: 0, through: 0, pastValidation: 0 };
    for (const caller of CALLERS) {
      if (caller === 'otherAdmin') continue; // its own phase below
      await restoreData(t.database, seeded);
      for (const op of operations) {
        const key = keyOf(op);
        const action = accessOf(op);
        const want = expected(action, caller);
        const res = await call(op, caller);
        const got = guardRefusal(res);
        if (res.statusCode >= 500 && res.statusCode !== 503)
          problems.push(`${caller} ${key} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (want === 'through') {
          tally.through++;
          if (res.statusCode !== 400) tally.pastValidation++;
          if (got) problems.push(`${caller} ${key}: refused ${got}, the policy (${action}) admits it`);
        } else {
          tally.refused++;
          if (got !== want)
            problems.push(`${caller} ${key}: ${res.statusCode} ${res.body.slice(0, 100)}, the policy (${action}) says ${want}`);
        }
      }
    }
    console.log(
      `authorisation matrix: ${tally.refused} calls refused by the guard as the policy says, ${tally.through} let through (${tally.pastValidation} past validation)`,
    );
    expect(problems).toEqual([]);
    // The bodies are real enough to reach the rules behind the guard, not only the schema.
    expect(tally.pastValidation / tally.through).toBeGreaterThan(0.7);
  }, 180_000); // ~1,400 calls: 25 s on a quiet 2-core machine, more while other suites run beside it

  it("another company's admin, given the demo company's ids, changes none of its rows and reads none of its ids", async () => {
    await restoreData(t.database, seeded);
    const before = await ariaRows();
    const ariaOnly = [ids.assessment, ids.assessor, ids.employee, ids.hr, ids.template, ids.department, ids.position].filter(
      (id): id is string => Boolean(id),
    );
    const problems: string[] = [];
    let refusedWithAriaIds = 0;
    for (const op of operations) {
      const key = keyOf(op);
      const res = await call(op, 'otherAdmin');
      if (res.statusCode >= 500 && res.statusCode !== 503) problems.push(`${key} → ${res.statusCode}`);
      const leaked = ariaOnly.filter((id) => res.body.includes(id));
      if (leaked.length) problems.push(`${key} → ${res.statusCode} reads the demo company's ${leaked.join(', ')}`);
      const request = requestFor(op);
      const namesAria = [...ariaOnly, ids.company!].some((id) => `${request.url} ${JSON.stringify(request.payload ?? '')}`.includes(id));
      if (namesAria && expected(accessOf(op), 'otherAdmin') === 'through') {
        if ([403, 404].includes(res.statusCode)) refusedWithAriaIds++;
        else if (res.statusCode < 400) problems.push(`${key} → ${res.statusCode} with the demo company's ids`);
      }
    }
    expect(problems).toEqual([]);
    expect(await ariaRows()).toBe(before);
    console.log(
      `authorisation matrix: another company's admin was refused (403/404) on ${refusedWithAriaIds} calls naming the demo company's rows`,
    );
    expect(refusedWithAriaIds).toBeGreaterThan(40);
  }, 120_000);
});
