// `npm start`: build when the sources changed since the last build, then serve. The server
// migrates the database and seeds the demo data on start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-state.mjs';
import { run, runOrExit } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (buildIsStale(root)) {
  console.log('Building RIRA (first start, or the sources changed)…');
  await runOrExit('node', ['scripts/build.mjs'], { cwd: root });
}
const code = await run('node', ['--enable-source-maps', 'server/dist/main.js'], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
