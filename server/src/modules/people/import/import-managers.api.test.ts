import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { alborzAdmin, signedIn, userIdByMobile } from '../../../test/organisation-fixtures.ts';
import { demoNationalCode } from '../../../seed/demo-organisation.ts';
import { loadWorkbook as loadBook, sampleWithRows, uploadPeopleWorkbook } from '../../../test/import-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';

const upload = (c: TestClient, bytes: Buffer, fields: Record<string, string> = {}, lang: LanguageCode = 'fa') =>
  uploadPeopleWorkbook(c, bytes, { fields, lang });

const sampleWith = sampleWithRows;

/** A new person `n` (personnel code P<n>) whose manager cell is `manager` (null: blank). */
const person = (n: number, manager: string | number | null, extra: { nationalCode?: string; mobile?: string; code?: string } = {}) => [
  `نفر${n}`,
  'آزمایشی',
  null,
  null,
  'ایرانی',
  extra.nationalCode ?? demoNationalCode(1000 + n),
  null,
  extra.mobile ?? `0938${String(n).padStart(7, '0')}`,
  null,
  null,
  extra.code ?? `P${n}`,
  'کارمند',
  null,
  null,
  null,
  null,
  null,
  manager,
];

const managerOf = async (hr: TestClient, search: string) =>
  (await hr.post(`${API}/GetAll`, { search })).json().data[0] as { managerName: string | null; fullName: string };

describe('the Manager column of the people import', () => {
  it('is in the sample, in both languages, with its line in the instructions', async () => {
    const hr = await signedIn(t, 'hr');
    const fa = await loadBook((await hr.get(`${API}/DownloadSample?lang=fa`)).rawPayload);
    expect(fa.worksheets[0]!.getCell(1, 18).value).toBe('مدیر');
    expect(fa.worksheets[0]!.getColumn(18).numFmt).toBe('@');
    const help = fa.getWorksheet('راهنما')!;
    expect(help.getColumn(1).values.some((v) => String(v).startsWith('ستون «مدیر»'))).toBe(true);
    const en = await loadBook((await hr.get(`${API}/DownloadSample?lang=en`)).rawPayload);
    expect(en.worksheets[0]!.getCell(1, 18).value).toBe('Manager');
  });

  it('finds each manager in the file, whatever the order, or among the company’s people, by personnel or national code', async () => {
    const hr = await signedIn(t, 'hr');
    const file = await sampleWith(hr, [
      person(1, 'P2'), // the row below
      person(2, '2003'), // Reza, by personnel code
      person(3, 34567895), // Ali, by national code typed as a number (its leading zeros lost)
      person(4, demoNationalCode(1002)), // row 2, by national code
    ]);
    const res = await upload(hr, file);
    expect(res.statusCode).toBe(200);
    expect((await managerOf(hr, 'نفر1')).managerName).toBe('نفر2 آزمایشی');
    expect((await managerOf(hr, 'نفر2')).managerName).toBe('رضا کاظمی');
    expect((await managerOf(hr, 'نفر3')).managerName).toBe('علی رضایی');
    expect((await managerOf(hr, 'نفر4')).managerName).toBe('نفر2 آزمایشی');
  });

  it('reports every problem at once, per row in the Manager column, and imports nothing', async () => {
    const hr = await signedIn(t, 'hr');
    await alborzAdmin(t);
    // Kamran (personnel code 2015) is deactivated first.
    expect((await hr.post(`${API}/ToggleActivity`, { id: await userIdByMobile(t, '09121000015') })).statusCode).toBe(200);
    const file = await sampleWith(hr, [
      person(1, '999999'), // nobody
      person(2, 'P2'), // themselves
      person(3, 'P4'), // rows 3 and 4 manage each other
      person(4, 'P3'),
      person(5, '0067890121'), // Alborz's admin
      person(6, '2015'), // inactive
      person(7, null, { mobile: '0912' }), // and a problem of another column
    ]);
    const before = await t.database.db.select({ n: count() }).from(users);
    const res = await upload(hr, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().job.problems.map((p: { row: number; column: string; message: string }) => [p.row, p.column, p.message])).toEqual([
      [2, 'مدیر', 'کسی با این کد پرسنلی یا کد ملی نه در این فایل هست و نه در این سازمان.'],
      [3, 'مدیر', 'هیچ‌کس مدیر خودش نیست؛ شخص دیگری را انتخاب کنید.'],
      [4, 'مدیر', 'مدیرها حلقه می‌سازند (هر کدام زیردستِ بعدی): ردیف ۴ ← ردیف ۵ ← ردیف ۴.'],
      [5, 'مدیر', 'مدیرها حلقه می‌سازند (هر کدام زیردستِ بعدی): ردیف ۴ ← ردیف ۵ ← ردیف ۴.'],
      [6, 'مدیر', 'صاحب این کد ملی در این سازمان کار نمی‌کند؛ مدیر باید یکی از اشخاص همین سازمان باشد.'],
      [7, 'مدیر', 'مدیر انتخاب‌شده در این سازمان غیرفعال است؛ شخص فعالی را انتخاب کنید.'],
      [8, 'موبایل', expect.stringContaining('موبایل')],
    ]);
    expect((await t.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before[0]!.n);
  });

  it('finds a loop through people already in the company, naming them, in English', async () => {
    const hr = await signedIn(t, 'hr');
    // Hamid (2001, row 2, updated) under Ali (1003): Ali reports to Reza, who reports to Hamid.
    const hamid = person(1, '1003', { nationalCode: demoNationalCode(1), mobile: '09121000001', code: '2001' });
    hamid[0] = 'حمید';
    hamid[1] = 'صادقی';
    const res = await upload(hr, await sampleWith(hr, [hamid], 'en'), { duplicates: 'update' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().job.problems).toEqual([
      {
        row: 2,
        column: 'Manager',
        message: 'The managers make a loop (each reports to the next): row 2 → Ali Rezaei → Reza Kazemi → row 2.',
      },
    ]);
  });

  it('clears a manager for a blank cell and leaves them alone in a file without the column', async () => {
    const hr = await signedIn(t, 'hr');
    const ali = person(1, null, { nationalCode: '0034567895', mobile: '09120000003', code: '1003' });
    ali[0] = 'علی';
    ali[1] = 'رضایی';
    // Without the column: the sample's first 17 columns only.
    const book = await loadBook(await sampleWith(hr, [ali]));
    book.worksheets[0]!.spliceColumns(18, 1);
    const without = await upload(hr, Buffer.from(await book.xlsx.writeBuffer()), { duplicates: 'update' });
    expect(without.json().data).toMatchObject({ status: 'succeeded', updated: 1 });
    expect((await managerOf(hr, 'علی رضایی')).managerName).toBe('رضا کاظمی');
    const blank = await upload(hr, await sampleWith(hr, [ali]), { duplicates: 'update' });
    expect(blank.json().data).toMatchObject({ status: 'succeeded', updated: 1 });
    expect((await managerOf(hr, 'علی رضایی')).managerName).toBeNull();
  });
});
