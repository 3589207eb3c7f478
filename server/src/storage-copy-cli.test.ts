import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createFileStores } from './plugins/storage.ts';
import { startS3Server, type S3Server } from './test/s3-server.ts';

/** `npm run storage:copy`, run as the command it is, into a real S3-compatible server. */
const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'server/src/storage-copy-cli.ts');

let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-copy-'));
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function copy(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function place(relative: string, content: string): void {
  const file = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

// Each run starts a Node process through tsx: seconds each, more on a busy machine.
describe('storage:copy', { timeout: 60_000 }, () => {
  it('copies the public and private folders into their prefixes, then only what changed', async () => {
    place('uploads/avatars/a.webp', 'avatar a');
    place('uploads/logos/b.webp', 'logo b');
    place('uploads/logos/half.webp.1a2b3c4d.tmp', 'a write cut short');
    place('private/imports/c.xlsx', 'workbook c');
    place('private/report-pdfs/r-v1-individual-fa.pdf', 'report');

    const first = await copy(s3.env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('public: 2 copied, 0 already in the bucket');
    expect(first.stdout).toContain('private: 2 copied, 0 already in the bucket');

    const stores = createFileStores(loadConfig({ ...s3.env, DATA_DIR: dataDir }));
    try {
      expect((await stores.files.read('avatars/a.webp')).toString()).toBe('avatar a');
      expect((await stores.files.read('logos/b.webp')).toString()).toBe('logo b');
      expect(await stores.files.has('logos/half.webp.1a2b3c4d.tmp')).toBe(false);
      expect((await stores.privateFiles.read('imports/c.xlsx')).toString()).toBe('workbook c');
      // Private files land in the private prefix, not the public one /files/ serves.
      expect(await stores.files.has('imports/c.xlsx')).toBe(false);

      const again = await copy(s3.env);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('public: 0 copied, 2 already in the bucket');
      expect(again.stdout).toContain('private: 0 copied, 2 already in the bucket');

      // A file whose size differs from the bucket's (a copy cut short, a replaced report) is copied again.
      place('private/report-pdfs/r-v1-individual-fa.pdf', 'report, printed again');
      place('uploads/logos/d.webp', 'logo d');
      const third = await copy(s3.env);
      expect(third.stdout).toContain('public: 1 copied, 2 already in the bucket');
      expect(third.stdout).toContain('private: 1 copied, 1 already in the bucket');
      expect((await stores.privateFiles.read('report-pdfs/r-v1-individual-fa.pdf')).toString()).toBe('report, printed again');
    } finally {
      stores.close();
    }
  });

  it('refuses to run without STORAGE=s3, and with a bucket it cannot reach', async () => {
    const local = await copy({});
    expect(local.code).toBe(1);
    expect(local.stderr).toContain('set STORAGE=s3');

    const missing = await copy({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('storage:copy stopped: NotFound');
    expect(missing.stderr).toContain('HTTP 404');
    expect(missing.stdout).not.toContain('copied');

    const incomplete = await copy({ STORAGE: 's3' });
    expect(incomplete.code).toBe(1);
    expect(incomplete.stderr).toContain('S3_BUCKET: is required when STORAGE=s3');
  });
});
