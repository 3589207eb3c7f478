import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '../../..');
const entry = path.join(root, 'server/src/test/api-server.ts');

/** The real server (server.ts's start-up, without the web app) in a child process. */
export interface ServerProcess {
  baseUrl: string;
  /** Every JSON line the server logged so far. */
  logs: Record<string, unknown>[];
  /** null while the process runs. */
  exitCode(): number | null;
  /** Resolves when `condition` holds, checked after every log line; rejects if the server exits first. */
  waitFor(condition: () => boolean): Promise<void>;
  get(url: string): Promise<{ status: number; headers: Headers; body: unknown }>;
  /**
   * Sends the signal (SIGKILL, the default: a crash, with whatever it was doing unfinished) and
   * resolves once the process has exited; the data folder stays until `stop()`.
   */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then removes the data folder. */
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, options: { prepareInChild?: boolean } = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...(options.prepareInChild ? ['--prepare-in-child'] : [])], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      stderr += `${line}\n`; // not JSON: a crash report
    }
    notify();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(notify);

  const waitFor = (condition: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (condition()) {
          waiters.delete(check);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          waiters.delete(check);
          reject(new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${stderr.slice(0, 2000)}`));
        }
      };
      waiters.add(check);
      check();
    });

  let baseUrl = '';
  try {
    await waitFor(() => {
      const listening = logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('Server listening at http://127.0.0.1:'));
      if (listening) baseUrl = (listening.msg as string).slice('Server listening at '.length);
      return Boolean(listening);
    });
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    baseUrl,
    logs,
    exitCode: () => child.exitCode,
    waitFor,
    async get(url) {
      const res = await fetch(`${baseUrl}${url}`);
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
