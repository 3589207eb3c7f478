import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { defaultMigrationsFolder, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';
import { pdf } from '../seed/site/generated-files.ts';
import { upload } from '../test/content-fixtures.ts';
import { signedIn } from '../test/organisation-fixtures.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createPostgresDatabase, rowsOf, type PostgresTestDatabase } from '../test/test-database.ts';
import { TestClient, createTestApp, type TestApp } from '../test/test-app.ts';
import { buildApp } from '../app.ts';
import { readActorVersion } from '../plugins/session.repo.ts';
import { BackupArchiveError } from './archive.ts';
import { BackupRefusedError, createBackup, restoreBackup, type FileStores } from './backup.ts';
import { restoreCommand } from './commands.ts';
import { openFileStores } from './file-stores.ts';
import type { FileStore } from '../plugins/file-store.ts';
import { startS3Server } from '../test/s3-server.ts';
import { manifestSchema, type BackupManifest } from './manifest.ts';

/**
 * Backups on real databases and real stores (docs/decisions/026). The source is this project's
 * database (PGlite in `api`, PostgreSQL in `api-postgres`) with the demo data and files uploaded
 * through the API; its archive goes into a fresh database of the OTHER driver (PostgreSQL when
 * TEST_DATABASE_URL is set, as in CI), that one's archive into a fresh database of the source's
 * driver, and every table's rows and every file's bytes are compared at each step.
 */
const sourceKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const otherKind = sourceKind === 'postgres' || !process.env.TEST_DATABASE_URL ? 'pglite' : 'postgres';

let t: TestApp;
let work: string;
/** The source's archive, rows and files, taken once all its data is in. */
let sourceArchive: string;
let sourceContents: Record<string, string[]>;
let sourceFiles: Record<string, Record<string, string>>;
let sourceStores: FileStores;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true, demoAssessments: true });
  sourceStores = { public: t.app.files, private: t.app.privateFiles };
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-backup-test-'));
  // One public and one private file uploaded as people upload them.
  const employee = await signedIn(t, 'employee');
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const avatar = await upload(employee, '/api/Authentication/UploadAvatar', {}, { name: 'me.png', type: 'image/png', bytes: png });
  expect(avatar.statusCode).toBe(200);
  const content = await signedIn(t, 'content');
  const [article] = await t.database.db.select({ id: articles.id }).from(articles).limit(1);
  const attachment = await upload(
    content,
    '/api/manager/articleAttachment/Upload',
    { articleId: article!.id, title: 'راهنما' },
    { name: 'guide.pdf', type: 'application/pdf', bytes: pdf({ title: 'Backup', lines: ['kept'] }) },
  );
  expect(attachment.statusCode).toBe(200);

  sourceArchive = path.join(work, 'source.tar.gz');
  await createBackup({ database: t.database, stores: sourceStores, out: sourceArchive, appVersion: 'test' });
  sourceContents = await contents(t.database);
  sourceFiles = await storedFiles(sourceStores);
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await t?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/**
 * A fresh, empty (never migrated) database of a driver and two empty stores, as the restore command
 * would open them: in the data folder, or in a bucket of an S3-compatible server of their own.
 */
async function freshTarget(
  kind: 'pglite' | 'postgres',
  storage: 'local' | 's3' = 'local',
): Promise<{ database: DatabaseHandle; stores: FileStores; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(work, `${kind}-`));
  let target: PostgresTestDatabase | undefined;
  if (kind === 'postgres') target = await createPostgresDatabase();
  const database = await openDatabase(target ? { url: target.url } : { pgliteDir: path.join(dataDir, 'pglite') });
  const s3 = storage === 's3' ? await startS3Server() : undefined;
  const files = await openFileStores(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3?.env }));
  cleanups.push(async () => {
    await files.close();
    await s3?.stop();
    await database.close();
    await target?.drop();
  });
  return { database, stores: files.stores, dataDir };
}

/**
 * Every table's rows (sorted, times in UTC so both drivers write them alike) and drizzle's record
 * of the migrations; not `actor_version`, which counts changes and is not data (the round trip
 * checks it moves on), nor `sessions`, which a restore ends (the round trip checks that too).
 */
async function contents(database: DatabaseHandle): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('actor_version', 'sessions') order by tablename`,
      ),
    ).map((r) => r.name);
    const all: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = rowsOf<{ row: string }>(await tx.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`));
      all[table] = rows.map((r) => r.row).sort();
    }
    all['drizzle.__drizzle_migrations'] = rowsOf<{ row: string }>(
      await tx.execute(sql`select hash || ' ' || created_at as row from drizzle.__drizzle_migrations order by created_at`),
    ).map((r) => r.row);
    return all;
  });
}

