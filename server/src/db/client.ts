import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** PGlite and node-postgres both give a PgDatabase; the app only sees this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The migrations folder sits beside this module in the source tree and beside the bundle
 * in dist/ (the build copies it), so one relative URL serves both.
 */
export function defaultMigrationsFolder(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted means in memory. */
  pgliteDir?: string;
  migrationsFolder?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrate(db as never, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
