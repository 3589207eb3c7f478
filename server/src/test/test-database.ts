import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { recordQuery } from './query-count.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (dropped afterwards) when the vitest project says TEST_DATABASE=postgres.
 * On PostgreSQL, close() ends the pool (every connection closed) before the database is dropped.
 * Its statements are reported to `countQueries` (query-count.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const handle = await openDatabase({ onQuery: recordQuery });
    await handle.migrate();
    return handle;
  }
  const target = await createPostgresDatabase();
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ url: target.url, onQuery: recordQuery });
    await handle.migrate();
  } catch (err) {
    await handle?.close().catch(() => {});
    await target.drop();
    throw err;
  }
  const opened = handle;
  return {
    ...opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        await target.drop();
      }
    },
  };
}

/** An empty database on TEST_DATABASE_URL's server, for a test that opens it its own way. */
export interface PostgresTestDatabase {
  name: string;
  url: string;
  /** Drops it, ending whatever is still connected (WITH (FORCE)). */
  drop(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<PostgresTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `rira_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** One statement on TEST_DATABASE_URL's own database, over a connection of its own. */
export async function adminQuery<Row extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('adminQuery needs TEST_DATABASE_URL');
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<Row>(text, params)).rows;
  } finally {
    await admin.end();
  }
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rowsOf<{ tablename: string }>(result).map((r) => r.tablename);
}

/** Empties every table (keeping the schema and migrations). */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const tables = (await tableNames(handle)).map((t) => `"${t}"`);
  if (tables.length) await handle.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Every row of every table, as JSON: taken once after seeding, so each test can start from it cheaply. */
export type DataSnapshot = { table: string; rows: string }[];

export async function snapshotData(handle: DatabaseHandle): Promise<DataSnapshot> {
  const snapshot: DataSnapshot = [];
  for (const table of await tableNames(handle)) {
    // Not data a test starts from: emptying the tables it counts (truncateAll) moves it on by itself
    // (migration 0009), which is what a server that kept callers must see.
    if (table === 'actor_version') continue;
    const result = await handle.db.execute(sql.raw(`select coalesce(json_agg(t), '[]'::json)::text as rows from "${table}" t`));
    const rows = rowsOf<{ rows: string }>(result)[0]!.rows;
    if (rows !== '[]') snapshot.push({ table, rows });
  }
  return snapshot;
}

/**
 * Puts the database back to a snapshot: empty every table, then insert the snapshot's rows
 * with foreign-key triggers off (so the order of tables does not matter) in one transaction.
 */
export async function restoreData(handle: DatabaseHandle, snapshot: DataSnapshot): Promise<void> {
  await truncateAll(handle);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { table, rows } of snapshot) {
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`,
      );
    }
  });
}
