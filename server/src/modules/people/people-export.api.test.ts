/** Issue 23: the people list exported to Excel with the list's filters, as the other admin lists are. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { ALBORZ, alborzAdmin, ARIA, companyId, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { uploadPeopleWorkbook } from '../../test/import-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';

async function sheetOf(res: { rawPayload: Buffer }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const values = sheet.getRow(r).values as unknown[];
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i + 1] ?? null])));
  }
  return { sheet, header, rows: rows as Record<string, string | null>[] };
}

const uploadBack = (c: TestClient, bytes: Buffer) => uploadPeopleWorkbook(c, bytes, { fields: { duplicates: 'update' } });

describe('exporting the people list', () => {
  it('gives the company’s people in the import’s columns (managers by personnel code) and the list’s, in Persian', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.get(`${API}/Export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('people.xlsx');
    const { sheet, header, rows } = await sheetOf(res);
    expect(sheet.name).toBe('فهرست اشخاص');
    expect(header).toEqual(
      expect.arrayContaining(['نام', 'کد ملی', 'موبایل', 'واحد سازمانی', 'ساختار', 'مدیر', 'نام مدیر', 'نقش‌ها', 'وضعیت']),
    );
    expect(header).not.toContain('سازمان');
    expect(rows).toHaveLength(19);
    const ali = rows.find((r) => r['کد ملی'] === '0034567895')!;
    expect(ali).toMatchObject({
      نام: 'علی',
      مدیر: '2003',
      'نام مدیر': 'رضا کاظمی',
      وضعیت: 'فعال',
      'نوع کاربر': 'کارمند',
      موبایل: '09120000003',
    });
  });

  it('applies the list’s filters and language: managed by, status, search', async () => {
    const hr = await signedIn(t, 'hr');
    const reza = await userIdByMobile(t, '09121000003');
    const managed = await sheetOf(await hr.get(`${API}/Export?managerId=${reza}&lang=en`));
    expect(managed.sheet.name).toBe('People list');
    expect(managed.rows.map((r) => r['First name']).sort()).toEqual(['زهرا', 'علی', 'محمد', 'نرگس'].sort());
    expect(managed.rows[0]).toMatchObject({ Status: 'Active', Manager: '2003', 'Manager’s name': 'Reza Kazemi' });
    expect((await sheetOf(await hr.get(`${API}/Export?isActive=false`))).rows).toHaveLength(0);
    expect((await sheetOf(await hr.get(`${API}/Export?search=${encodeURIComponent('كاظمي')}`))).rows).toHaveLength(1);
    expect((await hr.get(`${API}/Export?isActive=maybe`)).statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'person.export'), eq(auditLog.companyId, await companyId(t, ARIA))))
      .limit(1);
    expect(row).toBeDefined();
  });

  it('imports back unchanged with “update”', async () => {
    const hr = await signedIn(t, 'hr');
    const exported = (await hr.get(`${API}/Export`)).rawPayload;
    const res = await uploadBack(hr, exported);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded', created: 0, updated: 19 });
    const again = await sheetOf(await hr.get(`${API}/Export`));
    expect(again.rows.find((r) => r['کد ملی'] === '0034567895')).toMatchObject({ مدیر: '2003' });
  });

  it('is a company admin’s own company only; the system manager’s across companies; refused to others', async () => {
    const hr = await signedIn(t, 'hr');
    const alborz = await companyId(t, ALBORZ);
    expect((await hr.get(`${API}/Export?companyId=${alborz}`)).statusCode).toBe(403);
    expect((await (await signedIn(t, 'employee')).get(`${API}/Export`)).statusCode).toBe(403);
    expect((await t.client().get(`${API}/Export`)).statusCode).toBe(401);
    const other = await alborzAdmin(t);
    const theirs = await sheetOf(await other.get(`${API}/Export`));
    expect(theirs.rows.map((r) => r['موبایل']).sort()).toEqual(['09120000004', '09359998877']);
    const manager = await signedIn(t, 'admin');
    const all = await sheetOf(await manager.get(`${API}/Export`));
    expect(all.header).toContain('سازمان');
    expect(new Set(all.rows.map((r) => r['سازمان']))).toEqual(new Set([ARIA, ALBORZ]));
    expect((await sheetOf(await manager.get(`${API}/Export?companyId=${alborz}`))).rows).toHaveLength(2);
  });
});
