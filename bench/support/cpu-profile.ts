import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './built-server.ts';

/** V8's `.cpuprofile` (what `node --cpu-prof` writes). Times are microseconds on the monotonic clock. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileRow {
  name: string;
  selfMs: number;
  totalMs: number;
}

export interface ProfileSummary {
  /** Milliseconds of samples inside the window, idle excluded. */
  busyMs: number;
  idleMs: number;
  functions: ProfileRow[];
  modules: ProfileRow[];
  /** Self time by kind of work (CATEGORIES); Node's native code counts for the JavaScript that called it. */
  categories: { name: string; ms: number }[];
}

/** Kinds of work of a render, by the module a sample's code belongs to (the first that matches). */
const CATEGORIES: [string, RegExp][] = [
  ['database (PGlite, Drizzle)', /pglite|^wasm|drizzle-orm|pg-protocol|^pg$|postgres/],
  ['in-process API calls (inject, routes, zod)', /light-my-request|zod|server\/src\/(modules|http|db)|contracts\/src|in-process-api/],
  ['translations (i18next)', /i18next|web\/app\/lib\/i18n/],
  ['React render (React, React Router, the app)', /react|lucide|web\/app|scheduler|isbot|clsx|tailwind-merge|turbo-stream/],
  ['compression', /^node:zlib|@fastify\/compress/],
  ['hashing (CSP, ETag)', /^node:internal\/crypto|page-cache/],
  ['HTTP, Fastify, streams, buffers', /fastify|find-my-way|avvio|^node:|server\/src/],
];

function categoryOf(module: string): string {
  return CATEGORIES.find(([, pattern]) => pattern.test(module))?.[0] ?? 'other';
}

const sourceMaps = new Map<string, SourceMap | null>();

/** The file's source map (esbuild writes main.js.map beside the server bundle), when it has one. */
function sourceMapOf(file: string): SourceMap | null {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(file, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  return sourceMaps.get(file)!;
}

const LIBRARY = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

/**
 * `<package>` for a library, the repository path for our own code, Node's own otherwise. Bundled
 * files are named through their source maps (server/dist has one; the web server bundle when built
 * with RIRA_SSR_SOURCEMAP=1).
 */
function moduleOf(url: string, line: number, column: number): string {
  if (!url) return '(native)';
  if (url.startsWith('node:') || url.startsWith('wasm:')) return url.startsWith('wasm:') ? 'wasm (PGlite)' : url;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const lib = LIBRARY.exec(file);
  if (lib) return lib[1]!;
  let source = file;
  const entry = sourceMapOf(file)?.findEntry(line, column) as { originalSource?: string } | undefined;
  if (entry?.originalSource) {
    const original = entry.originalSource;
    source = original.startsWith('file://') ? fileURLToPath(original) : path.resolve(path.dirname(file), original);
  }
  return LIBRARY.exec(source)?.[1] ?? path.relative(root, source);
}

/**
 * Self and inclusive time by function and by module, over the samples between `fromUs` and `toUs`
 * (process.hrtime's clock, which the profile shares on Linux), so start-up is left out.
 */
export function summariseProfile(file: string, window: { fromUs: number; toUs: number }): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const functionKey = new Map<number, string>();
  const moduleKey = new Map<number, string>();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    const module = moduleOf(url, lineNumber, columnNumber);
    moduleKey.set(n.id, module);
    functionKey.set(n.id, `${functionName || '(anonymous)'}  ${module}${url ? `:${lineNumber + 1}` : ''}`);
  }
  const fnSelf = new Map<string, number>();
  const fnTotal = new Map<string, number>();
  const modSelf = new Map<string, number>();
  const modTotal = new Map<string, number>();
  const categories = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let t = profile.startTime;
  let busy = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < window.fromUs || t > window.toUs) continue;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const id = profile.samples[i]!;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    const leaf = byId.get(id)!.callFrame.functionName;
    if (leaf === '(garbage collector)') add(categories, 'garbage collection', ms);
    else {
      let n: number | undefined = id;
      while (n !== undefined && moduleKey.get(n) === '(native)') n = parent.get(n);
      add(categories, n === undefined ? 'other' : categoryOf(moduleKey.get(n)!), ms);
    }
    add(fnSelf, functionKey.get(id)!, ms);
    add(modSelf, moduleKey.get(id)!, ms);
    // Inclusive: once per sample for each function and module on its stack (recursion counted once).
    const onStackFn = new Set<string>();
    const onStackMod = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      onStackFn.add(functionKey.get(n)!);
      onStackMod.add(moduleKey.get(n)!);
    }
    for (const f of onStackFn) add(fnTotal, f, ms);
    for (const m of onStackMod) add(modTotal, m, ms);
  }
  const rows = (self: Map<string, number>, total: Map<string, number>) =>
    [...total.keys()].map((name) => ({ name, selfMs: self.get(name) ?? 0, totalMs: total.get(name)! }));
  return {
    busyMs: busy,
    idleMs: idle,
    functions: rows(fnSelf, fnTotal),
    modules: rows(modSelf, modTotal),
    categories: [...categories].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms),
  };
}

/**
 * Prints the kinds of work (their shares, and the server's CPU per request shared out by them),
 * then the top rows by self and by inclusive time in ms per request. The profiler samples wall
 * time, which a busy machine swells: the shares hold, the CPU figure (from /proc) is the one to quote.
 */
export function printProfile(summary: ProfileSummary, requests: number, cpuPerRequestMs: number, top = 25): void {
  const per = (ms: number) => (ms / requests).toFixed(3).padStart(7);
  console.log(`\nWhere a request's ${cpuPerRequestMs.toFixed(2)} ms of server CPU goes (profile's shares):`);
  for (const c of summary.categories) {
    const share = c.ms / summary.busyMs;
    console.log(`${(share * cpuPerRequestMs).toFixed(2).padStart(7)} ms ${(share * 100).toFixed(0).padStart(4)} %  ${c.name}`);
  }
  const table = (title: string, rows: ProfileRow[], by: 'selfMs' | 'totalMs') => {
    console.log(`\n${title} (ms per request: self, inclusive)`);
    for (const r of [...rows].sort((a, b) => b[by] - a[by]).slice(0, top)) console.log(`${per(r.selfMs)} ${per(r.totalMs)}  ${r.name}`);
  };
  console.log(
    `busy ${(summary.busyMs / requests).toFixed(2)} ms per request over ${requests} requests (idle ${(summary.idleMs / 1000).toFixed(1)} s)`,
  );
  table('Modules by self time', summary.modules, 'selfMs');
  table('Modules by inclusive time', summary.modules, 'totalMs');
  table('Functions by self time', summary.functions, 'selfMs');
  table('Functions by inclusive time', summary.functions, 'totalMs');
}

/**
 * Drives a warm-up, then the measured requests, and gives the profile's window (the load only, not
 * start-up or warm-up) with the server's CPU per request from /proc.
 */
export async function measureLoad(
  server: { cpuMs(): number },
  drive: (count: number) => Promise<void>,
  warmUp: number,
  requests: number,
): Promise<{ window: { fromUs: number; toUs: number }; cpuPerRequest: number; seconds: number }> {
  await drive(warmUp); // JIT, first-use set-up, prepared statements
  const cpuBefore = server.cpuMs();
  const from = process.hrtime.bigint();
  await drive(requests);
  const to = process.hrtime.bigint();
  return {
    window: { fromUs: Number(from / 1000n), toUs: Number(to / 1000n) },
    cpuPerRequest: (server.cpuMs() - cpuBefore) / requests,
    seconds: Number(to - from) / 1e9,
  };
}
