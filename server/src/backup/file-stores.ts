import type { Config } from '../config.ts';
import { createFileStores } from '../plugins/storage.ts';
import type { FileStores } from './backup.ts';

/**
 * The app's two file stores, made as the server makes them (`createFileStores`), so the backup
 * commands use whatever driver the server would (local folder or bucket) and reach files only
 * through the store. Close the result when done.
 */
export async function openFileStores(config: Config): Promise<{ stores: FileStores; close(): Promise<void> }> {
  const made = createFileStores(config);
  return { stores: { public: made.files, private: made.privateFiles }, close: async () => made.close() };
}
