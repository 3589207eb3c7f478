/**
 * Initial JavaScript of public pages: every module script and modulepreload a page's HTML names,
 * compressed as a browser would receive it (gzip level 9 and brotli). Target: at most 150 KB
 * gzipped for the home page and an article, at most 30 KB for the magazine and the contact and demo
 * pages (docs/decisions/027; e2e/public-no-js.e2e.test.ts asserts it). The last column is the page's own inline scripts
 * (React Router's context and loader data on a hydrated page, the menu script on a static one;
 * JSON-LD is data, not counted), gzipped, which arrive with the HTML. Needs `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root, startBuiltServer } from './support/built-server.ts';

const TARGET_KB = 150;
const PAGES = [
  ['home (fa)', '/'],
  ['article (fa)', '/blogs/details/what-is-360-degree-feedback'],
  ['article (en)', '/blogs/details/how-to-read-a-360-degree-report?lang=en'],
  ['product page', '/products/rira360'],
  ['magazine', '/blogs'],
  ['magazine (en)', '/blogs?lang=en'],
  ['archive', '/blogs/details/old'],
  ['contact (form)', '/contact-us'],
  ['contact (en)', '/contact-us?lang=en'],
  ['product demo', '/demo/product'],
  ['service demo', '/demo/service'],
  ['rira360 demo', '/products/rira360/demo'],
  ['survey (form)', '/assessment-survey'],
] as const;

const server = await startBuiltServer();
const clientDir = path.join(root, 'web/build/client');
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(
  `${'page'.padEnd(16)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'brotli KB'.padStart(9)}  vs ${TARGET_KB} KB gzip    inline gzip KB`,
);
try {
  for (const [name, url] of PAGES) {
    const html = await (await fetch(server.url + url)).text();
    const files = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    // English pages that hydrate also fetch the English strings first (lib/i18n.ts); static pages
    // (handle.hydrate false, docs/decisions/007) have no script at all.
    if (url.includes('lang=en') && files.length > 0) {
      const english = fs.readdirSync(path.join(clientDir, 'assets')).find((f) => f.startsWith('locales-en-') && f.endsWith('.js'));
      if (english) files.push(`/assets/${english}`);
    }
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(clientDir, file));
      raw += bytes.length;
      gzip += zlib.gzipSync(bytes, { level: 9 }).length;
      brotli += zlib.brotliCompressSync(bytes).length;
    }
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/ld\+json"/.test(m[1]!))
      .map((m) => m[2]!)
      .join('');
    const inlineGzip = inline ? zlib.gzipSync(inline, { level: 9 }).length : 0;
    const ratio = gzip / 1024 / TARGET_KB;
    console.log(
      `${name.padEnd(16)} ${String(files.length).padStart(5)} ${kb(raw).padStart(8)} ${kb(gzip).padStart(8)} ${kb(brotli).padStart(9)}  ${ratio.toFixed(2)}x ${(ratio <= 1 ? '(within)' : '(over)').padEnd(8)}  ${kb(inlineGzip).padStart(6)}`,
    );
  }
} finally {
  await server.stop();
}
