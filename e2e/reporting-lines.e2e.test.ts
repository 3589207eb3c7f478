import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, PHONE, skipE2E, signedInPage } from './support/browser.ts';
import { fullSort, signInWithPassword, TEMPLATE_TITLE, type SortSession } from './support/report-journey.ts';

/**
 * Issue 23 on a 375 px phone, in Persian and in English: the demo employee reports to «رضا کاظمی»
 * with three colleagues (the demo company's reporting lines). Choosing his assessors, he is offered
 * his manager and those three peers, adds them with one click, and saves; the manager he chose
 * still waits for an admin's confirmation.
 */

const TEXT = {
  fa: {
    section: 'پیشنهاد از روی جایگاه شما در سازمان',
    manager: 'مدیر شما',
    managerName: 'رضا کاظمی',
    addAll: 'افزودن همهٔ پیشنهادها (۴)',
    save: 'ذخیرهٔ ارزیاب‌ها',
  },
  en: {
    section: 'Suggested from your reporting line',
    manager: 'Your manager',
    managerName: 'Reza Kazemi',
    addAll: 'Add all suggestions (4)',
    save: 'Save assessors',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  if (!skipE2E) browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A new assessment of the demo employee, his self-assessment registered, waiting for him to choose assessors. */
async function choosingAssessors(): Promise<string> {
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
    includeAssessorTypeSettings: true,
    // Peers need no confirmation here; a manager the person chooses always does.
    needsAssessorConfirmation: false,
  });
  const mine = await person.data<{ assessorId: string; assessmentId: string }[]>('POST', '/api/user/Assessment/GetMine', { tab: 'self' });
  const self = await person.data<SortSession>('GET', `/api/user/Assessment/Get/${mine.find((m) => m.assessmentId === id)!.assessorId}`);
  await person.data('POST', '/api/user/Assessment/Register', { assessorId: self.assessorId, placements: fullSort(self), version: 0 });
  return id!;
}

for (const lang of ['fa', 'en'] as const) {
  const t = TEXT[lang];
  describe.skipIf(skipE2E)(`reporting lines proposing assessors, in ${lang === 'fa' ? 'Persian' : 'English'}`, () => {
    it('offers the manager and the peers, adds them with one click and saves them; the manager waits for an admin', async () => {
      const id = await choosingAssessors();
      const { page, context, errors } = await signedInPage(browser, 'employee', lang, PHONE);
      await page.goto(`/admin/my-assessments/${id}/assessors`);
      const section = page.getByRole('region', { name: t.section });
      await section.getByRole('list', { name: t.manager }).getByText(t.managerName, { exact: true }).waitFor();
      expect(await section.getByRole('listitem').count()).toBe(4);
      await expectAccessible(page);
      await section.getByRole('button', { name: t.addAll }).click();
      await section.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: t.save }).click();
      await expect
        .poll(async () => {
          const res = await page.request.get(`/api/user/Assessor/GetMine/${id}`);
          const mine = ((await res.json()) as { data: { assessors: { raterGroup: string; confirmation: string }[] } }).data.assessors;
          return mine.map((a) => `${a.raterGroup}:${a.confirmation}`).sort();
        })
        .toEqual(['manager:pending', 'peer:confirmed', 'peer:confirmed', 'peer:confirmed'].sort());
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  });
}
