import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (dropped afterwards) when the vitest project says TEST_DATABASE=postgres.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const { default: pg } = await import('pg');
  const name = `rira_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

function rowsOf<T>(result: unknown): T[] {
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
      await tx.execute(sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`);
    }
  });
}
