// `npm run bench [name]`: the benchmarks (bench/run.mjs). Lighthouse and autocannon are not part of
// the project's `npm install`: bench/package.json holds them, and they are installed here, into
// bench/node_modules from its lockfile, the first time a bench that uses them is about to run (and
// again when that lockfile changes).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOrExit } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = path.join(root, 'bench');
const only = process.argv[2];
const selected = fs.readdirSync(bench).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)));

// The benches that use bench/package.json's own packages (Lighthouse, the autocannon load generator).
if (selected.some((f) => f.startsWith('lighthouse') || f.startsWith('load'))) {
  const lockfile = fs.readFileSync(path.join(bench, 'package-lock.json'));
  const wanted = crypto.createHash('sha256').update(lockfile).digest('hex');
  const stamp = path.join(bench, 'node_modules', '.installed-lockfile');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== wanted) {
    console.log('Installing the benchmarks’ own packages (Lighthouse, autocannon) into bench/node_modules…');
    await runOrExit('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund'], { cwd: root });
    fs.writeFileSync(stamp, wanted);
  }
}

await import('../bench/run.mjs');
