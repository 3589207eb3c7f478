// `npm test`: the whole suite. The browser tests run against the built server, so the app is
// built first when its sources changed. Extra arguments go to vitest (e.g. `npm test -- --project unit`).
//
// `npm test -- --coverage` (as CI runs it) measures coverage only where it means something: the
// unit, API (PGlite) and component tests, which run the product's code in the test process. The
// same API tests on PostgreSQL reach the same lines, and the browser tests drive a separate server
// process, so both run afterwards without coverage: measuring them doubled their time for no figure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-state.mjs';
import { run, runOrExit } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const projectsNamed = args.includes('--project');
const onlyNonBrowser = projectsNamed && !args.some((a, i) => args[i - 1] === '--project' && a === 'e2e');
if (!onlyNonBrowser && buildIsStale(root)) {
  console.log('Building the app for the browser tests…');
  await runOrExit('node', ['scripts/build.mjs'], { cwd: root });
}

const vitest = (extra) => run('npx', ['vitest', 'run', ...extra], { cwd: root });
const coverage = args.some((a) => a === '--coverage' || a.startsWith('--coverage.'));

if (!coverage || projectsNamed) process.exit(await vitest(args));

const measured = ['--project', 'unit', '--project', 'api', '--project', 'component'];
const unmeasured = [...(process.env.TEST_DATABASE_URL ? ['--project', 'api-postgres'] : []), '--project', 'e2e'];
const others = args.filter((a) => a !== '--coverage' && !a.startsWith('--coverage.'));
// Both halves run even when the first fails, so one red run shows every failure.
const first = await vitest([...measured, ...args]);
const second = await vitest([...unmeasured, ...others]);
process.exit(first || second);
