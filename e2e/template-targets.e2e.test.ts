import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, skipE2E, signedInPage } from './support/browser.ts';
import { signInWithPassword, type ApiSession } from './support/report-journey.ts';

/**
 * Issue 15: choosing a template on the new-assessment page offers the people in the template's
 * positions and structures as the assessment's targets, in Persian and in English. The test makes
 * its own structure, position, four people and two templates through the API (so nothing here
 * depends on, or changes, the demo people other browser files use), and removes them afterwards.
 */

const run = Date.now().toString().slice(-6);
/** The run in letters, for Latin names (which take no digits). */
const runLetters = [...run].map((d) => 'abcdefghij'[Number(d)]).join('');
const runPersian = run.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

type Lang = 'fa' | 'en';

const TEXT = {
  fa: {
    template: 'عنوان قالب',
    byPosition: 'انتخاب‌شده‌ها: بر اساس پست',
    byStructure: 'انتخاب‌شده‌ها: بر اساس ساختار',
    positionsHint: 'این قالب برای ۱ پست سازمانی است',
    bothHint: 'این قالب برای ۱ پست سازمانی و ۱ ساختار سازمانی است',
    create: 'ساخت ارزیابی',
    finish: '۰۱/۰۱/۱۴۰۷',
    structure: 'ساختار',
    saveChanges: 'ذخیرهٔ تغییرات',
    name: (first: string) => `${first} آزمون ${runPersian}`,
  },
  en: {
    template: 'Template title',
    byPosition: 'Chosen: By position',
    byStructure: 'Chosen: By structure',
    positionsHint: 'This template is meant for 1 position',
    bothHint: 'This template is meant for 1 position and 1 structure',
    create: 'Create assessment',
    finish: '21/03/2028',
    structure: 'Structure',
    saveChanges: 'Save changes',
    name: (_first: string, firstEn: string) => `${firstEn} Test-${runLetters}`,
  },
} as const;

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

