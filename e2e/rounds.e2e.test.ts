import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, PHONE, DESKTOP, skipE2E, signedInPage } from './support/browser.ts';
import { invitationTokenFor, lastMailNumber } from './support/mail.ts';
import {
  ApiSession,
  fullSort,
  MANAGER_MOBILE,
  PEER_MOBILES,
  signInWithPassword,
  userIdByMobile,
  type SortSession,
} from './support/report-journey.ts';

/**
 * Issue 26 in Persian (on a phone) and in English (on a desktop): hr creates a round for a
 * department on the new-round page, adds the demo employee, publishes the whole round from its
 * dashboard and reads what the bulk action did; the employee's assessment then collects answers
 * (driven through the API and the personal links, quickly) and the dashboard shows them come in;
 * hr closes the round — the employee's assessment closes, the others are skipped with the reason —
 * and the people table says so (the close released the report it made, so the system manager's
 * release finds nothing left to release); then every report of the round comes as one ZIP.
 */

const run = Date.now().toString().slice(-6);

const TEXT = {
  fa: {
    department: 'مالی و حسابداری',
    newRound: 'دورهٔ تازه',
    title: `دورهٔ آزمون ${run}`,
    finish: '۰۱/۰۲/۱۴۰۷',
    create: 'ساختن دوره',
    publish: 'انتشار',
    close: 'بستن',
    done: (n: string) => `انجام شد: ${n}`,
    skipped: (n: string) => `رد شد: ${n}`,
    published: 'منتشرشده (جدید)',
    finished: 'پایان‌یافته',
    closeResult: 'بستن',
    two: '۲',
    one: '۱',
    three: '۳',
    makeZip: 'ساخت فایل ZIP',
    downloadZip: 'دریافت فایل ZIP',
    zipReady: 'آماده است: ۱ گزارش.',
    release: 'انتشار گزارش‌ها',
    releaseResult: /نتیجهٔ «انتشار گزارش‌ها»/,
    alreadyReleased: 'گزارشش پیش‌تر منتشر شده است.',
  },
  en: {
    department: 'Customer support',
    newRound: 'New round',
    title: `Test round ${run}`,
    finish: '20/04/2028',
    create: 'Create the round',
    publish: 'Publish',
    close: 'Close',
    done: (n: string) => `Done: ${n}`,
    skipped: (n: string) => `Skipped: ${n}`,
    published: 'Published (new)',
    finished: 'Finished',
    closeResult: 'Close',
    two: '2',
    one: '1',
    three: '3',
    makeZip: 'Make the ZIP',
    downloadZip: 'Download the ZIP',
    zipReady: 'Ready: 1 report.',
    release: 'Release reports',
    releaseResult: /What “Release reports” did/,
    alreadyReleased: 'Its report is already released.',
  },
} as const;
type Lang = keyof typeof TEXT;

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signedIn(lang: Lang, username: string): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { page, context, errors } = await signedInPage(browser, username, lang, lang === 'fa' ? PHONE : DESKTOP);
  return { page, close: () => context.close(), errors };
}

interface Dashboard {
  people: {
    assessmentId: string;
    userId: string;
    status: string;
    reportReleased: boolean;
    groups: { group: string; invited: number; answered: number }[];
  }[];
}

/** The employee's assessment of the round, taken to collecting: self-sort, manager and three peers picked, invited, two peers answer. */
async function collectEmployeesAnswers(hr: ApiSession, assessmentId: string): Promise<void> {
  const person = await signInWithPassword(baseUrl(), 'employee');
  const mine = await person.data<{ assessorId: string; assessmentId: string }[]>('POST', '/api/user/Assessment/GetMine', { tab: 'self' });
  const self = await person.data<SortSession>(
    'GET',
    `/api/user/Assessment/Get/${mine.find((m) => m.assessmentId === assessmentId)!.assessorId}`,
  );
  await person.data('POST', '/api/user/Assessment/Register', { assessorId: self.assessorId, placements: fullSort(self), version: 0 });

  const types = await hr.data<{ id: string; raterGroup: string }[]>('POST', '/api/admin/AssessorType/GetAll', {});
  const typeOf = (group: string) => types.find((x) => x.raterGroup === group)!.id;
  const mobiles = [MANAGER_MOBILE, ...PEER_MOBILES];
  await hr.data('POST', '/api/admin/Assessment/PickAssessors', {
    assessmentId,
    assessors: await Promise.all(
      mobiles.map(async (m, i) => ({ userId: await userIdByMobile(hr, m), assessorTypeId: typeOf(i === 0 ? 'manager' : 'peer') })),
    ),
  });
  const mark = lastMailNumber();
  await hr.data('POST', '/api/admin/Assessment/SendInvitations', { assessmentId });
  const detail = await hr.data<{ assessors: { raterGroup: string; email: string | null }[] }>(
    'GET',
    `/api/admin/Assessment/Get/${assessmentId}`,
  );
  const peers = detail.assessors.filter((a) => a.raterGroup === 'peer').slice(0, 2);
  for (const [index, assessor] of peers.entries()) {
    const token = await invitationTokenFor(assessor.email!, mark);
    const visitor = new ApiSession(baseUrl());
    const session = await visitor.data<SortSession>('GET', `/api/user/Invitation/Open/${token}`);
    await visitor.data('POST', '/api/user/Invitation/Register', { token, placements: fullSort(session, index), version: 0 });
  }
}

