import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (benchmarks measure the built app: `npm run build` first). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The token the benches scrape /metrics with (`metrics(server)`). */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The server's Prometheus metrics as name → value (the first sample of each name). */
export async function metrics(server: BuiltServer): Promise<Map<string, number>> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const values = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const name = line.slice(0, line.search(/[{ ]/));
    if (!values.has(name)) values.set(name, Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return values;
}

export interface BuiltServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** CPU time the server process has used so far (user + system), in ms (Linux: /proc; elsewhere NaN). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

function processCpuMs(pid: number | undefined): number {
  try {
    // Fields after the command name (which may hold spaces), from the 3rd: utime and stime are the 14th and 15th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export interface BuiltServerOptions {
  /** Pins the server to this core with taskset (Linux), for per-core figures. */
  cpu?: number;
  /** Runs it on this PostgreSQL database instead of PGlite in the data folder. */
  databaseUrl?: string;
  /** Node's own flags before the entry (`--cpu-prof`…). */
  nodeArgs?: string[];
  /** More environment (`RENDER_TIMING=1`…). */
  env?: Record<string, string>;
}

/** Starts the built server (server/dist + web/build) on a free port with a fresh data folder and the demo content. */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const entry = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('The app is not built: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    SMTP_URL: '',
    // As `npm start` sets it (decision 018), so that resident memory is measured as users run it.
    MALLOC_ARENA_MAX: '2',
    // The benches read the server's own figures (event loop delay) from /metrics.
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    ...options.env,
  };
  const nodeArgs = [...(options.nodeArgs ?? []), entry];
  const [command, args] =
    options.cpu !== undefined && fs.existsSync('/usr/bin/taskset')
      ? ['taskset', ['-c', String(options.cpu), process.execPath, ...nodeArgs]]
      : [process.execPath, nodeArgs];
  const child = spawn(command, args as string[], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    child,
    // taskset replaces itself with node (exec), so the child's pid is the server's.
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in by password on a running server: the session cookie. */
export async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/Authentication/AuthorizeWithPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username, Password: 'Rira@1404', Type: 1 }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('rira_sid='))
    ?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in ${username}: ${res.status}`);
  return cookie;
}
