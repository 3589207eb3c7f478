import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { Readiness } from '../../plugins/readiness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('reports health with a database check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('says it is alive without asking anything else, and ready when every dependency answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok', jobs: 'ok' } });
    expect(Object.values(ready.json().checks)).toEqual(Object.values(ready.json().checks).map(() => 'ok'));
  });

  it('is not ready while a dependency fails, and names it; alive all the same', async () => {
    const readiness = new Readiness({ warn() {} });
    readiness.register('database', async () => {});
    readiness.register('storage', async () => {
      throw new Error('bucket gone');
    });
    const original = t.app.readiness;
    (t.app as { readiness: Readiness }).readiness = readiness;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', checks: { database: 'ok', storage: 'failed' } }]);
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      (t.app as { readiness: Readiness }).readiness = original;
    }
  });

  it('answers an unknown API path with the spec’s 404 body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Page Not Found: /api/nothing/here' });
  });

  it('serves the OpenAPI document generated from the schemas, and a reference page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/Authentication/AuthorizeWithPassword', '/api/Language/Get', '/api/Notificaton/CheckAll']),
    );
    expect(spec.paths['/api/Authentication/AuthorizeWithPassword'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['Username', 'Password']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The reference page's script is served from here, not from a CDN.
    expect(page.body).not.toMatch(/https:\/\/cdn/);
    // The page's parts, answered by the reference app loaded on first use (decision 018).
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(1_000_000);
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.yaml' });
    expect(yaml.headers['content-type']).toMatch(/yaml/);
    expect(yaml.body).toContain('openapi: 3.1.0');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/nothing' })).statusCode).toBe(404);
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS itself, once, only when the public address is https (nginx does not add it: docs/deploy.md)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.copy({ PUBLIC_URL: 'https://rira.example.ir' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('turns malformed JSON into a translated 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Language/change',
      headers: { 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ succeeded: false, message: 'درخواست نادرست است.' });
  });
});
