import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, expectAccessible, launchBrowser, openPage, skipE2E, type PageWatch, signInPage } from './support/browser.ts';

/**
 * The same answer open in two tabs (or two devices): a save from the second after the first has
 * saved is refused (409), autosave stops, and the person chooses which sort to keep. Choosing the
 * saved one shows what the first tab saved; nothing either tab placed is written over unasked.
 */

const EMPLOYEE_MOBILE = '09120000003';
const UNSORTED = '[data-zone-list="unsorted"] article[data-card-id]';

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data, headers: { Origin: baseUrl() } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Presses `key` on the first unsorted card and waits until it has left the unsorted list. */
async function placeFirst(page: Page, key: string) {
  const cards = page.locator(UNSORTED);
  const before = await cards.count();
  await cards.first().focus();
  await page.keyboard.press(key);
  await expect.poll(() => cards.count()).toBe(before - 1);
}

async function openAnswer(assessorId: string): Promise<PageWatch> {
  const watch = await openPage(browser, DESKTOP);
  await watch.context.addCookies([{ name: 'rira_lang', value: 'fa', url: baseUrl() }]);
  await signInPage(watch.page, 'employee');
  await watch.page.goto(`/admin/my-assessments/${assessorId}`);
  await watch.page.getByRole('button', { name: 'شروع' }).click();
  await watch.page.locator(UNSORTED).first().waitFor();
  return watch;
}

describe.skipIf(skipE2E)('the card sort open in two tabs', () => {
  it('stops autosave on a save conflict and loads the saved answer when the person chooses it', async () => {
    // hr publishes an assessment of the demo employee, whose self-assessment is then answered twice.
    const admin = await openPage(browser, DESKTOP);
    await signInPage(admin.page, 'hr');
    const templates = await post<Array<{ id: string }>>(admin.page, '/api/admin/AssessmentTemplate/GetAll', { pageIndex: 1, pageSize: 10 });
    const people = await post<Array<{ id: string }>>(admin.page, '/api/manager/applicationUser/GetAll', {
      search: EMPLOYEE_MOBILE,
      pageIndex: 1,
      pageSize: 10,
    });
    const [assessmentId] = await post<string[]>(admin.page, '/api/admin/Assessment/Add', {
      templateId: templates[0]!.id,
      userIds: [people[0]!.id],
      startsOn: '2026-01-01',
      finishesOn: '2027-12-29',
      publish: true,
    });
    await admin.context.close();

    const person = await openPage(browser, DESKTOP);
    await signInPage(person.page, 'employee');
    const mine = await post<Array<{ assessmentId: string; assessorId: string }>>(person.page, '/api/user/Assessment/GetMine', {
      tab: 'self',
      pageIndex: 1,
      pageSize: 100,
    });
    await person.context.close();
    const assessorId = mine.find((a) => a.assessmentId === assessmentId)!.assessorId;

    const tabA = await openAnswer(assessorId);
    const tabB = await openAnswer(assessorId);
    const total = await tabA.page.locator(UNSORTED).count();

    // Tab A places a card; its draft is saved about two seconds after the change.
    await placeFirst(tabA.page, '1');
    await tabA.page.getByText(/ذخیره شد، /).waitFor({ timeout: 10_000 });

    // Tab B, opened before that save, places two cards: its save is refused and the person is asked.
    await placeFirst(tabB.page, '3');
    await placeFirst(tabB.page, '3');
    const dialog = tabB.page.getByRole('dialog', { name: 'این پاسخ جای دیگری تغییر کرده است' });
    await dialog.waitFor({ timeout: 10_000 });
    await expectAccessible(tabB.page);
    // Until the person chooses, tab B keeps its own sort on the screen.
    expect(await tabB.page.locator(UNSORTED).count()).toBe(total - 2);

    await dialog.getByRole('button', { name: /بارگذاری نسخهٔ ذخیره‌شده/ }).click();
    // The saved answer: tab A's one card, not tab B's two.
    await expect.poll(() => tabB.page.locator(UNSORTED).count()).toBe(total - 1);
    await tabB.page.getByText('ذخیره متوقف شد').waitFor({ state: 'detached' });

    // And the saved answer is tab A's, as the server holds it.
    const saved = (await (await tabB.page.request.get(`/api/user/Assessment/Get/${assessorId}`)).json()) as {
      data: { placements: Record<string, string> };
    };
    expect(Object.keys(saved.data.placements)).toHaveLength(1);
    expect(Object.values(saved.data.placements)).toEqual(['best']);
    expect(tabA.errors).toEqual([]);
    await tabA.context.close();
    await tabB.context.close();
  }, 120_000);
});
