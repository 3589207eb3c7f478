import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { DbOrTx } from '../db/client.ts';

/**
 * The SQL of backups and restores. Everything here is plain PostgreSQL that PGlite runs too:
 * catalogue queries, a cursor, row_to_json and json_populate_recordset. Only objects of the
 * `public` schema that no extension owns are the app's.
 */

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function query<T>(tx: DbOrTx, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await tx.execute(statement));
}

const NOT_FROM_AN_EXTENSION = (catalog: string, oid: string) =>
  sql.raw(`not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`);

/**
 * Tables that hold no data of the app's: `actor_version` counts changes so that server copies know
 * when a caller they kept is out of date (migration 0009). A restore moves it on by itself, to a
 * number never used before, which is what servers that kept callers of the old data must see.
 */
const NOT_BACKED_UP = ['actor_version'];

/** The app's tables, by name. */
export async function appTables(tx: DbOrTx): Promise<string[]> {
  const rows = await query<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
          and c.relname::text not in ${NOT_BACKED_UP}
          and ${NOT_FROM_AN_EXTENSION('pg_class', 'c.oid')}
        order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Runs the deferred triggers of the rows written so far (PostgreSQL alters no table with trigger events pending). */
export async function runDeferredTriggers(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set constraints all immediate`);
}

/** Whether any of the app's tables holds a row. */
export async function holdsAnyRow(tx: DbOrTx): Promise<boolean> {
  for (const table of await appTables(tx)) {
    const [row] = await query<{ found: boolean }>(tx, sql`select exists (select 1 from ${sql.identifier(table)}) as found`);
    if (row?.found) return true;
  }
  return false;
}

/** The last migration drizzle recorded, or undefined when none ran. */
export async function lastAppliedMigration(tx: DbOrTx): Promise<{ hash: string; createdAt: number } | undefined> {
  const [exists] = await query<{ found: boolean }>(tx, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists?.found) return undefined;
  const [row] = await query<{ hash: string; created_at: string | number }>(
    tx,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return row ? { hash: row.hash, createdAt: Number(row.created_at) } : undefined;
}

/** Each row of a table as row_to_json's text, a batch at a time, through a cursor (call inside a transaction). */
export async function* tableRows(tx: DbOrTx, table: string, batchSize = 500): AsyncIterable<string[]> {
  await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
  try {
    for (;;) {
      const rows = await query<{ row: string }>(tx, sql.raw(`fetch ${batchSize} from backup_rows`));
      if (rows.length === 0) return;
      yield rows.map((r) => r.row);
    }
  } finally {
    await tx.execute(sql`close backup_rows`);
  }
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function sequenceStates(tx: DbOrTx): Promise<SequenceState[]> {
  const names = await query<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and ${NOT_FROM_AN_EXTENSION('pg_class', 'c.oid')}
        order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [row] = await query<{ last_value: string; is_called: boolean }>(
      tx,
      sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`,
    );
    states.push({ name, lastValue: row!.last_value, isCalled: row!.is_called });
  }
  return states;
}

export async function setSequence(tx: DbOrTx, state: SequenceState): Promise<void> {
  await tx.execute(sql`select setval(${quoteIdentifier(state.name)}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`);
}

/**
 * Drops every object the migrations made (tables, views, sequences, functions, types, and
 * drizzle's record of the migrations), leaving the schema itself, its grants and any extension.
 */
