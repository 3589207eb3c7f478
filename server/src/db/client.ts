import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Logger } from 'drizzle-orm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Client as PgClient } from 'pg';
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
  /**
   * Where the job queue (plugins/jobs.ts) runs its own statements: a connection string on
   * PostgreSQL (pg-boss opens a small pool of its own), the one PGlite client otherwise.
   */
  jobsConnection: { url: string } | { pglite: PGlite };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any connection to the
   * database (every server copy). On PostgreSQL the listening connection is the handle's own, outside
   * the pool; when it is lost it is opened again, and `onReconnect` is called once it listens again
   * (what was sent in between was missed). Resolves once listening; its result stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other server copy runs work under the same `name` (migrating, seeding:
   * copies started together on one empty database would each create the same tables and rows).
   * On PostgreSQL a session advisory lock on a connection of its own, released when the work ends
   * or the process dies with it; PGlite is only ever opened by one process.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** NOTIFY `channel` with `payload` (delivered to every listener, this copy's too, once committed). */
  notify(channel: string, payload: string): Promise<void>;
  /** Resolves once every connection to the database is closed (so the database may be dropped). */
  close(): Promise<void>;
}

/** Where the PostgreSQL pool reports a connection the database ended (pino's logger fits). */
export interface DatabaseLog {
  error(details: object, message: string): void;
}

/**
 * The `application_name` of a running server's connections (its pool, its listener, its locks;
 * pg-boss's pool has its own), so that `pg_stat_activity` tells a serving copy from a command or
 * a person's psql: a restore refuses a database that copies are serving (backup/backup.ts).
 */
export const SERVER_CONNECTION_NAMES = { server: 'rira-server', jobs: 'rira-jobs' } as const;

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
  /** PostgreSQL's `application_name` for every connection (a server's: SERVER_CONNECTION_NAMES.server). */
  applicationName?: string;
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
    const named = options.applicationName ? { application_name: options.applicationName } : {};
    const pool = new pg.Pool({ connectionString: options.url, ...named, ...POOL_OPTIONS });
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
    const listeners = new PostgresListeners(() => new pg.Client({ connectionString: options.url, ...named, keepAlive: true }), log);
    return {
      db,
      kind: 'postgres',
      jobsConnection: { url: options.url },
      migrate: () => migrate(db as never, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, onMessage, onReconnect) => listeners.listen(channel, onMessage, onReconnect),
      exclusively: async (name, work) => {
        const holder = new pg.Client({ connectionString: options.url, ...named });
        holder.on('error', (err) => log.error({ err }, 'database lock connection lost'));
        await holder.connect();
        try {
          await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [`rira:${name}`]);
          return await work();
        } finally {
          // Ending the session releases its lock.
          await holder.end().catch(() => {});
        }
      },
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      close: async () => {
        await listeners.close();
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
    jobsConnection: { pglite: client },
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    // One process holds a PGlite database, so its listeners are this process's; the same calls
    // keep one code path for both databases.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    exclusively: (_name, work) => work(),
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
 * loop's delay reached 100–250 ms under load). Statements therefore wait in one line, and each turn
 * of the event loop (its check phase) lets the first `STATEMENTS_PER_TURN` of them start: timers and
 * sockets are looked at between those and the next, as PostgreSQL's network round trips allow. A
 * `setImmediate` per statement, as before, let a burst's twenty statements and what their callers
 * do next (a render, an answer) all run in one check phase (decision 023: one a turn cost a quarter
 * of the throughput; four keep it and halve the longest delay).
 */
export const STATEMENTS_PER_TURN = 4;

function yieldBeforeEachQuery(client: PGlite): void {
  const waiting: (() => void)[] = [];
  const letSomeStart = () => {
    for (let started = 0; started < STATEMENTS_PER_TURN && waiting.length > 0; started++) waiting.shift()!();
    // An immediate set during the check phase runs in the next turn, after timers and sockets.
    if (waiting.length > 0) setImmediate(letSomeStart);
  };
  const nextTurn = () =>
    new Promise<void>((resolve) => {
      if (waiting.push(resolve) === 1) setImmediate(letSomeStart);
    });
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

type ListenClient = Pick<PgClient, 'connect' | 'query' | 'end' | 'on' | 'removeAllListeners'>;

/**
 * LISTEN needs a connection of its own for as long as the server runs (a pooled one goes back to
 * the pool). One client carries every channel; when the database ends it (restart, failover), it is
 * opened again after a growing pause, LISTENs again, and each channel's `onReconnect` says that
 * notifications may have been missed meanwhile.
 */
class PostgresListeners {
  private client: ListenClient | null = null;
  private connecting: Promise<ListenClient> | null = null;
  private readonly channels = new Map<string, { onMessage: (payload: string) => void; onReconnect?: () => void }[]>();
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelayMs = 500;
  private closed = false;

  constructor(
    private readonly createClient: () => ListenClient,
    private readonly log: DatabaseLog,
  ) {}

  async listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const entry = { onMessage, onReconnect };
    const first = !this.channels.has(channel);
    this.channels.set(channel, [...(this.channels.get(channel) ?? []), entry]);
    const client = await this.connected();
    if (first && this.client === client) await client.query(`LISTEN ${quoteChannel(channel)}`);
    return async () => {
      const rest = (this.channels.get(channel) ?? []).filter((e) => e !== entry);
      if (rest.length > 0) return void this.channels.set(channel, rest);
      this.channels.delete(channel);
      if (this.client && !this.closed) await this.client.query(`UNLISTEN ${quoteChannel(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connected(): Promise<ListenClient> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<ListenClient> {
    const client = this.createClient();
    client.on('notification', (message) => {
      for (const entry of this.channels.get(message.channel) ?? []) entry.onMessage(message.payload ?? '');
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.closed) return;
      this.log.error({ err }, 'database notifications lost; listening again');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteChannel(channel)}`);
    if (this.closed) {
      await client.end();
      throw new Error('the database handle is closed');
    }
    this.client = client;
    this.retryDelayMs = 500;
    return client;
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => {
      this.connected().then(
        () => {
          for (const entries of this.channels.values()) for (const entry of entries) entry.onReconnect?.();
        },
        () => {
          this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
          if (!this.closed) this.scheduleReconnect();
        },
      );
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }
}

/** A channel is an identifier (LISTEN takes no parameters): only plain names are used. */
function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad notification channel: ${channel}`);
  return `"${channel}"`;
}
