import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employments, memberships, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { alborzAdmin, ALBORZ, ARIA, companyId, personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

/**
 * One account, several companies (docs/decisions/004): a company admin changes the account
 * (users: name, identifiers, password…) only of people who are in no other company and hold no
 * platform role; for anyone else only their place in the admin's own company.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';
/** `multi`: company admin in the demo company (Aria), an ordinary member of Alborz. */
const MULTI_MOBILE = '09120000004';
const SHARED_MESSAGE = { fa: ['سازمان دیگری', 'مدیر سامانه'], en: ['another organisation', 'system manager'] };

interface PersonView {
  id: string;
  firstName: string;
  lastName: string;
  firstNameEn: string | null;
  lastNameEn: string | null;
  birthDate: string | null;
  nationality: string;
  nationalCode: string | null;
  passportNumber: string | null;
  mobile: string | null;
  email: string | null;
  personnelCode: string | null;
  userType: string;
  departmentId: string | null;
  positionId: string | null;
  jobTitleId: string | null;
  managementLevelId: string | null;
  roles: string[];
  isActive: boolean;
  companyTitle: string;
  departmentTitle: string | null;
  accountEditable: boolean;
}

/** What the web form sends back: the whole person as GetUser gave it, with the changes. */
function formOf(p: PersonView, changes: Record<string, unknown> = {}) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    firstNameEn: p.firstNameEn,
    lastNameEn: p.lastNameEn,
    birthDate: p.birthDate,
    nationality: p.nationality,
    nationalCode: p.nationalCode,
    passportNumber: p.passportNumber,
    mobile: p.mobile,
    email: p.email,
    personnelCode: p.personnelCode,
    userType: p.userType,
    departmentId: p.departmentId,
    positionId: p.positionId,
    jobTitleId: p.jobTitleId,
    managementLevelId: p.managementLevelId,
    roles: p.roles,
    isActive: p.isActive,
    ...changes,
  };
}

