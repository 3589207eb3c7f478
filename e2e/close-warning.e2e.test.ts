import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { invitationTokenFor, lastMailNumber } from './support/mail.ts';
import { baseUrl, expectAccessible, launchBrowser, PHONE, skipE2E, signedInPage } from './support/browser.ts';
import {
  ApiSession,
  fullSort,
  MANAGER_MOBILE,
  PEER_MOBILES,
  signInWithPassword,
  TEMPLATE_TITLE,
  userIdByMobile,
  type SortSession,
} from './support/report-journey.ts';

/**
 * Issue 23 on a 375 px phone, in Persian and in English: an assessment collects with the manager and
 * two peers registered, the third peer's draft and one external assessor registered (driven through
 * the API and the personal links, quickly); hr's close dialog names the two groups it would hold back
 * and offers to extend instead; hr extends the finish date with the date picker; closing anyway needs
 * the warning acknowledged; afterwards the person's assessor page says the assessment is closed.
 */

const run = Date.now().toString().slice(-6);

const TEXT = {
  fa: {
    close: 'بستن و ساخت گزارش',
    closeTitle: 'ارزیابی بسته و گزارش آن ساخته شود؟',
    peers: 'همکاران: ۲ پاسخ ثبت‌شده و ۱ پاسخ نیمه‌کاره؛ دست‌کم ۳ پاسخ ثبت‌شده لازم است',
    external: 'ارزیاب‌های بیرونی: ۱ پاسخ ثبت‌شده؛ دست‌کم ۳ پاسخ لازم است',
    extend: 'تمدید تاریخ پایان',
    extendConfirm: 'تمدید',
    newDate: '۰۱/۰۲/۱۴۰۷',
    acknowledge: 'می‌دانم که این پاسخ‌ها در گزارش نمی‌آیند.',
    closeAnyway: 'بستن با وجود این',
    closed: 'این ارزیابی بسته شده است و دیگر ارزیابی انتخاب یا دعوت نمی‌شود.',
  },
  en: {
    close: 'Close and make the report',
    closeTitle: 'Close the assessment and make its report?',
    peers: 'Peers: 2 registered and 1 in progress; at least 3 registered needed',
    external: 'External assessors: 1 registered; at least 3 needed',
    extend: 'Extend the finish date',
    extendConfirm: 'Extend',
    newDate: '20/04/2028',
    acknowledge: 'I understand that these answers will not be in the report.',
    closeAnyway: 'Close anyway',
    closed: 'This assessment is closed: no more assessors can be chosen or invited.',
  },
} as const;
type Lang = keyof typeof TEXT;

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Issue 23's assessment of the demo employee, collecting: returns its id. */
async function collectingWithSmallGroups(lang: Lang): Promise<string> {
  const hr = await signInWithPassword(baseUrl(), 'hr');
  const person = await signInWithPassword(baseUrl(), 'employee');
  const templates = await hr.data<{ id: string }[]>('POST', '/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE });
  const me = await person.data<{ id: string }>('GET', '/api/Authentication/GetCurrentUser');
  const [id] = await hr.data<string[]>('POST', '/api/admin/Assessment/Add', {
    templateId: templates[0]!.id,
    userIds: [me.id],
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    publish: true,
    includeAssessorTypeSettings: false,
  });
  const mine = await person.data<{ assessorId: string; assessmentId: string }[]>('POST', '/api/user/Assessment/GetMine', { tab: 'self' });
  const self = await person.data<SortSession>('GET', `/api/user/Assessment/Get/${mine.find((m) => m.assessmentId === id)!.assessorId}`);
  await person.data('POST', '/api/user/Assessment/Register', { assessorId: self.assessorId, placements: fullSort(self), version: 0 });

  const types = await hr.data<{ id: string; raterGroup: string }[]>('POST', '/api/admin/AssessorType/GetAll', {});
  const typeOf = (group: string) => types.find((x) => x.raterGroup === group)!.id;
  const mobiles = [MANAGER_MOBILE, ...PEER_MOBILES];
  const external = `close.${lang}.${run}@example.com`;
  await hr.data('POST', '/api/admin/Assessment/PickAssessors', {
    assessmentId: id,
    assessors: [
      ...(await Promise.all(
        mobiles.map(async (m, i) => ({ userId: await userIdByMobile(hr, m), assessorTypeId: typeOf(i === 0 ? 'manager' : 'peer') })),
      )),
      { external: { name: `Sam Carter ${run}`, email: external }, assessorTypeId: typeOf('external'), invitationLanguage: lang },
    ],
  });
  const mark = lastMailNumber();
  await hr.data('POST', '/api/admin/Assessment/SendInvitations', { assessmentId: id });
  const detail = await hr.data<{ assessors: { raterGroup: string; email: string | null }[] }>('GET', `/api/admin/Assessment/Get/${id}`);
  const invited = detail.assessors.filter((a) => a.raterGroup !== 'self');
  // Through each personal link: all register but the third peer, who keeps a draft.
  let peers = 0;
  for (const [index, assessor] of invited.entries()) {
    const token = await invitationTokenFor(assessor.email!, mark);
    const visitor = new ApiSession(baseUrl());
    const session = await visitor.data<SortSession>('GET', `/api/user/Invitation/Open/${token}`);
    const draft = assessor.raterGroup === 'peer' && ++peers === 3;
    const placements = draft ? Object.fromEntries(session.cards.slice(0, 4).map((c) => [c.id, 'mostly'])) : fullSort(session, index);
    await visitor.data('POST', `/api/user/Invitation/${draft ? 'Record' : 'Register'}`, { token, placements, version: 0 });
  }
  return id!;
}

async function signedIn(lang: Lang, username: string): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { page, context, errors } = await signedInPage(browser, username, lang, PHONE);
  return { page, close: () => context.close(), errors };
}