/** Runs one bulk action from the dashboard's bar and returns the result dialog (closed by the caller). */
async function bulk(page: Page, label: string, resultTitle: RegExp) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: label, exact: true });
  await confirm.getByRole('button', { name: label, exact: true }).click();
  const result = page.getByRole('dialog', { name: resultTitle });
  await result.waitFor();
  return result;
}

for (const lang of ['fa', 'en'] as const) {
  const t = TEXT[lang];
  describe.skipIf(skipE2E)(`a round, in ${lang === 'fa' ? 'Persian' : 'English'}`, () => {
    it('is created for a department, published as one, followed on its dashboard, closed and its reports released', async () => {
      const hr = await signInWithPassword(baseUrl(), 'hr');
      const employeeId = (
        await (await signInWithPassword(baseUrl(), 'employee')).data<{ id: string }>('GET', '/api/Authentication/GetCurrentUser')
      ).id;
      const admin = await signedIn(lang, 'hr');
      const { page } = admin;

      // The new-round page: title, template, a department, the finish date.
      await page.goto('/admin/rounds');
      await page.getByRole('link', { name: t.newRound }).click();
      await page.waitForURL(/\/admin\/rounds\/new$/);
      await page.locator('#round-title').fill(t.title);
      await page.locator('#round-template').selectOption({ index: 1 });
      await page.locator('#round-department').getByRole('checkbox', { name: t.department }).check();
      // hr picks the assessors (the people do not nominate their own in this round).
      await page.locator('#round-includeAssessorTypeSettings').uncheck();
      await page.locator('#round-finishesOn').fill(t.finish);
      await page.waitForTimeout(300);
      await expectAccessible(page);
      await page.getByRole('button', { name: t.create }).click();
      await page.waitForURL(/\/admin\/rounds\/[0-9a-f-]{36}$/);
      const roundId = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();

      // The demo employee joins the running round too.
      await hr.data('POST', '/api/admin/Round/AddPeople', { id: roundId, userIds: [employeeId] });
      await page.reload();

      // Publish the whole round: three drafts published; the result dialog says so.
      const published = await bulk(page, t.publish, lang === 'fa' ? /نتیجهٔ «انتشار»/ : /What “Publish” did/);
      await published.getByText(t.done(t.three), { exact: true }).waitFor();
      await expectAccessible(page);
      await published.getByRole('button', { name: t.closeResult, exact: true }).click();
      await published.waitFor({ state: 'hidden' });
      expect(await page.getByText(t.published, { exact: true }).count()).toBeGreaterThanOrEqual(3);

      // Answers come in for the employee; the dashboard shows them.
      const before = await hr.data<Dashboard>('GET', `/api/admin/Round/Get/${roundId}`);
      const employee = before.people.find((p) => p.userId === employeeId)!;
      await collectEmployeesAnswers(hr, employee.assessmentId);
      await page.reload();
      const after = await hr.data<Dashboard>('GET', `/api/admin/Round/Get/${roundId}`);
      const row = after.people.find((p) => p.userId === employeeId)!;
      expect(row.status).toBe('collecting');
      expect(row.groups.find((g) => g.group === 'peer')).toMatchObject({ invited: 3, answered: 2 });

      // Close the round: the employee's assessment closes; the two still waiting for their self-sort are skipped, with the reason.
      const closed = await bulk(page, t.close, lang === 'fa' ? /نتیجهٔ «بستن»/ : /What “Close” did/);
      await closed.getByText(t.done(t.one), { exact: true }).waitFor();
      await closed.getByText(t.skipped(t.two), { exact: true }).waitFor();
      await closed.getByRole('button', { name: t.closeResult, exact: true }).click();
      await closed.waitFor({ state: 'hidden' });
      await page.getByText(t.finished, { exact: true }).first().waitFor();
      const end = await hr.data<Dashboard>('GET', `/api/admin/Round/Get/${roundId}`);
      expect(end.people.find((p) => p.userId === employeeId)!.status).toBe('finished');
      expect(end.people.filter((p) => p.status === 'new')).toHaveLength(2);
      // The close made the employee's report and released it (assessment-method.md §2).
      expect(end.people.find((p) => p.userId === employeeId)!.reportReleased).toBe(true);

      // The system manager's release of the round's reports: nothing left to release, each skipped with its reason.
      const manager = await signedIn(lang, 'admin');
      await manager.page.goto(`/admin/rounds/${roundId}`);
      await manager.page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      const released = await bulk(manager.page, t.release, t.releaseResult);
      await released.getByText(t.skipped(t.three), { exact: true }).waitFor();
      await released.getByText(t.alreadyReleased).waitFor();
      expect(manager.errors).toEqual([]);
      await manager.close();

      // Every report of the round as one ZIP, made in the background with its progress shown.
      await page.getByRole('button', { name: t.makeZip }).click();
      const download = page.getByRole('link', { name: t.downloadZip });
      await download.waitFor({ timeout: 60_000 });
      await page.getByText(t.zipReady).waitFor();
      const zip = await page.request.get((await download.getAttribute('href'))!);
      expect(zip.status()).toBe(200);
      expect(zip.headers()['content-type']).toBe('application/zip');
      expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(admin.errors).toEqual([]);
      await admin.close();
    }, 90_000);
  });
}
