import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpSink } from '../server/src/test/smtp-sink.ts';
import { freePort } from './support/server-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the built server under test; empty when browser tests are skipped. */
    baseUrl: string;
    /** File the server's JSON log goes to (one-time codes are read from it). */
    serverLog: string;
    chromiumPath: string;
    skipE2E: boolean;
    /** Folder where the test SMTP server writes every mail it receives, one JSON file each. */
    mailDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const required = process.env.REQUIRE_E2E === '1';
  if (!fs.existsSync(chromiumPath)) {
    const message = `Chromium was not found at ${chromiumPath} (set CHROMIUM_PATH, or apt-get install chromium).`;
    if (required) throw new Error(`${message} REQUIRE_E2E=1: the browser tests must run.`);
    console.warn(`\n${'!'.repeat(78)}\n!! BROWSER TESTS SKIPPED: ${message}\n${'!'.repeat(78)}\n`);
    project.provide('skipE2E', true);
    project.provide('baseUrl', '');
    project.provide('serverLog', '');
    project.provide('chromiumPath', chromiumPath);
    project.provide('mailDir', '');
    return;
  }
  const entry = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('The app is not built: run `npm test` (it builds) or `npm run build` first.');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-e2e-'));
  const serverLog = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(serverLog, 'a');
  // A real SMTP server for the mail the app sends (attachments, demo notices).
  const mailDir = path.join(dataDir, 'mail');
  fs.mkdirSync(mailDir);
  let mailCount = 0;
  const smtp = await startSmtpSink((mail) => {
    const file = path.join(mailDir, `${String(++mailCount).padStart(4, '0')}.json`);
    const attachments = mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
      content: a.content.toString('base64'),
    }));
    const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? '');
    fs.writeFileSync(file, JSON.stringify({ to, subject: mail.subject, text: mail.text, attachments }));
  });
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', log, log],
  });
  // A fresh server migrates and seeds first: about 15 s alone on this machine, over a minute when
  // other work shares its two cores. A server that does not come up is stopped, not left behind.
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (err) {
    child.kill('SIGTERM');
    await smtp.close();
    throw err;
  }

  project.provide('skipE2E', false);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);
  project.provide('chromiumPath', chromiumPath);
  project.provide('mailDir', mailDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await smtp.close();
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
