import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, expectAccessible, launchBrowser, openPage, skipE2E } from './support/browser.ts';
import { signInWithPassword, type ApiSession } from './support/report-journey.ts';

/**
 * A role taken away in the browser, in Persian (issue 22): a company admin has the people list
 * open; in another browser the demo company's admin makes them an ordinary user; on the open tab's
 * next action the admin screens are gone — the tab lands on the company and role chooser with
 * «دسترسی غیرمجاز», not on a crash or a screen of the old role. Before that, the admin's own
 * record shows their roles without offering to change them.
 *
 * The admin is made for this test (the demo accounts serve the other test files, on the same server).
 */

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PASSWORD = 'Kaveh@2468';
const run = Date.now().toString().slice(-6);
const LAST_NAME = `نقش‌دار ${run}`;

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

/** A national code that passes the checksum, with a Tehran prefix. */
function randomNationalCode(): string {
  const body = `00${1 + Math.floor(Math.random() * 8)}${randomDigits(6)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const r = sum % 11;
  return body + String(r < 2 ? r : 11 - r);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.locator('form').getByRole('button', { name: 'ورود' }).click();
  await page.waitForURL('**/admin/dashboard');
}

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'منوی پنل' });

describe.skipIf(skipE2E)('a role taken away, in Persian', () => {
  let hr: ApiSession;
  let adminId = '';

  afterAll(async () => {
    if (adminId) await hr.json('POST', '/api/manager/applicationUser/Delete', { id: adminId });
  });

  it('takes the admin screens away from an open tab on its next action: the chooser, with a message', async () => {
    hr = await signInWithPassword(baseUrl(), 'hr');
    const mobile = `0935${randomDigits(7)}`;
    adminId = await hr.data<string>('POST', '/api/manager/applicationUser/Create', {
      firstName: 'کاوه',
      lastName: LAST_NAME,
      nationality: 'iranian',
      nationalCode: randomNationalCode(),
      mobile,
      userType: 'employee',
      roles: ['companyAdmin'],
      isActive: true,
    });
    await hr.data('POST', '/api/manager/applicationUser/changePassword', { id: adminId, newPassword: PASSWORD, repeatPassword: PASSWORD });

    // The admin: their own record offers no change to their roles.
    const admin = await openPage(browser, DESKTOP);
    await signIn(admin.page, mobile, PASSWORD);
    await admin.page.goto(`/admin/users/edit-${adminId}`);
    await admin.page.getByText('نقش‌های خودتان را نمی‌توانید تغییر دهید', { exact: false }).waitFor();
    expect(await admin.page.getByLabel('مدیر سازمان').isDisabled()).toBe(true);
    expect(await admin.page.getByLabel('مدیر سازمان').isChecked()).toBe(true);
    expect(await admin.page.getByLabel('کاربر', { exact: true }).isDisabled()).toBe(true);
    await expectAccessible(admin.page);

    // …and has the people list open.
    await panelNav(admin.page).getByRole('link', { name: 'کاربران', exact: true }).click();
    await admin.page.getByRole('heading', { name: 'کاربران', level: 1 }).waitFor();
    await admin.page.getByText(LAST_NAME).first().waitFor();

    // Another browser: the demo company's admin makes them an ordinary user.
    const other = await openPage(browser, DESKTOP);
    await signIn(other.page, 'hr', 'Rira@1404');
    await other.page.goto(`/admin/users/edit-${adminId}`);
    await other.page.getByLabel('مدیر سازمان').waitFor();
    await other.page.getByLabel('کاربر', { exact: true }).check();
    await other.page.getByLabel('مدیر سازمان').uncheck();
    await other.page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
    await other.page.waitForURL(`**/admin/users/view-${adminId}`);
    await other.context.close();

    // The open tab's next action: a search in the list it shows.
    await admin.page.getByLabel('جست‌وجو', { exact: true }).fill('کاوه');
    await admin.page.waitForURL('**/login/choose**');
    await admin.page.getByText('دسترسی غیرمجاز').first().waitFor();
    // One company left to them, so the chooser is at its role step: only the ordinary user's.
    await admin.page.getByRole('heading', { name: 'انتخاب نقش' }).waitFor();
    await admin.page.getByText('شرکت نمونهٔ آریا').waitFor();
    expect(await admin.page.getByRole('button', { name: 'مدیر سازمان' }).count()).toBe(0);
    expect(await panelNav(admin.page).count()).toBe(0);
    await expectAccessible(admin.page);

    // Now as an ordinary user: the dashboard without the admin screens.
    await admin.page.getByRole('button', { name: 'کاربر', exact: true }).click();
    await admin.page.waitForURL('**/admin/dashboard');
    await admin.page.getByText('کاربر', { exact: true }).first().waitFor();
    await panelNav(admin.page).waitFor();
    expect(await panelNav(admin.page).getByRole('link', { name: 'کاربران', exact: true }).count()).toBe(0);
    // The refused calls are in the console as failed resources; nothing else failed.
    expect(admin.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await admin.context.close();
  });
});
