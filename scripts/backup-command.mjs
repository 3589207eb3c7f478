import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-state.mjs';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `server/src/<name>.ts`: the built `server/dist/<name>.js` when the build is current (a
 * production install may have no tsx), otherwise the source through tsx. Resolves with its exit code.
 */
export function runServerCommand(name, args) {
  const built = path.join(root, 'server/dist', `${name}.js`);
  if (fs.existsSync(built) && !buildIsStale(root)) return run('node', ['--enable-source-maps', built, ...args], { cwd: root });
  return run('npx', ['tsx', `server/src/${name}.ts`, ...args], { cwd: root });
}
