// `npm run seed`: migrate and add the demo data that is missing (safe to repeat).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.exit(await run('npx', ['tsx', 'server/src/seed-cli.ts'], { cwd: root }));
