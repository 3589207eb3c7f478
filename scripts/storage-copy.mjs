// `npm run storage:copy`: copy DATA_DIR's uploaded files into the S3 bucket (STORAGE=s3); safe to repeat.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.exit(await run('npx', ['tsx', 'server/src/storage-copy-cli.ts'], { cwd: root }));