/** Each store's files: key → SHA-256 of the bytes read back through the store. */
async function storedFiles(stores: FileStores): Promise<Record<string, Record<string, string>>> {
  const all: Record<string, Record<string, string>> = {};
  for (const [name, store] of Object.entries(stores)) {
    const files: Record<string, string> = {};
    for await (const key of store.list())
      files[key] = createHash('sha256')
        .update(await store.read(key))
        .digest('hex');
    all[name] = files;
  }
  return all;
}

function readManifest(archive: string): BackupManifest {
  let text = '';
  tar.t({
    file: archive,
    sync: true,
    filter: (p) => p === 'manifest.json',
    onReadEntry: (e) => e.on('data', (c: Buffer) => (text += c.toString())),
  });
  return manifestSchema.parse(JSON.parse(text));
}

describe('npm run backup / npm run restore', () => {
  it(`round trip: ${sourceKind} → archive → fresh ${otherKind} with its files in a bucket → archive → fresh ${sourceKind}, every row and every file's bytes the same`, async () => {
    // What the archive must hold: the demo data, the uploads of both kinds.
    const manifest = readManifest(sourceArchive);
    expect(manifest.database.kind).toBe(sourceKind);
    expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.database.tables.find((x) => x.name === 'users')!.rows).toBeGreaterThan(10);
    expect(manifest.database.tables.find((x) => x.name === 'assessors')!.rows).toBeGreaterThan(0);
    expect(manifest.files.public.some((f) => f.key.startsWith('avatars/'))).toBe(true);
    expect(manifest.files.private.some((f) => f.key.startsWith('article-attachments/'))).toBe(true);
    expect(Object.keys(sourceFiles.public!).length).toBe(manifest.files.public.length);

    const middle = await freshTarget(otherKind, 's3');
    const restored = await restoreBackup({ database: middle.database, stores: middle.stores, archive: sourceArchive, replace: false });
    expect(await contents(middle.database)).toEqual(sourceContents);
    // The sessions signed in before the backup (the uploads above) are in the archive, and ended by the restore.
    expect(manifest.database.tables.find((x) => x.name === 'sessions')!.rows).toBeGreaterThan(0);
    expect(restored.sessionsEnded).toBe(manifest.database.tables.find((x) => x.name === 'sessions')!.rows);
    expect(rowsOf(await middle.database.db.execute(sql`select 1 from sessions`))).toEqual([]);
    // Callers kept by servers of the source must not pass for current on the restored data.
    expect(manifest.database.tables.map((x) => x.name)).not.toContain('actor_version');
    expect(await readActorVersion(middle.database.db)).toBeGreaterThan(await readActorVersion(t.database.db));
    expect(await storedFiles(middle.stores)).toEqual(sourceFiles);

    const middleArchive = path.join(work, 'middle.tar.gz');
    await createBackup({ database: middle.database, stores: middle.stores, out: middleArchive, appVersion: 'test' });
    expect(readManifest(middleArchive).database.kind).toBe(otherKind);

    const last = await freshTarget(sourceKind);
    await restoreBackup({ database: last.database, stores: last.stores, archive: middleArchive, replace: false });
    expect(await contents(last.database)).toEqual(sourceContents);
    expect(await storedFiles(last.stores)).toEqual(sourceFiles);

    // The restored database and stores are the app's: it starts on them, signs a person in and serves their avatar.
    const restoredApp = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: last.dataDir, LOG_LEVEL: 'silent' }),
      database: last.database,
      web: false,
    });
    try {
      const me = (await new TestClient(restoredApp).login('employee')).data;
      expect(me.avatarUrl).toMatch(/^\/files\/avatars\//);
      const avatar = await restoredApp.inject({ method: 'GET', url: me.avatarUrl! });
      expect(avatar.statusCode).toBe(200);
      expect(createHash('sha256').update(avatar.rawPayload).digest('hex')).toBe(sourceFiles.public![me.avatarUrl!.slice('/files/'.length)]);
    } finally {
      await restoredApp.close();
    }
  }, 180_000);

  it('refuses a database that holds data without --replace, changing nothing; --replace makes it the backup, extra files removed', async () => {
    const target = await freshTarget(otherKind);
    await restoreBackup({ database: target.database, stores: target.stores, archive: sourceArchive, replace: false });
    // Someone works on after the backup: a row changes and a file is added.
    await target.database.db.execute(sql`update users set first_name = 'پس از پشتیبان' where username = 'employee'`);
    await target.stores.public.write('logos/added-later.webp', Buffer.from('later'));
    const before = await contents(target.database);
    const filesBefore = await storedFiles(target.stores);

    await expect(
      restoreBackup({ database: target.database, stores: target.stores, archive: sourceArchive, replace: false }),
    ).rejects.toThrow(BackupRefusedError);
    expect(await contents(target.database)).toEqual(before);
    expect(await storedFiles(target.stores)).toEqual(filesBefore);

    await restoreBackup({ database: target.database, stores: target.stores, archive: sourceArchive, replace: true });
    expect(await contents(target.database)).toEqual(sourceContents);
    expect(await storedFiles(target.stores)).toEqual(sourceFiles);
  }, 120_000);

  it('refuses a truncated, a corrupted or a tampered archive before touching anything, even with --replace', async () => {
    const bytes = fs.readFileSync(sourceArchive);
    const truncated = path.join(work, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const corrupted = path.join(work, 'corrupted.tar.gz');
    fs.writeFileSync(corrupted, flipped);
    const notAnArchive = path.join(work, 'not-an-archive.tar.gz');
    fs.writeFileSync(notAnArchive, 'hello');
    // A whole, valid tar.gz whose rows do not match the manifest's checksum.
    const tampered = await repack(sourceArchive, 'tampered', (dir) => {
      const users = path.join(dir, 'database/users.jsonl');
      fs.writeFileSync(users, fs.readFileSync(users, 'utf8').replace('employee', 'employe2'));
    });

    const empty = await freshTarget(otherKind);
    for (const archive of [truncated, corrupted, notAnArchive, tampered]) {
      await expect(restoreBackup({ database: empty.database, stores: empty.stores, archive, replace: false }), archive).rejects.toThrow(
        BackupArchiveError,
      );
      await expect(restoreBackup({ database: t.database, stores: sourceStores, archive, replace: true }), archive).rejects.toThrow(
        BackupArchiveError,
      );
    }
    // The empty database is still empty (not even migrated) and its stores hold nothing; the source is as it was.
    const tables = rowsOf(await empty.database.db.execute(sql`select 1 from pg_tables where schemaname in ('public', 'drizzle')`));
    expect(tables).toEqual([]);
    expect(await storedFiles(empty.stores)).toEqual({ public: {}, private: {} });
    expect(await contents(t.database)).toEqual(sourceContents);
    expect(await storedFiles(sourceStores)).toEqual(sourceFiles);
  }, 120_000);

  it('rolls the whole database back when a row cannot go in (a membership whose person is not in the archive)', async () => {
    // Consistent checksums, broken data: the failure comes from PostgreSQL, mid-restore.
    const broken = await repack(sourceArchive, 'broken', (dir, manifest) => {
      const users = path.join(dir, 'database/users.jsonl');
      const lines = fs.readFileSync(users, 'utf8').split('\n').filter(Boolean);
      const kept = lines.filter((line) => !line.includes('"username":"employee"'));
      expect(kept.length).toBe(lines.length - 1);
      fs.writeFileSync(users, kept.map((line) => `${line}\n`).join(''));
      const entry = manifest.database.tables.find((x) => x.name === 'users')!;
      entry.rows = kept.length;
      entry.sha256 = createHash('sha256').update(fs.readFileSync(users)).digest('hex');
    });
    // Into a copy of the source rather than the source itself: a restore refuses a database a server is connected to.
    const target = await freshTarget(sourceKind);
    await restoreBackup({ database: target.database, stores: target.stores, archive: sourceArchive, replace: false });
    await expect(restoreBackup({ database: target.database, stores: target.stores, archive: broken, replace: true })).rejects.toThrow(
      /foreign key/i,
    );
    expect(await contents(target.database)).toEqual(sourceContents);
    expect(await storedFiles(target.stores)).toEqual(sourceFiles);
  }, 120_000);
});

