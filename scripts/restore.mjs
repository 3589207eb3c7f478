// `npm run restore -- <file> [--replace]`: a backup archive back into the database and the file stores (docs/decisions/026).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.exit(await run('npx', ['tsx', 'server/src/restore-cli.ts', ...process.argv.slice(2)], { cwd: root }));
