// `npm run backup -- [--out file]`: the database and the uploaded files into one archive (docs/decisions/026).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.exit(await run('npx', ['tsx', 'server/src/backup-cli.ts', ...process.argv.slice(2)], { cwd: root }));