/** Unpacks an archive, lets `change` edit it (and its manifest), packs it again. */
async function repack(archive: string, name: string, change: (dir: string, manifest: BackupManifest) => void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(work, `${name}-`));
  await tar.x({ file: archive, cwd: dir });
  const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')));
  change(dir, manifest);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const out = path.join(work, `${name}.tar.gz`);
  await tar.c({ gzip: true, file: out, cwd: dir }, ['manifest.json', 'database', 'files']);
  return out;
}

/** Every file and folder under `root` (itself included), by path relative to it: `700 folder`, `600 file`… */
function modesUnder(root: string): Record<string, string> {
  const modeOf = (full: string) => {
    const stat = fs.statSync(full);
    return `${(stat.mode & 0o777).toString(8)} ${stat.isDirectory() ? 'folder' : 'file'}`;
  };
  const modes: Record<string, string> = { '.': modeOf(root) };
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes[path.relative(root, full)] = modeOf(full);
  }
  return modes;
}

describe('who can read a backup', () => {
  it('the archive and every file staged for it are readable by their owner only, from the start, whatever the umask', async () => {
    const folder = fs.mkdtempSync(path.join(work, 'private-'));
    const out = path.join(folder, 'rira.tar.gz');
    // An older archive and a half-written one a crashed run left behind, both readable by everyone.
    fs.writeFileSync(out, 'an older archive', { mode: 0o644 });
    fs.writeFileSync(`${out}.partial`, 'cut short', { mode: 0o644 });
    // The private store is listed once every table is written: the staging folder as it is then.
    let staged: Record<string, string> = {};
    const privateStore: FileStore = Object.create(sourceStores.private) as FileStore;
    privateStore.list = async function* (folderName?: string) {
      const [staging] = fs.readdirSync(folder).filter((name) => name.startsWith('.rira-backup-'));
      staged = modesUnder(path.join(folder, staging!));
      yield* sourceStores.private.list(folderName);
    };
    const umask = process.umask(0o000);
    try {
      await createBackup({ database: t.database, stores: { public: sourceStores.public, private: privateStore }, out, appVersion: 'test' });
    } finally {
      process.umask(umask);
    }
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(folder)).toEqual(['rira.tar.gz']);
    expect(Object.keys(staged).length).toBeGreaterThan(10);
    for (const [name, mode] of Object.entries(staged)) expect(mode, name).toMatch(/^(700 folder|600 file)$/);
    expect(staged['database']).toBe('700 folder');
    expect(staged[path.join('database', 'users.jsonl')]).toBe('600 file');
    // An archive unpacked later keeps those modes: nothing in it is readable by others.
    const entryModes: number[] = [];
    tar.t({ file: out, sync: true, onReadEntry: (entry) => void entryModes.push((entry.mode ?? 0) & 0o077) });
    expect(new Set(entryModes)).toEqual(new Set([0]));
  });
});

