import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseFromConfig } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPostgresDatabase, type PostgresTestDatabase } from '../test/test-database.ts';
import { defaultMigrationsFolder } from './client.ts';

/**
 * What the migrations did at start, logged at info (issue 24): the upgrade steps tell the operator
 * to read it. A new database gets every migration; the next start finds nothing to do.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function freshConfig() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-migrations-'));
  let target: PostgresTestDatabase | undefined;
  if (process.env.TEST_DATABASE === 'postgres') target = await createPostgresDatabase();
  cleanups.push(async () => {
    await target?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(target ? { DATABASE_URL: target.url } : {}) });
}

function collectingLog() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return { lines, log: { info: (details: object, message: string) => lines.push({ details: details as never, message }), error() {} } };
}

describe('migrations at start', () => {
  it('logs "applied N migrations" with their names on a new database, then "database up to date"', async () => {
    const tags = (
      JSON.parse(fs.readFileSync(path.join(defaultMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
    ).entries.map((e) => e.tag);
    const config = await freshConfig();

    const first = collectingLog();
    const database = await openDatabaseFromConfig(config, first.log);
    await database.close();
    expect(first.lines).toEqual([
      { message: `database migrated: applied ${tags.length} migrations`, details: { applied: tags, migration: tags.at(-1) } },
    ]);

    const second = collectingLog();
    await (await openDatabaseFromConfig(config, second.log)).close();
    expect(second.lines).toEqual([{ message: 'database up to date', details: { migration: tags.at(-1) } }]);
  });
});
