import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { LocalFileStore, type FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';
import { serveFiles } from './files-route.ts';

export type { FileStore, OpenedFile } from './file-store.ts';
export { LocalFileStore } from './file-store.ts';

/** The two stores the configuration asks for, and what closes them. */
export function createFileStores(config: Config): { files: FileStore; privateFiles: FileStore; close(): void } {
  if (config.STORAGE === 's3') {
    const client = S3FileStore.client(config);
    const bucket = config.S3_BUCKET!;
    return {
      files: new S3FileStore(client, bucket, 'public/'),
      privateFiles: new S3FileStore(client, bucket, 'private/'),
      close: () => client.destroy(),
    };
  }
  return {
    files: new LocalFileStore(path.join(config.dataDir, 'uploads')),
    privateFiles: new LocalFileStore(path.join(config.dataDir, 'private')),
    close: () => undefined,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public uploads (avatars, logos, covers), served under /files/. */
    files: FileStore;
    /** Files only the API hands out after a permission check (uploaded workbooks, error reports, report PDFs). */
    privateFiles: FileStore;
  }
}

export default fp(async (app) => {
  const stores = createFileStores(app.config);
  if (stores.files instanceof LocalFileStore) await fs.mkdir(stores.files.root, { recursive: true });
  app.decorate('files', stores.files);
  app.decorate('privateFiles', stores.privateFiles);
  app.addHook('onClose', async () => stores.close());
  // The bucket (or the folders) must answer before a copy takes traffic.
  app.readiness.register('storage', async () => {
    await Promise.all([stores.files.check(), stores.privateFiles.check()]);
  });
  serveFiles(app, stores.files);
});
