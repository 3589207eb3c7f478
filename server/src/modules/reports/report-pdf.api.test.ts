import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { collectedAssessment } from '../../test/assessment-fixtures.ts';

/**
 * The report PDFs as the server prints them (decision 020): its Chromium, one warm page per
 * language, loading the built web app's print view from this test's listening server. Needs
 * Chromium, the built web app (`npm run build`) and pdftotext (poppler-utils); skipped without them.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webBuild = path.resolve(import.meta.dirname, '../../../../web/build/server/index.js');
const webBuilt = fs.existsSync(webBuild);
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const canPrint = fs.existsSync(CHROMIUM) && webBuilt && hasPdftotext;
if (!canPrint && process.env.REQUIRE_E2E === '1')
  throw new Error(`REQUIRE_E2E=1: printing needs ${CHROMIUM}, pdftotext and the built web app (npm run build).`);

let t: TestApp;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-report-pdf-'));
beforeAll(async () => {
  if (!canPrint) return;
  // Imported once before the app starts, so that a busy machine's slow import does not run into
  // Fastify's 10 s plugin timeout (the SSR plugin imports it again, from the module cache).
  await import(pathToFileURL(webBuild).href);
  // Chromium is closed after 5 s without a print here (5 minutes by default), for the idle test;
  // opening a report starts it (off in the other test files).
  t = await createTestApp(
    { CHROMIUM_PATH: CHROMIUM, PDF_BROWSER_IDLE_SECONDS: '5', PDF_WARM_ON_OPEN: 'true', PDF_PRINTS_PER_PAGE: '2' },
    { web: true },
  );
  // The printer's Chromium calls this server back for the print view.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The PDF's text, without the bidi controls pdftotext adds and with spaces collapsed. */
function pdfText(bytes: Buffer): string {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ');
}

