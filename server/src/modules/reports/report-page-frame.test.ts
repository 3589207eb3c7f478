import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { LanguageCode } from '@rira/contracts';
import { printWithPageFrame } from './report-page-frame.ts';

/**
 * The frame of every report PDF (person and company above, page numbers below), printed by the
 * same system Chromium as the server's printer, from a small page of three sheets, and read back
 * with pdftotext (poppler-utils) as the report's browser test does.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = fs.existsSync(CHROMIUM);

let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-page-frame-'));
beforeAll(async () => {
  if (available) browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A document of exactly three pages, each starting with a heading. */
async function printed(lang: LanguageCode, header: { person: string; company: string }): Promise<string[]> {
  const page = await browser.newPage();
  const heading = lang === 'fa' ? 'بخش' : 'Part';
  await page.setContent(
    `<!doctype html><html lang="${lang}" dir="${lang === 'fa' ? 'rtl' : 'ltr'}"><body style="margin:0">` +
      [1, 2, 3]
        .map(
          (n) =>
            `<section style="break-before:${n === 1 ? 'auto' : 'page'}"><h2>${heading} ${lang === 'fa' ? '۱۲۳'[n - 1] : n}</h2></section>`,
        )
        .join('') +
      '</body></html>',
  );
  const bytes = await printWithPageFrame(page, lang, header);
  await page.close();
  const file = path.join(tmp, `${lang}.pdf`);
  fs.writeFileSync(file, bytes);
  // One entry per page (pdftotext ends each with a form feed), in logical order, without the bidi controls.
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '')
    .map((p) =>
      p
        .normalize('NFKC')
        .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

describe.skipIf(!available)('report PDF page frame', () => {
  it('numbers the pages of a Persian report in Persian digits, with the person and company on every page after the cover', async () => {
    const pages = await printed('fa', { person: 'مریم "احمدی"\\', company: 'شرکت آریا <نمونه>' });
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toMatch(new RegExp(`${'۱۲۳'[i]} ?/ ?۳`));
      expect(text).not.toMatch(/[0-9]/);
      // The cover names them already.
      expect(text.includes('مریم "احمدی"\\')).toBe(i > 0);
      expect(text.includes('شرکت آریا <نمونه>')).toBe(i > 0);
    });
  });

  it('numbers the pages of an English report in Latin digits, in the same frame', async () => {
    const pages = await printed('en', { person: 'Maryam Ahmadi', company: 'Aria Sample Co.' });
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toMatch(new RegExp(`\\b${i + 1} ?/ ?3\\b`));
      expect(text.includes('Maryam Ahmadi')).toBe(i > 0);
      expect(text.includes('Aria Sample Co.')).toBe(i > 0);
    });
  });
});
