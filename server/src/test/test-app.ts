import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CurrentUser } from '@rira/contracts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../seed/index.ts';
import { publicPagesChanged } from '../http/content-admin.ts';
import { createTestDatabase, restoreData, snapshotData, type DataSnapshot } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** Puts the database back to the freshly seeded state (demo accounts and organisation, and the demo assessments when asked for). */
  reset(): Promise<void>;
  close(): Promise<void>;
  client(): TestClient;
  /**
   * Starts another server copy on the same database and storage, as several copies run
   * (docs/decisions/029): its own job queue, caches and services, its own log. Closed by `close()`,
   * before the first app.
   */
  copy(env?: Record<string, string>): Promise<TestCopy>;
}

/** A second server on a TestApp's database. */
export interface TestCopy {
  app: FastifyInstance;
  logs: Record<string, unknown>[];
  client(): TestClient;
  close(): Promise<void>;
}

/** A logger that keeps every line the app writes, parsed. */
function keptLogs(logs: Record<string, unknown>[]) {
  return {
    level: 'info',
    stream: {
      write(line: string) {
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          /* not JSON: ignore */
        }
      },
    },
  };
}

/** What the fixtures need of a server under test: a bench's own server (one copy, never reset) is one too. */
export type TestServer = Pick<TestApp, 'app' | 'database' | 'config' | 'logs' | 'client'>;

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** Seed the public site's pages, articles, FAQs and logos too. */
    siteContent?: boolean;
    /** Seed the demo assessments too (demo-assessments.ts); off by default: most tests assume no assessment exists. */
    demoAssessments?: boolean;
    /** Serve the built web app too (the report PDFs are printed from its pages); needs `npm run build`. */
    web?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-test-'));
  const configOf = (extra: Record<string, string>) =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      JOB_POLL_SECONDS: '0.5',
      JOB_STOP_SECONDS: '2',
      // Most tests read reports without printing one: no Chromium started behind their backs.
      PDF_WARM_ON_OPEN: 'false',
      ...env,
      ...extra,
    });
  const config = configOf({});
  const logs: Record<string, unknown>[] = [];
  let app: FastifyInstance | undefined;
  const copies = new Set<FastifyInstance>();
  /** The copies and the app first (they may still be using the database), then the database (on PostgreSQL: its pool, then the drop). */
  const close = async () => {
    try {
      for (const copy of copies) await copy.close();
      await app?.close();
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  let seeded: DataSnapshot;
  try {
    app = await buildApp({
      config,
      database,
      web: options.web ?? false,
      logger: keptLogs(logs),
    });
    await app.ready();
    await seedDatabase(database.db, {
      demo: true,
      log: { info() {} } as never,
      files: app.files,
      privateFiles: app.privateFiles,
      siteContent: options.siteContent ?? false,
      ...(options.demoAssessments ? { app } : {}),
    });
    seeded = await snapshotData(database);
  } catch (err) {
    // A file whose setup failed never reaches its afterAll: do not leave its database behind.
    await close();
    throw err;
  }
  const readyApp = app;
  return {
    app: readyApp,
    database,
    config,
    logs,
    async reset() {
      await restoreData(database, seeded);
      // The data changed under the app, as a content change would: nothing kept from before may answer.
      publicPagesChanged(readyApp);
      logs.length = 0;
    },
    close,
    client: () => new TestClient(readyApp),
    async copy(extra = {}) {
      const copyLogs: Record<string, unknown>[] = [];
      const copy = await buildApp({
        config: configOf(extra),
        database,
        web: false,
        logger: keptLogs(copyLogs),
      });
      copies.add(copy);
      await copy.ready();
      return {
        app: copy,
        logs: copyLogs,
        client: () => new TestClient(copy),
        close: async () => {
          copies.delete(copy);
          await copy.close();
        },
      };
    },
  };
}

/** A browser-like caller: keeps the cookies the server sets and sends them back. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    // A cookie header given by the test (e.g. `rira_lang=en`) is added to the kept cookies (winning
    // over a kept one of the same name), not instead of them.
    const { cookie: extra, ...headers } = (options.headers ?? {}) as Record<string, string>;
    const given = new Map(
      (extra ?? '')
        .split(';')
        .filter((p) => p.includes('='))
        .map((p) => [p.split('=')[0]!.trim(), p.trim()]),
    );
    const kept = [...this.cookies].filter(([k]) => !given.has(k)).map(([k, v]) => `${k}=${v}`);
    const cookieHeader = [...given.values(), ...kept].join('; ');
    const res = await this.app.inject({
      ...options,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers },
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      headers,
    });
  }

  async login(username: string, password = 'Rira@1404', remember = false) {
    const res = await this.post('/api/Authentication/AuthorizeWithPassword', {
      Username: username,
      Password: password,
      Type: 1,
      RememberMe: remember,
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json() as { data: CurrentUser };
  }
}

/** The last one-time code the console SMS provider logged for a mobile. */
export function lastCodeFromLog(logs: Record<string, unknown>[], mobile: string): string {
  for (let i = logs.length - 1; i >= 0; i--) {
    const sms = logs[i]!.sms as { to?: string; text?: string; purpose?: string } | undefined;
    // Only codes: an invitation SMS to the same mobile carries a link whose token may hold six digits.
    if (logs[i]!.msg === 'sms.console' && sms?.to === mobile && sms.purpose?.startsWith('otp.')) {
      const match = /(\d{6})/.exec(sms.text ?? '');
      if (match) return match[1]!;
    }
  }
  throw new Error(`no code logged for ${mobile}`);
}
