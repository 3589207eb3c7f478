import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRUCTURE_API_NAMES, STRUCTURE_KINDS } from '@rira/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { alborzAdmin, ALBORZ, ARIA, companyId, signedIn } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

describe.each(STRUCTURE_KINDS)('structure: %s', (kind) => {
  const base = `/api/admin/${STRUCTURE_API_NAMES[kind]}`;

  it('lets a company admin add, list in order, edit, toggle, reorder and delete', async () => {
    const hr = await signedIn(t, 'hr');
    const first = await hr.post(`${base}/Add`, { title: 'واحد آزمایشي يك' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('با موفقیت افزوده شد.');
    const second = await hr.post(`${base}/Add`, { title: 'واحد آزمایشی دو', titleEn: 'Test unit two' });
    const [a, b] = [first.json().data, second.json().data];

    const got = (await hr.get(`${base}/Get/${a}`)).json().data;
    // Stored normalised: Arabic ي/ك become Persian ی/ک.
    expect(got).toMatchObject({ title: 'واحد آزمایشی یک', isActive: true, usageCount: 0 });

    const listed = (await hr.post(`${base}/GetAll`, { search: 'آزمايشي' })).json();
    expect(listed.data.map((i: { id: string }) => i.id)).toEqual([a, b]);

    expect((await hr.post(`${base}/Reorder`, { ids: [b, a] })).statusCode).toBe(200);
    const reordered = (await hr.post(`${base}/GetAll`, { search: 'آزمایشی' })).json().data;
    expect(reordered.map((i: { id: string }) => i.id)).toEqual([b, a]);

    expect((await hr.post(`${base}/Update`, { id: a, title: 'واحد ویرایش‌شده', order: 5 })).statusCode).toBe(200);
    expect((await hr.post(`${base}/Toggle`, { id: a })).statusCode).toBe(200);
    expect((await hr.get(`${base}/Get/${a}`)).json().data).toMatchObject({ title: 'واحد ویرایش‌شده', order: 5, isActive: false });
    expect((await hr.post(`${base}/GetAll`, { isActive: false })).json().data.map((i: { id: string }) => i.id)).toEqual([a]);

    expect((await hr.post(`${base}/Delete`, { id: a })).statusCode).toBe(200);
    expect((await hr.get(`${base}/Get/${a}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate title (409), bad input with every field (400) and an unknown id (404)', async () => {
    const hr = await signedIn(t, 'hr');
    await hr.post(`${base}/Add`, { title: 'تکراری' });
    const dup = await hr.post(`${base}/Add`, { title: 'تكراري' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({ field: 'title', code: 'duplicateTitle' });
    const bad = await hr.post(`${base}/Add`, { title: '', order: -1, isActive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['isActive', 'order', 'title']);
    expect((await hr.get(`${base}/Get/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await hr.post(`${base}/Reorder`, { ids: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(404);
  });

  it('refuses anonymous callers (401) and ordinary people (403)', async () => {
    expect((await t.client().post(`${base}/GetAll`, {})).statusCode).toBe(401);
    const employee = await signedIn(t, 'employee');
    expect((await employee.post(`${base}/GetAll`, {})).statusCode).toBe(403);
    expect((await employee.post(`${base}/Add`, { title: 'x' })).statusCode).toBe(403);
  });

  it('makes the system manager name the company', async () => {
    const manager = await signedIn(t, 'admin');
    const missing = await manager.post(`${base}/GetAll`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('companyId');
    const alborz = await companyId(t, ALBORZ);
    expect((await manager.post(`${base}/Add`, { companyId: alborz, title: 'از طرف مدیر سامانه' })).statusCode).toBe(200);
    expect((await manager.post(`${base}/GetAll`, { companyId: alborz })).json().totalItems).toBe(1);
  });
});

describe('structure: tenant isolation', () => {
  it("refuses company A's admin every call on company B's items", async () => {
    const alborz = await alborzAdmin(t);
    const own = (await alborz.post('/api/admin/Department/Add', { title: 'واحد البرز' })).json().data as string;
    const hr = await signedIn(t, 'hr');
    const calls: [string, () => Promise<{ statusCode: number }>][] = [
      ['Get', () => hr.get(`/api/admin/Department/Get/${own}`)],
      ['Update', () => hr.post('/api/admin/Department/Update', { id: own, title: 'ربوده' })],
      ['Toggle', () => hr.post('/api/admin/Department/Toggle', { id: own })],
      ['Delete', () => hr.post('/api/admin/Department/Delete', { id: own })],
      ['Reorder', () => hr.post('/api/admin/Department/Reorder', { ids: [own] })],
      ['GetAll of B', async () => hr.post('/api/admin/Department/GetAll', { companyId: await companyId(t, ALBORZ) })],
      ['Add into B', async () => hr.post('/api/admin/Department/Add', { companyId: await companyId(t, ALBORZ), title: 'نفوذی' })],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect([403, 404], name).toContain(res.statusCode);
    }
    const after = (await alborz.get(`/api/admin/Department/Get/${own}`)).json().data;
    expect(after).toMatchObject({ title: 'واحد البرز', isActive: true });
    // Company A's own list never shows B's item.
    const aList = (await hr.post('/api/admin/Department/GetAll', {})).json().data;
    expect(aList.some((i: { id: string }) => i.id === own)).toBe(false);
    expect(await companyId(t, ARIA)).not.toBe(await companyId(t, ALBORZ));
  });

  it('refuses to delete an item people are assigned to, and says how many', async () => {
    const hr = await signedIn(t, 'hr');
    const departments = (await hr.post('/api/admin/Department/GetAll', { search: 'فروش' })).json().data;
    const sales = departments[0];
    expect(sales.usageCount).toBeGreaterThan(0);
    const res = await hr.post('/api/admin/Department/Delete', { id: sales.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('نفر');
    expect((await hr.get(`/api/admin/Department/Get/${sales.id}`)).statusCode).toBe(200);
  });

  it('answers 402 when the company licence has expired', async () => {
    const hr = await signedIn(t, 'hr');
    const { companies } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(companies)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.title, ARIA));
    expect((await hr.post('/api/admin/Department/GetAll', {})).statusCode).toBe(402);
  });
});
