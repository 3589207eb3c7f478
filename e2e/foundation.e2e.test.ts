import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, codeFromServerLog, DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, skipE2E } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function passwordSignIn(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill('Rira@1404');
  await page
    .locator('form')
    .getByRole('button', { name: /^(ورود|Sign in)$/ })
    .click();
}

describe.skipIf(skipE2E)('foundation, as a visitor and a signed-in person', () => {
  it('serves server-rendered Persian HTML, redirects other casings and answers unknown paths with the 404 page', async () => {
    const home = await fetch(`${baseUrl()}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('ریرا');

    const contact = await fetch(`${baseUrl()}/Contact-us?x=1`, { redirect: 'manual' });
    expect(contact.status).toBe(301);
    expect(contact.headers.get('location')).toBe('/contact-us?x=1');

    const missing = await fetch(`${baseUrl()}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="fa" dir="rtl">');

    const { page, context, errors } = await openPage(browser);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await page
      .getByRole('link', { name: /بازگشت به صفحهٔ اصلی|صفحهٔ اصلی/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/`);
    await expectAccessible(page);
    // Chromium logs the 404 document itself as a failed resource; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('signs in with a password in Persian, shows the dashboard, signs out and guards /admin again', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto('/login');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);

    // Every field's problem at once, in Persian.
    await page.locator('form').getByRole('button', { name: 'ورود' }).click();
    await expect.poll(() => page.getByText('این فیلد الزامی است.').count()).toBe(2);

    await passwordSignIn(page, 'employee');
    await page.waitForURL('**/admin/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('علی');
    await expectAccessible(page);

    await page.getByRole('button', { name: /علی رضایی/ }).click();
    await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));

    await page.goto('/admin/dashboard');
    await page.waitForURL('**/login?returnTo=*');
    expect(errors.filter((e) => !/401|Unauthorized/i.test(e))).toEqual([]);
    await context.close();
  });

  it('signs in by one-time code in English on a phone: the direction flips to LTR', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/login');
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('tab', { name: 'One-time code' }).click();
    await page.locator('#otp-phone').fill('09120000003');
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromServerLog('09120000003', asked);
    await page.locator('#otp-code').fill(code);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Welcome/);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await expectAccessible(page);

    // Back to Persian from the admin header.
    await page.getByTestId('language-switch').first().click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });

  it('asks a person with two companies to choose a company and a role', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await passwordSignIn(page, 'multi');
    await page.waitForURL('**/login/choose**');
    await expectAccessible(page);
    await page.getByRole('button', { name: /شرکت نمونهٔ آریا/ }).click();
    await page.getByRole('button', { name: /مدیر سازمان/ }).click();
    await page.waitForURL('**/admin/dashboard');
    await expect.poll(() => page.getByText('شرکت نمونهٔ آریا').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the menu drawer on a 375 px screen, where the contact button is hidden', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto('/');
    await expectAccessible(page);
    const header = page.locator('header').first();
    expect(await header.getByRole('link', { name: 'تماس با ما' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /منو/ }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (const name of ['خانه', 'محصولات', 'خدمات', 'مجله', 'درباره ما']) {
      expect(await drawer.getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
