import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { PgliteFolderInUseError } from '../db/pglite-lock.ts';
import { BackupArchiveError } from './archive.ts';
import { BackupRefusedError, createBackup, restoreBackup } from './backup.ts';
import { openFileStores } from './file-stores.ts';
import type { BackupManifest } from './manifest.ts';

/**
 * `npm run backup -- [--out file]` and `npm run restore -- <file> [--replace]`, with the server's
 * own settings (DATA_DIR, DATABASE_URL, the storage settings). Each returns the exit code: 0 done,
 * 1 refused or failed (the reason on stderr), 64 a wrong command line.
 */
export interface CommandIo {
  /** Where relative paths on the command line start (npm runs scripts from the repository root; INIT_CWD is where it was typed). */
  cwd: string;
  out(line: string): void;
  err(line: string): void;
}

const USAGE_BACKUP = 'usage: npm run backup -- [--out <file.tar.gz>]';
const USAGE_RESTORE = 'usage: npm run restore -- <file.tar.gz> [--replace]';

export async function backupCommand(argv: string[], config: Config, io: CommandIo): Promise<number> {
  let out: string;
  try {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true, allowPositionals: false });
    out = path.resolve(io.cwd, values.out ?? `rira-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE_BACKUP}`);
    return 64;
  }
  if (!config.DATABASE_URL && !existsSync(`${config.dataDir}/pglite`)) {
    // Opening PGlite on a missing folder would make an empty database there.
    io.err(`There is no database in ${config.dataDir}/pglite (DATA_DIR) and no DATABASE_URL: nothing to back up.`);
    return 1;
  }
  return withDatabaseAndStores(config, io, async (database, stores) => {
    const manifest = await createBackup({ database, stores, out, appVersion: appVersion() });
    io.out(`backup written: ${out}\n${summary(manifest)}`);
  });
}

export async function restoreCommand(argv: string[], config: Config, io: CommandIo): Promise<number> {
  let archive: string;
  let replace: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { replace: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('name one backup archive');
    archive = path.resolve(io.cwd, positionals[0]!);
    replace = values.replace;
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE_RESTORE}`);
    return 64;
  }
  return withDatabaseAndStores(config, io, async (database, stores) => {
    const manifest = await restoreBackup({ database, stores, archive, replace });
    io.out(
      `restored ${archive} (taken ${manifest.createdAt} from ${manifest.database.kind}, RIRA ${manifest.app.version})\n${summary(manifest)}\n  sessions: ${manifest.sessionsEnded} ended (everyone signs in again)`,
    );
  });
}

async function withDatabaseAndStores(
  config: Config,
  io: CommandIo,
  work: (database: DatabaseHandle, stores: Awaited<ReturnType<typeof openFileStores>>['stores']) => Promise<void>,
): Promise<number> {
  let database: DatabaseHandle | undefined;
  let files: Awaited<ReturnType<typeof openFileStores>> | undefined;
  try {
    // Not migrated here: a backup leaves the database as it is, a restore migrates inside its transaction.
    database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: `${config.dataDir}/pglite` });
    files = await openFileStores(config);
    await work(database, files.stores);
    return 0;
  } catch (err) {
    if (err instanceof PgliteFolderInUseError || err instanceof BackupRefusedError || err instanceof BackupArchiveError) {
      io.err(`${err.message}\nNothing was changed.`);
      return 1;
    }
    io.err(`failed: ${(err as Error).stack ?? String(err)}`);
    return 1;
  } finally {
    await files?.close();
    await database?.close();
  }
}

function summary(manifest: BackupManifest): string {
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  return [
    `  database: ${manifest.database.tables.length} tables, ${rows} rows, at migration ${manifest.database.migration.tag ?? manifest.database.migration.createdAt}`,
    `  files: ${manifest.files.public.length} public, ${manifest.files.private.length} private`,
  ].join('\n');
}

function appVersion(): string {
  // The repository's package.json: two folders up from the source (server/src/backup) and from the bundle (server/dist).
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'rira' && pkg.version) return pkg.version;
  }
  return 'unknown';
}
