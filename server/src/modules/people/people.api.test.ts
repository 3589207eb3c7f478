import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessments, companies, rounds, users } from '../../db/schema/index.ts';
import { createTestApp, lastCodeFromLog, type TestApp } from '../../test/test-app.ts';
import { alborzAdmin, ALBORZ, ARIA, companyId, personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';

describe('people', () => {
  it('lets a company admin add a person who then signs in by one-time code', async () => {
    const hr = await signedIn(t, 'hr');
    const departments = (await hr.post('/api/admin/Department/GetAll', {})).json().data;
    const res = await hr.post(
      `${API}/Create`,
      personBody({ departmentId: departments[1].id, mobile: '+98 935 111 2233', firstName: 'آرش ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('با موفقیت افزوده شد.');
    const id = res.json().data;
    const person = (await hr.get(`${API}/GetUser/${id}`)).json().data;
    expect(person).toMatchObject({
      firstName: 'آرش',
      mobile: '09351112233',
      nationalCode: '0056789017',
      departmentId: departments[1].id,
      departmentTitle: departments[1].title,
      roles: ['user'],
      hasPassword: false,
      companyTitle: ARIA,
    });
    // First sign-in: by code; then the person has a session in the company.
    await t.client().post('/api/Authentication/RegisterPhoneNumber', { PhoneNumber: '09351112233' });
    const newcomer = t.client();
    const login = await newcomer.post('/api/Authentication/Authorize', {
      PhoneNumber: '09351112233',
      VerificationCode: lastCodeFromLog(t.logs, '09351112233'),
      Type: 2,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.activeCompany.title).toBe(ARIA);
  });

  it('reports every field’s problem at once, including a bad national code and a bad mobile', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.post(`${API}/Create`, {
      firstName: '',
      lastName: 'x'.repeat(101),
      nationality: 'iranian',
      nationalCode: '1234567890',
      mobile: '0912',
      email: 'nope',
      birthDate: '1370/01/01',
      roles: [],
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(Object.keys(fields).sort()).toEqual(['birthDate', 'email', 'firstName', 'lastName', 'mobile', 'nationalCode', 'roles']);
    expect(fields.nationalCode).toBe('کد ملی معتبر نیست.');
    expect(fields.mobile).toContain('موبایل');
    const foreign = await hr.post(`${API}/Create`, personBody({ nationality: 'foreign', nationalCode: null, passportNumber: '' }));
    expect(foreign.json().errors).toEqual([expect.objectContaining({ field: 'passportNumber' })]);
  });

  it('refuses duplicates of mobile, e-mail, national code and personnel code (409), all at once', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.post(
      `${API}/Create`,
      personBody({ mobile: '09120000003', email: 'employee@aria.example', nationalCode: '0034567895', personnelCode: '1003' }),
    );
    expect(res.statusCode).toBe(409);
    expect(
      res
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['duplicateEmail', 'duplicateMobile', 'duplicateNationalCode', 'duplicatePersonnelCode']);
  });

  it('searches name, mobile, national code and personnel code, normalising Arabic letters and Persian digits', async () => {
    const hr = await signedIn(t, 'hr');
    const search = async (text: string) =>
      (await hr.post(`${API}/GetAll`, { search: text })).json().data.map((p: { fullName: string }) => p.fullName);
    expect(await search('علي رضايي')).toEqual(['علی رضایی']);
    expect(await search('۰۹۱۲۰۰۰۰۰۰۳')).toEqual(['علی رضایی']);
    expect(await search('0034567895')).toEqual(['علی رضایی']);
    expect(await search('1003')).toEqual(['علی رضایی']);
    expect(await search('كاظمي')).toEqual(['رضا کاظمی']);
  });

  it('pages, sorts and filters in SQL', async () => {
    const hr = await signedIn(t, 'hr');
    const page = (await hr.post(`${API}/GetAll`, { pageIndex: 2, pageSize: 10, sort: 'personnelCode', direction: 'desc' })).json();
    expect(page).toMatchObject({ pageIndex: 2, totalItems: 19, totalPages: 2 });
    expect(page.data).toHaveLength(9);
    const departments = (await hr.post('/api/admin/Department/GetAll', { search: 'فناوری' })).json().data;
    const it = (await hr.post(`${API}/GetAll`, { departmentId: departments[0].id, pageSize: 25 })).json().data;
    expect(it.map((p: { departmentTitle: string }) => p.departmentTitle)).toEqual(Array(it.length).fill('فناوری اطلاعات'));
    const admins = (await hr.post(`${API}/GetAll`, { role: 'companyAdmin' }))
      .json()
      .data.map((p: { fullName: string }) => p.fullName)
      .sort();
    expect(admins).toEqual(['سارا محمدی', 'مریم کریمی']);
    expect((await hr.post(`${API}/GetAll`, { pageSize: 7 })).statusCode).toBe(400);
  });

  it('edits, deactivates (which signs the person out), reactivates, resets and sets passwords', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await userIdByMobile(t, '09120000003');
    const person = (await hr.get(`${API}/GetUser/${id}`)).json().data;
    const update = await hr.post(`${API}/Update`, {
      ...personBody({ ...person, mobile: person.mobile, personnelCode: '1003', email: person.email, nationalCode: person.nationalCode }),
      id,
      lastName: 'رضایی‌نژاد',
      birthDate: '1990-05-06',
    });
    expect(update.statusCode).toBe(200);
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data).toMatchObject({ lastName: 'رضایی‌نژاد', birthDate: '1990-05-06' });

    expect((await hr.post(`${API}/ToggleActivity`, { id })).statusCode).toBe(200);
    expect((await employee.get('/api/Authentication/GetCurrentUser')).statusCode).toBe(401);
    expect(
      (await t.client().post('/api/Authentication/AuthorizeWithPassword', { Username: 'employee', Password: 'Rira@1404', Type: 1 })).json()
        .data.needsMembershipChoice,
    ).toBe(false);
    expect((await hr.post(`${API}/ToggleActivity`, { id })).statusCode).toBe(200);

    const set = await hr.post(`${API}/changePassword`, { id, newPassword: '0034567895', repeatPassword: '0034567895' });
    expect(set.statusCode).toBe(200);
    await t.client().login('employee', '0034567895');
    const weak = await hr.post(`${API}/changePassword`, { id, newPassword: 'abc', repeatPassword: 'abd' });
    expect(
      weak
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['newPassword', 'repeatPassword']);

    expect((await hr.post(`${API}/Profile/ResetPassword`, { id })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash).toBeNull();
    expect(t.logs.some((l) => l.msg === 'sms.console' && (l.sms as { to: string }).to === '09120000003')).toBe(true);
  });

  it('deletes a person without history, and deactivates one with assessment history instead', async () => {
    const hr = await signedIn(t, 'hr');
    const fresh = (await hr.post(`${API}/Create`, personBody())).json().data;
    const deleted = await hr.post(`${API}/Delete`, { id: fresh });
    expect(deleted.json()).toMatchObject({ data: { outcome: 'deleted' }, message: 'حذف شد.' });
    expect(await t.database.db.select().from(users).where(eq(users.id, fresh))).toHaveLength(0);

    const id = await userIdByMobile(t, '09120000003');
    const aria = await companyId(t, ARIA);
    const [round] = await t.database.db.insert(rounds).values({ companyId: aria, title: 'دور' }).returning();
    await t.database.db.insert(assessments).values({ companyId: aria, roundId: round!.id, targetUserId: id, status: 'finished' });
    const kept = await hr.post(`${API}/Delete`, { id });
    expect(kept.json()).toMatchObject({ data: { outcome: 'deactivated' } });
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data.isActive).toBe(false);
  });

  it('refuses to let an admin delete or deactivate themselves, and enforces the company’s user limit', async () => {
    const hr = await signedIn(t, 'hr');
    const self = await userIdByMobile(t, '09120000002');
    expect((await hr.post(`${API}/Delete`, { id: self })).statusCode).toBe(409);
    expect((await hr.post(`${API}/ToggleActivity`, { id: self })).statusCode).toBe(409);
    await t.database.db.update(companies).set({ maxUsers: 19 }).where(eq(companies.title, ARIA));
    const full = await hr.post(`${API}/Create`, personBody());
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('۱۹');
  });

  it('lists company admins (GetHrUsers) for a company admin and for the system manager', async () => {
    const hr = await signedIn(t, 'hr');
    expect(
      (await hr.get(`${API}/GetHrUsers`))
        .json()
        .data.map((u: { fullName: string }) => u.fullName)
        .sort(),
    ).toEqual(['سارا محمدی', 'مریم کریمی']);
    const manager = await signedIn(t, 'admin');
    await alborzAdmin(t);
    expect((await manager.get(`${API}/GetHrUsers`)).json().data).toHaveLength(3);
    expect((await manager.get(`${API}/GetHrUsers?companyId=${await companyId(t, ALBORZ)}`)).json().data).toHaveLength(1);
  });

  it('lets the system manager work across companies, naming the company when creating', async () => {
    const manager = await signedIn(t, 'admin');
    const all = (await manager.post(`${API}/GetAll`, { pageSize: 100 })).json();
    expect(new Set(all.data.map((p: { companyTitle: string }) => p.companyTitle))).toEqual(new Set([ARIA, ALBORZ]));
    const noCompany = await manager.post(`${API}/Create`, personBody());
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors[0].field).toBe('companyId');
    // multi works in both companies: which one must be said.
    const multi = await userIdByMobile(t, '09120000004');
    expect((await manager.get(`${API}/GetUser/${multi}`)).statusCode).toBe(400);
    expect((await manager.get(`${API}/GetUser/${multi}?companyId=${await companyId(t, ALBORZ)}`)).json().data.companyTitle).toBe(ALBORZ);
  });
});

describe('people: refusals', () => {
  it('refuses anonymous callers (401), ordinary people and content roles (403)', async () => {
    const id = await userIdByMobile(t, '09120000003');
    expect((await t.client().post(`${API}/GetAll`, {})).statusCode).toBe(401);
    const employee = await signedIn(t, 'employee');
    for (const res of [
      await employee.post(`${API}/GetAll`, {}),
      await employee.get(`${API}/GetUser/${id}`),
      await employee.post(`${API}/Create`, personBody()),
      await employee.post(`${API}/ToggleActivity`, { id }),
      await employee.get(`${API}/GetHrUsers`),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 402 when the company licence has expired', async () => {
    const hr = await signedIn(t, 'hr');
    await t.database.db
      .update(companies)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.title, ARIA));
    expect((await hr.post(`${API}/GetAll`, {})).statusCode).toBe(402);
  });

  it("refuses company A's admin every call on company B's people, and changes nothing", async () => {
    const alborz = await alborzAdmin(t);
    const bPerson = (await alborz.post(`${API}/Create`, personBody({ personnelCode: 'B-1' }))).json().data as string;
    const bCompany = await companyId(t, ALBORZ);
    const hr = await signedIn(t, 'hr');
    const calls: [string, () => Promise<{ statusCode: number }>][] = [
      ['GetAll of B', () => hr.post(`${API}/GetAll`, { companyId: bCompany })],
      ['GetUser', () => hr.get(`${API}/GetUser/${bPerson}`)],
      ['GetUser naming B', () => hr.get(`${API}/GetUser/${bPerson}?companyId=${bCompany}`)],
      ['GetHrUsers of B', () => hr.get(`${API}/GetHrUsers?companyId=${bCompany}`)],
      [
        'Create in B',
        () => hr.post(`${API}/Create`, { ...personBody({ mobile: '09351230000', nationalCode: '0012345679' }), companyId: bCompany }),
      ],
      ['Update', () => hr.post(`${API}/Update`, { ...personBody({ lastName: 'ربوده' }), id: bPerson })],
      ['ToggleActivity', () => hr.post(`${API}/ToggleActivity`, { id: bPerson })],
      ['changePassword', () => hr.post(`${API}/changePassword`, { id: bPerson, newPassword: 'Hacked1404', repeatPassword: 'Hacked1404' })],
      ['ResetPassword', () => hr.post(`${API}/Profile/ResetPassword`, { id: bPerson })],
      ['Delete', () => hr.post(`${API}/Delete`, { id: bPerson })],
      ['DownloadSample of B', () => hr.get(`${API}/DownloadSample?companyId=${bCompany}`)],
    ];
    for (const [name, call] of calls) {
      expect([403, 404], name).toContain((await call()).statusCode);
    }
    const after = (await alborz.get(`${API}/GetUser/${bPerson}`)).json().data;
    expect(after).toMatchObject({ lastName: 'ستوده', isActive: true });
    const aList = (await hr.post(`${API}/GetAll`, { pageSize: 100 })).json().data;
    expect(aList.some((p: { id: string }) => p.id === bPerson)).toBe(false);
  });
});

describe('English names', () => {
  it('stores an optional English first and last name, returns them and finds the person by them', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.post(`${API}/Create`, personBody({ firstNameEn: ' Arash ', lastNameEn: "Sotoudeh-O'Neil" }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data as string;
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data).toMatchObject({
      firstName: 'آرش',
      firstNameEn: 'Arash',
      lastNameEn: "Sotoudeh-O'Neil",
      fullName: 'آرش ستوده',
      fullNameEn: "Arash Sotoudeh-O'Neil",
    });
    const found = (await hr.post(`${API}/GetAll`, { search: 'sotoudeh' })).json().data;
    expect(found.map((p: { id: string }) => p.id)).toEqual([id]);
    // Cleared again: blank means none.
    const person = (await hr.get(`${API}/GetUser/${id}`)).json().data;
    const cleared = await hr.post(`${API}/Update`, {
      ...personBody(),
      id,
      firstNameEn: '',
      lastNameEn: '  ',
      departmentId: person.departmentId,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data).toMatchObject({ firstNameEn: null, lastNameEn: null, fullNameEn: null });
  });

  it('refuses Persian letters in the English names and one English name without the other, in the request’s language', async () => {
    const hr = await signedIn(t, 'hr');
    const persian = await hr.post(`${API}/Create`, personBody({ firstNameEn: 'آرش', lastNameEn: 'Sotoudeh' }));
    expect(persian.statusCode).toBe(400);
    expect(persian.json().errors).toEqual([expect.objectContaining({ field: 'firstNameEn', message: expect.stringContaining('لاتین') })]);
    const half = await hr.post(`${API}/Create?lang=en`, personBody({ firstNameEn: 'Arash' }));
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([
      expect.objectContaining({ field: 'lastNameEn', message: 'Enter both the English first and last name, or neither.' }),
    ]);
  });
});
