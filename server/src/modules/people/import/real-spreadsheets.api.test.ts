import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { importJobs } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { personBody, signedIn } from '../../../test/organisation-fixtures.ts';
import { uploadPeopleWorkbook } from '../../../test/import-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

/**
 * What real HR files look like (issue 11, "Real spreadsheets"): a title above the headers, codes
 * whose prefix no list knows, and workbooks saved in another format.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';

const upload = (c: TestClient, bytes: Buffer, lang: LanguageCode = 'fa', filename = 'people.xlsx') =>
  uploadPeopleWorkbook(c, bytes, { lang, filename });

async function jobCount() {
  const [row] = await t.database.db.select({ n: count() }).from(importJobs);
  return row!.n;
}

const HEADERS = ['ردیف', 'نام', 'نام خانوادگی', 'ملیت', 'کد ملی', 'موبایل', 'واحد سازمانی'];
const people = [
  ['۱', 'نگار', 'کیانی', 'ایرانی', '0056789017', '09351112233', 'فروش و بازاریابی'],
  ['۲', 'بهرام', 'نیک‌نام', 'ایرانی', '8468807958', '09351112244', 'فناوری اطلاعات'],
];

/**
 * A workbook as HR keeps it: a title merged across the columns in row 1, the date under it, a
 * blank row, then the headers (with a row-number column we do not know) and the people.
 */