function randomNationalCode(): string {
  const body = `1${randomDigits(8)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const r = sum % 11;
  return body + String(r < 2 ? r : 11 - r);
}

interface Made {
  id: string;
  title: string;
  titleEn: string;
}

let browser: Browser;
let hr: ApiSession;
const data = {
  structure: { id: '', title: '', titleEn: '' } as Made,
  position: { id: '', title: '', titleEn: '' } as Made,
  /** Two people in the structure, one in the position, one in both. */
  people: {} as Record<'inStructure1' | 'inStructure2' | 'inPosition' | 'inBoth', string>,
  positionsTemplate: '',
  bothTemplate: '',
};

beforeAll(async () => {
  if (skipE2E) return;
  browser = await launchBrowser();
  hr = await signInWithPassword(baseUrl(), 'hr');
  const item = async (kind: 'Structure' | 'Position', title: string, titleEn: string): Promise<Made> => ({
    id: await hr.data<string>('POST', `/api/admin/${kind}/Add`, { title, titleEn }),
    title,
    titleEn,
  });
  data.structure = await item('Structure', `کارگاه آزمون ${runPersian}`, `Test workshop ${runLetters}`);
  data.position = await item('Position', `کارشناس آزمون ${runPersian}`, `Test specialist ${runLetters}`);
  const person = (first: string, firstEn: string, place: { structureId?: string; positionId?: string }) =>
    hr.data<string>('POST', '/api/manager/applicationUser/Create', {
      firstName: first,
      lastName: `آزمون ${runPersian}`,
      firstNameEn: firstEn,
      lastNameEn: `Test-${runLetters}`,
      nationality: 'iranian',
      nationalCode: randomNationalCode(),
      mobile: `0936${randomDigits(7)}`,
      roles: ['user'],
      ...place,
    });
  data.people = {
    inStructure1: await person('آرین', 'Arian', { structureId: data.structure.id }),
    inStructure2: await person('نیلوفر', 'Niloufar', { structureId: data.structure.id }),
    inPosition: await person('سپهر', 'Sepehr', { positionId: data.position.id }),
    inBoth: await person('ترانه', 'Taraneh', { structureId: data.structure.id, positionId: data.position.id }),
  };
  const template = (title: string, titleEn: string, links: { positionIds: string[]; structureIds: string[] }) =>
    hr.data<string>('POST', '/api/admin/AssessmentTemplate/Add', { title, titleEn, competencyIds: [], factorIds: [], ...links });
  data.positionsTemplate = await template(`قالب پست آزمون ${runPersian}`, `Position template ${runLetters}`, {
    positionIds: [data.position.id],
    structureIds: [],
  });
  data.bothTemplate = await template(`قالب ساختار آزمون ${runPersian}`, `Structure template ${runLetters}`, {
    positionIds: [data.position.id],
    structureIds: [data.structure.id],
  });
}, 60_000);

afterAll(async () => {
  if (skipE2E) return;
  await browser?.close();
  // Best effort: what this file made goes, so other files' lists stay as they were.
  for (const id of [data.positionsTemplate, data.bothTemplate]) await hr.json('POST', '/api/admin/AssessmentTemplate/Delete', { id });
  for (const id of Object.values(data.people)) await hr.json('POST', '/api/manager/applicationUser/Delete', { id });
  await hr.json('POST', '/api/admin/Structure/Delete', { id: data.structure.id });
  await hr.json('POST', '/api/admin/Position/Delete', { id: data.position.id });
});

/** The titles listed as chosen in a picker, in the page's language. */
async function chosen(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('list', { name, exact: true });
  await list.waitFor();
  return (await list.getByRole('listitem').allTextContents()).map((s) => s.trim());
}

/** Creates drafts from the form; returns the people they are for, and deletes the drafts again. */
async function createAndReadTargets(page: Page, lang: Lang): Promise<string[]> {
  const t = TEXT[lang];
  await page.locator('#assessment-finishesOn').fill(t.finish);
  const added = page.waitForResponse((res: Response) => res.url().includes('/api/admin/Assessment/Add'));
  await page.getByRole('button', { name: t.create }).click();
  const response = await added;
  expect(response.status()).toBe(200);
  const ids = ((await response.json()) as { data: string[] }).data;
  await page.waitForURL(/\/admin\/assessments(\?|$)/);
  const targets: string[] = [];
  for (const id of ids) {
    const detail = await hr.data<{ targetUserId: string; targetUserName: string; targetUserNameEn: string | null }>(
      'GET',
      `/api/admin/Assessment/Get/${id}`,
    );
    targets.push(detail.targetUserId);
    // The list the page lands on names each of them.
    const name = lang === 'fa' ? detail.targetUserName : detail.targetUserNameEn!;
    await page.getByText(name, { exact: true }).first().waitFor();
  }
  for (const id of ids) await hr.data('POST', '/api/admin/Assessment/Delete', { id });
  return targets.sort();
}

function offers(lang: Lang) {
  const t = TEXT[lang];
  const local = (item: Made) => (lang === 'fa' ? item.title : item.titleEn);

  describe.skipIf(skipE2E).sequential(`a template offers its people as targets, in ${lang === 'fa' ? 'Persian' : 'English'}`, () => {
    async function hrPage() {
      return signedInPage(browser, 'hr', lang);
    }

    async function newAssessmentPage() {
      const watch = await hrPage();
      await watch.page.goto('/admin/assessments/new');
      // The template list and the structure lists have loaded (the offer is made from them).
      await watch.page.locator(`#assessment-template option[value="${data.bothTemplate}"]`).waitFor({ state: 'attached' });
      await watch.page.getByRole('checkbox', { name: local(data.structure), exact: true }).waitFor();
      await watch.page.getByRole('checkbox', { name: local(data.position), exact: true }).waitFor();
      return watch;
    }

    it('a template with a position offers the people in it', async () => {
      const { page, context, errors } = await newAssessmentPage();
      await page.getByLabel(t.template).selectOption(data.positionsTemplate);
      expect(await chosen(page, t.byPosition)).toEqual([local(data.position)]);
      await page.getByText(t.positionsHint).waitFor();
      expect(await page.getByRole('list', { name: t.byStructure, exact: true }).count()).toBe(0);
      expect(await createAndReadTargets(page, lang)).toEqual([data.people.inPosition, data.people.inBoth].sort());
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it('a template with a structure and a position offers the people in either, each once', async () => {
      const { page, context, errors } = await newAssessmentPage();
      await page.getByLabel(t.template).selectOption(data.bothTemplate);
      expect(await chosen(page, t.byStructure)).toEqual([local(data.structure)]);
      expect(await chosen(page, t.byPosition)).toEqual([local(data.position)]);
      await page.getByText(t.bothHint).waitFor();
      await page.waitForTimeout(400);
      await expectAccessible(page);
      expect(await createAndReadTargets(page, lang)).toEqual(
        [data.people.inStructure1, data.people.inStructure2, data.people.inPosition, data.people.inBoth].sort(),
      );
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it('hr places a person in the structure on the form; the detail and the list filtered by it show them; clearing it takes them out', async () => {
      const { page, context, errors } = await hrPage();
      const who = data.people.inPosition;
      const name = t.name('سپهر', 'Sepehr');
      const save = async (structureId: string) => {
        await page.goto(`/admin/users/edit-${who}`);
        const select = page.getByLabel(t.structure, { exact: true });
        await select.locator(`option[value="${data.structure.id}"]`).waitFor({ state: 'attached' });
        await select.selectOption(structureId);
        await page.getByRole('button', { name: t.saveChanges }).click();
        await page.waitForURL(new RegExp(`/admin/users/view-${who}`));
      };
      const listed = async () => {
        await page.goto(`/admin/users?structure=${data.structure.id}`);
        const filter = page.getByLabel(t.structure, { exact: true });
        await filter.locator(`option[value="${data.structure.id}"]`).waitFor({ state: 'attached' });
        expect(await filter.inputValue()).toBe(data.structure.id);
        await page
          .locator('table tbody tr')
          .filter({ hasText: t.name('آرین', 'Arian') })
          .waitFor();
        return (await page.locator('table tbody tr').allTextContents()).filter((row) => row.includes(name)).length;
      };

      await save(data.structure.id);
      await page.getByText(local(data.structure), { exact: true }).waitFor();
      expect(await listed()).toBe(1);
      expect(await page.locator('table tbody tr').count()).toBe(4);
      await page.waitForTimeout(400);
      await expectAccessible(page);

      await save('');
      // The address changes before the detail replaces the form, whose Structure list names it too.
      await page.getByText(local(data.structure), { exact: true }).waitFor({ state: 'detached' });
      expect(await listed()).toBe(0);
      expect(await page.locator('table tbody tr').count()).toBe(3);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  });
}

offers('fa');
offers('en');
