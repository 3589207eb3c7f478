import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { LanguageCode } from '@rira/contracts';

/**
 * POST /language, the language switch of a page without JavaScript (web/app/routes/site/language.ts),
 * as the server answers it: its `to` becomes the Location header, so it must never name another
 * host, however it is written. Needs the built web app (`npm run build`); skipped without it.
 */
const webBuild = path.resolve(import.meta.dirname, '../../../web/build/server/index.js');
const webBuilt = fs.existsSync(webBuild);
if (!webBuilt && process.env.REQUIRE_E2E === '1')
  throw new Error('REQUIRE_E2E=1: the language switch needs the built web app (npm run build).');

let t: TestApp;
beforeAll(async () => {
  if (!webBuilt) return;
  // Imported before the app starts, so that a slow import does not run into Fastify's plugin timeout.
  await import(pathToFileURL(webBuild).href);
  t = await createTestApp({}, { web: true });
});
afterAll(async () => {
  await t?.close();
});

async function switchTo(lang: LanguageCode, to: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/language',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ lang, to }).toString(),
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(303);
  return res.headers.location;
}

describe.skipIf(!webBuilt)('POST /language', () => {
  it('comes back to the same page on this site, with its query and fragment', async () => {
    expect(await switchTo('en', '/about-us?lang=en')).toBe('/about-us?lang=en');
    expect(await switchTo('fa', '/blogs?page=2#latest')).toBe('/blogs?page=2#latest');
    expect(await switchTo('en', '/products/./rira360?lang=en')).toBe('/products/rira360?lang=en');
  });

  it('never answers with another host in Location, however `to` is written', async () => {
    for (const to of [
      '/.//evil.example/x',
      '/..//evil.example/x',
      '/%2e%2e//evil.example/x',
      '/a/..\\/evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      '//evil.example/x',
      '/\t/evil.example/x',
      '/.\n//evil.example/x',
      'https://evil.example/x',
    ]) {
      // Refused: the home page of the chosen language.
      expect(await switchTo('en', to), JSON.stringify(to)).toBe('/?lang=en');
      expect(await switchTo('fa', to), JSON.stringify(to)).toBe('/');
    }
  });
});
