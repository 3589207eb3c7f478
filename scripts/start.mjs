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
  // MALLOC_ARENA_MAX: glibc gives each thread that allocates (V8's compiler and GC helpers, libuv's
  // pool, libvips) its own arena and keeps what is freed there; with the default (8 per core) the
  // WebAssembly compilation and the first-start seeding left ~170 MB of such free memory resident.
  // glibc reads it only when the process starts, so it is set here (README: MALLOC_ARENA_MAX).
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
process.exit(code);
