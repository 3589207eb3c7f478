// `node scripts/openapi-lint.mjs [--out file.json]`: writes the API's OpenAPI document (built
// without a listening server: server/src/openapi-cli.ts) and lints it with Redocly's
// `recommended` rules. Fails on any error or warning. `--out` keeps the document (for a client
// generator); otherwise it goes to a temporary folder.
//
// Offline: Redocly's telemetry is off and its update check suppressed, so the lint calls no host.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const keep = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '') : null;
if (outIndex > 0 && !process.argv[outIndex + 1]) {
  console.error('usage: node scripts/openapi-lint.mjs [--out file.json]');
  process.exit(2);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-openapi-lint-'));
const file = keep ?? path.join(tmp, 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** Runs a command; resolves with its exit code and what it wrote to standard output. */
function run(command, args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let stdout = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout }));
  });
}

try {
  const written = await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/openapi-cli.ts', file]);
  if (written.code !== 0) {
    console.error('openapi: the document could not be written');
    process.exit(written.code);
  }
  const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  const lint = await run(
    process.execPath,
    [redocly, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'],
    {
      capture: true,
    },
  );
  let report;
  try {
    report = JSON.parse(lint.stdout);
  } catch {
    console.error(`openapi: redocly lint gave no report (exit ${lint.code})\n${lint.stdout}`);
    process.exit(lint.code || 1);
  }
  for (const problem of report.problems ?? []) {
    const where = problem.location?.[0]?.pointer ?? '';
    console.log(`${problem.severity.padEnd(7)} ${problem.ruleId}: ${problem.message} ${where}`);
  }
  const { errors = 0, warnings = 0 } = report.totals ?? {};
  console.log(`openapi: ${errors} errors, ${warnings} warnings (redocly recommended)${keep ? `; document written to ${keep}` : ''}`);
  process.exitCode = errors + warnings > 0 || lint.code !== 0 ? 1 : 0;
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
