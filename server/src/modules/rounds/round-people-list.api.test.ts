import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { ROUND_LIST_MAX_BYTES } from '@rira/contracts/rounds';
import { assessments, employments, rounds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { loadWorkbook, uploadPeopleWorkbook, workbookWithRows } from '../../test/import-fixtures.ts';
import { alborzAdmin, ARIA, companyId, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { templateId } from '../../test/assessment-fixtures.ts';
import { demoNationalCode } from '../../seed/demo-organisation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/admin/Round';
const LIST = `${API}/ResolvePeopleList`;

const send = (c: TestClient, bytes: Buffer, options: { fields?: Record<string, string>; lang?: 'fa' | 'en' } = {}) =>
  uploadPeopleWorkbook(c, bytes, { ...options, url: LIST, filename: 'list.xlsx' });

/** The sample list in `lang` with `rows` under its header (first name, last name, national code, mobile, e-mail, personnel code). */
async function sampleWith(c: TestClient, rows: (string | number | null)[][], lang: 'fa' | 'en' = 'fa') {
  return workbookWithRows((await c.get(`${API}/DownloadPeopleListSample?lang=${lang}`)).rawPayload, rows);
}

/** A workbook of one sheet: these rows as they are (a header anywhere, English headers, a title above). */
async function sheetOf(rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const persianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const arabicDigits = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

async function roundCount() {
  const [row] = await t.database.db.select({ n: count() }).from(rounds);
  return row!.n;
}

describe('a round’s people by an Excel list', () => {
  it('gives a sample in Persian and English, reads it back by any identifier (Persian and Arabic digits too), and the people make a round', async () => {
    const hr = await signedIn(t, 'hr');
    const fa = await loadWorkbook((await hr.get(`${API}/DownloadPeopleListSample?lang=fa`)).rawPayload);
    expect(fa.worksheets[0]!.name).toBe('افراد دوره');
    expect(fa.worksheets[0]!.views[0]).toMatchObject({ rightToLeft: true });
    expect(fa.worksheets[0]!.getRow(1).values).toEqual([undefined, 'نام', 'نام خانوادگی', 'کد ملی', 'موبایل', 'ایمیل', 'کد پرسنلی']);
    expect(fa.getWorksheet('راهنما')).toBeDefined();
    const en = await loadWorkbook((await hr.get(`${API}/DownloadPeopleListSample?lang=en`)).rawPayload);
    expect(en.worksheets[0]!.getRow(1).values).toEqual(expect.arrayContaining(['National code', 'Mobile', 'Personnel code']));

    const list = await sampleWith(hr, [
      ['حمید', 'صادقی', null, null, null, '2001'],
      [null, null, persianDigits(demoNationalCode(2)), null, null, null],
      [null, null, null, arabicDigits('09121000003'), null, null],
      [null, null, null, null, 'Person004@Aria.Example', null],
      // A blank row is skipped; a mobile Excel took for a number (its leading zero lost) is read as the mobile.
      [null, null, null, null, null, null],
      [null, null, null, 9121000005, null, null],
    ]);
    const res = await send(hr, list);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('۵ نفر از فهرست پیدا شد.');
    const people = res.json().data.people as { row: number; userId: string; name: string; nameEn: string | null }[];
    const ids = await Promise.all(
      ['09121000001', '09121000002', '09121000003', '09121000004', '09121000005'].map((m) => userIdByMobile(t, m)),
    );
    expect(people.map((p) => p.userId)).toEqual(ids);
    expect(people.map((p) => p.row)).toEqual([2, 3, 4, 5, 7]);
    expect(people[0]).toMatchObject({ name: 'حمید صادقی', nameEn: 'Hamid Sadeghi' });

    // The ids go to Add as named people.
    const before = await roundCount();
    const made = await hr.post(`${API}/Add`, {
      title: 'دوره از فهرست',
      templateId: await templateId(hr),
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
      userIds: people.map((p) => p.userId),
    });
    expect(made.statusCode).toBe(200);
    expect(await roundCount()).toBe(before + 1);
    const rows = await t.database.db.select().from(assessments).where(eq(assessments.roundId, made.json().data.id));
    expect(rows.map((r) => r.targetUserId).sort()).toEqual([...ids].sort());

    // And to AddPeople: a second list adds its new person (those already in the round left out).
    const more = (
      await send(
        hr,
        await sampleWith(hr, [
          [null, null, null, '09121000001', null, null],
          [null, null, null, '09121000006', null, null],
        ]),
      )
    ).json().data.people as { userId: string }[];
    const added = await hr.post(`${API}/AddPeople`, { id: made.json().data.id, userIds: more.map((p) => p.userId) });
    expect(added.json().data).toHaveLength(1);
  });

  it('finds the row of column names below a title, in English, in any order, and ignores other columns', async () => {
    const hr = await signedIn(t, 'hr');
    const list = await sheetOf([
      ['Leadership 360 — people'],
      [],
      ['Department', 'E-mail', 'Personnel code', 'First name'],
      ['Sales', null, '2002', 'Fatemeh'],
      ['Sales', 'person003@aria.example', null, 'Reza'],
    ]);
    const res = await send(hr, list, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('People found in the list: 2.');
    expect(res.json().data.people.map((p: { row: number }) => p.row)).toEqual([4, 5]);
  });

  it('refuses a list with any problem, listing every row (unknown, another company’s, inactive, repeated, without an identifier), in the caller’s language', async () => {
    const hr = await signedIn(t, 'hr');
    await alborzAdmin(t); // Babak: a person of Alborz only.
    const aria = await companyId(t, ARIA);
    const inactive = await userIdByMobile(t, '09121000007');
    await t.database.db
      .update(employments)
      .set({ isActive: false })
      .where(and(eq(employments.companyId, aria), eq(employments.userId, inactive)));
    const rows = [
      [null, null, null, '09121000001', null, null],
      [null, null, null, '09350000000', null, null],
      [null, null, '0067890121', null, null, null],
      [null, null, null, '09121000007', null, null],
      [null, null, null, null, null, '2001'],
      ['بی‌نشان', null, null, null, null, null],
    ];
    const before = await roundCount();
    const res = await send(hr, await sampleWith(hr, rows));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('فهرست ۵ ایراد دارد؛ کسی از آن افزوده نشد. ایرادها را اصلاح کنید و فهرست را دوباره بفرستید.');
    expect(body.problems).toEqual([
      { row: 3, column: 'موبایل', value: '09350000000', reason: 'unknown', message: 'کسی با این مشخصات پیدا نشد.' },
      { row: 4, column: 'کد ملی', value: '0067890121', reason: 'otherCompany', message: 'این شخص در این سازمان کار نمی‌کند.' },
      { row: 5, column: 'موبایل', value: '09121000007', reason: 'inactive', message: 'این شخص در این سازمان غیرفعال است.' },
      { row: 6, column: 'کد پرسنلی', value: '2001', reason: 'duplicate', message: 'همین شخص در ردیف ۲ هم آمده است.' },
      { row: 7, column: null, value: '', reason: 'missing', message: 'این ردیف کد ملی، موبایل، ایمیل یا کد پرسنلی ندارد.' },
    ]);
    expect(body.data).toBeUndefined();
    expect(await roundCount()).toBe(before);

    const english = (await send(hr, await sampleWith(hr, rows.slice(0, 2), 'en'), { lang: 'en' })).json();
    expect(english.message).toBe('Problems in the list: 1; nobody from it was added. Correct them and send the list again.');
    expect(english.problems).toEqual([
      { row: 3, column: 'Mobile', value: '09350000000', reason: 'unknown', message: 'Nobody with these details was found.' },
    ]);
  });

  it('names a row whose identifiers name two people', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await send(hr, await sampleWith(hr, [[null, null, demoNationalCode(1), '09121000002', null, null]], 'en'), { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0]).toMatchObject({
      row: 2,
      reason: 'conflict',
      message: 'The details in this row name more than one person (“National code”, “Mobile”); correct them.',
    });
  });

  it('refuses what is not an .xlsx list (415), one too big (413), one without identifying columns or rows (400)', async () => {
    const hr = await signedIn(t, 'hr');
    const csv = await send(hr, Buffer.from('national code,mobile\n0012345678,09121000001\n'));
    expect(csv.statusCode).toBe(415);
    expect(csv.json().message).toContain('CSV');
    const big = await send(hr, Buffer.alloc(ROUND_LIST_MAX_BYTES + 1, 1));
    expect(big.statusCode).toBe(413);
    const noHeader = await send(
      hr,
      await sheetOf([
        ['نام', 'واحد سازمانی'],
        ['علی', 'فروش'],
      ]),
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe(
      'ردیف نام ستون‌ها پیدا نشد: یکی از ۱۰ ردیف اول برگه باید نام ستون‌ها را داشته باشد، مانند فایل نمونه؛ دست‌کم یکی از «کد ملی»، «موبایل»، «ایمیل» یا «کد پرسنلی».',
    );
    const empty = await send(hr, await sampleWith(hr, []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('فایل هیچ ردیفی ندارد.');
    const noFile = await hr.request({
      method: 'POST',
      url: LIST,
      payload: '--b\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('is the company admin’s and the system manager’s: 401, 403 for an employee and another company’s admin; that admin’s own list knows none of Aria', async () => {
    const hr = await signedIn(t, 'hr');
    const list = await sampleWith(hr, [[null, null, null, '09121000001', null, null]]);
    expect((await send(t.client(), list)).statusCode).toBe(401);
    expect((await send(await signedIn(t, 'employee'), list)).statusCode).toBe(403);
    expect((await t.client().get(`${API}/DownloadPeopleListSample`)).statusCode).toBe(401);
    expect((await (await signedIn(t, 'employee')).get(`${API}/DownloadPeopleListSample`)).statusCode).toBe(403);
    const aria = await companyId(t, ARIA);
    const babak = await alborzAdmin(t);
    expect((await send(babak, list, { fields: { companyId: aria } })).statusCode).toBe(403);
    const own = await send(babak, list);
    expect(own.statusCode).toBe(400);
    expect(own.json().problems[0]).toMatchObject({ row: 2, reason: 'otherCompany' });

    const manager = await signedIn(t, 'admin');
    const unnamed = await send(manager, list);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.map((e: { field: string }) => e.field)).toEqual(['companyId']);
    const named = await send(manager, list, { fields: { companyId: aria } });
    expect(named.statusCode).toBe(200);
    expect(named.json().data.people).toHaveLength(1);
  });
});
