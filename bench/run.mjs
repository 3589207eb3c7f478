// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own figures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../scripts/run.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n== ${file}`);
  const code = await run('npx', ['tsx', path.join(here, file)], { cwd: path.resolve(here, '..') });
  if (code !== 0) process.exit(code);
}
