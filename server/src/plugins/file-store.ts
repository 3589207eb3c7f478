import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live: a local folder (DATA_DIR/uploads and DATA_DIR/private) by default, or
 * one S3-compatible bucket under `public/` and `private/` with STORAGE=s3 (docs/decisions/024).
 * Names are random, never the uploader's, so a name cannot be guessed or collide.
 */
export interface FileStore {
  /** Stores bytes under `<folder>/<random>.<ext>` and returns the key. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** The whole file; rejects with an error whose `code` is `ENOENT` when the key holds nothing. */
  read(key: string): Promise<Buffer>;
  /** The public URL of a key. */
  url(key: string): string;
  /** Writes bytes under a key the caller chose (e.g. a cache entry), replacing what was there. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Whether a key holds a file. */
  has(key: string): Promise<boolean>;
  /** The size in bytes of the file at a key, null when there is none (the copy into a bucket compares sizes). */
  size(key: string): Promise<number | null>;
  /** Every key under a folder (all keys without one), in no particular order: backups and copies walk the store. Only keys the other calls accept. */
  list(folder?: string): AsyncIterable<string>;
  /**
   * The file as a stream with its length and an entity tag, for sending it without holding it in
   * memory; null when the key holds nothing. With `ifNoneMatch` equal to the file's tag, only the
   * tag comes back (`notModified`), and no body.
   */
  open(key: string, options?: { ifNoneMatch?: string }): Promise<OpenedFile | null>;
  /** Rejects when the store cannot be used (local: the folder is not writable; S3: the bucket cannot be reached). */
  check(): Promise<void>;
}

export type OpenedFile = { notModified: false; body: Readable; size: number; etag: string } | { notModified: true; etag: string };

/**
 * The keys a store accepts: `/`-separated segments of letters, digits, `.`, `_` and `-`, none of
 * them empty or starting with a dot. So `..`, absolute paths, backslashes and percent-encoded
 * characters are refused everywhere, and a key cannot leave its store's folder or bucket prefix.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`bad storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

/** The key `put` makes: a random name in the folder, with the extension it was given. */
export function newStorageKey(folder: string, ext: string): string {
  if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(ext)) throw new Error('bad storage key');
  return `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The error `read` rejects with for a key that holds nothing, whatever the store. */
export function missingFileError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`no stored file at ${key}`), { code: 'ENOENT' });
}

export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  async put(folder: string, ext: string, bytes: Buffer): Promise<string> {
    const key = newStorageKey(folder, ext);
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    await fs.writeFile(path.join(this.root, key), bytes, { flag: 'wx' });
    return key;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async read(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  url(key: string): string {
    return `/files/${key}`;
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Written whole and then renamed, so a reader never sees half a file.
    const temporary = `${full}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, full);
  }

  async has(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    const stats = await fs.stat(this.resolve(key)).catch(() => null);
    return stats?.isFile() ? stats.size : null;
  }

  async *list(folder?: string): AsyncIterable<string> {
    const start = folder ? this.resolve(folder) : path.resolve(this.root);
    const entries = await fs.readdir(start, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      // A half-written file (write()'s temporary) is not a stored file yet.
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // Nor is a name no key can have (a `.DS_Store` left by hand): no call could read it.
      if (isStorageKey(key)) yield key;
    }
  }

  async open(key: string, options: { ifNoneMatch?: string } = {}): Promise<OpenedFile | null> {
    const full = this.resolve(key);
    const handle = await fs.open(full, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // Weak, as @fastify/static made it: size and modification time, not a hash of the bytes.
      const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
      if (options.ifNoneMatch === etag) {
        await handle.close();
        return { notModified: true, etag };
      }
      // The stream owns the handle from here and closes it when done or destroyed.
      return { notModified: false, body: createReadStream(full, { fd: handle }), size: stats.size, etag };
    } catch (err) {
      await handle.close().catch(() => undefined);
      throw err;
    }
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    // Writing is the test (a permission check says nothing for root, nor of a full disk); the
    // probe's name is one list() never yields.
    const probe = path.join(this.root, `.check-${randomBytes(4).toString('hex')}.tmp`);
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe, { force: true });
  }

  private resolve(key: string): string {
    const full = path.resolve(this.root, assertStorageKey(key));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('bad storage key');
    return full;
  }
}

/** Content types by extension, for the extensions stores hold; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (key.includes('.') && CONTENT_TYPES[ext]) || 'application/octet-stream';
}
