import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig } from '../config.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import { LocalFileStore, type FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';
import { createFileStores } from './storage.ts';
import { serveFiles } from './files-route.ts';

/**
 * The contract every FileStore keeps, run against both drivers: a local folder, and a real
 * S3-compatible server (s3rver) holding both stores in one bucket under two prefixes.
 */
let s3: S3Server;
const folders: string[] = [];
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-files-'));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
}

async function bodyOf(file: Awaited<ReturnType<FileStore['open']>>): Promise<Buffer> {
  if (!file || file.notModified) throw new Error('expected a file');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const BAD_KEYS = [
  '',
  '../x.webp',
  'logos/../../x.webp',
  'logos/../x.webp',
  '/etc/passwd',
  'logos//x.webp',
  'logos\\x.webp',
  '.env',
  'logos/.x',
  'logos/%2e%2e/x',
  'a b',
];

describe.each([
  { driver: 'local', env: () => ({ DATA_DIR: tempFolder() }) },
  { driver: 's3', env: () => ({ DATA_DIR: tempFolder(), ...s3.env }) },
])('$driver store', ({ driver, env }) => {
  let files: FileStore;
  let privateFiles: FileStore;
  let close: () => void;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ files, privateFiles, close } = createFileStores(loadConfig({ NODE_ENV: 'test', ...env() })));
    expect(files).toBeInstanceOf(driver === 's3' ? S3FileStore : LocalFileStore);
    app = Fastify();
    serveFiles(app, files);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    close?.();
  });

  it('puts bytes under a random key in the folder, reads them back, and removes them', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 a logo');
    const key = await files.put('logos', 'webp', bytes);
    expect(key).toMatch(/^logos\/[0-9a-f]{32}\.webp$/);
    expect(await files.put('logos', 'webp', bytes)).not.toBe(key);
    expect(await files.read(key)).toEqual(bytes);
    expect(await files.has(key)).toBe(true);
    expect(await files.size(key)).toBe(bytes.length);
    expect(files.url(key)).toBe(`/files/${key}`);
    await files.remove(key);
    expect(await files.has(key)).toBe(false);
    expect(await files.size(key)).toBeNull();
    await expect(files.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    // Removing what is not there is no error.
    await files.remove(key);
  });

  it('writes under a chosen key, replacing what was there', async () => {
    await privateFiles.write('report-pdfs/r1-v1-individual-fa.pdf', Buffer.from('first'));
    await privateFiles.write('report-pdfs/r1-v1-individual-fa.pdf', Buffer.from('second, longer'));
    expect((await privateFiles.read('report-pdfs/r1-v1-individual-fa.pdf')).toString()).toBe('second, longer');
    expect(await privateFiles.size('report-pdfs/r1-v1-individual-fa.pdf')).toBe(14);
  });

  it('lists the keys of a folder or of the whole store, and never the other store’s', async () => {
    const a = await files.put('list-a', 'png', Buffer.from('a'));
    const b = await files.put('list-b', 'png', Buffer.from('b'));
    const hidden = await privateFiles.put('list-a', 'xlsx', Buffer.from('p'));
    expect(await collect(files.list('list-a'))).toEqual([a]);
    expect(await collect(files.list('nothing-here'))).toEqual([]);
    const all = await collect(files.list());
    expect(all).toEqual(expect.arrayContaining([a, b]));
    expect(all).not.toContain(hidden);
    expect(await collect(privateFiles.list('list-a'))).toEqual([hidden]);
    expect(await files.has(hidden)).toBe(false);
  });

  it('lists only keys the other calls accept', async () => {
    const kept = await files.put('list-c', 'png', Buffer.from('c'));
    // Put there by hand, around the store: a name no key can have, and (S3) a console's folder marker.
    for (const name of ['list-c/.DS_Store', 'list-c/a b.png', 'list-c/inner/']) {
      if (files instanceof S3FileStore) {
        await files.client.send(new PutObjectCommand({ Bucket: files.bucket, Key: `public/${name}`, Body: Buffer.alloc(0) }));
      } else if (!name.endsWith('/')) {
        fs.writeFileSync(path.join((files as LocalFileStore).root, name), 'x');
      }
    }
    expect(await collect(files.list('list-c'))).toEqual([kept]);
  });

  it('opens a file as a stream with its size and tag, and answers a matching tag with the tag only', async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const key = await files.put('trusted-companies', 'svg', bytes);
    const opened = await files.open(key);
    expect(opened).toMatchObject({ notModified: false, size: bytes.length });
    expect(await bodyOf(opened)).toEqual(bytes);
    const etag = opened!.etag;
    expect(etag).not.toBe('');
    expect(await files.open(key, { ifNoneMatch: etag })).toEqual({ notModified: true, etag });
    for (const other of ['"something-else"', 'W/"1a-2b"', `${etag}, "another"`, '*x']) {
      expect(await bodyOf(await files.open(key, { ifNoneMatch: other })), other).toEqual(bytes);
    }
    expect(await files.open('trusted-companies/none.svg')).toBeNull();
  });

  it('refuses keys that could leave the store, in every call', async () => {
    for (const key of BAD_KEYS) {
      await expect(files.read(key), key).rejects.toThrow('bad storage key');
      await expect(files.write(key, Buffer.from('x')), key).rejects.toThrow('bad storage key');
      await expect(files.has(key), key).rejects.toThrow('bad storage key');
      await expect(files.remove(key), key).rejects.toThrow('bad storage key');
      await expect(files.open(key), key).rejects.toThrow('bad storage key');
    }
    await expect(files.put('../private', 'png', Buffer.from('x'))).rejects.toThrow('bad storage key');
    await expect(files.put('logos', 'png/../x', Buffer.from('x'))).rejects.toThrow('bad storage key');
    await expect(collect(files.list('../private'))).rejects.toThrow('bad storage key');
  });

  it('passes its check when usable', async () => {
    await expect(files.check()).resolves.toBeUndefined();
    await expect(privateFiles.check()).resolves.toBeUndefined();
    // The local check's probe file is gone again.
    if (files instanceof LocalFileStore) expect(fs.readdirSync(files.root).filter((name) => name.startsWith('.check-'))).toEqual([]);
  });

  it('serves a public file under /files/ with the immutable, sandboxed headers', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 an avatar');
    const key = await files.put('avatars', 'webp', bytes);
    const res = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(bytes);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await app.inject({ method: 'GET', url: `/files/${key}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const head = await app.inject({ method: 'HEAD', url: `/files/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);

    const svg = await files.put('trusted-companies', 'svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect((await app.inject({ method: 'GET', url: `/files/${svg}` })).headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 404 for a missing file, and for every way of asking for a private one', async () => {
    expect((await app.inject({ method: 'GET', url: '/files/avatars/0123456789abcdef0123456789abcdef.webp' })).statusCode).toBe(404);
    const secret = await privateFiles.put('imports', 'xlsx', Buffer.from('PK private workbook'));
    const [folder, name] = secret.split('/');
    const attempts = [
      `/files/${secret}`,
      `/files/../private/${secret}`,
      `/files/..%2Fprivate%2F${secret}`,
      `/files/%2e%2e/private/${secret}`,
      `/files/..%2f..%2fprivate%2f${folder}%2f${name}`,
      `/files/${folder}%2F${name}`,
      `/files/private/${secret}`,
      `/files/public/../private/${secret}`,
      `/files/..\\private\\${folder}\\${name}`,
      `/files/${encodeURIComponent(`../private/${secret}`)}`,
    ];
    for (const url of attempts) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.toString(), url).not.toContain('private workbook');
    }
    // The file is there all the same, for the API to hand out after its permission check.
    expect((await privateFiles.read(secret)).toString()).toBe('PK private workbook');
  });
});

describe('check', () => {
  it('fails for a local folder that cannot be made or written', async () => {
    const file = path.join(tempFolder(), 'a-file');
    fs.writeFileSync(file, 'x');
    await expect(new LocalFileStore(path.join(file, 'uploads')).check()).rejects.toThrow();
  });

  it('fails for a bucket that does not exist', async () => {
    const client = S3FileStore.client(loadConfig({ ...s3.env, NODE_ENV: 'test' }));
    try {
      await expect(new S3FileStore(client, 'no-such-bucket', 'public/').check()).rejects.toThrow();
    } finally {
      client.destroy();
    }
  });
});

describe('settings', () => {
  it('names every S3 setting STORAGE=s3 is missing', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      /S3_BUCKET: is required when STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ ...s3.env, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: 'ftp://example.com' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ ...s3.env, S3_REGION: '' })).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({})).toMatchObject({ STORAGE: 'local' });
  });
});
