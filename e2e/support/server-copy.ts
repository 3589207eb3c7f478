import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resolves once `url` answers 200 (a readiness or health address); fails when the process exits first. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** One copy of the built server (server/dist/main.js, as `npm start` runs it), with its JSON log kept. */
export interface ServerCopy {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  /** Every JSON line it logged so far. */
  logs: Record<string, unknown>[];
  /** SIGKILL: the copy dies at once, as on a power cut or an out-of-memory kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (a graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Starts a built copy on a free port with a data folder of its own, configured by `env` (the
 * database, storage, SMTP…); resolves once `/api/health/ready` answers 200.
 */
export async function startServerCopy(name: string, env: Record<string, string>, timeoutMs = 240_000): Promise<ServerCopy> {
  const entry = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('The app is not built: run `npm test` (it builds) or `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rira-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      stderr += `${line}\n`;
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitUntilAnswering(`${baseUrl}/api/health/ready`, child, timeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    cleanUp();
    throw new Error(`${name}: ${(err as Error).message}\n${stderr.slice(-3000)}`, { cause: err });
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  return {
    name,
    baseUrl,
    child,
    logs,
    kill: () => end('SIGKILL'),
    stop: async () => {
      await end('SIGTERM');
      cleanUp();
    },
  };
}