export async function dropAppObjects(tx: DbOrTx): Promise<void> {
  const relations = await query<{ name: string; kind: string }>(
    tx,
    sql`select c.oid::regclass::text as name, c.relkind as kind from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and ${NOT_FROM_AN_EXTENSION('pg_class', 'c.oid')}`,
  );
  const dropRelation: Record<string, string> = {
    r: 'table',
    p: 'table',
    v: 'view',
    m: 'materialized view',
    S: 'sequence',
    f: 'foreign table',
  };
  // IF EXISTS: an earlier CASCADE may have dropped it already (a view on a table, a table's own sequence).
  for (const { name, kind } of relations) await tx.execute(sql.raw(`drop ${dropRelation[kind]} if exists ${name} cascade`));
  const routines = await query<{ name: string }>(
    tx,
    sql`select p.oid::regprocedure::text as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p') and ${NOT_FROM_AN_EXTENSION('pg_proc', 'p.oid')}`,
  );
  for (const { name } of routines) await tx.execute(sql.raw(`drop routine if exists ${name} cascade`));
  const types = await query<{ name: string; kind: string }>(
    tx,
    sql`select t.oid::regtype::text as name, t.typtype as kind from pg_type t
        where t.typnamespace = 'public'::regnamespace
          and (t.typtype in ('e', 'd', 'r') or (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c'))
          and ${NOT_FROM_AN_EXTENSION('pg_type', 't.oid')}`,
  );
  for (const { name, kind } of types) await tx.execute(sql.raw(`drop ${kind === 'd' ? 'domain' : 'type'} if exists ${name} cascade`));
  await tx.execute(sql`drop schema if exists drizzle cascade`);
}

/** The migrations of a folder, oldest first, as drizzle's migrator reads them (statements split, hash, `when`). */
export function readMigrations(migrationsFolder: string): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder });
}

/** Runs migrations and records them as drizzle's migrator does (same table, same rows), inside the caller's transaction. */
export async function applyMigrations(tx: DbOrTx, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function foreignKeys(tx: DbOrTx): Promise<ForeignKey[]> {
  return query<ForeignKey>(
    tx,
    sql`select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conrelid::regclass::text, conname`,
  );
}

export async function dropForeignKey(tx: DbOrTx, key: ForeignKey): Promise<void> {
  await tx.execute(sql.raw(`alter table ${key.table} drop constraint ${quoteIdentifier(key.name)}`));
}

/** Adds it back as it was; PostgreSQL checks every row against it. */
export async function addForeignKey(tx: DbOrTx, key: ForeignKey): Promise<void> {
  await tx.execute(sql.raw(`alter table ${key.table} add constraint ${quoteIdentifier(key.name)} ${key.definition}`));
}

/** The columns a row can be given (generated columns are computed). */
export async function insertableColumns(tx: DbOrTx, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    tx,
    sql`select attname as name from pg_attribute
        where attrelid = ${quoteIdentifier(table)}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return rows.map((r) => r.name);
}

/** Inserts rows given as row_to_json text; values a column type reads from text (bytea, arrays, enums) come back as they were. */
export async function insertRows(tx: DbOrTx, table: string, columns: string[], rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const list = sql.raw(columns.map(quoteIdentifier).join(', '));
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`,
  );
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A connection of a running server copy to this database (backup.ts refuses to restore under one). */
export interface ServingConnection {
  applicationName: string;
  /** Null when PostgreSQL hides it (another role's session, without pg_read_all_stats) or over a Unix socket. */
  clientAddress: string | null;
}

/**
 * Other sessions on the current database whose `application_name` is a server's (db/client.ts
 * SERVER_CONNECTION_NAMES). PostgreSQL only: PGlite has one process, held by a lock of its own.
 */
export async function servingConnections(tx: DbOrTx, applicationNames: readonly string[]): Promise<ServingConnection[]> {
  const rows = await query<{ application_name: string; client_addr: string | null }>(
    tx,
    sql`select application_name, host(client_addr) as client_addr from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and application_name in (${sql.join(
            applicationNames.map((name) => sql`${name}`),
            sql`, `,
          )})`,
  );
  return rows.map((r) => ({ applicationName: r.application_name, clientAddress: r.client_addr }));
}

/**
 * Ends every session: a restore puts back the sessions of the backup's moment, among them ones
 * signed out, revoked or ended by a password change since. Everyone signs in again.
 */
export async function deleteAllSessions(tx: DbOrTx): Promise<number> {
  const [row] = await query<{ n: number | string }>(
    tx,
    sql`with gone as (delete from sessions returning 1) select count(*) as n from gone`,
  );
  return Number(row?.n ?? 0);
}
