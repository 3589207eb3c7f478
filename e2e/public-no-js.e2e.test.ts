import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, skipE2E, signInPage } from './support/browser.ts';

/**
 * The magazine and the form pages without the framework (docs/decisions/027): they work with
 * JavaScript off, and with it on they load at most 30 KB gzip of it.
 */
let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const JS_BUDGET_KB = 30;
const PAGES = [
  '/blogs',
  '/blogs?lang=en',
  '/blogs/details/old',
  '/contact-us',
  '/contact-us?lang=en',
  '/demo/product',
  '/demo/service?lang=en',
  '/products/rira360/demo',
  '/services/okr/demo',
  '/assessment-survey',
];

async function withoutJavaScript(viewport = DESKTOP) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    javaScriptEnabled: false,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/**
 * axe needs scripts (it waits on timers), so the page a visitor without JavaScript sees is checked
 * in a page with them: the very HTML, served at its own address (its stylesheet loads as it did).
 */
async function expectAccessibleWithoutScripts(noScripts: Page) {
  const html = await noScripts.content();
  const url = noScripts.url();
  const { page, context } = await openPage(browser, noScripts.viewportSize() ?? DESKTOP);
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
  await expectAccessible(page);
  await context.close();
}

describe.skipIf(skipE2E)('the magazine and the form pages without the framework', () => {
  it('sends the contact form with JavaScript off: every field’s problem with what was typed, then the confirmation, and the submission is kept', async () => {
    const { context, page } = await withoutJavaScript(PHONE);
    const name = `نگار بی‌اسکریپت ${Date.now()}`;
    await page.goto('/contact-us');
    await page.locator('#contact-phone').fill('12');
    await page.locator('#contact-email').fill('negar@');
    await page.locator('#contact-message').fill('پیامی بدون جاوااسکریپت');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await page.waitForLoadState();
    // The page again (a plain post, answered 400), with each field's problem under it.
    expect(await page.locator('#contact-fullname-error').textContent()).toBe('این فیلد الزامی است.');
    expect(await page.locator('#contact-position-error').textContent()).toBe('این فیلد الزامی است.');
    expect(await page.locator('#contact-phone-error').textContent()).toContain('شمارهٔ موبایل ایرانی');
    expect(await page.locator('#contact-email-error').textContent()).toBe('نشانی ایمیل معتبر نیست.');
    expect(await page.locator('#contact-message-error').count()).toBe(0);
    expect(await page.locator('#contact-phone').inputValue()).toBe('12');
    expect(await page.locator('#contact-email').inputValue()).toBe('negar@');
    expect(await page.locator('#contact-message').inputValue()).toBe('پیامی بدون جاوااسکریپت');
    expect(await page.locator('#contact-fullname').getAttribute('aria-invalid')).toBe('true');
    // The first wrong field has the focus (autofocus: no script needed).
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-fullname');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Scripts are off indeed: the form's small script never marked the page.
    expect(await page.locator('html').getAttribute('data-lead-forms')).toBeNull();
    await expectAccessibleWithoutScripts(page);

    await page.locator('#contact-fullname').fill(name);
    await page.locator('#contact-position').fill('مدیر منابع انسانی');
    await page.locator('#contact-phone').fill('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    await page.locator('#contact-email').fill('negar@example.com');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').textContent()).toContain('پیام شما دریافت شد.');
    await expectAccessibleWithoutScripts(page);

    // The content manager finds it in the inbox.
    await signInPage(page, 'content');
    const found = await page.request.post('/api/manager/formSubmission/GetAll', { data: { search: name }, headers: { Origin: baseUrl() } });
    expect(found.status()).toBe(200);
    const rows = ((await found.json()) as { data: Array<Record<string, unknown>> }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullname: name, email: 'negar@example.com', position: 'مدیر منابع انسانی', language: 'fa' });
    await context.close();
  });

  it('with the small script, stores a contact send once when its answer is lost: the visitor is told and chooses to send again', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const name = `نگار بی‌پاسخ ${Date.now()}`;
    await page.goto('/contact-us');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-lead-forms'));
    // Each post reaches the server (and is stored); the first one's answer is lost on the way back.
    const keys: string[] = [];
    await page.route(
      (url) => url.pathname === '/contact-us',
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        keys.push(/name="submissionKey"\r\n\r\n([^\r]*)/.exec(route.request().postData() ?? '')?.[1] ?? '');
        const response = await route.fetch();
        if (keys.length === 1) return route.fulfill({ status: 502, contentType: 'text/html', body: '<!doctype html><h1>Bad gateway</h1>' });
        return route.fulfill({ response });
      },
    );

    await page.locator('#contact-fullname').fill(name);
    await page.locator('#contact-position').fill('مدیر منابع انسانی');
    await page.locator('#contact-phone').fill('09121234567');
    await page.locator('#contact-email').fill('negar@example.com');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    const unconfirmed = page.getByText('نتوانستیم رسیدن فرم شما را تأیید کنیم.', { exact: false });
    await unconfirmed.waitFor();
    expect(await unconfirmed.evaluate((el) => el === document.activeElement)).toBe(true);
    // Not posted again behind the visitor's back (the plain post used to follow at once).
    await page.waitForTimeout(500);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.locator('#contact-fullname').inputValue()).toBe(name);

    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await page.getByRole('status').filter({ hasText: 'پیام شما دریافت شد.' }).waitFor();
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(errors.filter((e) => !e.includes('status of 502'))).toEqual([]);

    await signInPage(page, 'content');
    const found = await page.request.post('/api/manager/formSubmission/GetAll', { data: { search: name }, headers: { Origin: baseUrl() } });
    expect(((await found.json()) as { data: unknown[] }).data).toHaveLength(1);
    await context.close();
  });

  it('answers in English with JavaScript off, left to right, and a demo request names its missing product', async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto('/contact-us?lang=en');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.getByText('This field is required.').count()).toBe(4);
    await expectAccessibleWithoutScripts(page);

    await page.goto('/demo/product?lang=en');
    await page.locator('#demo-fullname').fill('Reza Ahmadi');
    await page.locator('#demo-company').fill('Aria Co');
    await page.locator('#demo-phone').fill('09121234567');
    await page.locator('#demo-email').fill('reza.nojs@example.com');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForLoadState();
    expect(await page.locator('#demo-product-error').textContent()).toBe('Choose a product.');
    expect(await page.locator('#demo-company').inputValue()).toBe('Aria Co');

    // The survey: an answered question keeps its answer, the unanswered ones are named.
    await page.goto('/assessment-survey?lang=en');
    await page.locator('input[name^="answers."][type="radio"]').first().check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.waitForLoadState();
    expect(await page.locator('input[name^="answers."][type="radio"]').first().isChecked()).toBe(true);
    expect(await page.getByText('Choose one of the options.').count()).toBe(4);
    await context.close();
  });

  it('follows the magazine’s "more" link with JavaScript off', async () => {
    const { context, page } = await withoutJavaScript();
    const cards = page.locator('[data-feed] article');
    await page.goto('/blogs');
    expect(await cards.count()).toBe(10);
    await page.getByRole('link', { name: 'مقاله‌های بیشتر' }).click();
    await page.waitForURL('**/blogs?page=2');
    expect(await cards.count()).toBe(2);
    // The last page: no further link, the end is said.
    expect(await page.getByRole('link', { name: 'مقاله‌های بیشتر' }).count()).toBe(0);
    expect(await page.getByText('همهٔ مقاله‌ها را دیدید.').isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    await context.close();
  });

  it(`loads at most ${JS_BUDGET_KB} KB gzip of JavaScript on each of these pages`, async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    for (const path of PAGES) {
      const scripts: Buffer[] = [];
      const listener = (response: Response) => {
        if (response.request().resourceType() === 'script') void response.body().then((b) => scripts.push(b));
      };
      page.on('response', listener);
      const res = await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('response', listener);
      const html = (await res?.text()) ?? '';
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/application\/ld\+json/.test(m[1]!))
        .map((m) => m[2]!)
        .join('');
      const files = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="[^"]+\.js"/g)];
      const gzipKb =
        [...scripts, Buffer.from(inline)].reduce((sum, b) => sum + (b.length ? zlib.gzipSync(b, { level: 9 }).length : 0), 0) / 1024;
      expect({ path, files: files.length }).toEqual({ path, files: 0 });
      expect(gzipKb, path).toBeLessThanOrEqual(JS_BUDGET_KB);
      expect(gzipKb, path).toBeGreaterThan(0);
    }
    await context.close();
  });
});
