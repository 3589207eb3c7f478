import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { backupCommand, restoreCommand } from './commands.ts';

function io() {
  const lines: string[] = [];
  return { lines, io: { cwd: os.tmpdir(), out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) } };
}

describe('the backup commands’ command lines', () => {
  const dataDir = path.join(os.tmpdir(), `rira-commands-${process.pid}`);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });

  it('refuse a wrong command line with the usage (64), opening nothing', async () => {
    for (const [run, argv, usage] of [
      [restoreCommand, [], 'npm run restore -- <file.tar.gz> [--replace]'],
      [restoreCommand, ['a.tar.gz', 'b.tar.gz'], 'npm run restore'],
      [restoreCommand, ['a.tar.gz', '--force'], 'npm run restore'],
      [backupCommand, ['--bogus'], 'npm run backup -- [--out <file.tar.gz>]'],
      [backupCommand, ['stray'], 'npm run backup'],
    ] as const) {
      const { lines, io: output } = io();
      expect(await run([...argv], config, output)).toBe(64);
      expect(lines.join('\n')).toContain(usage);
    }
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuse to back up a PGlite folder that does not exist rather than create an empty database there', async () => {
    const { lines, io: output } = io();
    expect(await backupCommand([], config, output)).toBe(1);
    expect(lines.join('\n')).toContain('nothing to back up');
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
