import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { defaultMigrationsFolder, SERVER_CONNECTION_NAMES, type DatabaseHandle, type DbOrTx } from '../db/client.ts';
import type { FileStore } from '../plugins/storage.ts';
import { BackupArchiveError, MANIFEST_ENTRY, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, packArchive, unpackArchive } from './archive.ts';
import {
  addForeignKey,
  appTables,
  applyMigrations,
  deleteAllSessions,
  dropAppObjects,
  dropForeignKey,
  foreignKeys,
  runDeferredTriggers,
  holdsAnyRow,
  insertRows,
  insertableColumns,
  lastAppliedMigration,
  readMigrations,
  sequenceStates,
  servingConnections,
  setSequence,
  tableRows,
} from './backup.repo.ts';
import {
  BACKUP_FORMAT_VERSION,
  FILE_STORE_NAMES,
  fileEntry,
  tableEntry,
  type BackupManifest,
  type FileStoreName,
  type StoredFileEntry,
} from './manifest.ts';

/** The two stores, as the app has them (`app.files`, `app.privateFiles`), whatever their driver. */
export type FileStores = Record<FileStoreName, FileStore>;

/** A backup or restore that was refused before anything changed (a database with data, a backup from a newer version…). */
export class BackupRefusedError extends Error {}

export interface BackupOptions {
  database: DatabaseHandle;
  stores: FileStores;
  /** The archive to write (.tar.gz); replaced if it exists. */
  out: string;
  appVersion: string;
  migrationsFolder?: string;
}

/**
 * Writes one archive of the database and both file stores (docs/decisions/026). The rows come
 * from one REPEATABLE READ transaction, so every table is seen at the same instant while the
 * server goes on working; the files are copied after it, so a file uploaded meanwhile is in the
 * archive without a row that names it (harmless), and only a file deleted during the backup can
 * be missing.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const out = path.resolve(options.out);
  await fs.mkdir(path.dirname(out), { recursive: true });
  // mkdtemp makes the folder owner-only; what is staged in it is too, so that the archive's
  // entries keep those modes and a copy unpacked later is not readable by others either.
  const staging = await fs.mkdtemp(path.join(path.dirname(out), '.rira-backup-'));
  try {
    await fs.mkdir(path.join(staging, 'database'), { mode: PRIVATE_FOLDER_MODE });
    await fs.mkdir(path.join(staging, 'files'), { mode: PRIVATE_FOLDER_MODE });
    const journal = journalTags(options.migrationsFolder ?? defaultMigrationsFolder());
    const database = await options.database.db.transaction(
      async (tx) => {
        const migration = await lastAppliedMigration(tx);
        if (!migration) throw new BackupRefusedError('The database has never been migrated: there is nothing to back up.');
        const tables: BackupManifest['database']['tables'] = [];
        for (const name of await appTables(tx)) tables.push({ name, ...(await dumpTable(tx, name, path.join(staging, tableEntry(name)))) });
        const sequences = await sequenceStates(tx);
        return {
          kind: options.database.kind,
          migration: { ...migration, tag: journal.get(migration.createdAt) ?? null },
          tables,
          sequences,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const files = { public: [], private: [] } as Record<FileStoreName, StoredFileEntry[]>;
    for (const store of FILE_STORE_NAMES) files[store] = await copyStore(options.stores[store], store, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT_VERSION,
      app: { name: 'rira', version: options.appVersion },
      createdAt: new Date().toISOString(),
      database,
      files,
    };
    await fs.writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
    await packArchive(staging, out);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** A table's rows as JSON lines. A `json` column may hold raw line breaks between its tokens; they become spaces (the same JSON). */
async function dumpTable(tx: DbOrTx, table: string, file: string): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  const handle = await fs.open(file, 'w', PRIVATE_FILE_MODE);
  let rows = 0;
  try {
    for await (const batch of tableRows(tx, table)) {
      const text = batch.map((row) => `${row.replace(/[\r\n]/g, ' ')}\n`).join('');
      hash.update(text);
      await handle.write(text);
      rows += batch.length;
    }
  } finally {
    await handle.close();
  }
  return { rows, sha256: hash.digest('hex') };
}

