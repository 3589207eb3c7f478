import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, openPage, PHONE, skipE2E, smsFromServerLog, signInPage } from './support/browser.ts';
import { ApiSession, MANAGER_MOBILE, PEER_MOBILES, signInWithPassword, TEMPLATE_TITLE } from './support/report-journey.ts';

/**
 * Issue 23, "links that reach people", on a 375 px phone in Persian and in English: an assessor
 * outside the company with a mobile is invited; the invitation SMS (the console provider's, in the
 * server's log, as in development without SMTP) names the company and carries a short link that
 * opens the answer in the invitee's language, under the company's name. Then hr copies a fresh
 * link from the assessor's menu: the clipboard holds it, the SMS's link is dead, and the copied one
 * opens the answer as the assessor. Once the assessor has saved something, the menu no longer
 * offers a copy.
 */

type Lang = 'fa' | 'en';
const run = Date.now().toString().slice(-6);

const TEXT = {
  fa: {
    external: 'سارا مرادی',
    company: 'شرکت نمونهٔ آریا',
    smsStart: 'شرکت نمونهٔ آریا: از شما دعوت شده است در ارزیابی ۳۶۰ درجهٔ علی رضایی شرکت کنید.',
    start: 'شروع',
    actionsFor: (name: string) => `عملیات ارزیاب ${name}`,
    copy: 'رونوشت پیوند دعوت',
    copied: /رونوشت شد/,
    dead: 'این پیوند دیگر فعال نیست',
    heading: /علی رضایی/,
  },
  en: {
    external: 'Sam Carter',
    company: 'Aria Sample Co.',
    smsStart: 'Aria Sample Co.: you are invited to the 360-degree assessment of Ali Rezaei.',
    start: 'Start',
    actionsFor: (name: string) => `Actions for ${name}`,
    copy: 'Copy invitation link',
    copied: /is copied/,
    dead: 'This link is no longer active',
    heading: /Ali Rezaei/,
  },
} as const;

let browser: Browser;
let hr: ApiSession;
beforeAll(async () => {
  if (skipE2E) return;
  browser = await launchBrowser();
  hr = await signInWithPassword(baseUrl(), 'hr');
});
afterAll(async () => browser?.close());

/** The demo employee's assessment, collecting: a manager, three peers and one outside assessor (in `lang`, with a mobile). */
async function collectingWithExternal(lang: Lang, external: { name: string; email: string; mobile: string }) {
  const templates = await hr.data<{ id: string }[]>('POST', '/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE });
  const person = await signInWithPassword(baseUrl(), 'employee');
  const me = await person.data<{ id: string }>('GET', '/api/Authentication/GetCurrentUser');
  const [assessmentId] = await hr.data<string[]>('POST', '/api/admin/Assessment/Add', {
    templateId: templates[0]!.id,
    userIds: [me.id],
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    publish: true,
    includeAssessorTypeSettings: false,
  });
  const mine = await person.data<{ assessorId: string; assessmentId: string }[]>('POST', '/api/user/Assessment/GetMine', {
    tab: 'self',
    pageSize: 100,
  });
  const self = mine.find((m) => m.assessmentId === assessmentId)!;
  const session = await person.data<{ assessorId: string; cards: { id: string }[] }>('GET', `/api/user/Assessment/Get/${self.assessorId}`);
  const piles = ['best', 'mostly', 'least'] as const;
  await person.data('POST', '/api/user/Assessment/Register', {
    assessorId: session.assessorId,
    placements: Object.fromEntries(session.cards.map((c, i) => [c.id, piles[i % 3]])),
    version: 0,
  });
  const types = await hr.data<{ id: string; raterGroup: string }[]>('POST', '/api/admin/AssessorType/GetAll', {});
  const typeOf = (group: string) => types.find((x) => x.raterGroup === group)!.id;
  const people = await hr.data<{ id: string; mobile: string | null }[]>('POST', '/api/manager/applicationUser/GetAll', { pageSize: 100 });
  const idOf = (mobile: string) => people.find((p) => p.mobile === mobile)!.id;
  await hr.data('POST', '/api/admin/Assessment/PickAssessors', {
    assessmentId,
    assessors: [
      { userId: idOf(MANAGER_MOBILE), assessorTypeId: typeOf('manager') },
      ...PEER_MOBILES.map((m) => ({ userId: idOf(m), assessorTypeId: typeOf('peer') })),
      { external, assessorTypeId: typeOf('external'), invitationLanguage: lang },
    ],
  });
  await hr.data('POST', '/api/admin/Assessment/SendInvitations', { assessmentId });
  return assessmentId!;
}

/** A phone whose browser last chose `lang` on this site (the link must still say which language to open in). */
async function phone(lang: Lang, signedInAs?: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const watch = await openPage(browser, PHONE);
  await watch.context.addCookies([{ name: 'rira_lang', value: lang === 'fa' ? 'en' : 'fa', url: baseUrl() }]);
  if (signedInAs) {
    await watch.context.addCookies([{ name: 'rira_lang', value: lang, url: baseUrl() }]);
    await signInPage(watch.page, signedInAs);
  }
  return watch;
}

/** Opens a personal link as its assessor would, on a phone with no account: the answer's welcome, under the company's name. */
async function openAsAssessor(link: string, lang: Lang) {
  const t = TEXT[lang];
  const watch = await phone(lang);
  const { page } = watch;
  await page.goto(link);
  // The short address redirects to the invitation page, in the invitation's language.
  await page.waitForURL(new RegExp(`/invitation/[A-Za-z0-9_-]{24}\\?lang=${lang}$`));
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  await page.getByRole('main').getByText(t.company, { exact: true }).waitFor();
  await page.getByRole('button', { name: t.start, exact: true }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.start, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t.heading }).waitFor();
  expect(await page.locator('[data-zone-list="unsorted"] article[data-card-id]').count()).toBeGreaterThanOrEqual(38);
  expect(watch.errors).toEqual([]);
  await watch.context.close();
}

