import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { createFileStores } from './storage.ts';

/**
 * The real server (its own process, real HTTP) started with STORAGE=s3: it starts, and `/files/`
 * streams what the bucket's public prefix holds, whoever put it there (another instance).
 */
let s3: S3Server;
let server: ServerProcess;
let stores: ReturnType<typeof createFileStores>;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startServerProcess(s3.env);
  stores = createFileStores(loadConfig(s3.env));
});
afterAll(async () => {
  stores?.close();
  await server?.stop();
  await s3?.stop();
});

describe('/files/ on a server with STORAGE=s3', () => {
  it('streams a file another instance stored, with its length and tag, and 304 for the tag', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    const key = await stores.files.put('article-images', 'webp', bytes);
    const res = await fetch(`${server.baseUrl}/files/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${server.baseUrl}/files/${key}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('does not serve the private prefix', async () => {
    const key = await stores.privateFiles.put('imports', 'xlsx', Buffer.from('PK private'));
    for (const path of [`/files/${key}`, `/files/..%2Fprivate%2F${key}`, `/files/%2e%2e/private/${key}`]) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('PK private');
    }
  });

  // Last: the S3 server goes away.
  it('is ready while the bucket answers, and not ready (but alive) once it does not', async () => {
    expect(await server.get('/api/health/ready')).toMatchObject({ status: 200, body: { checks: { storage: 'ok' } } });
    await s3.stop();
    expect(await server.get('/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { storage: 'failed' } },
    });
    expect((await server.get('/api/health/live')).status).toBe(200);
  });
});
