import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { multipart } from '../test/content-fixtures.ts';
import { S3FileStore } from './s3-file-store.ts';

/** The whole app with STORAGE=s3 against a real S3-compatible server (s3rver). */
let s3: S3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

async function bucketKeys(): Promise<string[]> {
  const store = t.app.files as S3FileStore;
  const listing = await store.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listing.Contents ?? []).map((o) => o.Key!);
}

describe('STORAGE=s3', () => {
  it('keeps an uploaded avatar in the bucket’s public prefix and serves it under /files/', async () => {
    expect(t.app.files).toBeInstanceOf(S3FileStore);
    const c = t.client();
    await c.login('employee');
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await c.request({
      method: 'POST',
      url: '/api/Authentication/UploadAvatar',
      ...multipart({}, { name: 'me.png', type: 'image/png', bytes: png }),
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatarUrl as string;
    expect(url).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    const key = url.slice('/files/'.length);

    expect(await bucketKeys()).toContain(`public/${key}`);
    // Nothing on the local disk: another instance of the server would not see it there.
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': file.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it('streams a file through the compression the app applies (its length dropped, the bytes whole)', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(400)}</svg>`);
    const key = await t.app.files.put('trusted-companies', 'svg', svg);
    const res = await t.app.inject({ method: 'GET', url: `/files/${key}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'content-encoding': 'br' });
    expect(res.headers['content-length']).toBeUndefined();
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(svg);
  });

  it('keeps private files under the private prefix, out of reach of /files/', async () => {
    const key = await t.app.privateFiles.put('imports', 'xlsx', Buffer.from('PK a private workbook'));
    expect(await bucketKeys()).toContain(`private/${key}`);
    for (const url of [`/files/${key}`, `/files/../private/${key}`, `/files/..%2Fprivate%2F${key}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, succeeded: false });
    }
  });

  it('passes the stores’ checks', async () => {
    await expect(t.app.files.check()).resolves.toBeUndefined();
    await expect(t.app.privateFiles.check()).resolves.toBeUndefined();
  });
});
