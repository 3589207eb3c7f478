import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Where uploaded files live. Local folder by default (DATA_DIR/uploads), served under
 * /files/. Names are random, never the uploader's, so a name cannot be guessed or collide.
 */
export interface FileStore {
  /** Stores bytes under `<folder>/<random>.<ext>` and returns the key. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The public URL of a key. */
  url(key: string): string;
  /** Writes bytes under a key the caller chose (e.g. a cache entry), replacing what was there. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Whether a key holds a file. */
  has(key: string): Promise<boolean>;
  /** Every key under a folder (all keys without one), in no particular order: backups and copies walk the store. */
  list(folder?: string): AsyncIterable<string>;
}

export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  async put(folder: string, ext: string, bytes: Buffer): Promise<string> {
    if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(ext)) throw new Error('bad storage key');
    const key = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    await fs.writeFile(path.join(this.root, key), bytes, { flag: 'wx' });
    return key;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  read(key: string): Promise<Buffer> {
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
    return fs
      .access(this.resolve(key))
      .then(() => true)
      .catch(() => false);
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
      yield path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('bad storage key');
    return full;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public uploads (avatars, logos, covers), served under /files/. */
    files: FileStore;
    /** Files only the API hands out after a permission check (uploaded workbooks, error reports). */
    privateFiles: FileStore;
  }
}

export default fp(async (app) => {
  const root = path.join(app.config.dataDir, 'uploads');
  await fs.mkdir(root, { recursive: true });
  app.decorate('files', new LocalFileStore(root));
  app.decorate('privateFiles', new LocalFileStore(path.join(app.config.dataDir, 'private')));
  await app.register(fastifyStatic, {
    root,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    // Names are random and files never change in place.
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
});
