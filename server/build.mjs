// Bundles the server (and the workspace's TypeScript packages it imports) into dist/.
// npm packages stay external: native ones (argon2, sharp, PGlite) must load from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@rira/') ? undefined : { path: args.path, external: true }));
  },
};

// Worker threads' entry files, each emitted as dist/<name>.js beside main.js, where
// shared/worker-task.ts looks for them.
const workerEntries = ['src/modules/people/import/workbook-worker.ts'];

await build({
  entryPoints: [
    { in: path.join(here, 'src/main.ts'), out: 'main' },
    { in: path.join(here, 'src/seed-cli.ts'), out: 'seed-cli' },
    { in: path.join(here, 'src/storage-copy-cli.ts'), out: 'storage-copy-cli' },
    { in: path.join(here, 'src/backup-cli.ts'), out: 'backup-cli' },
    { in: path.join(here, 'src/restore-cli.ts'), out: 'restore-cli' },
    { in: path.join(here, 'src/admin-cli.ts'), out: 'admin-cli' },
    ...workerEntries.map((file) => ({ in: path.join(here, file), out: path.basename(file, '.ts') })),
  ],
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});

// The migrator reads SQL files at run time, beside the bundle.
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('server built into', path.relative(process.cwd(), dist));
