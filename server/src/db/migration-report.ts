import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { defaultMigrationsFolder, type DatabaseHandle } from './client.ts';

/** What a start's migration did: the migrations it applied (by their journal tags), and where the database now is. */
export interface MigrationReport {
  applied: string[];
  /** The tag of the database's last migration after this run. */
  current: string | null;
}

/**
 * Migrates under the migration lock (copies started together take turns) and says what changed,
 * by comparing drizzle's record of applied migrations before and after: the upgrade steps tell
 * the operator to read it in the log (issue 24).
 */
export async function migrateAndReport(database: DatabaseHandle, migrationsFolder = defaultMigrationsFolder()): Promise<MigrationReport> {
  return database.exclusively('migrate', async () => {
    const before = new Set(await appliedMigrations(database));
    await database.migrate();
    const after = await appliedMigrations(database);
    const tags = journalTags(migrationsFolder);
    const tagOf = (createdAt: number) => tags.get(createdAt) ?? String(createdAt);
    return {
      applied: after.filter((m) => !before.has(m)).map(tagOf),
      current: after.length > 0 ? tagOf(after[after.length - 1]!) : null,
    };
  });
}

/** The log line for a report: "applied N migrations" or "database up to date". */
export function describeMigrations(report: MigrationReport): { message: string; details: Record<string, unknown> } {
  if (report.applied.length === 0) return { message: 'database up to date', details: { migration: report.current } };
  const count = report.applied.length;
  return {
    message: `database migrated: applied ${count} migration${count === 1 ? '' : 's'}`,
    details: { applied: report.applied, migration: report.current },
  };
}

async function appliedMigrations(database: DatabaseHandle): Promise<number[]> {
  const [table] = rows<{ found: boolean }>(
    await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!table?.found) return []; // a new database: drizzle creates its record with the first migration
  const applied = rows<{ created_at: string | number }>(
    await database.db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  );
  return applied.map((r) => Number(r.created_at));
}

function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The journal's tag of each migration, by its `when` (what drizzle records as created_at). */
function journalTags(migrationsFolder: string): Map<number, string> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}