async function getPerson(c: TestClient, id: string, query = ''): Promise<PersonView> {
  const res = await c.get(`${API}/GetUser/${id}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PersonView;
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function canSignIn(username: string, password: string): Promise<boolean> {
  const res = await t.client().post('/api/Authentication/AuthorizeWithPassword', { Username: username, Password: password, Type: 1 });
  return res.statusCode === 200;
}

function expectRefusal(res: { statusCode: number; json(): { message: string } }, lang: LanguageCode = 'fa') {
  expect(res.statusCode).toBe(403);
  for (const words of SHARED_MESSAGE[lang]) expect(res.json().message).toContain(words);
}

/** Alborz's admin, the shared person's id, and how the demo company and the system manager see them now. */
async function setUp() {
  const alborz = await alborzAdmin(t);
  const hr = await signedIn(t, 'hr');
  const manager = await signedIn(t, 'admin');
  const multi = await userIdByMobile(t, MULTI_MOBILE);
  const aria = await companyId(t, ARIA);
  const asAria = await getPerson(hr, multi);
  const asManager = await getPerson(manager, multi, `?companyId=${aria}`);
  const stored = await userRow(multi);
  /**
   * Nothing of the account, nor of the demo company's place, has changed. (Once Alborz lets the
   * person go, they are the demo company's alone, and its admin may change their account.)
   */
  const unchanged = async (onlyInAria = false) => {
    expect(await getPerson(hr, multi)).toEqual({ ...asAria, accountEditable: onlyInAria });
    expect(await getPerson(manager, multi, `?companyId=${aria}`)).toEqual(asManager);
    expect(await userRow(multi)).toEqual(stored);
  };
  return { alborz, hr, manager, multi, aria, asAria, unchanged };
}

describe('a person shared with another company, seen by one company’s admin', () => {
  it('refuses changePassword (403, naming who can), and the old password still signs in', async () => {
    const { alborz, multi, unchanged } = await setUp();
    const res = await alborz.post(`${API}/changePassword`, { id: multi, newPassword: 'Taken1404x', repeatPassword: 'Taken1404x' });
    expectRefusal(res);
    await unchanged();
    expect(await canSignIn('multi', 'Taken1404x')).toBe(false);
    expect(await canSignIn('multi', 'Rira@1404')).toBe(true);
  });

  it('refuses Profile/ResetPassword, sends no SMS, and the password still signs in', async () => {
    const { alborz, multi, unchanged } = await setUp();
    t.logs.length = 0;
    expectRefusal(await alborz.post(`${API}/Profile/ResetPassword`, { id: multi }));
    await unchanged();
    expect(t.logs.some((l) => l.msg === 'sms.console' && (l.sms as { to: string }).to === MULTI_MOBILE)).toBe(false);
    expect(await canSignIn('multi', 'Rira@1404')).toBe(true);
  });

  it.each([
    ['a new e-mail', { email: 'taken@alborz.example' }],
    ['a new mobile', { mobile: '09351239999' }],
    ['a new national code', { nationalCode: '0056789017' }],
    ['a new name', { lastName: 'دیگری' }],
    ['a new English name', { firstNameEn: 'Someone', lastNameEn: 'Else' }],
    ['a new birth date', { birthDate: '1990-01-01' }],
  ])('refuses Update with %s and writes nothing, not even the membership fields sent with it', async (_, change) => {
    const { alborz, multi, unchanged } = await setUp();
    const asAlborz = await getPerson(alborz, multi);
    expectRefusal(await alborz.post(`${API}/Update`, formOf(asAlborz, { ...change, personnelCode: 'B-77' })));
    await unchanged();
    expect(await getPerson(alborz, multi)).toEqual(asAlborz);
  });

  it('answers in the caller’s language', async () => {
    const { alborz, multi } = await setUp();
    const res = await alborz.post(`${API}/changePassword?lang=en`, { id: multi, newPassword: 'Taken1404x', repeatPassword: 'Taken1404x' });
    expectRefusal(res, 'en');
  });

  it('saves the membership fields of its own company (200) when the account fields are sent unchanged', async () => {
    const { alborz, multi, asAria, unchanged } = await setUp();
    const asAlborz = await getPerson(alborz, multi);
    const res = await alborz.post(
      `${API}/Update`,
      formOf(asAlborz, { personnelCode: 'B-77', userType: 'manager', roles: ['user', 'companyAdmin'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await getPerson(alborz, multi)).toMatchObject({
      personnelCode: 'B-77',
      userType: 'manager',
      roles: ['companyAdmin', 'user'],
      companyTitle: ALBORZ,
    });
    // The demo company's place and the account are as they were.
    await unchanged();
    expect(asAria).toMatchObject({ personnelCode: '1004', roles: ['companyAdmin', 'user'] });
  });

  it('toggles only the membership: the account stays active and the demo company still has them', async () => {
    const { alborz, multi, unchanged } = await setUp();
    expect((await alborz.post(`${API}/ToggleActivity`, { id: multi })).statusCode).toBe(200);
    expect((await getPerson(alborz, multi)).isActive).toBe(false);
    await unchanged();
    expect(await canSignIn('multi', 'Rira@1404')).toBe(true);
  });

  it('Delete removes only its own company’s employment and roles; the account and the demo company’s place stay', async () => {
    const { alborz, multi, unchanged } = await setUp();
    const alborzId = await companyId(t, ALBORZ);
    const res = await alborz.post(`${API}/Delete`, { id: multi });
    expect(res.json()).toMatchObject({ data: { outcome: 'deleted' } });
    expect(
      await t.database.db
        .select()
        .from(employments)
        .where(and(eq(employments.userId, multi), eq(employments.companyId, alborzId))),
    ).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, multi), eq(memberships.companyId, alborzId))),
    ).toHaveLength(0);
    await unchanged(true);
    const signedInAgain = await t.client().login('multi');
    expect(JSON.stringify(signedInAgain.data)).toContain(ARIA);
  });

  it('tells the form whether the account is editable, and shows nothing of the other company', async () => {
    const { alborz, hr, manager, multi } = await setUp();
    const asAlborz = await getPerson(alborz, multi);
    expect(asAlborz).toMatchObject({
      accountEditable: false,
      companyTitle: ALBORZ,
      roles: ['user'],
      personnelCode: null,
      departmentId: null,
      departmentTitle: null,
      positionId: null,
      jobTitleId: null,
      managementLevelId: null,
    });
    const listed = (await alborz.post(`${API}/GetAll`, { search: MULTI_MOBILE })).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: multi,
        companyTitle: ALBORZ,
        roles: ['user'],
        personnelCode: null,
        departmentTitle: null,
        positionTitle: null,
      }),
    ]);
    // The demo company's admin is bound by the same rule for this person, not for an Aria-only one.
    expect((await getPerson(hr, multi)).accountEditable).toBe(false);
    expect((await getPerson(hr, await userIdByMobile(t, '09120000003'))).accountEditable).toBe(true);
    expect((await getPerson(manager, multi, `?companyId=${await companyId(t, ALBORZ)}`)).accountEditable).toBe(true);
  });
});

describe('who may still change the account', () => {
  it('the company admin, for a person who is only in their company: every field and the password', async () => {
    const alborz = await alborzAdmin(t);
    const id = (await alborz.post(`${API}/Create`, personBody({ personnelCode: 'B-1' }))).json().data as string;
    const before = await getPerson(alborz, id);
    expect(before.accountEditable).toBe(true);
    const update = await alborz.post(
      `${API}/Update`,
      formOf(before, { email: 'new@alborz.example', mobile: '09351239999', lastName: 'نو' }),
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(await getPerson(alborz, id)).toMatchObject({ email: 'new@alborz.example', mobile: '09351239999', lastName: 'نو' });
    expect((await alborz.post(`${API}/changePassword`, { id, newPassword: 'Fresh1404x', repeatPassword: 'Fresh1404x' })).statusCode).toBe(
      200,
    );
    expect((await alborz.post(`${API}/Profile/ResetPassword`, { id })).statusCode).toBe(200);
  });

  it('the system manager, for a shared person: e-mail and password', async () => {
    const manager = await signedIn(t, 'admin');
    const multi = await userIdByMobile(t, MULTI_MOBILE);
    const alborzId = await companyId(t, ALBORZ);
    const before = await getPerson(manager, multi, `?companyId=${alborzId}`);
    const res = await manager.post(`${API}/Update`, { ...formOf(before, { email: 'sara@example.com' }), companyId: alborzId });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getPerson(manager, multi, `?companyId=${await companyId(t, ARIA)}`)).email).toBe('sara@example.com');
    expect(
      (
        await manager.post(`${API}/changePassword`, {
          id: multi,
          companyId: alborzId,
          newPassword: 'Fresh1404x',
          repeatPassword: 'Fresh1404x',
        })
      ).statusCode,
    ).toBe(200);
    expect(await canSignIn('multi', 'Fresh1404x')).toBe(true);
  });
});

describe('a platform manager who also works in a company', () => {
  /** The content manager joins Alborz as an ordinary member. */
  async function contentManagerInAlborz() {
    const alborz = await alborzAdmin(t);
    const id = await userIdByMobile(t, '09120000005');
    const alborzId = await companyId(t, ALBORZ);
    await t.database.db.insert(employments).values({ companyId: alborzId, userId: id, userType: 'employee' });
    await t.database.db.insert(memberships).values({ companyId: alborzId, userId: id, role: 'user' });
    return { alborz, id, alborzId };
  }

  it('is refused to the company admin for every account change, with a message naming the system manager', async () => {
    const { alborz, id } = await contentManagerInAlborz();
    const stored = await userRow(id);
    const asAlborz = await getPerson(alborz, id);
    expect(asAlborz.accountEditable).toBe(false);
    for (const res of [
      await alborz.post(`${API}/changePassword`, { id, newPassword: 'Taken1404x', repeatPassword: 'Taken1404x' }),
      await alborz.post(`${API}/Profile/ResetPassword`, { id }),
      await alborz.post(`${API}/Update`, formOf(asAlborz, { email: 'taken@alborz.example' })),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('مدیر سامانه');
      expect(res.json().message).not.toContain('سازمان دیگری');
    }
    expect(await userRow(id)).toEqual(stored);
    expect(await canSignIn('content', 'Rira@1404')).toBe(true);
    // Their place in Alborz is the admin's to change.
    expect((await alborz.post(`${API}/Update`, formOf(asAlborz, { personnelCode: 'B-9' }))).statusCode).toBe(200);
  });

  it('Delete by the company admin removes only the company membership; the platform account stays', async () => {
    const { alborz, id } = await contentManagerInAlborz();
    expect((await alborz.post(`${API}/Delete`, { id })).json()).toMatchObject({ data: { outcome: 'deleted' } });
    expect(await userRow(id)).toBeDefined();
    expect(
      await t.database.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, id), eq(memberships.role, 'contentManager'))),
    ).toHaveLength(1);
    expect(await canSignIn('content', 'Rira@1404')).toBe(true);
  });
});
