import fs from 'node:fs';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, skipE2E } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';

/**
 * Issue 5 in the browser, in Persian: the system manager registers a company with both logos
 * and its admin, acts as that admin and comes back; the admin builds departments and
 * positions, imports people from the sample workbook, sets one's password (the person is told, and
 * the toast says so), finds one by a name typed with Arabic letters and deactivates them. axe runs
 * on every main screen.
 */

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const DEMO_PASSWORD = 'Rira@1404';
const ADMIN_PASSWORD = 'Nahid@2468';
const run = Date.now().toString().slice(-6);
const COMPANY = `شرکت آزمون نوین ${run}`;
const ADMIN = { first: 'ناهید', last: `صالحی ${run}`, mobile: randomMobile(), nationalCode: randomNationalCode() };
let companyId = '';

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

function randomMobile(): string {
  return `0912${3 + Math.floor(Math.random() * 6)}${randomDigits(6)}`;
}

/** A national code that passes the checksum, with a Tehran prefix (001…008: the check also knows city prefixes). */
function randomNationalCode(): string {
  const body = `00${1 + Math.floor(Math.random() * 8)}${randomDigits(6)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const r = sum % 11;
  return body + String(r < 2 ? r : 11 - r);
}

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 48, channels: 4, background: color } })
    .png()
    .toBuffer();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.locator('form').getByRole('button', { name: 'ورود' }).click();
  await page.waitForURL(/\/admin\/dashboard|\/login\/choose/);
  // Someone with several roles picks one; the company admin works as the company admin.
  if (page.url().includes('/login/choose')) {
    await page.getByRole('button', { name: /مدیر سازمان/ }).click();
    await page.waitForURL('**/admin/dashboard');
  }
}

/**
 * axe once the success toasts are gone: a toast over the side navigation (top-right, over the
 * RTL sidebar) would make axe measure the links' contrast against the toast.
 */
async function checkAccessible(page: Page) {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);
  await expectAccessible(page);
}

async function openRowActions(page: Page, name: string) {
  await page.getByRole('button', { name: `عملیات کاربر «${name}»` }).click();
}

describe.skipIf(skipE2E)('organisation admin, in Persian', () => {
  it('the system manager registers a company with both logos and its admin, acts as the admin and comes back', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin', DEMO_PASSWORD);
    // Totals, the two top-10 charts and the unseen counters.
    await page.getByRole('heading', { name: 'آمار کلی' }).waitFor();
    await page.getByRole('figure', { name: '۱۰ سازمان نخست از نظر تعداد کاربران' }).waitFor();
    await page.getByRole('figure', { name: '۱۰ سازمان نخست از نظر تعداد ارزیابی‌ها' }).waitFor();
    await checkAccessible(page);

    await page.getByRole('navigation', { name: 'منوی پنل' }).getByRole('link', { name: 'سازمان‌ها' }).click();
    await page.getByRole('heading', { name: 'سازمان‌ها', level: 1 }).waitFor();
    await page.getByRole('link', { name: /شرکت نمونهٔ آریا/ }).waitFor();
    await checkAccessible(page);

    await page.getByRole('link', { name: 'افزودن سازمان' }).click();
    await page.waitForURL('**/admin/companies/add');
    // Every problem at once, values kept.
    await page.getByRole('button', { name: 'ثبت سازمان' }).click();
    await page.getByText('این فیلد الزامی است.').waitFor();
    await page.getByLabel('نام سازمان').fill(COMPANY);
    await page.getByLabel('نام انگلیسی').fill(`Novin Test ${run}`);
    // The Jalali picker's keyboard mode: year/month/day (the Persian order) with Persian digits.
    await page.getByLabel('آخرین روز اعتبار مجوز').fill('۱۴۲۰/۱۲/۲۹');
    await page.getByLabel('حداکثر تعداد کاربران').fill('۵۰');
    await page.locator('#company-logo-fa').setInputFiles({ name: 'logo-fa.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });
    await page.locator('#company-logo-en').setInputFiles({ name: 'logo-en.png', mimeType: 'image/png', buffer: await png('#067647') });
    await page.getByRole('img', { name: 'پیش‌نمایش لوگوی فارسی' }).waitFor();
    await page.getByRole('img', { name: 'پیش‌نمایش لوگوی انگلیسی' }).waitFor();
    await checkAccessible(page);
    await page.getByRole('button', { name: 'ثبت سازمان' }).click();

    await page.waitForURL(/\/admin\/companies\/[0-9a-f-]{36}$/);
    companyId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: COMPANY, level: 1 }).waitFor();
    // Both logos were uploaded after the company, with its id; the licence reads in Jalali.
    const company = await page.evaluate(
      async (id) => (await (await fetch(`/api/admin/Company/Get/${id}`)).json()) as { data: Record<string, unknown> },
      companyId,
    );
    expect(company.data.logoFaUrl).toBeTruthy();
    expect(company.data.logoEnUrl).toBeTruthy();
    expect(company.data.licenceExpiresOn).toBe('2042-03-19');
    expect(company.data.maxUsers).toBe(50);
    await page.getByText('۲۹ اسفند ۱۴۲۰').waitFor();
    await page.getByText('هنوز مدیری برای این سازمان تعیین نشده است.').waitFor();
    await page.getByRole('tab', { name: 'ارزیابی‌ها' }).click();
    await page.getByText('هنوز ارزیابی‌ای برای این سازمان ثبت نشده است.').waitFor();
    await page.getByRole('tab', { name: 'کاربران' }).click();
    await checkAccessible(page);

    await page.getByRole('link', { name: 'افزودن مدیر سازمان' }).click();
    await page.waitForURL(`**/admin/users/add?companyId=${companyId}&role=companyAdmin`);
    await page.getByRole('heading', { name: 'افزودن مدیر سازمان' }).waitFor();
    expect(await page.getByLabel('مدیر سازمان').isChecked()).toBe(true);
    // The company comes chosen (once the list of companies has arrived).
    await expect.poll(() => page.getByLabel('سازمان', { exact: true }).inputValue()).toBe(companyId);
    await page.getByLabel('نام', { exact: true }).fill(ADMIN.first);
    await page.getByLabel('نام خانوادگی', { exact: true }).fill(ADMIN.last);
    await page.getByLabel('کد ملی').fill(toPersian(ADMIN.nationalCode));
    await page.getByLabel('تاریخ تولد').fill('۱۳۶۵/۰۵/۱۲');
    await page.getByLabel('شمارهٔ موبایل').fill(toPersian(ADMIN.mobile));
    await checkAccessible(page);
    await page.getByRole('button', { name: 'ثبت کاربر' }).click();

    await page.waitForURL(`**/admin/companies/${companyId}`);
    const fullName = `${ADMIN.first} ${ADMIN.last}`;
    await page.getByRole('region', { name: 'مدیران سازمان' }).getByRole('link', { name: fullName }).waitFor();

    // The system manager sets the admin's first password.
    await openRowActions(page, fullName);
    await page.getByRole('menuitem', { name: 'تعیین رمز عبور' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'تعیین رمز عبور' });
    await passwordDialog.getByLabel('رمز عبور جدید', { exact: true }).fill(ADMIN_PASSWORD);
    await passwordDialog.getByLabel('تکرار رمز عبور جدید').fill(ADMIN_PASSWORD);
    await checkAccessible(page);
    await passwordDialog.getByRole('button', { name: 'ثبت رمز عبور' }).click();
    await passwordDialog.waitFor({ state: 'hidden' });
    // The admin has a mobile and no e-mail: they are told by SMS, and the toast says so.
    await page.getByText(`رمز عبور تغییر کرد و با پیامک به ${fullName} خبر داده شد.`).waitFor();

    // Log in as the admin, see their company's dashboard, return.
    await openRowActions(page, fullName);
    await page.getByRole('menuitem', { name: 'ورود به جای کاربر' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ورود به جای کاربر' }).click();
    await page.waitForURL('**/admin/dashboard');
    const banner = page.getByRole('region', { name: 'ورود به جای کاربر دیگر' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(fullName);
    await page.getByText('نرخ تکمیل ارزیابی‌ها').waitFor();
    await checkAccessible(page);
    await banner.getByRole('button', { name: 'بازگشت به حساب خودم' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'آمار کلی' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the company admin builds departments and positions, imports people from the sample, finds one typed with Arabic ي/ك and deactivates them', async () => {
    expect(companyId).not.toBe('');
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, ADMIN.mobile, ADMIN_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'منوی پنل' });

    // Departments: add two, then reorder with the keyboard-reachable buttons.
    await nav.getByRole('link', { name: 'واحدهای سازمانی' }).click();
    await page.getByText('هنوز واحد سازمانی‌ای تعریف نشده است.').waitFor();
    await checkAccessible(page);
    for (const title of ['فروش', 'منابع انسانی']) {
      await page.getByRole('button', { name: 'افزودن واحد سازمانی' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'افزودن واحد سازمانی' });
      await dialog.getByLabel('عنوان', { exact: true }).fill(title);
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('main').getByRole('listitem').filter({ hasText: title }).waitFor();
    }
    await page.getByRole('button', { name: 'بردن «منابع انسانی» به بالا' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('listitem').first().textContent()).toContain('منابع انسانی');
    await checkAccessible(page);

    await nav.getByRole('link', { name: 'پست‌های سازمانی' }).click();
    for (const title of ['کارشناس', 'سرپرست']) {
      await page.getByRole('button', { name: 'افزودن پست سازمانی' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'افزودن پست سازمانی' });
      await dialog.getByLabel('عنوان', { exact: true }).fill(title);
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('main').getByRole('listitem').filter({ hasText: title }).waitFor();
    }

    // Import people from Excel: the sample in Persian, filled with exceljs using its drop-down values.
    await nav.getByRole('link', { name: 'ورود کاربران از اکسل' }).click();
    await page.getByRole('heading', { name: 'ورود کاربران از اکسل', level: 1 }).waitFor();
    await checkAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'دریافت فایل نمونه' }).click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers.slice(0, 2)).toEqual(['نام', 'نام خانوادگی']);
    expect(book.worksheets.map((w) => w.name).join(' ')).toContain('راهنما');
    const column = (header: string) => headers.indexOf(header) + 1;
    const saraEmail = `sara.${run}@novin.example`;
    const people = [
      { first: 'علی', last: 'کاظمی', department: 'فروش', position: 'کارشناس', email: null },
      { first: 'سارا', last: 'نیک‌نام', department: 'منابع انسانی', position: 'سرپرست', email: saraEmail },
      { first: 'رضا', last: 'کرمانی', department: 'فروش', position: 'سرپرست', email: null },
    ];
    people.forEach((p, i) => {
      const row = sheet.getRow(i + 2);
      row.getCell(column('نام')).value = p.first;
      row.getCell(column('نام خانوادگی')).value = p.last;
      row.getCell(column('ملیت')).value = 'ایرانی';
      row.getCell(column('کد ملی')).value = randomNationalCode();
      row.getCell(column('موبایل')).value = randomMobile();
      if (p.email) row.getCell(column('ایمیل')).value = p.email;
      row.getCell(column('تاریخ تولد')).value = '1370/05/12';
      row.getCell(column('کد پرسنلی')).value = `${run}${i}`;
      row.getCell(column('نوع کاربر')).value = 'کارمند';
      row.getCell(column('واحد سازمانی')).value = p.department;
      row.getCell(column('پست سازمانی')).value = p.position;
      row.commit();
    });
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    await page.getByLabel('فایل اکسل پرشده').setInputFiles({
      name: 'people.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await page.getByRole('button', { name: 'بارگذاری و ورود اطلاعات' }).click();
    await page.getByText('ورود اطلاعات با موفقیت انجام شد.').waitFor();
    await page.getByText('۳ کاربر افزوده و ۰ کاربر به‌روز شد.').waitFor();
    // The result survives a reload (the job id is in the address).
    expect(page.url()).toMatch(/[?&]job=[0-9a-f-]{36}/);
    await page.reload();
    await page.getByText('ورود اطلاعات با موفقیت انجام شد.').waitFor();
    await checkAccessible(page);

    // Find «علی کاظمی» by typing with an Arabic keyboard: «علي».
    await nav.getByRole('link', { name: 'کاربران', exact: true }).click();
    await page.getByRole('heading', { name: 'کاربران', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'سارا نیک‌نام' }).waitFor();
    await checkAccessible(page);

    // Setting a person's password tells them by SMS and e-mail (issue 22); the toast says how.
    const saraPassword = 'Sara@1404x';
    await openRowActions(page, 'سارا نیک‌نام');
    await page.getByRole('menuitem', { name: 'تعیین رمز عبور' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'تعیین رمز عبور' });
    await passwordDialog.getByLabel('رمز عبور جدید', { exact: true }).fill(saraPassword);
    await passwordDialog.getByLabel('تکرار رمز عبور جدید').fill(saraPassword);
    await passwordDialog.getByRole('button', { name: 'ثبت رمز عبور' }).click();
    await passwordDialog.waitFor({ state: 'hidden' });
    await page.getByText('رمز عبور تغییر کرد و با پیامک و ایمیل به سارا نیک‌نام خبر داده شد.').waitFor();
    const notice = await waitForMail((mail) => mail.to === saraEmail);
    expect(notice.subject).toBe('رمز عبور ریرای شما تغییر کرد');
    expect(notice.text).toContain(`مدیر «${COMPANY}»`);
    expect(notice.text).not.toContain(saraPassword);

    await page.getByLabel('جست‌وجو', { exact: true }).fill('علي');
    await page.getByRole('link', { name: 'سارا نیک‌نام' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'علی کاظمی' }).waitFor();
    await page.getByLabel('جست‌وجو', { exact: true }).fill('كاظمي');
    await page.getByRole('link', { name: 'علی کاظمی' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);

    // Deactivate them from the row's menu.
    await openRowActions(page, 'علی کاظمی');
    await page.getByRole('menuitem', { name: 'غیرفعال کردن' }).click();
    await page
      .getByRole('row', { name: /علی کاظمی/ })
      .getByText('غیرفعال')
      .waitFor();
    await page.getByLabel('وضعیت').selectOption('inactive');
    await page.getByLabel('جست‌وجو', { exact: true }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.getByRole('link', { name: 'علی کاظمی' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    // The person's page, then the people list on a phone.
    await page.getByRole('link', { name: 'علی کاظمی' }).click();
    await page.waitForURL(/\/admin\/users\/view-[0-9a-f-]{36}/);
    await page.getByRole('heading', { name: 'علی کاظمی', level: 1 }).waitFor();
    await page.getByText('فروش').first().waitFor();
    await checkAccessible(page);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a 375 px phone: the menu drawer, the people table scrolling sideways, the form', async () => {
    expect(companyId).not.toBe('');
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, ADMIN.mobile, ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'باز کردن منوی پنل' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'کاربران', exact: true }).click();
    await page.getByRole('link', { name: 'سارا نیک‌نام' }).waitFor();
    // Only the table scrolls sideways, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await checkAccessible(page);
    await page.getByRole('link', { name: 'افزودن کاربر' }).click();
    await page.getByLabel('نام', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await checkAccessible(page);
    expect(errors).toEqual([]);

    // An address that is neither edit-{id} nor view-{id} is the 404 page, inside the panel.
    const response = await page.goto('/admin/users/remove-123');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'صفحه پیدا نشد' }).waitFor();
    await context.close();
  });
});
