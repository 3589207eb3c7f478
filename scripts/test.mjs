// `npm test`: the whole suite. The browser tests run against the built server, so the app is
// built first when its sources changed. Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-state.mjs';
import { run, runOrExit } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const onlyNonBrowser = args.includes('--project') && !args.some((a, i) => args[i - 1] === '--project' && a === 'e2e');
if (!onlyNonBrowser && buildIsStale(root)) {
  console.log('Building the app for the browser tests…');
  await runOrExit('node', ['scripts/build.mjs'], { cwd: root });
}
process.exit(await run('npx', ['vitest', 'run', ...args], { cwd: root }));
