import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, skipE2E } from './support/browser.ts';

/**
 * The language a person chooses holds (issue 11, docs/decisions/014): signing in from an English
 * sign-in page keeps the panel and the server's messages English, and an article's language switch
 * goes to its translation, or to the magazine in the other language.
 */

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signInOnThePage(page: Page, path: string, username: string) {
  await page.goto(path);
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill('Rira@1404');
  await page
    .locator('form')
    .getByRole('button', { name: /^(ورود|Sign in)$/ })
    .click();
  await page.waitForURL('**/admin/dashboard');
}

describe.skipIf(skipE2E)('the language a person chooses', () => {
  it('keeps English after signing in from /login?lang=en, with English messages, also after a reload', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await signInOnThePage(page, '/login?lang=en', 'employee');
    // The server's own message (the sign-in toast) and the panel are English.
    await expect.poll(() => page.getByText('Signed in.').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Ali');
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect((await context.cookies()).find((c) => c.name === 'rira_lang')?.value).toBe('en');
    await context.close();

    // Back to Persian the same way, so the demo account prefers Persian again for other tests.
    const persian = await openPage(browser, DESKTOP);
    await signInOnThePage(persian.page, '/login', 'employee');
    await expect.poll(() => persian.page.locator('html').getAttribute('lang')).toBe('fa');
    await expect.poll(() => persian.page.getByRole('heading', { level: 1 }).textContent()).toContain('علی');
    await persian.context.close();
  });

  it('switches an article to its translation, and an article without one to the magazine in the other language', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto('/blogs/details/choosing-the-right-raters');
    await page.getByTestId('language-switch').first().click();
    await page.waitForURL('**/blogs/details/choosing-the-right-raters-for-360?lang=en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').first().textContent()).toContain('How to choose the right raters');
    expect(await page.locator('h1').first().getAttribute('lang')).toBeNull();

    // And back: the Persian original.
    await page.getByTestId('language-switch').first().click();
    await page.waitForURL((url) => url.pathname === '/blogs/details/choosing-the-right-raters' && !url.search.includes('lang=en'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fa');

    await page.goto('/blogs/details/what-is-360-degree-feedback');
    await page.getByTestId('language-switch').first().click();
    await page.waitForURL((url) => url.pathname === '/blogs' && url.searchParams.get('lang') === 'en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
