import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time under the given folders (skipping dependencies and outputs). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (['node_modules', 'build', 'dist', '.react-router'].includes(e.name)) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

const STAMP = 'server/dist/.build-stamp';
const SOURCES = [
  'contracts',
  'server/src',
  'server/build.mjs',
  'web/app',
  'web/public',
  'web/vite.config.ts',
  'web/react-router.config.ts',
  'package-lock.json',
];

/** True when the built app is older than its sources (or missing). */
export function buildIsStale(root) {
  const stamp = path.join(root, STAMP);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, 'web/build/server/index.js'))) return true;
  const sources = SOURCES.map((s) => path.join(root, s));
  const files = sources.filter((s) => fs.existsSync(s) && fs.statSync(s).isFile());
  const newestFile = Math.max(0, ...files.map((f) => fs.statSync(f).mtimeMs));
  return Math.max(newestFile, newestMtime(sources.filter((s) => !files.includes(s)))) > fs.statSync(stamp).mtimeMs;
}

export function markBuilt(root) {
  fs.writeFileSync(path.join(root, STAMP), new Date().toISOString());
}
