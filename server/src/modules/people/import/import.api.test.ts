import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { companies, employments, users } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { alborzAdmin, ARIA, companyId, signedIn, userIdByMobile } from '../../../test/organisation-fixtures.ts';
import { demoNationalCode } from '../../../seed/demo-organisation.ts';
import { loadWorkbook as loadBook, uploadPeopleWorkbook, workbookWithRows } from '../../../test/import-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';

const upload = (c: TestClient, bytes: Buffer, fields: Record<string, string> = {}) => uploadPeopleWorkbook(c, bytes, { fields });

const fillSample = workbookWithRows;

const person = (
  n: number,
  extra: Partial<Record<'department' | 'position' | 'nationalCode' | 'mobile' | 'code' | 'firstNameEn' | 'lastNameEn', string>> = {},
) => [
  `نفر${n}`,
  'آزمایشی',
  extra.firstNameEn ?? null,
  extra.lastNameEn ?? null,
  'ایرانی',
  extra.nationalCode ?? demoNationalCode(1000 + n),
  null,
  extra.mobile ?? `0938${String(n).padStart(7, '0')}`,
  null,
  '1370/05/12',
  extra.code ?? `P${n}`,
  'کارمند',
  extra.department ?? 'فروش و بازاریابی',
  extra.position ?? 'کارشناس فروش',
  null,
  null,
];