for (const lang of ['fa', 'en'] as const) {
  const t = TEXT[lang];
  describe.skipIf(skipE2E)(`closing with groups too small to be shown, in ${lang === 'fa' ? 'Persian' : 'English'}`, () => {
    it('warns per group, extends the finish date instead, then closes only with the warning acknowledged', async () => {
      const id = await collectingWithSmallGroups(lang);
      const hr = await signedIn(lang, 'hr');
      const { page } = hr;
      await page.goto(`/admin/assessments/${id}`);
      await page.getByRole('button', { name: t.close }).click();
      const dialog = page.getByRole('dialog', { name: t.closeTitle });
      await dialog.getByText(t.peers, { exact: true }).waitFor();
      await dialog.getByText(t.external, { exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: t.closeAnyway }).isDisabled()).toBe(true);
      await page.waitForTimeout(400);
      await expectAccessible(page);

      // Extend instead: the date picker, typed in the screen's calendar and digits.
      await dialog.getByRole('button', { name: t.extend }).click();
      const extend = page.getByRole('dialog', { name: t.extend });
      await page.locator('#extend-finishesOn').fill(t.newDate);
      await extend.getByRole('button', { name: t.extendConfirm, exact: true }).click();
      await extend.waitFor({ state: 'hidden' });
      const after = await page.request.get(`/api/admin/Assessment/Get/${id}`);
      expect(((await after.json()) as { data: unknown }).data).toMatchObject({ status: 'collecting', finishesOn: '2028-04-20' });

      // Closing anyway: only once the warning is acknowledged.
      await page.getByRole('button', { name: t.close }).click();
      await dialog.getByRole('checkbox', { name: t.acknowledge }).check();
      await dialog.getByRole('button', { name: t.closeAnyway }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(
          async () =>
            ((await (await page.request.get(`/api/admin/Assessment/Get/${id}`)).json()) as { data: { status: string } }).data.status,
        )
        .toBe('finished');
      expect(hr.errors).toEqual([]);
      await hr.close();

      // The person's "choose assessors" address says the assessment is closed.
      const person = await signedIn(lang, 'employee');
      await person.page.goto(`/admin/my-assessments/${id}/assessors`);
      await person.page.getByText(t.closed).waitFor();
      expect(person.page.url()).toContain(`/admin/my-assessments/${id}/assessors`);
      expect(await person.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await person.close();
    }, 60_000);
  });
}
