#!/usr/bin/env node
// Import cycles, between folders and between files. Folders: each feature folder (server/src/modules/<name>, web/app/features/<name>)
// is one node; a file importing a file of another folder is an edge. A cycle between folders means
// neither can be understood or changed without the other, so one must not exist: move the shared
// piece down (domain/, contracts, a lower module, server/src/http, web/app/lib) instead.
// The same holds one level up, between server/src's own folders (http, plugins, db, modules, seed,
// shared, test): the layers of docs/architecture.md ("Server layers") only work if each one
// imports downwards. Files directly in server/src (main.ts, app.ts, config.ts…) are no node.
//
// And between files: inside each package (contracts/src, server/src, web/app) every file is a node
// and a relative import one edge, so two files that import each other (even for a type) show up
// too. Such a pair is mended by moving what both need into a leaf file that imports neither.
//
// Counts static imports and re-exports (type-only ones too) and dynamic import(); test files are
// left out (they sit on top of everything). Prints every cycle with the imports that make it and
// exits 1 when there is one.
//
//   node scripts/check-cycles.mjs                  every area
//   node scripts/check-cycles.mjs server           only server/src/modules (or: server-layers, web, files)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const AREAS = {
  server: 'server/src/modules',
  'server-layers': 'server/src',
  web: 'web/app/features',
};

/** The packages whose files are nodes of the file-level graph. */
const FILE_AREAS = ['contracts/src', 'server/src', 'web/app'];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'];

/** Imports printed per edge of a cycle. */
const SHOWN_IMPORTS = 5;
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|jsx)$/;
const TEST = /\.(?:test|spec)\.[^.]+$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) found.push(full);
  }
  return found;
}

/** The folder (node) a file belongs to, or null when it lies outside the area's folders. */
function folderOf(areaRoot, file) {
  const relative = path.relative(areaRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : null;
}

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Edges folder → folder, each with the imports (file → specifier) that make it. */
function graphOf(areaRoot) {
  const edges = new Map();
  for (const file of filesUnder(areaRoot)) {
    const from = folderOf(areaRoot, file);
    if (!from) continue;
    for (const match of withoutComments(fs.readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const to = folderOf(areaRoot, path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const key = `${from}\u0000${to}`;
      if (!edges.has(key)) edges.set(key, new Set());
      edges.get(key).add(`${path.relative(repoRoot, file)} → ${specifier}`);
    }
  }
  return edges;
}

/** Strongly connected components with more than one folder (Tarjan). */
function cyclesOf(edges) {
  const next = new Map();
  for (const key of edges.keys()) {
    const [from, to] = key.split('\u0000');
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from).add(to);
  }
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)) {
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), order.get(target)));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!order.has(node)) visit(node);
  return components;
}

/** The file a relative specifier names, or null (a generated file, an asset). */
function resolveFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Edges file → file inside each package, each with the specifier that makes it. */
function fileGraph() {
  const edges = new Map();
  for (const area of FILE_AREAS) {
    for (const file of filesUnder(path.join(repoRoot, area))) {
      for (const match of withoutComments(fs.readFileSync(file, 'utf8')).matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        if (!specifier.startsWith('.')) continue;
        const target = resolveFile(file, specifier);
        if (!target || TEST.test(target) || target === file) continue;
        const key = `${path.relative(repoRoot, file)}\u0000${path.relative(repoRoot, target)}`;
        edges.set(key, new Set([`${path.relative(repoRoot, file)} → ${specifier}`]));
      }
    }
  }
  return edges;
}

const wanted = process.argv.slice(2);
const areas = wanted.length ? wanted : [...Object.keys(AREAS), 'files'];
let total = 0;
for (const area of areas) {
  if (!AREAS[area] && area !== 'files') {
    console.error(`unknown area "${area}" (known: ${[...Object.keys(AREAS), 'files'].join(', ')})`);
    process.exit(2);
  }
  const edges = area === 'files' ? fileGraph() : graphOf(path.join(repoRoot, AREAS[area]));
  const cycles = cyclesOf(edges);
  total += cycles.length;
  const where = area === 'files' ? FILE_AREAS.join(', ') : AREAS[area];
  const level = area === 'files' ? 'file' : 'folder';
  console.log(`${where}: ${cycles.length} ${level}-level cycle${cycles.length === 1 ? '' : 's'}`);
  for (const members of cycles) {
    console.log(`  ${members.join(' ↔ ')}`);
    const inside = new Set(members);
    // Thinnest edges first: a cycle is often closed by a handful of imports, while an edge a layer
    // stands on (modules → db) has dozens, cut short here.
    const within = [...edges]
      .map(([key, imports]) => [...key.split('\u0000'), imports])
      .filter(([from, to]) => inside.has(from) && inside.has(to))
      .sort((a, b) => a[2].size - b[2].size);
    for (const [from, to, imports] of within) {
      console.log(`    ${from} → ${to} (${imports.size})`);
      const shown = [...imports].slice(0, SHOWN_IMPORTS);
      for (const line of shown) console.log(`      ${line}`);
      if (imports.size > shown.length) console.log(`      … and ${imports.size - shown.length} more`);
    }
  }
}
process.exit(total ? 1 : 0);
