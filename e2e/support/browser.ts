import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEMO_PASSWORD } from './report-journey.ts';

export const baseUrl = () => inject('baseUrl');
export const skipE2E = inject('skipE2E');

/** Flags that keep Chromium from reaching out to the network it does not have here. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

export interface PageWatch {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, viewport = DESKTOP): Promise<PageWatch> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}

/** Signs the page's browser in as a demo account (by password): its next pages are that person's. */
export async function signInPage(page: Page, username: string): Promise<void> {
  const res = await page.request.post('/api/Authentication/AuthorizeWithPassword', {
    data: { Username: username, Password: DEMO_PASSWORD, Type: 1 },
    headers: { Origin: baseUrl() },
  });
  expect(res.status(), `signing in as ${username}`).toBe(200);
}

/** A new browser window of this size, in this language (the `rira_lang` cookie), signed in as a demo account. */
export async function signedInPage(browser: Browser, username: string, lang: 'fa' | 'en', viewport = DESKTOP): Promise<PageWatch> {
  const watch = await openPage(browser, viewport);
  await watch.context.addCookies([{ name: 'rira_lang', value: lang, url: baseUrl() }]);
  await signInPage(watch.page, username);
  return watch;
}

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * axe on the current page: no serious or critical violation. A page found wanting is looked at
 * once more a moment later: a colour caught in the middle of a transition (a link that has just
 * become the current one) is not what anyone reads, while a real violation is there both times.
 */
export async function expectAccessible(page: Page) {
  let bad = await seriousViolations(page);
  if (bad.length) {
    await page.waitForTimeout(500);
    bad = await seriousViolations(page);
  }
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** The newest one-time code the server's console SMS provider logged for a mobile. */
export async function codeFromServerLog(mobile: string, notBefore: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(inject('serverLog'), 'utf8').trim().split('\n').reverse();
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; time?: number; sms?: { to?: string; text?: string; purpose?: string } };
        // Only codes: an invitation SMS to the same mobile carries a link whose token may hold six digits.
        const isCode = entry.sms?.purpose?.startsWith('otp.');
        if (entry.msg === 'sms.console' && isCode && entry.sms?.to === mobile && (entry.time ?? 0) >= notBefore) {
          const match = /(\d{6})/.exec(entry.sms.text ?? '');
          if (match) return match[1]!;
        }
      } catch {
        /* not a JSON line */
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no one-time code logged for ${mobile}`);
}

/**
 * The newest SMS with this purpose (e.g. `assessment.invitation`) that the server's console provider
 * logged for a mobile since `notBefore`: in development, the text with its link goes to the log
 * like the one-time codes (issue 23).
 */
export async function smsFromServerLog(mobile: string, purpose: string, notBefore: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(inject('serverLog'), 'utf8').trim().split('\n').reverse();
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; time?: number; sms?: { to?: string; text?: string; purpose?: string } };
        if (entry.msg === 'sms.console' && entry.sms?.to === mobile && entry.sms.purpose === purpose && (entry.time ?? 0) >= notBefore)
          return entry.sms.text ?? '';
      } catch {
        /* not a JSON line */
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${purpose} SMS logged for ${mobile}`);
}
