import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`) in Prometheus' text format. */
function sample(text: string, pattern: RegExp): number | undefined {
  const line = text.split('\n').find((l) => !l.startsWith('#') && pattern.test(l));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('nodejs_');
    }
  });

  it('serves the event loop delay, the process and request durations by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    await t.app.inject({ method: 'GET', url: '/api/user/PageContent/Get/home' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(sample(text, /^nodejs_eventloop_lag_p99_seconds/)).toBeGreaterThan(0);
    expect(sample(text, /^process_resident_memory_bytes/)).toBeGreaterThan(10_000_000);
    expect(sample(text, /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\}/)).toBe(1);
    // The route's pattern, never the address: one series whatever page is asked for.
    expect(text).toContain('route="/api/user/PageContent/Get/:id"');
    expect(text).not.toContain('Get/home');
    expect(sample(text, /^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\}/)).toBe(1);
    // A scrape does not measure itself.
    expect(text).not.toContain('route="/metrics"');
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves no metrics at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('nodejs_');
  });
});
