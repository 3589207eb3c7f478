import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeGracefully } from './server.ts';
import { createTestDatabase } from './test/test-database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * SIGTERM while a page is being rendered: the page's loaders call the API in-process (`inject`),
 * which Fastify refuses once it is closing. The shutdown lets the requests under way finish first.
 */
describe('graceful shutdown', () => {
  it('finishes a request under way, in-process calls included, and takes no new connection', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, web: false });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const underWay = new Promise<void>((resolve) => (arrived = resolve));
    // Stands for a page render: it waits, then reads its data through the API in-process.
    app.get('/slow-page', async () => {
      arrived();
      await gate;
      const inner = await app.inject({ method: 'GET', url: '/api/health' });
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      return { inner: inner.statusCode, ready: [ready.statusCode, ready.json().status] };
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const page = fetch(`${url}/slow-page`);
      await underWay;

      const closing = closeGracefully(app, 10_000);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      release();
      const answer = await page;
      expect(answer.status).toBe(200);
      // Still answering, but no longer ready: a proxy's check sends new requests to the other copies.
      expect(await answer.json()).toEqual({ inner: 200, ready: [503, 'draining'] });
      await closing;
      expect(app.server.listening).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
