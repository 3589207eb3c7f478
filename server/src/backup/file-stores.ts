import Fastify from 'fastify';
import type { Config } from '../config.ts';
import storage from '../plugins/storage.ts';
import type { FileStores } from './backup.ts';

/**
 * The app's two file stores, made by the storage plugin itself on a bare Fastify instance, so the
 * backup commands use whatever driver the server would (local folder or bucket) and never reach
 * into a store's own folder or bucket. Close the returned app when done.
 */
export async function openFileStores(config: Config): Promise<{ stores: FileStores; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.decorate('config', config);
  await app.register(storage);
  await app.ready();
  return { stores: { public: app.files, private: app.privateFiles }, close: () => app.close() };
}
