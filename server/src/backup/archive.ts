import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';
import { BACKUP_FORMAT_VERSION, FILE_STORE_NAMES, fileEntry, manifestSchema, tableEntry, type BackupManifest } from './manifest.ts';

/** The archive cannot be restored: damaged, cut short, not a backup, or from a format this version does not read. Nothing was changed. */
export class BackupArchiveError extends Error {}

export const MANIFEST_ENTRY = 'manifest.json';

/**
 * Only the owner may read or write an archive or anything staged for it: a backup holds password
 * hashes, national codes and every answer. Given when a file is created (never a chmod afterwards,
 * so it is not readable by others for a moment); the umask can only take more away.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Packs a staging folder (manifest.json, database/, files/) into a .tar.gz, manifest first so
 * `tar -xzOf backup.tar.gz manifest.json` shows it at once. Written beside the target and renamed,
 * so a half-written archive never bears the name asked for; the half-written file is created anew
 * (one a crashed run left behind would keep its own mode), owner-only from its first byte.
 */
export async function packArchive(stagingDir: string, out: string): Promise<void> {
  const partial = `${out}.partial`;
  try {
    await fs.rm(partial, { force: true });
    const handle = await fs.open(partial, 'wx', PRIVATE_FILE_MODE);
    await pipeline(
      tar.c({ gzip: true, cwd: stagingDir, portable: true }, [MANIFEST_ENTRY, 'database', 'files']),
      handle.createWriteStream(),
    );
    await fs.rename(partial, out);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/**
 * Unpacks an archive into an empty folder and checks it whole: gzip's own checksum and length
 * (a cut-short archive fails here), only plain files and folders, a manifest this version reads,
 * and every entry the manifest names present with its row count, size and SHA-256 and nothing
 * else. Returns the manifest; throws BackupArchiveError otherwise.
 */
export async function unpackArchive(archive: string, into: string): Promise<BackupManifest> {
  const odd: string[] = [];
  try {
    // Read through once without writing: a damaged archive fails here, before any file is
    // written (extraction stops at the error with writes still under way).
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        // Links could make a later read leave the folder; a backup never holds one.
        if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'Directory') odd.push(entry.path);
      },
    });
    if (odd.length) throw new BackupArchiveError(`${archive} holds entries that are not plain files: ${odd.slice(0, 5).join(', ')}`);
    await tar.x({ file: archive, cwd: into, strict: true });
  } catch (err) {
    if (err instanceof BackupArchiveError) throw err;
    throw new BackupArchiveError(`${archive} is not a whole backup archive (${(err as Error).message})`);
  }

  let manifest: BackupManifest;
  try {
    const raw = JSON.parse(await fs.readFile(path.join(into, MANIFEST_ENTRY), 'utf8')) as { format?: unknown };
    if (typeof raw.format === 'number' && raw.format !== BACKUP_FORMAT_VERSION) {
      throw new BackupArchiveError(`${archive} is a backup of format ${raw.format}; this version reads format ${BACKUP_FORMAT_VERSION}`);
    }
    manifest = manifestSchema.parse(raw);
  } catch (err) {
    if (err instanceof BackupArchiveError) throw err;
    const why = err instanceof z.ZodError ? z.prettifyError(err) : (err as Error).message;
    throw new BackupArchiveError(`${archive} has no readable manifest (${why})`);
  }

  const expected = new Set<string>([MANIFEST_ENTRY]);
  for (const table of manifest.database.tables) {
    const entry = tableEntry(table.name);
    expected.add(entry);
    const { sha256, lines } = await digest(path.join(into, entry)).catch(() => ({ sha256: '', lines: -1, bytes: -1 }));
    if (sha256 !== table.sha256 || lines !== table.rows) throw new BackupArchiveError(`${archive}: ${entry} is missing or damaged`);
  }
  for (const store of FILE_STORE_NAMES) {
    for (const file of manifest.files[store]) {
      const entry = fileEntry(store, file.key);
      expected.add(entry);
      const { sha256, bytes } = await digest(path.join(into, entry)).catch(() => ({ sha256: '', lines: -1, bytes: -1 }));
      if (sha256 !== file.sha256 || bytes !== file.bytes) throw new BackupArchiveError(`${archive}: ${entry} is missing or damaged`);
    }
  }
  for await (const entry of filesUnder(into)) {
    if (!expected.has(entry)) throw new BackupArchiveError(`${archive} holds ${entry}, which its manifest does not list`);
  }
  return manifest;
}

/** SHA-256, size and newline count of a file, read as a stream. */
export async function digest(file: string): Promise<{ sha256: string; bytes: number; lines: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { sha256: hash.digest('hex'), bytes, lines };
}

async function* filesUnder(root: string): AsyncIterable<string> {
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  }
}
