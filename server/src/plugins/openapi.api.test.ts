import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoute, contractRoutes } from '@rira/contracts/api/index';
import { membersOf } from '@rira/contracts/permissions';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { registeredPath } from '../test/openapi-operations.ts';
import openapi, { operationIdFor } from './openapi.ts';
import { TAG_DESCRIPTIONS } from './openapi-tags.ts';

type Schema = { type?: string; format?: string; enum?: unknown[]; properties?: Record<string, Schema>; required?: string[]; $ref?: string };
type Answer = { $ref?: string; description?: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Answer>;
};
type Document = {
  openapi: string;
  info: { license?: { name: string; identifier?: string; url?: string }; contact?: object };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object>; responses: Record<string, Answer>; schemas: Record<string, Schema> };
};

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let doc: Document;
const operations: { method: string; path: string; operation: Operation }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-openapi-test-'));
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, web: false });
  await app.ready();
  doc = app.swagger() as unknown as Document;
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.push({ method: method.toUpperCase(), path: p, operation });
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const op = (method: string, p: string) => doc.paths[p]?.[method.toLowerCase()];
const resolve = (answer: Answer): Answer => (answer.$ref ? doc.components.responses[answer.$ref.split('/').pop()!]! : answer);

describe('the OpenAPI document', () => {
  it('is served at /api/docs/openapi.json, as the app builds it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('documents every API operation and nothing else', () => {
    expect(operations.length).toBe(contractRoutes().length);
    expect(operations.filter((o) => !o.path.startsWith('/api/')).map((o) => o.path)).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });

  it('gives every operation a unique, URL-safe operationId named after its path', () => {
    const ids = operations.map((o) => o.operation.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    const lower = ids.map((id) => id.toLowerCase());
    expect(lower.filter((id, i) => lower.indexOf(id) !== i)).toEqual([]);
    // Stable: client code is generated with these names.
    expect(op('POST', '/api/manager/applicationUser/GetAll')?.operationId).toBe('managerApplicationUserGetAll');
    expect(op('POST', '/api/Authentication/AuthorizeWithPassword')?.operationId).toBe('authenticationAuthorizeWithPassword');
    expect(op('GET', '/api/admin/Assessment/Get/{id}')?.operationId).toBe('adminAssessmentGet');
    expect(op('GET', '/api/user/Report/Pdf/{assessmentId}')?.operationId).toBe('userReportPdf');
    expect(op('GET', '/api/health')?.operationId).toBe('health');
    expect(operationIdFor('/api/User/AssessmentServey/Submit')).toBe('userAssessmentServeySubmit');
  });

  it('says which operations need the session cookie: public ones none, the others the cookie', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'rira_sid' });
    const wrong = operations.filter(({ method, path: p, operation }) => {
      const action = contractRoute(method, registeredPath(p))?.access;
      const want = action && membersOf(action) === 'anyone' ? [] : [{ session: [] }];
      return JSON.stringify(operation.security) !== JSON.stringify(want);
    });
    expect(wrong.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('gives every operation a summary, declared tags and its error answers, all with the one error envelope', () => {
    const described = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
    for (const { method, path: p, operation } of operations) {
      const where = `${method} ${p}`;
      expect(operation.summary, where).toBeTruthy();
      for (const tag of operation.tags ?? [])
        expect(described.get(tag), `${where}: add "${tag}" to openapi-tags.ts`).toBe(TAG_DESCRIPTIONS[tag]);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((s) => /^4\d\d$/.test(s)),
        where,
      ).toBe(true);
      expect(statuses, where).toContain('default');
      expect(operation.responses['400'], where).toEqual({ $ref: '#/components/responses/BadRequest' });
      const action = contractRoute(method, registeredPath(p))?.access;
      expect(action, `${where}: not a contract route`).toBeDefined();
      if (membersOf(action!) !== 'anyone') expect(statuses, where).toEqual(expect.arrayContaining(['401', '403']));
      else expect(statuses, where).not.toContain('401');
      for (const status of statuses.filter(
        (s) => /^[45]\d\d$|^default$/.test(s) && !(['/api/health', '/api/health/ready'].includes(p) && s === '503'),
      )) {
        expect(resolve(operation.responses[status]!).content?.['application/json']?.schema, `${where} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['succeeded', 'message', 'errors'],
      properties: { errors: { type: 'array', items: { required: ['code', 'message'] } } },
    });
    // The throttled sign-in and the rate-limited forms say so.
    expect(op('POST', '/api/Authentication/AuthorizeWithPassword')?.responses['429']).toBeDefined();
    expect(op('POST', '/api/FormSubmission/Submit')?.responses['429']).toBeDefined();
    expect(op('GET', '/api/Language/Get')?.responses['429']).toBeUndefined();
  });

  it('shows the page size as its enum', () => {
    const lists = operations.filter((o) => o.operation.requestBody?.content['application/json']?.schema.properties?.pageSize);
    expect(lists.length).toBeGreaterThan(20);
    for (const { path: p, operation } of lists) {
      expect(operation.requestBody!.content['application/json']!.schema.properties!.pageSize!.enum, p).toEqual([...PAGE_SIZES]);
    }
  });

  it('documents uploads as multipart forms with their file and fields', () => {
    const uploads = operations.filter((o) => o.operation.requestBody?.content['multipart/form-data']);
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    for (const { path: p, operation } of uploads) {
      const form = operation.requestBody!.content['multipart/form-data']!.schema;
      expect(form.properties?.file, p).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.required, p).toContain('file');
    }
    const fields = (p: string) => op('POST', p)!.requestBody!.content['multipart/form-data']!.schema;
    expect(fields('/api/admin/Company/UploadCompanyLogo')).toMatchObject({
      required: expect.arrayContaining(['file', 'id', 'language']),
      properties: { language: { enum: ['fa', 'en'] } },
    });
    expect(fields('/api/manager/TruestedCompany/UploadCompanyLogo').required).toEqual(expect.arrayContaining(['id', 'language']));
    expect(fields('/api/manager/article/UploadCover').required).toEqual(expect.arrayContaining(['file', 'id']));
    expect(fields('/api/manager/articleAttachment/Upload').required).toEqual(expect.arrayContaining(['articleId', 'title']));
    expect(Object.keys(fields('/api/manager/applicationUser/UploadExcel').properties ?? {})).toEqual(
      expect.arrayContaining(['file', 'duplicates', 'companyId']),
    );
  });

  it('documents downloads as files', () => {
    expect(op('GET', '/api/manager/applicationUser/DownloadSample')?.responses['200']?.content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('names its server, contact and licence', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.info.license?.identifier ?? doc.info.license?.url).toBeTruthy();
    expect(doc.info.contact).toBeTruthy();
  });
});

describe('what the document leaves out', () => {
  it('hides the pages (the SSR catch-all), files for search engines and the reference page', async () => {
    const tiny = Fastify();
    tiny.decorate('config', { publicUrl: 'http://localhost:3000' } as Config);
    await tiny.register(openapi);
    tiny.get('/api/Language/Get', { schema: { summary: 'One call', tags: ['Language'] } }, async () => ({}));
    tiny.route({ method: ['GET', 'POST'], url: '/*', handler: async () => '' });
    tiny.get('/', async () => '');
    tiny.get('/robots.txt', async () => '');
    await tiny.ready();
    try {
      expect(Object.keys((tiny.swagger() as unknown as Document).paths)).toEqual(['/api/Language/Get']);
    } finally {
      await tiny.close();
    }
  });
});
