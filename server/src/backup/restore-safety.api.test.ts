import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createPostgresDatabase, rowsOf, type PostgresTestDatabase } from '../test/test-database.ts';
import { TestClient, createTestApp, type TestApp } from '../test/test-app.ts';
import { createBackup } from './backup.ts';
import { restoreCommand, type CommandIo } from './commands.ts';

/**
 * What a restore must not bring back or run under (issue 24): the sessions of the backup's moment
 * (one signed out since would be valid again), and servers still serving the database (PGlite's
 * folder lock refuses those already: backup.api.test.ts).
 */
let t: TestApp;
let work: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-restore-safety-'));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await t?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** An empty database of the project's driver (PGlite in `api`, PostgreSQL in `api-postgres`) and a data folder, as the commands' settings. */
async function freshSettings() {
  const dataDir = fs.mkdtempSync(path.join(work, 'target-'));
  let target: PostgresTestDatabase | undefined;
  if (process.env.TEST_DATABASE === 'postgres') {
    target = await createPostgresDatabase();
    cleanups.push(() => target!.drop());
  }
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(target ? { DATABASE_URL: target.url } : {}) });
}

function commandIo(): CommandIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { cwd: work, out: (line) => lines.push(line), err: (line) => errors.push(line), lines, errors };
}

async function backupOfSource(name: string): Promise<string> {
  const out = path.join(work, `${name}.tar.gz`);
  await createBackup({ database: t.database, stores: { public: t.app.files, private: t.app.privateFiles }, out, appVersion: 'test' });
  return out;
}

describe('a restore ends every session', () => {
  it('one signed out after the backup does not come back, nor one still open at the backup', async () => {
    const signedOutLater = new TestClient(t.app);
    await signedOutLater.login('employee');
    const stillOpen = new TestClient(t.app);
    await stillOpen.login('hr');
    const kept = { signedOutLater: new Map(signedOutLater.cookies), stillOpen: new Map(stillOpen.cookies) };
    const archive = await backupOfSource('sessions');
    expect((await signedOutLater.post('/api/Authentication/SignOut', {})).statusCode).toBeLessThan(300);

    const config = await freshSettings();
    const io = commandIo();
    expect(await restoreCommand([archive], config, io), io.errors.join('\n')).toBe(0);
    expect(io.lines.join('\n')).toMatch(/sessions: [1-9]\d* ended \(everyone signs in again\)/);

    // A server on the restored database: both sessions' cookies are unknown there.
    const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: `${config.dataDir}/pglite` });
    const app = await buildApp({ config, database, web: false });
    try {
      for (const [name, cookies] of Object.entries(kept)) {
        const client = new TestClient(app);
        for (const [k, v] of cookies) client.cookies.set(k, v);
        expect((await client.get('/api/Authentication/GetCurrentUser')).statusCode, name).toBe(401);
      }
      expect(rowsOf(await database.db.execute(sql`select 1 from sessions`))).toEqual([]);
      // People sign in again as usual.
      await new TestClient(app).login('employee');
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('a restore into a PostgreSQL database that servers are serving', () => {
  it('is refused while a server copy is connected, changing nothing, and goes ahead once it has stopped', async () => {
    const archive = await backupOfSource('served');
    const config = await freshSettings();
    // A copy serving the target: the real app (its pool, its notifications, its job queue).
    const copy = await buildApp({ config, web: false });
    await copy.ready();
    await copy.db.execute(sql`insert into audit_log (action) values ('written by the copy')`);
    let copyOpen = true;
    cleanups.push(async () => {
      if (copyOpen) await copy.close();
    });

    const io = commandIo();
    expect(await restoreCommand([archive, '--replace'], config, io)).toBe(1);
    expect(io.errors.join('\n')).toContain('RIRA servers are connected to this database');
    expect(io.errors.join('\n')).toContain("sudo systemctl stop 'rira@*'");
    expect(io.errors.join('\n')).toContain('Nothing was changed.');
    const marker = await copy.db.execute(sql`select 1 from audit_log where action = 'written by the copy'`);
    expect(rowsOf(marker)).toHaveLength(1);

    await copy.close();
    copyOpen = false;
    const after = commandIo();
    expect(await restoreCommand([archive, '--replace'], config, after), after.errors.join('\n')).toBe(0);
  }, 120_000);
});