async function pdf(client: TestClient, id: string, query: string): Promise<Buffer> {
  const res = await client.get(`/api/user/Report/Pdf/${id}?${query}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return bytes;
}

const printed = () => t.logs.filter((line) => line.msg === 'report.pdf.printed');

/** This process's Chromium: the browser process the printer started (Debian's launcher execs it). */
function chromiumProcesses(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(parent) === process.pid && state !== 'Z' && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium');
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

describe.skipIf(!canPrint)('report PDFs, printed', () => {
  // One assessment per person, made once: each takes a few seconds.
  let ali: { id: string; target: TestClient; hr: TestClient };
  let kiana: { id: string; target: TestClient; hr: TestClient };
  beforeAll(async () => {
    ali = await collectedAssessment(t, { peers: ['09121000004', '09121000005', '09121000006'] });
    await ali.hr.post('/api/admin/Assessment/Close', { id: ali.id }); // closing makes the report
    // Someone else, assessed by people who have not signed in yet (a new code each).
    kiana = await collectedAssessment(t, {
      target: '09121000008',
      manager: '09121000003',
      peers: ['09121000007', '09121000009', '09121000010'],
    });
    await kiana.hr.post('/api/admin/Assessment/Close', { id: kiana.id });
  }, 120_000);

  it("prints two people's reports back to back on the same warm page, each PDF naming its own person only; the third on a fresh page", async () => {
    const first = pdfText(await pdf(ali.target, ali.id, 'kind=complete&lang=en'));
    const second = pdfText(await pdf(kiana.target, kiana.id, 'kind=complete&lang=en'));
    const third = pdfText(await pdf(ali.hr, ali.id, 'kind=short&lang=en'));
    expect(printed()).toHaveLength(3);
    // PDF_PRINTS_PER_PAGE is 2 here: the page that held two reports is closed, the third opens another.
    expect(printed().map((line) => line.pagePrint)).toEqual([1, 2, 1]);
    expect(first).toContain('Ali Rezaei');
    expect(first).not.toContain('Kiana Rahimi');
    expect(second).toContain('Kiana Rahimi');
    expect(second).not.toContain('Ali Rezaei');
    expect(third).toContain('Ali Rezaei');
    expect(third).not.toContain('Kiana Rahimi');
  });

  it("names each download by person, kind, language and date, in the reader's script with a plain fallback", async () => {
    const disposition = async (query: string) => {
      const res = await ali.target.get(`/api/user/Report/Pdf/${ali.id}?${query}`);
      expect(res.statusCode).toBe(200);
      return String(res.headers['content-disposition']);
    };
    const fa = await disposition('kind=complete&lang=fa');
    expect(fa).toMatch(/^attachment; filename="Ali-Rezaei-complete-fa-14\d\d-\d\d-\d\d\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(fa.slice(fa.indexOf("UTF-8''") + 7))).toMatch(/^علی-رضایی-complete-fa-14\d\d-\d\d-\d\d\.pdf$/);
    const en = await disposition('kind=short&lang=en');
    expect(en).toMatch(/^attachment; filename="Ali-Rezaei-short-en-20\d\d-\d\d-\d\d\.pdf"; filename\*=UTF-8''Ali-Rezaei-short-en-/);
  });

  it('prints one PDF once when it is asked for twice at the same time, and reads it back afterwards', async () => {
    const before = printed().length;
    await kiana.hr.post('/api/admin/Report/Generate', { id: kiana.id }); // a new version: nothing printed yet
    const [a, b] = await Promise.all([
      pdf(kiana.target, kiana.id, 'kind=short&lang=fa'),
      pdf(kiana.target, kiana.id, 'kind=short&lang=fa'),
    ]);
    expect(printed()).toHaveLength(before + 1);
    expect(a.equals(b)).toBe(true);
    expect((await pdf(kiana.target, kiana.id, 'kind=short&lang=fa')).equals(a)).toBe(true);
    expect(printed()).toHaveLength(before + 1);
  });

  it('closes Chromium once no print has come for a while, and starts it again for the next one', async () => {
    await kiana.hr.post('/api/admin/Report/Generate', { id: kiana.id }); // a new version: nothing printed yet
    await pdf(kiana.target, kiana.id, 'kind=short&lang=en');
    await expect.poll(chromiumProcesses, { timeout: 20_000, interval: 250 }).toEqual([]);
    const before = printed().length;
    expect(pdfText(await pdf(kiana.target, kiana.id, 'kind=complete&lang=en'))).toContain('Kiana Rahimi');
    expect(printed()).toHaveLength(before + 1);
  });

  it('starts Chromium when someone opens a report, before they ask for a PDF, and lets it go when none follows', async () => {
    await expect.poll(chromiumProcesses, { timeout: 20_000, interval: 250 }).toEqual([]);
    const opened = await ali.target.get(`/api/user/Report/Get/${ali.id}`);
    expect(opened.statusCode).toBe(200);
    await expect.poll(() => chromiumProcesses().length, { timeout: 20_000, interval: 250 }).toBeGreaterThan(0);
    await expect.poll(chromiumProcesses, { timeout: 20_000, interval: 250 }).toEqual([]);
  });

  it('starts Chromium again when it died, and closes it when the server closes', async () => {
    await ali.hr.post('/api/admin/Report/Generate', { id: ali.id }); // a new version: nothing printed yet
    await pdf(ali.target, ali.id, 'kind=short&lang=fa'); // Chromium runs
    const [killed] = chromiumProcesses();
    expect(killed).toBeDefined();
    process.kill(killed!, 'SIGKILL');
    const before = printed().length;
    expect(pdfText(await pdf(ali.target, ali.id, 'kind=complete&lang=en'))).toContain('Ali Rezaei');
    expect(printed()).toHaveLength(before + 1);
    expect(chromiumProcesses()).not.toContain(killed);

    await t.app.close();
    expect(chromiumProcesses()).toEqual([]);
  });
});
