import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { assessments, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { alborzAdmin, signedIn } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const A = '/api/admin/Assessment';

async function templateId(hr: TestClient) {
  const list = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: 'رهبری' })).json().data;
  return list[0].id as string;
}

async function itemId(c: TestClient, kind: 'Structure' | 'Position', title: string) {
  const items = (await c.post(`/api/admin/${kind}/GetAll`, { search: title })).json().data as { id: string; title: string }[];
  return items.find((i) => i.title === title)!.id;
}

/** The last names of the people the assessments were created for. */
async function targetsOf(ids: string[]) {
  const rows = await t.database.db
    .select({ lastName: users.lastName })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.targetUserId))
    .where(inArray(assessments.id, ids));
  return rows.map((r) => r.lastName).sort();
}

const dates = { startsOn: '2026-12-01', finishesOn: '2027-01-30' };

describe('new assessments for the people in structures (issue 15)', () => {
  it('creates one for everyone in the chosen structures, and each person once when a position is chosen too', async () => {
    const hr = await signedIn(t, 'hr');
    const template = await templateId(hr);
    const plant = await itemId(hr, 'Structure', 'کارخانهٔ کرج');
    const byStructure = await hr.post(`${A}/Add`, { templateId: template, structureIds: [plant], ...dates });
    expect(byStructure.statusCode, byStructure.body).toBe(200);
    expect(await targetsOf(byStructure.json().data)).toEqual(['اکبری', 'باقری'].sort());

    // The plant's supervisors hold the production supervisor position too: the union names them once.
    const supervisor = await itemId(hr, 'Position', 'سرپرست تولید');
    const finance = await itemId(hr, 'Position', 'کارشناس مالی');
    const both = await hr.post(`${A}/Add`, { templateId: template, structureIds: [plant], positionIds: [supervisor, finance], ...dates });
    expect(both.statusCode, both.body).toBe(200);
    expect(await targetsOf(both.json().data)).toEqual(['اکبری', 'باقری', 'قاسمی', 'ملکی'].sort());
  });

  it('finds nobody in another company’s structure: the call is refused as having no targets, and nothing is created', async () => {
    const hr = await signedIn(t, 'hr');
    const plant = await itemId(hr, 'Structure', 'کارخانهٔ کرج');
    const alborz = await alborzAdmin(t);
    const res = await alborz.post(`${A}/Add`, { templateId: await templateId(alborz), structureIds: [plant], ...dates });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'userIds' })]);
    expect(await t.database.db.select({ id: assessments.id }).from(assessments)).toEqual([]);
  });

  it('refuses a structure id that is not an id, listing the field', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.post(`${A}/Add`, { templateId: await templateId(hr), structureIds: ['nope'], ...dates });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('structureIds.0');
  });
});