describe.skipIf(sourceKind !== 'pglite')('restore while the server runs on the same PGlite folder', () => {
  it('is refused with a message naming the folder and the process, and the server keeps its data', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'running-'));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const lines: string[] = [];
      const io = { cwd: work, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
      const code = await restoreCommand([sourceArchive, '--replace'], loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), io);
      expect(code).toBe(1);
      expect(lines.join('\n')).toMatch(/PGlite data folder .*running-.*pglite is in use by process \d+/);
      expect(lines.join('\n')).toContain('Nothing was changed.');
      expect((await server.get('/api/health')).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('migrations and sequences', () => {
  /** This version's migrations plus one more that makes a table with a serial column (a sequence). */
  function migrationsWithCounter(): string {
    const folder = fs.mkdtempSync(path.join(work, 'migrations-'));
    fs.cpSync(defaultMigrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_backup_counter' });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.writeFileSync(path.join(folder, '9999_backup_counter.sql'), 'CREATE TABLE "backup_counter" ("id" serial PRIMARY KEY, "note" text);');
    return folder;
  }

  it('brings an older backup up to the newer migrations, and puts sequences back where they were', async () => {
    const migrationsFolder = migrationsWithCounter();
    // An older backup (this version's migrations) restored by a version with one more migration.
    const newer = await openDatabase({ migrationsFolder });
    cleanups.push(() => newer.close());
    await restoreBackup({
      database: newer,
      stores: (await freshTarget('pglite')).stores,
      archive: sourceArchive,
      replace: false,
      migrationsFolder,
    });
    const migrated = rowsOf<{ n: number }>(await newer.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
    expect(migrated).toEqual([{ n: fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length }]);
    expect(await contents(newer)).toMatchObject({ users: sourceContents.users, backup_counter: [] });

    // The sequence: three ids taken, one more drawn and thrown away.
    await newer.db.execute(sql`insert into backup_counter (note) values ('a'), ('b'), ('c')`);
    await newer.db.execute(sql`select nextval('backup_counter_id_seq')`);
    const archive = path.join(work, 'with-counter.tar.gz');
    await createBackup({
      database: newer,
      stores: { public: t.app.files, private: t.app.privateFiles },
      out: archive,
      appVersion: 'test',
      migrationsFolder,
    });
    expect(readManifest(archive).database.sequences).toEqual([{ name: 'backup_counter_id_seq', lastValue: '4', isCalled: true }]);
    expect(readManifest(archive).database.migration.tag).toBe('9999_backup_counter');

    const restored = await openDatabase({ migrationsFolder });
    cleanups.push(() => restored.close());
    await restoreBackup({ database: restored, stores: (await freshTarget('pglite')).stores, archive, replace: false, migrationsFolder });
    await restored.db.execute(sql`insert into backup_counter (note) values ('d')`);
    const ids = rowsOf<{ id: number }>(await restored.db.execute(sql`select id from backup_counter order by id`)).map((r) => r.id);
    expect(ids).toEqual([1, 2, 3, 5]);

    // This version (without that migration) refuses the newer backup, and says why.
    const older = await freshTarget('pglite');
    await expect(restoreBackup({ database: older.database, stores: older.stores, archive, replace: false })).rejects.toThrow(
      /migration 9999_backup_counter, which this version of RIRA does not have/,
    );
  }, 120_000);
});
