import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema/index.ts';
import { demoNationalCode } from '../seed/demo-organisation.ts';
import type { TestClient, TestServer } from './test-app.ts';

export const ARIA = 'شرکت نمونهٔ آریا';
export const ALBORZ = 'گروه صنعتی البرز';

export async function companyId(t: TestServer, title: string): Promise<string> {
  const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.title, title));
  return row!.id;
}

export async function userIdByMobile(t: TestServer, mobile: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

export async function signedIn(t: TestServer, username: string): Promise<TestClient> {
  const c = t.client();
  await c.login(username);
  return c;
}

/**
 * Person `n` of a people import, in the sample workbook's column order (null: the cell left empty):
 * an Iranian sales expert with a national code and mobile number of their own.
 */
export function importedPersonRow(n: number): (string | null)[] {
  return [
    `نفر${n}`,
    'آزمایشی',
    null,
    null,
    'ایرانی',
    demoNationalCode(1000 + n),
    null,
    `0938${String(n).padStart(7, '0')}`,
    null,
    '1370/05/12',
    `K${n}`,
    'کارمند',
    'فروش و بازاریابی',
    'کارشناس فروش',
    null,
    null,
  ];
}

/** A valid person for create calls; override what a test is about. */
export function personBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'آرش',
    lastName: 'ستوده',
    nationality: 'iranian',
    nationalCode: '0056789017',
    mobile: '09351112233',
    email: 'arash@example.com',
    personnelCode: '7001',
    userType: 'employee',
    roles: ['user'],
    isActive: true,
    ...overrides,
  };
}

/** The system manager makes an admin for Alborz (the second demo company) and gives them a password. */
export async function alborzAdmin(t: TestServer): Promise<TestClient> {
  const manager = await signedIn(t, 'admin');
  const alborz = await companyId(t, ALBORZ);
  const res = await manager.post('/api/manager/applicationUser/Create', {
    ...personBody({
      firstName: 'بابک',
      lastName: 'البرزی',
      nationalCode: '0067890121',
      mobile: '09359998877',
      email: 'babak@alborz.example',
      personnelCode: '1',
    }),
    companyId: alborz,
    roles: ['companyAdmin'],
  });
  if (res.statusCode !== 200) throw new Error(`create Alborz admin: ${res.body}`);
  const id = res.json().data as string;
  const pw = await manager.post('/api/manager/applicationUser/changePassword', {
    id,
    newPassword: 'Alborz1404',
    repeatPassword: 'Alborz1404',
  });
  if (pw.statusCode !== 200) throw new Error(`set password: ${pw.body}`);
  const c = t.client();
  await c.login('09359998877', 'Alborz1404');
  return c;
}
