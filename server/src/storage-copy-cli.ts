import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { LocalFileStore } from './plugins/file-store.ts';
import { createFileStores } from './plugins/storage.ts';
import { copyFiles } from './plugins/storage-copy.ts';

/**
 * `npm run storage:copy`: copies the files kept in DATA_DIR (uploads/ and private/) into the
 * S3 bucket the STORAGE=s3 settings name, under public/ and private/ (docs/decisions/024). Safe
 * to run again: a key already in the bucket with the same size is skipped. Nothing is deleted.
 */
async function copyIntoBucket(config: Config): Promise<void> {
  const target = createFileStores(config);
  try {
    await target.files.check();
    const pairs = [
      { name: 'public', from: path.join(config.dataDir, 'uploads'), to: target.files },
      { name: 'private', from: path.join(config.dataDir, 'private'), to: target.privateFiles },
    ];
    for (const { name, from, to } of pairs) {
      const counts = await copyFiles(new LocalFileStore(from), to);
      console.log(`${name}: ${counts.copied} copied, ${counts.skipped} already in the bucket (${from})`);
    }
  } finally {
    target.close();
  }
}

try {
  const config = loadConfig();
  if (config.STORAGE !== 's3') {
    throw new ConfigError(
      'storage:copy copies DATA_DIR’s files into a bucket: set STORAGE=s3 and the S3_* settings (README, "Configuration").',
    );
  }
  await copyIntoBucket(config);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    // The S3 client's errors say little in their message (a bucket that is not there: "UnknownError"); the name and status say more.
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    console.error(`storage:copy stopped: ${(err as Error).name}: ${(err as Error).message}${status ? ` (HTTP ${status})` : ''}`);
    console.error('Files copied so far stay in the bucket; run it again to copy the rest.');
  }
  process.exitCode = 1;
}