async function copyStore(store: FileStore, name: FileStoreName, staging: string): Promise<StoredFileEntry[]> {
  const entries: StoredFileEntry[] = [];
  for await (const key of store.list()) {
    let bytes: Buffer;
    try {
      bytes = await store.read(key);
    } catch (err) {
      // Removed between the listing and the read (an avatar replaced meanwhile): not a stored file any more.
      if (!(await store.has(key))) continue;
      throw err;
    }
    const target = path.join(staging, fileEntry(name, key));
    await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await fs.writeFile(target, bytes, { mode: PRIVATE_FILE_MODE });
    entries.push({ key, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return entries.sort((a, b) => a.key.localeCompare(b.key));
}

export interface RestoreOptions {
  database: DatabaseHandle;
  stores: FileStores;
  archive: string;
  /** Replace a database that holds data (and remove stored files the backup does not have). */
  replace: boolean;
  migrationsFolder?: string;
}

/** What a restore put back, and how many sessions it ended. */
export type RestoredBackup = BackupManifest & { sessionsEnded: number };

/**
 * Puts a backup back (docs/decisions/026). The archive is unpacked and checked whole first; then,
 * in ONE transaction: refuse a database that server copies are connected to (decision 035) or that
 * holds data unless `replace`, drop the app's objects, run the migrations up to the backup's, load
 * every table with the foreign keys set aside (added back, and so checked, once all rows are in),
 * set the sequences, run the migrations that came after the backup's, end every session (the
 * backup's include ones signed out or revoked since), and write the files into the stores. Any
 * failure rolls the database back whole. After the commit, `replace` removes the stored files the
 * backup does not have.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoredBackup> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'rira-restore-'));
  try {
    const manifest = await unpackArchive(path.resolve(options.archive), staging);
    const migrations = readMigrations(options.migrationsFolder ?? defaultMigrationsFolder());
    const upTo = migrations.findIndex((m) => m.folderMillis === manifest.database.migration.createdAt);
    const at = manifest.database.migration.tag ?? String(manifest.database.migration.createdAt);
    if (upTo === -1) {
      throw new BackupRefusedError(
        `The backup's database is at migration ${at}, which this version of RIRA does not have: restore it with the version that made it (${manifest.app.version}) or a newer one.`,
      );
    }
    if (migrations[upTo]!.hash !== manifest.database.migration.hash) {
      throw new BackupRefusedError(`The backup's migration ${at} differs from this version's migration of the same name.`);
    }

    const sessionsEnded = await options.database.db.transaction(async (tx) => {
      if (options.database.kind === 'postgres') await refuseWhileServed(tx);
      if (!options.replace && (await holdsAnyRow(tx))) {
        throw new BackupRefusedError(
          'The database already holds data. Restore into an empty database, or add --replace to replace everything in it.',
        );
      }
      await dropAppObjects(tx);
      await applyMigrations(tx, migrations.slice(0, upTo + 1));
      await loadTables(tx, manifest, staging, at);
      for (const sequence of manifest.database.sequences) await setSequence(tx, sequence);
      await applyMigrations(tx, migrations.slice(upTo + 1));
      const ended = await deleteAllSessions(tx);
      for (const store of FILE_STORE_NAMES) {
        for (const file of manifest.files[store]) {
          await options.stores[store].write(file.key, await fs.readFile(path.join(staging, fileEntry(store, file.key))));
        }
      }
      return ended;
    });

    if (options.replace) {
      for (const store of FILE_STORE_NAMES) {
        const kept = new Set(manifest.files[store].map((f) => f.key));
        const extra: string[] = [];
        for await (const key of options.stores[store].list()) if (!kept.has(key)) extra.push(key);
        for (const key of extra) await options.stores[store].remove(key);
      }
    }
    return { ...manifest, sessionsEnded };
  } finally {
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * A restore replaces the tables under running copies: their requests fail or, worse, write into
 * the half-restored database, and their caches keep what the backup no longer holds. PGlite's
 * folder lock already refuses a running server; on PostgreSQL the copies are told apart by their
 * connections' application_name (db/client.ts), which every copy keeps open (its LISTEN
 * connection, its job queue's pool).
 */
async function refuseWhileServed(tx: DbOrTx): Promise<void> {
  const connections = await servingConnections(tx, Object.values(SERVER_CONNECTION_NAMES));
  if (connections.length === 0) return;
  const addresses = [...new Set(connections.map((c) => c.clientAddress ?? 'a local socket or a hidden address'))];
  throw new BackupRefusedError(
    `RIRA servers are connected to this database (${connections.length} connections, from ${addresses.join(', ')}). Stop every copy first (e.g. sudo systemctl stop 'rira@*'), then restore, then start them.`,
  );
}

const INSERT_BATCH_ROWS = 500;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

async function loadTables(tx: DbOrTx, manifest: BackupManifest, staging: string, migration: string): Promise<void> {
  const present = await appTables(tx);
  const listed = manifest.database.tables.map((t) => t.name).sort();
  if (present.join(',') !== listed.join(',')) {
    throw new BackupArchiveError(
      `The backup's tables are not the tables of migration ${migration}: the archive does not match its manifest.`,
    );
  }
  const keys = await foreignKeys(tx);
  for (const key of keys) await dropForeignKey(tx, key);
  for (const table of listed) {
    const columns = await insertableColumns(tx, table);
    let batch: string[] = [];
    let bytes = 0;
    const lines = readline.createInterface({ input: createReadStream(path.join(staging, tableEntry(table))), crlfDelay: Infinity });
    for await (const line of lines) {
      batch.push(line);
      bytes += line.length;
      if (batch.length >= INSERT_BATCH_ROWS || bytes >= INSERT_BATCH_BYTES) {
        await insertRows(tx, table, columns, batch);
        batch = [];
        bytes = 0;
      }
    }
    await insertRows(tx, table, columns, batch);
  }
  // The rows' deferred triggers (migration 0009) run now, before the keys' tables are altered.
  await runDeferredTriggers(tx);
  for (const key of keys) await addForeignKey(tx, key);
}

/** The journal's tag of each migration, by its `when` (what drizzle records as created_at). */
function journalTags(migrationsFolder: string): Map<number, string> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}
