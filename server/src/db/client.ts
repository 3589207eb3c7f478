import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Logger } from 'drizzle-orm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { claimPgliteFolder } from './pglite-lock.ts';

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
  /** Resolves once every connection to the database is closed (so the database may be dropped). */
  close(): Promise<void>;
}

/** Where the PostgreSQL pool reports a connection the database ended (pino's logger fits). */
export interface DatabaseLog {
  error(details: object, message: string): void;
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
  /** Receives lost connections (the app's logger); a plain pino logger when omitted. */
  log?: DatabaseLog;
  /**
   * Told of every statement sent, as it is sent (the tests count a request's queries with it,
   * server/src/test/query-count.ts). Both drivers report the same statements: Drizzle's logger
   * sees every query and, on PostgreSQL, a transaction's `begin` and `commit`; PGlite opens and
   * ends its transactions itself, so those two are reported here.
   */
  onQuery?: (text: string) => void;
}

/**
 * The pool's settings. A request waits at most `connectionTimeoutMillis` for a connection (the
 * database down or every connection busy) and then fails as "unavailable" instead of hanging;
 * idle connections are closed after 30 s, so few outlive a failover; TCP keep-alive lets the
 * operating system notice a connection whose server vanished without closing it.
 */
const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const log = options.log ?? (await import('pino')).default();
    const pool = new pg.Pool({ connectionString: options.url, ...POOL_OPTIONS });
    // An idle connection the database ends (restart, failover, pg_terminate_backend, a dropped
    // database) is an 'error' event on the pool; with no listener Node throws it and the process
    // exits. The pool has already discarded that connection and opens a new one for the next query.
    pool.on('error', (err) => log.error({ err }, 'database connection lost'));
    // pool.end() resolves once every connection has been told to end, before their sockets have
    // closed; until then the server may still answer one of them (a database dropped WITH (FORCE)
    // ends it with an error). So close() also waits for each connection's 'remove'.
    const connections = new Set<object>();
    let allClosed: (() => void) | undefined;
    pool.on('connect', (client) => connections.add(client));
    pool.on('remove', (client) => {
      connections.delete(client);
      if (connections.size === 0) allClosed?.();
    });
    const db = drizzle(pool, { schema, ...queryLogger(options.onQuery) }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrate(db as never, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        const closed = new Promise<void>((resolve) => (allClosed = resolve));
        await pool.end();
        if (connections.size > 0) await closed;
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  // Two processes on one PGlite folder corrupt it (pglite-lock.ts).
  const release = options.pgliteDir ? claimPgliteFolder(path.resolve(options.pgliteDir)) : () => {};
  let client: PGlite;
  try {
    client = new PGlite(options.pgliteDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  yieldBeforeEachQuery(client);
  if (options.onQuery) reportTransactions(client, options.onQuery);
  const db = drizzle(client, { schema, ...queryLogger(options.onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite's Postgres lives in one WebAssembly memory, which grows and never shrinks. initdb writes
 * Postgres' stock shared_buffers (128 MB) into postgresql.conf and the buffer pool fills as pages
 * are read, so it alone kept ~130 MB resident for good. 32 MB still holds the whole demo database
 * (~26 MB of tables and indexes). These flags come after PGlite's own (a `-c` on the command line
 * wins over postgresql.conf) and PGlite passes them on to the instance that runs initdb.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/**
 * PGlite runs each statement on the server's own thread and answers through promises alone, so a
 * request's whole chain of queries ran in one turn of the event loop, and twenty requests arriving
 * together ran back to back before a timer or another connection's bytes were looked at (the event
 * loop's delay reached 100–250 ms under load). Waiting for the loop's next check phase before each
 * statement lets everything that waits run between two statements, as PostgreSQL's network
 * round trips do.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
}

function queryLogger(onQuery: ((text: string) => void) | undefined): { logger?: Logger } {
  return onQuery ? { logger: { logQuery: (text) => onQuery(text) } } : {};
}

/** PGlite's `transaction()` sends its own BEGIN and COMMIT (or ROLLBACK), which Drizzle's logger never sees. */
function reportTransactions(client: PGlite, onQuery: (text: string) => void): void {
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    onQuery('begin');
    try {
      const result = await transaction(callback);
      onQuery('commit');
      return result;
    } catch (err) {
      onQuery('rollback');
      throw err;
    }
  };
}