describe.skipIf(skipE2E)('links that reach people, on a phone (issue 23)', () => {
  for (const lang of ['fa', 'en'] as const) {
    it(
      `${lang}: the invitation SMS in the console log opens the answer; a copied link replaces it and opens it too`,
      { timeout: 240_000 },
      async () => {
        const t = TEXT[lang];
        const external = {
          name: t.external,
          email: `outside-${run}-${lang}@partner.example`,
          mobile: `0935${run}${lang === 'fa' ? '1' : '2'}`,
        };
        const before = Date.now() - 1000;
        const assessmentId = await collectingWithExternal(lang, external);

        // The invitation went by SMS as well: in development, its whole text is in the server's log.
        const sms = await smsFromServerLog(external.mobile, 'assessment.invitation', before);
        expect(sms.startsWith(t.smsStart)).toBe(true);
        const smsLink = /https?:\/\/\S+\/i\/[A-Za-z0-9_-]{24}(\?lang=en)?$/m.exec(sms)?.[0];
        expect(smsLink).toBeDefined();
        expect(smsLink!.startsWith(`${baseUrl()}/i/`)).toBe(true);
        expect(smsLink!.endsWith('?lang=en')).toBe(lang === 'en');
        await openAsAssessor(smsLink!, lang);

        // hr copies a fresh link from the assessor's menu, on a phone.
        const admin = await phone(lang, 'hr');
        await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
        await admin.page.goto(`/admin/assessments/${assessmentId}`);
        await admin.page.getByRole('button', { name: t.actionsFor(t.external) }).click();
        await admin.page.getByRole('menuitem', { name: t.copy }).click();
        await admin.page.locator('[data-sonner-toast]').filter({ hasText: t.copied }).waitFor();
        const copied = await admin.page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toMatch(
          new RegExp(`^${baseUrl().replace(/[.:/]/g, '\\$&')}/i/[A-Za-z0-9_-]{24}${lang === 'en' ? '\\?lang=en' : ''}$`),
        );
        expect(copied).not.toBe(smsLink);

        // The SMS's link no longer works; the copied one opens the answer as the assessor.
        const stale = await phone(lang);
        await stale.page.goto(smsLink!);
        await stale.page.getByRole('heading', { level: 1, name: t.dead }).waitFor();
        await stale.context.close();
        await openAsAssessor(copied, lang);

        // Once the assessor has saved something, their link goes only to them: no copy in the menu.
        const token = /\/i\/([A-Za-z0-9_-]{24})/.exec(copied)![1]!;
        const answer = new ApiSession(baseUrl());
        const opened = await answer.data<{ version: number; cards: { id: string }[] }>('GET', `/api/user/Invitation/Open/${token}`);
        await answer.data('POST', '/api/user/Invitation/Record', { token, placements: { [opened.cards[0]!.id]: 'best' }, version: 0 });
        await admin.page.reload();
        await admin.page.getByRole('button', { name: t.actionsFor(t.external) }).click();
        await admin.page.getByRole('menu').waitFor();
        expect(await admin.page.getByRole('menuitem', { name: t.copy }).count()).toBe(0);
        await admin.page.keyboard.press('Escape');
        await expectAccessible(admin.page);
        expect(admin.errors).toEqual([]);
        await admin.context.close();
      },
    );
  }
});
