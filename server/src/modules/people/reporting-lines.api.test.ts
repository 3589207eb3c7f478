import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employments, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { alborzAdmin, ARIA, companyId, personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';
/** The demo lines (seed/demo-organisation.ts): Hamid, the chief executive, manages Reza, who manages Ali (`employee`). */
const HAMID = '09121000001';
const REZA = '09121000003';
const ALI = '09120000003';

/** The person as the form sends them back: what GetUser answers, with a change; in `lang`. */
async function update(hr: TestClient, mobile: string, changes: Record<string, unknown>, lang: LanguageCode = 'fa') {
  const id = await userIdByMobile(t, mobile);
  const p = (await hr.get(`${API}/GetUser/${id}`)).json().data;
  const body = personBody({
    firstName: p.firstName,
    lastName: p.lastName,
    nationalCode: p.nationalCode,
    mobile: p.mobile,
    email: p.email,
    personnelCode: p.personnelCode,
    roles: p.roles,
    userType: p.userType,
  });
  return hr.post(`${API}/Update`, { ...body, id, ...changes }, { cookie: `rira_lang=${lang}` });
}

const fieldErrors = (res: { json: () => { errors: { field: string; code: string; message: string }[] } }) =>
  res.json().errors.map((e) => [e.field, e.code, e.message]);

describe('reporting lines', () => {
  it('shows each person’s manager on the detail and in the list, and lists a manager’s direct reports', async () => {
    const hr = await signedIn(t, 'hr');
    const ali = (await hr.get(`${API}/GetUser/${await userIdByMobile(t, ALI)}`)).json().data;
    expect(ali).toMatchObject({ managerId: await userIdByMobile(t, REZA), managerName: 'رضا کاظمی', managerNameEn: 'Reza Kazemi' });
    const reza = (await hr.get(`${API}/GetUser/${await userIdByMobile(t, REZA)}`)).json().data;
    expect(reza).toMatchObject({ managerName: 'حمید صادقی', directReports: 4 });

    const managedByReza = (await hr.post(`${API}/GetAll`, { managerId: reza.id, pageSize: 25 })).json();
    expect(managedByReza.data.map((p: { fullName: string }) => p.fullName).sort()).toEqual([
      'زهرا حسینی',
      'علی رضایی',
      'محمد موسوی',
      'نرگس جعفری',
    ]);
    const managers = (await hr.post(`${API}/GetAll`, { hasReports: true, pageSize: 25 })).json().data;
    expect(managers.map((p: { fullName: string }) => p.fullName).sort()).toEqual([
      'امیر طاهری',
      'حمید صادقی',
      'رضا کاظمی',
      'سعید اکبری',
      'مریم کریمی',
    ]);
  });

  it('sets, keeps (when not sent) and clears a manager; a new person may get one when added', async () => {
    const hr = await signedIn(t, 'hr');
    const hamid = await userIdByMobile(t, HAMID);
    expect((await update(hr, ALI, { managerId: hamid })).statusCode).toBe(200);
    const aliId = await userIdByMobile(t, ALI);
    expect((await hr.get(`${API}/GetUser/${aliId}`)).json().data.managerName).toBe('حمید صادقی');
    expect((await update(hr, ALI, {})).statusCode).toBe(200); // not sent: kept
    expect((await hr.get(`${API}/GetUser/${aliId}`)).json().data.managerId).toBe(hamid);
    expect((await update(hr, ALI, { managerId: null })).statusCode).toBe(200);
    expect((await hr.get(`${API}/GetUser/${aliId}`)).json().data.managerId).toBeNull();

    const created = await hr.post(`${API}/Create`, personBody({ managerId: aliId }));
    expect(created.statusCode).toBe(200);
    expect((await hr.get(`${API}/GetUser/${created.json().data}`)).json().data.managerName).toBe('علی رضایی');
  });

  it('refuses someone as their own manager, a loop (A manages B manages A, and through others), with every problem at once', async () => {
    const hr = await signedIn(t, 'hr');
    const ali = await userIdByMobile(t, ALI);
    expect(fieldErrors(await update(hr, ALI, { managerId: ali }))).toEqual([
      ['managerId', 'managerSelf', 'هیچ‌کس مدیر خودش نیست؛ شخص دیگری را انتخاب کنید.'],
    ]);
    // Reza manages Ali: Ali may not manage Reza.
    const loop = await update(hr, REZA, { managerId: ali });
    expect(loop.statusCode).toBe(400);
    expect(fieldErrors(loop)).toEqual([
      ['managerId', 'managerLoop', 'این انتخاب حلقه می‌سازد: مدیر انتخاب‌شده خودش (مستقیم یا با واسطه) زیردست همین شخص است.'],
    ]);
    // Through others: Hamid → Reza → Ali; Hamid under Ali closes the loop. With a duplicate mobile, both are said.
    const both = await update(hr, HAMID, { managerId: ali, mobile: '09120000002' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.map((e: { code: string }) => e.code)).toEqual(['managerLoop', 'duplicateMobile']);
    const inEnglish = await update(hr, HAMID, { managerId: ali }, 'en');
    expect(inEnglish.json().errors[0].message).toBe(
      'This would make a loop: the chosen manager reports to this person, directly or through others.',
    );
    // Nothing was written.
    const [hamid] = await t.database.db
      .select({ managerUserId: employments.managerUserId })
      .from(employments)
      .where(and(eq(employments.userId, await userIdByMobile(t, HAMID)), eq(employments.companyId, await companyId(t, ARIA))));
    expect(hamid!.managerUserId).toBeNull();
  });

  it('refuses a manager from another company and an inactive one; keeps one stored before they were deactivated', async () => {
    const hr = await signedIn(t, 'hr');
    await alborzAdmin(t);
    const outsider = await userIdByMobile(t, '09359998877');
    expect(fieldErrors(await update(hr, ALI, { managerId: outsider }))).toEqual([
      ['managerId', 'managerNotInCompany', 'مدیر باید یکی از اشخاص همین سازمان باشد.'],
    ]);
    const reza = await userIdByMobile(t, REZA);
    expect((await hr.post(`${API}/ToggleActivity`, { id: reza })).statusCode).toBe(200);
    expect((await update(hr, ALI, {})).statusCode).toBe(200); // Reza stays Ali's manager
    expect((await update(hr, ALI, { managerId: reza })).statusCode).toBe(200); // unchanged: not checked again
    expect((await update(hr, '09121000004', { managerId: null })).statusCode).toBe(200);
    expect(fieldErrors(await update(hr, '09121000004', { managerId: reza }))).toEqual([
      ['managerId', 'managerInactive', 'مدیر انتخاب‌شده در این سازمان غیرفعال است؛ شخص فعالی را انتخاب کنید.'],
    ]);
  });

  it('clears the manager of their reports when a manager leaves the company', async () => {
    const hr = await signedIn(t, 'hr');
    const boss = (await hr.post(`${API}/Create`, personBody())).json().data as string;
    const report = (
      await hr.post(
        `${API}/Create`,
        personBody({ managerId: boss, mobile: '09351112244', nationalCode: '0067890121', email: 'r@example.com', personnelCode: '7002' }),
      )
    ).json().data as string;
    expect((await hr.get(`${API}/GetUser/${report}`)).json().data.managerId).toBe(boss);
    expect((await hr.post(`${API}/Delete`, { id: boss })).json().data.outcome).toBe('deleted');
    expect((await hr.get(`${API}/GetUser/${report}`)).json().data.managerId).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.id, boss))).toHaveLength(0);
  });

  it('keeps no manager from another company nor self in the database, and no loop made by two changes at once', async () => {
    // The same company's lines are changed one at a time (an advisory lock); the database itself refuses self and other companies.
    const aria = await companyId(t, ARIA);
    const ali = await userIdByMobile(t, ALI);
    await expect(
      t.database.db
        .update(employments)
        .set({ managerUserId: ali })
        .where(and(eq(employments.userId, ali), eq(employments.companyId, aria))),
    ).rejects.toThrow();
    await alborzAdmin(t);
    const outsider = await userIdByMobile(t, '09359998877');
    await expect(
      t.database.db
        .update(employments)
        .set({ managerUserId: outsider })
        .where(and(eq(employments.userId, ali), eq(employments.companyId, aria))),
    ).rejects.toThrow();
    // Zahra under Mohammad and Mohammad under Zahra, sent together: each alone is fine, both would loop.
    const hr = await signedIn(t, 'hr');
    const [zahra, mohammad] = [await userIdByMobile(t, '09121000004'), await userIdByMobile(t, '09121000005')];
    const [a, b] = await Promise.all([update(hr, '09121000004', { managerId: mohammad }), update(hr, '09121000005', { managerId: zahra })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.statusCode === 400)!.json().errors[0].code).toBe('managerLoop');
  });
});