describe('Excel import of people', () => {
  it('gives a sample with headers in the screen language, the company’s lists as drop-downs and instructions, and round-trips it', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.get(`${API}/DownloadSample?lang=fa`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await loadBook(res.rawPayload);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('اشخاص');
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['نام', 'نام خانوادگی', 'کد ملی', 'موبایل', 'واحد سازمانی']));
    expect(sheet.getCell('M2').dataValidation).toMatchObject({ type: 'list' });
    const lists = book.getWorksheet('lists')!;
    const departments = lists.getColumn(3).values.filter(Boolean);
    expect(departments).toContain('فروش و بازاریابی');
    expect(book.getWorksheet('راهنما')).toBeDefined();
    const english = await loadBook((await hr.get(`${API}/DownloadSample?lang=en`)).rawPayload);
    expect(english.worksheets[0]!.getRow(1).values).toEqual(expect.arrayContaining(['First name', 'Mobile', 'Department']));

    const filled = await fillSample(res.rawPayload, [person(1), person(2, { department: 'فناوری اطلاعات', position: 'برنامه‌نویس ارشد' })]);
    const imported = await upload(hr, filled);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ status: 'succeeded', created: 2, updated: 0, totalRows: 2 });
    expect(imported.json().message).toBe('۲ نفر افزوده و ۰ نفر به‌روز شد.');
    const found = (await hr.post(`${API}/GetAll`, { search: 'نفر2' })).json().data[0];
    expect(found).toMatchObject({ departmentTitle: 'فناوری اطلاعات', positionTitle: 'برنامه‌نویس ارشد', personnelCode: 'P2' });
    expect((await hr.get(`${API}/GetUser/${found.id}`)).json().data.birthDate).toBe('1991-08-03');
  });

  it('imports nothing from a file with three bad rows, and reports all three with the file back', async () => {
    const hr = await signedIn(t, 'hr');
    const sample = (await hr.get(`${API}/DownloadSample?lang=fa`)).rawPayload;
    const filled = await fillSample(sample, [
      person(1),
      person(2, { nationalCode: '1234567890' }),
      person(3, { mobile: '0912' }),
      person(4),
      person(5, { department: 'واحد ناموجود' }),
    ]);
    const before = await t.database.db.select({ n: count() }).from(users);
    const res = await upload(hr, filled);
    expect(res.statusCode).toBe(400);
    const job = res.json().job;
    expect(job.status).toBe('failed');
    expect(job.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [3, 'کد ملی'],
      [4, 'موبایل'],
      [6, 'واحد سازمانی'],
    ]);
    expect(res.json().message).toContain('۳');
    const after = await t.database.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);

    const errors = await hr.get(`${API}/DownloadImportErrors/${job.id}`);
    expect(errors.statusCode).toBe(200);
    const sheet = (await loadBook(errors.rawPayload)).worksheets[0]!;
    const problemsColumn = sheet.getRow(1).cellCount;
    expect(sheet.getCell(1, problemsColumn).value).toBe('ایرادها');
    expect(String(sheet.getCell(3, problemsColumn).value)).toContain('کد ملی');
    expect(sheet.getCell(2, problemsColumn).value).toBeNull();
  });

  it('refuses duplicates by default and updates them when asked', async () => {
    const hr = await signedIn(t, 'hr');
    const sample = (await hr.get(`${API}/DownloadSample?lang=fa`)).rawPayload;
    // The demo employee (personnel code 1003) with a new position.
    const row = person(9, { nationalCode: '0034567895', mobile: '09120000003', code: '1003', position: 'مدیر فروش' });
    const refused = await upload(hr, await fillSample(sample, [row, person(10), person(10, { code: 'P11' })]));
    expect(refused.statusCode).toBe(400);
    const codes = refused.json().job.problems.map((p: { row: number; column: string }) => `${p.row}:${p.column}`);
    expect(codes).toEqual(expect.arrayContaining(['2:موبایل', '2:کد ملی', '2:کد پرسنلی', '4:کد ملی', '4:موبایل']));

    const updated = await upload(hr, await fillSample(sample, [row, person(10)]), { duplicates: 'update' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ created: 1, updated: 1 });
    const employee = (await hr.post(`${API}/GetAll`, { search: '1003' })).json().data[0];
    expect(employee).toMatchObject({ positionTitle: 'مدیر فروش', firstName: 'نفر9' });
  });

  it('in update mode, refuses to change the account of a person who is also in another company, and changes only their place here otherwise', async () => {
    const alborz = await alborzAdmin(t);
    const hr = await signedIn(t, 'hr');
    const multi = await userIdByMobile(t, '09120000004');
    const [storedBefore] = await t.database.db.select().from(users).where(eq(users.id, multi));
    const asAria = (await hr.get(`${API}/GetUser/${multi}`)).json().data;
    const sample = (await alborz.get(`${API}/DownloadSample?lang=fa`)).rawPayload;
    // multi as the demo company knows them; Alborz has no departments, so none are named.
    const multiRow = (email: string, code: string) => [
      'سارا',
      'محمدی',
      null,
      null,
      'ایرانی',
      '0045678901',
      null,
      '09120000004',
      email,
      null,
      code,
      'کارمند',
      null,
      null,
      null,
      null,
    ];

    const refused = await upload(alborz, await fillSample(sample, [multiRow('taken@alborz.example', 'B-5')]), { duplicates: 'update' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().job.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'ایمیل', message: expect.stringContaining('سازمان دیگری') }),
    ]);
    expect(refused.json().job.problems[0].message).toContain('مدیر سامانه');
    const [storedAfter] = await t.database.db.select().from(users).where(eq(users.id, multi));
    expect(storedAfter).toEqual(storedBefore);
    expect((await alborz.get(`${API}/GetUser/${multi}`)).json().data.personnelCode).toBeNull();

    const allowed = await upload(alborz, await fillSample(sample, [multiRow('multi@alborz.example', 'B-5')]), { duplicates: 'update' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data).toMatchObject({ created: 0, updated: 1 });
    expect((await alborz.get(`${API}/GetUser/${multi}`)).json().data.personnelCode).toBe('B-5');
    const [storedLast] = await t.database.db.select().from(users).where(eq(users.id, multi));
    expect(storedLast).toEqual(storedBefore);
    expect((await hr.get(`${API}/GetUser/${multi}`)).json().data).toEqual(asAria);
  });

  it('imports a 5,000-row file fully as a background job whose progress can be read', async () => {
    const hr = await signedIn(t, 'hr');
    // The demo company's plan allows 500 people; this one has no limit.
    await t.database.db.update(companies).set({ maxUsers: null }).where(eq(companies.title, ARIA));
    const sample = (await hr.get(`${API}/DownloadSample?lang=en`)).rawPayload;
    const rows = Array.from({ length: 5000 }, (_, i) => person(i + 1, { code: `B${i + 1}` }));
    const res = await upload(hr, await fillSample(sample, rows));
    expect(res.statusCode).toBe(202);
    const jobId = res.json().data.id;
    let job = res.json().data;
    for (let i = 0; i < 240 && !['succeeded', 'failed'].includes(job.status); i++) {
      await new Promise((r) => setTimeout(r, 250));
      job = (await hr.get(`${API}/GetImportJob/${jobId}`)).json().data;
    }
    expect(job.problems.slice(0, 3)).toEqual([]);
    expect(job).toMatchObject({ status: 'succeeded', created: 5000, processedRows: 5000, totalRows: 5000 });
    const aria = await companyId(t, ARIA);
    const [{ n }] = (await t.database.db.select({ n: count() }).from(employments).where(eq(employments.companyId, aria))) as [
      { n: number },
    ];
    expect(n).toBe(19 + 5000);
  }, 120_000);

  it('takes the optional English first and last names, both or neither, and leaves them alone when its English cells are blank or missing', async () => {
    const hr = await signedIn(t, 'hr');
    const sample = (await hr.get(`${API}/DownloadSample?lang=fa`)).rawPayload;
    const headers = (await loadBook(sample)).worksheets[0]!.getRow(1).values as string[];
    expect(headers.slice(1, 5)).toEqual(['نام', 'نام خانوادگی', 'نام (انگلیسی)', 'نام خانوادگی (انگلیسی)']);
    const english = (await loadBook((await hr.get(`${API}/DownloadSample?lang=en`)).rawPayload)).worksheets[0]!.getRow(1).values;
    expect(english).toEqual(expect.arrayContaining(['First name (English)', 'Last name (English)']));

    const bad = await upload(
      hr,
      await fillSample(sample, [person(1, { firstNameEn: 'Bahram' }), person(2, { firstNameEn: 'بهرام', lastNameEn: 'Niknam' })]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().job.problems).toEqual([
      { row: 2, column: 'نام خانوادگی (انگلیسی)', message: 'نام و نام خانوادگی انگلیسی را با هم وارد کنید، یا هیچ‌کدام را.' },
      { row: 3, column: 'نام (انگلیسی)', message: 'نام انگلیسی را با حروف لاتین بنویسید (فاصله، خط تیره و آپاستروف هم مجاز است).' },
    ]);

    const good = await upload(hr, await fillSample(sample, [person(1, { firstNameEn: 'Bahram', lastNameEn: 'Nik-Nam' }), person(2)]));
    expect(good.statusCode, good.body).toBe(200);
    const find = async (search: string) => (await hr.post(`${API}/GetAll`, { search })).json().data[0].id as string;
    const bahram = await find('نفر1');
    expect((await hr.get(`${API}/GetUser/${bahram}`)).json().data).toMatchObject({ firstNameEn: 'Bahram', lastNameEn: 'Nik-Nam' });
    expect((await hr.get(`${API}/GetUser/${await find('نفر2')}`)).json().data).toMatchObject({ firstNameEn: null, lastNameEn: null });

    // Updating from a file whose English cells are blank, or that has no such columns, keeps them.
    const renamed = person(1);
    renamed[1] = 'تازه';
    const blank = await upload(hr, await fillSample(sample, [renamed]), { duplicates: 'update' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect((await hr.get(`${API}/GetUser/${bahram}`)).json().data).toMatchObject({
      lastName: 'تازه',
      firstNameEn: 'Bahram',
      lastNameEn: 'Nik-Nam',
    });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    sheet.addRow(['First name', 'Last name', 'National code', 'Mobile', 'Personnel code']);
    sheet.addRow(['نفر1', 'تازه‌تر', demoNationalCode(1001), '09380000001', 'P1']);
    const older = await upload(hr, Buffer.from(await book.xlsx.writeBuffer()), { duplicates: 'update' });
    expect(older.statusCode, older.body).toBe(200);
    expect((await hr.get(`${API}/GetUser/${bahram}`)).json().data).toMatchObject({
      lastName: 'تازه‌تر',
      firstNameEn: 'Bahram',
      lastNameEn: 'Nik-Nam',
    });
  });

  it('takes the Structure column by its Persian or English title, keeps people’s structure when a file has no such column and clears it on a blank cell', async () => {
    const hr = await signedIn(t, 'hr');
    const sample = (await hr.get(`${API}/DownloadSample?lang=fa`)).rawPayload;
    const book = await loadBook(sample);
    // The column comes last, so files filled in from the older sample keep their places.
    expect(book.worksheets[0]!.getCell('Q1').value).toBe('ساختار');
    expect(book.worksheets[0]!.getCell('Q2').dataValidation).toMatchObject({ type: 'list' });
    expect(book.getWorksheet('lists')!.getColumn(7).values.filter(Boolean)).toEqual(['ستاد مرکزی', 'دفتر تهران', 'کارخانهٔ کرج']);
    const english = await loadBook((await hr.get(`${API}/DownloadSample?lang=en`)).rawPayload);
    expect(english.worksheets[0]!.getCell('Q1').value).toBe('Structure');
    expect(english.getWorksheet('lists')!.getColumn(7).values.filter(Boolean)).toEqual(['Head office', 'Tehran office', 'Karaj plant']);

    const withStructure = (n: number, structure: string | null) => [...person(n), structure];
    const bad = await upload(hr, await fillSample(sample, [withStructure(1, 'کارخانهٔ کرج'), withStructure(2, 'شعبهٔ ناموجود')]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().job.problems).toEqual([{ row: 3, column: 'ساختار', message: expect.any(String) }]);

    // A Persian title typed with Arabic ي/ك, and an English title in another case, are recognised.
    const good = await upload(hr, await fillSample(sample, [withStructure(1, 'كارخانهٔ كرج'), withStructure(2, 'tehran OFFICE')]));
    expect(good.statusCode, good.body).toBe(200);
    const find = async (search: string) => (await hr.post(`${API}/GetAll`, { search })).json().data[0];
    expect(await find('نفر1')).toMatchObject({ structureTitle: 'کارخانهٔ کرج', structureTitleEn: 'Karaj plant' });
    expect(await find('نفر2')).toMatchObject({ structureTitle: 'دفتر تهران' });

    // An older file without the column updates the person and leaves their structure alone…
    const older = new ExcelJS.Workbook();
    const sheet = older.addWorksheet('People');
    sheet.addRow(['First name', 'Last name', 'National code', 'Mobile', 'Personnel code']);
    sheet.addRow(['نفر1', 'تازه', demoNationalCode(1001), '09380000001', 'P1']);
    const kept = await upload(hr, Buffer.from(await older.xlsx.writeBuffer()), { duplicates: 'update' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await find('نفر1')).toMatchObject({ lastName: 'تازه', structureTitle: 'کارخانهٔ کرج' });
    // …while the sample's blank Structure cell clears it, as a blank department does.
    const cleared = await upload(hr, await fillSample(sample, [withStructure(1, null)]), { duplicates: 'update' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await find('نفر1')).toMatchObject({ lastName: 'آزمایشی', structureTitle: null });
  });

  it('refuses files that are not workbooks, empty files, other companies’ jobs and ordinary people', async () => {
    const hr = await signedIn(t, 'hr');
    expect((await upload(hr, Buffer.from('name,mobile\nali,0912'))).statusCode).toBe(415);
    const empty = await upload(hr, (await hr.get(`${API}/DownloadSample?lang=fa`)).rawPayload);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('فایل هیچ ردیفی ندارد.');
    const missing = await hr.request({
      method: 'POST',
      url: `${API}/UploadExcel`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(415);

    const alborz = await alborzAdmin(t);
    const sample = (await alborz.get(`${API}/DownloadSample?lang=fa`)).rawPayload;
    const failed = await upload(alborz, await fillSample(sample, [person(1, { department: 'ناموجود' })]));
    const jobId = failed.json().job.id;
    expect((await hr.get(`${API}/GetImportJob/${jobId}`)).statusCode).toBe(404);
    expect((await hr.get(`${API}/DownloadImportErrors/${jobId}`)).statusCode).toBe(404);
    expect((await upload(hr, sample, { companyId: await companyId(t, 'گروه صنعتی البرز') })).statusCode).toBe(403);

    const employee = await signedIn(t, 'employee');
    expect((await upload(employee, sample)).statusCode).toBe(403);
    expect((await employee.get(`${API}/DownloadSample`)).statusCode).toBe(403);
    expect((await t.client().get(`${API}/DownloadSample`)).statusCode).toBe(401);
  });
});
