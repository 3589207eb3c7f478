import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PgliteFolderInUseError, claimPgliteFolder, lockFileOf } from './pglite-lock.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function folder(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-lock-'));
  return path.join(dir, 'pglite');
}

describe('claimPgliteFolder', () => {
  it('refuses a folder a live process holds, naming it, and frees it on release', async () => {
    const data = folder();
    // Another live process holds it (its id in the lock file, as that process would have written it).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(lockFileOf(data), String(other.pid));
      expect(() => claimPgliteFolder(data)).toThrow(PgliteFolderInUseError);
      expect(() => claimPgliteFolder(data)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // That process has gone without removing its lock (killed): the folder is free again.
    const release = claimPgliteFolder(data);
    expect(fs.readFileSync(lockFileOf(data), 'utf8')).toBe(String(process.pid));
    expect(() => claimPgliteFolder(data)).toThrow(PgliteFolderInUseError);
    release();
    expect(fs.existsSync(lockFileOf(data))).toBe(false);
    claimPgliteFolder(data)();
  });

  it('takes over a lock naming this process that this process does not hold (an id reused after a restart)', () => {
    const data = folder();
    fs.writeFileSync(lockFileOf(data), String(process.pid));
    const release = claimPgliteFolder(data);
    release();
    expect(fs.existsSync(lockFileOf(data))).toBe(false);
  });
});
