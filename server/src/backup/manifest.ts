import { z } from 'zod';

/**
 * The first entry of every backup archive (`manifest.json`): what the archive holds and the
 * checksum of each of its other entries, so a restore can refuse a damaged or incomplete archive
 * before it touches anything. Bump FORMAT_VERSION when the layout changes; a restore refuses a
 * format it does not know.
 *
 * Layout (docs/decisions/026):
 *   manifest.json
 *   database/<table>.jsonl     one row per line, as PostgreSQL's row_to_json writes it
 *   files/public/<key>         the public store (avatars, logos, covers…)
 *   files/private/<key>        the private store (workbooks, attachments…)
 */
export const BACKUP_FORMAT_VERSION = 1;

export const FILE_STORE_NAMES = ['public', 'private'] as const;
export type FileStoreName = (typeof FILE_STORE_NAMES)[number];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A storage key as stores hand them out: relative, `/`-separated, no `.` or `..` segment. */
const storageKey = z
  .string()
  .min(1)
  .refine((key) => !key.startsWith('/') && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), 'bad storage key');

const storedFile = z.object({ key: storageKey, bytes: z.number().int().min(0), sha256 });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT_VERSION),
  app: z.object({ name: z.literal('rira'), version: z.string() }),
  createdAt: z.iso.datetime(),
  /** The driver the backup was taken from; any backup restores into either. */
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The last migration applied: its journal tag, drizzle's `created_at` (the journal's `when`) and its hash. */
    migration: z.object({ tag: z.string().nullable(), createdAt: z.number().int(), hash: z.string() }),
    tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0), sha256 })),
    sequences: z.array(
      z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
    ),
  }),
  files: z.object({ public: z.array(storedFile), private: z.array(storedFile) }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type StoredFileEntry = z.infer<typeof storedFile>;

export function tableEntry(table: string): string {
  return `database/${table}.jsonl`;
}

export function fileEntry(store: FileStoreName, key: string): string {
  return `files/${store}/${key}`;
}
