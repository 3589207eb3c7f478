import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { alborzAdmin, ALBORZ, companyId, personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';

async function structures(c: TestClient, body: Record<string, unknown> = {}) {
  return (await c.post('/api/admin/Structure/GetAll', body)).json().data as {
    id: string;
    title: string;
    titleEn: string;
    usageCount: number;
  }[];
}

async function storedStructure(userId: string, company: string) {
  const [row] = await t.database.db
    .select({ structureId: employments.structureId })
    .from(employments)
    .where(and(eq(employments.userId, userId), eq(employments.companyId, company)));
  return row?.structureId;
}

describe('a person’s structure (issue 15)', () => {
  it('is stored on the employment, shown in the list and the detail, filtered by, and counted on the item', async () => {
    const hr = await signedIn(t, 'hr');
    const [head, tehran, plant] = await structures(hr);
    expect([head!.title, tehran!.title, plant!.title]).toEqual(['ستاد مرکزی', 'دفتر تهران', 'کارخانهٔ کرج']);
    // The demo places its people by department: production is at the plant.
    expect(plant!.usageCount).toBe(2);

    const created = await hr.post(`${API}/Create`, personBody({ structureId: plant!.id }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data as string;
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data).toMatchObject({
      structureId: plant!.id,
      structureTitle: 'کارخانهٔ کرج',
      structureTitleEn: 'Karaj plant',
    });
    expect((await structures(hr)).find((s) => s.id === plant!.id)!.usageCount).toBe(3);

    const inPlant = (await hr.post(`${API}/GetAll`, { structureId: plant!.id, pageSize: 100 })).json();
    expect(inPlant.totalItems).toBe(3);
    expect(inPlant.data.map((p: { structureTitle: string }) => p.structureTitle)).toEqual(['کارخانهٔ کرج', 'کارخانهٔ کرج', 'کارخانهٔ کرج']);
    expect(inPlant.data.map((p: { lastName: string }) => p.lastName).sort()).toEqual(['اکبری', 'باقری', 'ستوده'].sort());

    // Moved to the Tehran office, then cleared: the list follows.
    const person = (await hr.get(`${API}/GetUser/${id}`)).json().data;
    const moved = await hr.post(`${API}/Update`, { ...personBody(), id, structureId: tehran!.id, roles: person.roles });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await hr.post(`${API}/GetAll`, { structureId: plant!.id })).json().totalItems).toBe(2);
    await hr.post(`${API}/Update`, { ...personBody(), id, structureId: null });
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data).toMatchObject({ structureId: null, structureTitle: null });

    // A structure people are in cannot be deleted; the message counts them.
    const refused = await hr.post('/api/admin/Structure/Delete', { id: plant!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('۲');
  });

  it('is left alone by an update that does not send it (a caller written before it existed)', async () => {
    const hr = await signedIn(t, 'hr');
    const [head] = await structures(hr);
    const id = (await hr.post(`${API}/Create`, personBody({ structureId: head!.id }))).json().data as string;
    const res = await hr.post(`${API}/Update`, { ...personBody({ firstName: 'آرمان' }), id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data).toMatchObject({ firstName: 'آرمان', structureId: head!.id });
  });

  it('refuses another company’s structure (400, like a missing one), a department sent as a structure (400) and changes nothing', async () => {
    const hr = await signedIn(t, 'hr');
    const alborz = await alborzAdmin(t);
    const theirs = await alborz.post('/api/admin/Structure/Add', { title: 'ستاد البرز', titleEn: 'Alborz head office' });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirId = theirs.json().data as string;
    const department = (await hr.post('/api/admin/Department/GetAll', {})).json().data[0].id as string;

    for (const [structureId, lang] of [
      [theirId, 'fa'],
      [department, 'en'],
      ['00000000-0000-4000-8000-000000000000', 'fa'],
    ] as const) {
      const res = await hr.post(`${API}/Create?lang=${lang}`, personBody({ structureId }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({
          field: 'structureId',
          message: lang === 'fa' ? expect.stringMatching(/[\u0600-\u06FF]/) : expect.stringMatching(/^[\x20-\x7E’]+$/),
        }),
      ]);
    }
    expect((await hr.post(`${API}/GetAll`, { search: 'ستوده' })).json().totalItems).toBe(0);

    // Updating the demo employee with another company's structure is refused too; theirs stays as it was.
    const employee = await userIdByMobile(t, '09120000003');
    const aria = (await hr.get(`${API}/GetUser/${employee}`)).json().data;
    const before = await storedStructure(employee, aria.companyId);
    expect(before).toBeTruthy();
    const update = await hr.post(`${API}/Update`, {
      id: employee,
      firstName: aria.firstName,
      lastName: aria.lastName,
      nationality: aria.nationality,
      nationalCode: aria.nationalCode,
      mobile: aria.mobile,
      email: aria.email,
      personnelCode: aria.personnelCode,
      userType: aria.userType,
      roles: aria.roles,
      isActive: aria.isActive,
      structureId: theirId,
    });
    expect(update.statusCode).toBe(400);
    expect(await storedStructure(employee, aria.companyId)).toBe(before);

    // A system manager naming Alborz may use Alborz's structure there, not Aria's.
    const manager = await signedIn(t, 'admin');
    const alborzId = await companyId(t, ALBORZ);
    const [ariaHead] = await structures(hr);
    const wrong = await manager.post(`${API}/Create`, personBody({ companyId: alborzId, structureId: ariaHead!.id }));
    expect(wrong.statusCode).toBe(400);
    const right = await manager.post(`${API}/Create`, personBody({ companyId: alborzId, structureId: theirId }));
    expect(right.statusCode, right.body).toBe(200);
    expect(await storedStructure(right.json().data, alborzId)).toBe(theirId);
  });

  it('keeps a company’s structures and the people in them from another company’s admin', async () => {
    const hr = await signedIn(t, 'hr');
    const alborz = await alborzAdmin(t);
    const [, , plant] = await structures(hr);
    expect((await alborz.get(`/api/admin/Structure/Get/${plant!.id}`)).statusCode).toBe(404);
    expect((await structures(alborz)).map((s) => s.id)).not.toContain(plant!.id);
    // Filtering Alborz's people by Aria's structure finds nobody, never Aria's people.
    const filtered = await alborz.post(`${API}/GetAll`, { structureId: plant!.id });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().totalItems).toBe(0);
    expect((await alborz.post('/api/admin/Structure/Delete', { id: plant!.id })).statusCode).toBe(404);
  });
});
