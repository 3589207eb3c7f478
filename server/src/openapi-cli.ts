import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/**
 * Writes the API's OpenAPI document (what `/api/docs/openapi.json` serves) to the file named by
 * the first argument, or to standard output: the app is built on an empty in-memory database,
 * without the web app and without listening. PUBLIC_URL, when set, is the document's server.
 * `node scripts/openapi-lint.mjs` runs it and lints the result.
 */
const out = process.argv[2];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-openapi-'));
const config = loadConfig({ PUBLIC_URL: process.env.PUBLIC_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const database = await openDatabase({});
try {
  await database.migrate();
  const app = await buildApp({ config, database, web: false });
  try {
    await app.ready();
    const json = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    if (out) fs.writeFileSync(out, json);
    else process.stdout.write(json);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