async function hrWorkbook(rows: (string | null)[][], options: { headers?: string[] | null } = {}) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('کارکنان', { views: [{ rightToLeft: true }] });
  sheet.getCell('A1').value = 'فهرست کارکنان شرکت نمونهٔ آریا — سال ۱۴۰۴';
  sheet.mergeCells('A1:G1');
  sheet.getCell('A2').value = 'تاریخ تهیه: ۱۴۰۴/۰۸/۱۵';
  if (options.headers !== null) sheet.getRow(4).values = options.headers ?? HEADERS;
  rows.forEach((values, i) => (sheet.getRow(5 + i).values = values));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('people import: real spreadsheets', () => {
  it('finds the headers under a merged title row and a blank row, and imports the people below them', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await upload(hr, await hrWorkbook(people));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded', created: 2, totalRows: 2 });
    const found = (await hr.post(`${API}/GetAll`, { search: '8468807958' })).json().data;
    expect(found).toEqual([expect.objectContaining({ firstName: 'بهرام', lastName: 'نیک‌نام', departmentTitle: 'فناوری اطلاعات' })]);
  });

  it('numbers problems by the sheet’s own rows and writes the problems column beside the headers', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await upload(hr, await hrWorkbook([people[0]!, ['۲', 'بهرام', 'نیک‌نام', 'ایرانی', '8468807957', '09351112244', null]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().job.problems).toEqual([{ row: 6, column: 'کد ملی', message: 'کد ملی معتبر نیست.' }]);
    const errors = await hr.get(`${API}/DownloadImportErrors/${res.json().job.id}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(errors.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell(4, 8).value).toBe('ایرادها');
    expect(String(sheet.getCell(6, 8).value)).toContain('کد ملی');
    expect(sheet.getCell(1, 1).value).toBe('فهرست کارکنان شرکت نمونهٔ آریا — سال ۱۴۰۴');
  });

  it('says plainly, in the caller’s language, that a row must hold the column names when none of the first ten does', async () => {
    const hr = await signedIn(t, 'hr');
    const headless = await hrWorkbook(people, { headers: null });
    const res = await upload(hr, headless);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'ردیف نام ستون‌ها پیدا نشد: یکی از ۱۰ ردیف اول برگه باید نام ستون‌ها را داشته باشد، مانند فایل نمونه؛ دست‌کم «نام»، «نام خانوادگی»، «کد ملی» و «موبایل».',
    );
    const english = await upload(hr, headless, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(
      'No row with the column names was found: one of the first 10 rows of the sheet must hold the column names, as in the sample file; at least “First name”, “Last name”, “National code” and “Mobile”.',
    );
    expect(await jobCount()).toBe(0);
  });

  it('accepts a national code whose check digit is right although no list knows its prefix, on the form’s API and in the import', async () => {
    const hr = await signedIn(t, 'hr');
    const created = await hr.post(`${API}/Create`, personBody({ nationalCode: '۸۴۶۸۸۰۷۹۵۸' }));
    expect(created.statusCode, created.body).toBe(200);
    expect((await hr.get(`${API}/GetUser/${created.json().data}`)).json().data.nationalCode).toBe('8468807958');
    const refused = await hr.post(
      `${API}/Create`,
      personBody({ nationalCode: '8468807957', mobile: '09351119999', email: null, personnelCode: null }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'nationalCode', message: 'کد ملی معتبر نیست.' })]);
  });

  // people.xls and people.ods were saved by Gnumeric (ssconvert 1.12.55) from a one-person xlsx;
  // people-with-password.xlsx is a one-person xlsx encrypted with the password Rira@1404 by
  // officecrypto-tool 0.0.19 (MS-OFFCRYPTO agile encryption, as Excel's "Encrypt with Password").
  const fixture = (name: string) => fs.readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));

  it('tells an .xls, an .ods, a CSV file and a password-protected .xlsx apart by their bytes and says what to do, all with 415', async () => {
    const hr = await signedIn(t, 'hr');
    const cases = [
      {
        bytes: fixture('people.xls'),
        fa: 'این فایل در قالب قدیمی اکسل (xls) است. آن را در اکسل یا لیبره‌آفیس باز کنید و با «ذخیره به نام» در قالب «کتاب کار اکسل (xlsx)» ذخیره کنید، سپس دوباره بفرستید.',
        en: 'This file is in the old Excel format (.xls). Open it in Excel or LibreOffice, use “Save As” to save it as an “Excel Workbook (.xlsx)”, and send it again.',
      },
      {
        bytes: fixture('people.ods'),
        fa: 'این فایل در قالب OpenDocument (ods، لیبره‌آفیس) است. آن را در لیبره‌آفیس یا اکسل باز کنید و با «ذخیره به نام» در قالب «کتاب کار اکسل (xlsx)» ذخیره کنید، سپس دوباره بفرستید.',
        en: 'This file is an OpenDocument spreadsheet (.ods, LibreOffice). Open it in LibreOffice or Excel, use “Save As” to save it as an “Excel Workbook (.xlsx)”, and send it again.',
      },
      {
        bytes: Buffer.concat([
          Buffer.from([0xef, 0xbb, 0xbf]),
          Buffer.from('نام,نام خانوادگی,کد ملی,موبایل\r\nعلی,رضایی,0056789017,09351112233\r\n'),
        ]),
        fa: 'این فایل متنی (CSV) است، نه کتاب کار اکسل. آن را در اکسل یا لیبره‌آفیس باز کنید و با «ذخیره به نام» در قالب «کتاب کار اکسل (xlsx)» ذخیره کنید، سپس دوباره بفرستید.',
        en: 'This is a text (CSV) file, not an Excel workbook. Open it in Excel or LibreOffice, use “Save As” to save it as an “Excel Workbook (.xlsx)”, and send it again.',
      },
      {
        bytes: fixture('people-with-password.xlsx'),
        fa: 'این فایل اکسل رمز عبور دارد و خوانده نمی‌شود. در اکسل از «پرونده › اطلاعات › محافظت از کتاب کار › رمزگذاری با گذرواژه» رمز را پاک کنید، فایل را ذخیره کنید و دوباره بفرستید.',
        en: 'This workbook is protected with a password, so it cannot be read. In Excel, clear the password under File › Info › Protect Workbook › Encrypt with Password, save the file and send it again.',
      },
      // Excel's plain "CSV" in a Persian Windows: Windows-1256, not UTF-8 («نام,موبایل»).
      {
        bytes: Buffer.from([0xe4, 0xc7, 0xe3, 0x2c, 0xe3, 0xe6, 0xc8, 0xc7, 0xed, 0xe1, 0x0d, 0x0a]),
        fa: 'این فایل متنی (CSV) است، نه کتاب کار اکسل. آن را در اکسل یا لیبره‌آفیس باز کنید و با «ذخیره به نام» در قالب «کتاب کار اکسل (xlsx)» ذخیره کنید، سپس دوباره بفرستید.',
        en: 'This is a text (CSV) file, not an Excel workbook. Open it in Excel or LibreOffice, use “Save As” to save it as an “Excel Workbook (.xlsx)”, and send it again.',
      },
    ];
    for (const { bytes, fa, en } of cases) {
      // The name says .xlsx: only the bytes tell.
      const persian = await upload(hr, bytes);
      expect([persian.statusCode, persian.json().message]).toEqual([415, fa]);
      const english = await upload(hr, bytes, 'en');
      expect([english.statusCode, english.json().message]).toEqual([415, en]);
    }
    // Anything else that is not a workbook keeps the general message, with the same status.
    const pdf = await upload(hr, Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'));
    expect([pdf.statusCode, pdf.json().message]).toEqual([415, 'فایل باید اکسل (xlsx) مطابق نمونه باشد.']);
    expect(await jobCount()).toBe(0);
  });
});
