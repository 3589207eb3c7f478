import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiOperations, type JsonSchema } from '../test/openapi-operations.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';

/**
 * NUL and the other control characters in request text (PostgreSQL refuses U+0000 in text, so
 * one reaching the database was a 500). Every free-text field, search term and path parameter
 * refuses them with a 400 field error `controlCharacters`, on both databases.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

type FieldErrorBody = { succeeded: boolean; message: string; errors: { field?: string; code: string; message: string }[] };

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as FieldErrorBody;
  expect(body.succeeded).toBe(false);
  expect(body.errors).toContainEqual({ field, code: 'controlCharacters', message: expect.stringContaining('نویسه') });
}

let address = 0;
/** A visitor at an address of its own, so the lead forms' per-address limits never meet. */
function post(url: string, payload: object) {
  address++;
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.77.${address >> 8}.${address & 255}` });
}

describe('NUL in a request answers 400 with a field error, not 500', () => {
  it('a search term of the public magazine', async () => {
    expectRefused(await post('/api/user/article/GetAll', { search: 'ارزیابی\u0000' }), 'search');
  });

  it('an article slug in the path', async () => {
    expectRefused(await t.client().get('/api/user/article/GetArticleDetails/what-is%00'), 'id');
    expectRefused(await t.client().get('/api/user/article/getArticleIndex/a%00b'), 'id');
  });

  it('a page key in the path', async () => {
    expectRefused(await t.client().get('/api/user/PageContent/Get/home%00'), 'id');
  });

  it('the contact form: every text field with one is named', async () => {
    const res = await post('/api/FormSubmission/Submit', {
      fullname: 'مریم\u0000 کاظمی',
      phoneNumber: '09121234567',
      position: 'مدیر\u0085',
      email: 'maryam@example.com',
      message: 'سلام\u0000',
    });
    expectRefused(res, 'fullname');
    expectRefused(res, 'position');
    expectRefused(res, 'message');
  });

  it('a one-line field refuses a tab or line break; a message keeps them; ZWNJ and direction marks are text', async () => {
    expectRefused(
      await post('/api/FormSubmission/Submit', {
        fullname: 'مریم\tکاظمی',
        phoneNumber: '09121234567',
        position: 'مدیر',
        email: 'm@example.com',
      }),
      'fullname',
    );
    const ok = await post('/api/FormSubmission/Submit', {
      fullname: 'مریم\u200Cسادات کاظمی',
      phoneNumber: '09121234567',
      position: 'مدیر\u200F منابع انسانی',
      email: 'm@example.com',
      message: 'سلام،\r\n\tدربارهٔ ارزیابی ۳۶۰\u200Cدرجه',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a sign-in name (the lookup no longer reaches the database)', async () => {
    expectRefused(await post('/api/Authentication/AuthorizeWithPassword', { Username: 'admin\u0000', Password: 'x', Type: 1 }), 'Username');
  });
});

// ------------------------------------------------------------------------------------------------
// The guard: every free-text input of every API call refuses "a\u0000b".

const NUL_TEXT = 'a\u0000b';
const ANY_UUID = '5d7a0d49-1b3c-4a8e-9f00-2c1d3e4f5a6b';

/** A string the schema's own format or pattern already restricts (ids, dates, slugs, enums) is not free text. */
function isFreeText(s: JsonSchema): boolean {
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes('string') && s.enum === undefined && s.const === undefined && !s.format && !s.pattern;
}

/** Paths of the free-text strings in a schema; `*` is a record's key. */
function freeTextPaths(s: JsonSchema | boolean | undefined, path: string[], out: Map<string, string[]>) {
  if (!s || typeof s !== 'object') return;
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) freeTextPaths(branch, path, out);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  for (const [name, property] of Object.entries(s.properties ?? {})) freeTextPaths(property, [...path, name], out);
  if (s.propertyNames && isFreeText(s.propertyNames)) out.set([...path, '*'].join('.'), [...path, '*']);
  if (typeof s.additionalProperties === 'object') freeTextPaths(s.additionalProperties, [...path, 'k'], out);
  if (types.includes('array')) freeTextPaths(s.items, [...path, '0'], out);
  if (isFreeText(s)) out.set(path.join('.'), path);
}

/** `{ a: [{ b: value }] }` for the path a.0.b; `*` puts the value in a key. */
function nest(path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '*') return { [value]: 'x' };
  if (/^\d+$/.test(head)) return [nest(rest, value)];
  return { [head]: nest(rest, value) };
}

describe('every free-text input of the API refuses control characters (the guard)', () => {
  it('answers 400 with a field error for NUL in each one, whoever calls', async () => {
    // Some areas check the role before reading the body: try the callers until one gets past that.
    const callers: TestClient[] = [];
    for (const username of ['admin', 'content', 'hr', 'employee']) {
      const c = t.client();
      await c.login(username);
      callers.push(c);
    }
    callers.push(t.client());

    const checked: string[] = [];
    const problems: string[] = [];
    for (const { method, route, operation, body } of apiOperations(t.app)) {
      {
        const params = operation.parameters ?? [];
        const targets: { where: 'path' | 'query' | 'body'; path: string[] }[] = [];
        for (const p of params) {
          if (p.in !== 'path' && p.in !== 'query') continue;
          const found = new Map<string, string[]>();
          freeTextPaths(p.schema, [p.name], found);
          for (const path of found.values()) targets.push({ where: p.in, path });
        }
        if (body) {
          const found = new Map<string, string[]>();
          freeTextPaths(body, [], found);
          for (const path of found.values()) targets.push({ where: 'body', path });
        }

        for (const target of targets) {
          const pathValue = (name: string) => {
            if (target.where === 'path' && target.path[0] === name) return encodeURIComponent(NUL_TEXT);
            const schema = params.find((p) => p.in === 'path' && p.name === name)?.schema;
            return schema?.format === 'uuid' ? ANY_UUID : 'home';
          };
          let url = route.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(name));
          if (target.where === 'query') url += `?${target.path[0]}=${encodeURIComponent(NUL_TEXT)}`;
          const payload = target.where === 'body' ? (nest(target.path, NUL_TEXT) as object) : undefined;
          const label = `${method} ${route} ${target.where}:${target.path.join('.')}`;
          checked.push(label);

          let res: LightMyRequestResponse | undefined;
          for (const caller of callers) {
            res = await caller.request({
              method,
              url,
              ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
              remoteAddress: `10.78.${checked.length >> 8}.${checked.length & 255}`,
            });
            if (![401, 402, 403].includes(res.statusCode)) break;
          }
          const errors = res!.statusCode === 400 ? (res!.json() as FieldErrorBody).errors : [];
          const field = target.path.join('.');
          const refused = field.endsWith('*')
            ? errors.some((e) => e.field?.startsWith(field.slice(0, -1)))
            : errors.some((e) => e.field === field && e.code === 'controlCharacters');
          if (!refused) problems.push(`${label} → ${res!.statusCode} ${res!.body.slice(0, 200)}`);
        }
      }
    }
    // The walk really covers the API (a broken walk must not pass by checking nothing).
    expect(checked.length).toBeGreaterThan(150);
    expect(checked).toContain('POST /api/FormSubmission/Submit body:message');
    expect(checked).toContain('GET /api/user/article/GetArticleDetails/{id} path:id');
    expect(problems).toEqual([]);
  });
});
