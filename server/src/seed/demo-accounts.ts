import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@rira/contracts';
import type { DbOrTx } from '../db/client.ts';
import { companies, memberships, notifications, users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

/** Every demo account signs in with this password (and by one-time code to its own mobile). */
export const DEMO_PASSWORD = 'Rira@1404';

export const DEMO_COMPANIES = [
  { key: 'aria', title: 'شرکت نمونهٔ آریا', titleEn: 'Aria Sample Co.' },
  { key: 'alborz', title: 'گروه صنعتی البرز', titleEn: 'Alborz Industrial Group' },
] as const;

type CompanyKey = (typeof DEMO_COMPANIES)[number]['key'];

export const DEMO_ACCOUNTS: {
  username: string;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  mobile: string;
  email: string;
  nationalCode: string;
  roles: { company: CompanyKey | null; role: Role }[];
}[] = [
  {
    username: 'admin',
    firstName: 'نگار',
    lastName: 'احمدی',
    firstNameEn: 'Negar',
    lastNameEn: 'Ahmadi',
    mobile: '09120000001',
    email: 'admin@rira.local',
    nationalCode: '0012345679',
    roles: [{ company: null, role: 'systemManager' }],
  },
  {
    username: 'hr',
    firstName: 'مریم',
    lastName: 'کریمی',
    firstNameEn: 'Maryam',
    lastNameEn: 'Karimi',
    mobile: '09120000002',
    email: 'hr@aria.example',
    nationalCode: '0023456787',
    roles: [{ company: 'aria', role: 'companyAdmin' }],
  },
  {
    username: 'employee',
    firstName: 'علی',
    lastName: 'رضایی',
    firstNameEn: 'Ali',
    lastNameEn: 'Rezaei',
    mobile: '09120000003',
    email: 'employee@aria.example',
    nationalCode: '0034567895',
    roles: [{ company: 'aria', role: 'user' }],
  },
  {
    username: 'multi',
    firstName: 'سارا',
    lastName: 'محمدی',
    firstNameEn: 'Sara',
    lastNameEn: 'Mohammadi',
    mobile: '09120000004',
    email: 'multi@alborz.example',
    nationalCode: '0045678901',
    roles: [
      { company: 'aria', role: 'companyAdmin' },
      { company: 'aria', role: 'user' },
      { company: 'alborz', role: 'user' },
    ],
  },
  {
    username: 'content',
    firstName: 'الهام',
    lastName: 'نوری',
    firstNameEn: 'Elham',
    lastNameEn: 'Nouri',
    mobile: '09120000005',
    email: 'content@rira.local',
    nationalCode: '0056789122',
    roles: [{ company: null, role: 'contentManager' }],
  },
];

/**
 * Creates the demo companies and accounts if they are missing. Safe to run on every start:
 * existing rows (and any change made to them since) are left alone.
 */
export async function seedDemoAccounts(db: DbOrTx): Promise<{ created: number }> {
  const companyIds = new Map<CompanyKey, string>();
  for (const c of DEMO_COMPANIES) {
    const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.title, c.title)).limit(1);
    if (existing) {
      companyIds.set(c.key, existing.id);
      continue;
    }
    const licenceExpiresAt = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const [row] = await db
      .insert(companies)
      .values({ title: c.title, titleEn: c.titleEn, licenceExpiresAt, maxUsers: 500 })
      .returning({ id: companies.id });
    companyIds.set(c.key, row!.id);
  }

  let created = 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, account.username)).limit(1);
    let userId = existing?.id;
    if (!userId) {
      const [row] = await db
        .insert(users)
        .values({
          username: account.username,
          firstName: account.firstName,
          lastName: account.lastName,
          firstNameEn: account.firstNameEn,
          lastNameEn: account.lastNameEn,
          mobile: account.mobile,
          email: account.email,
          nationalCode: account.nationalCode,
          nationality: 'iranian',
          passwordHash,
        })
        .returning({ id: users.id });
      userId = row!.id;
      created++;
      await db.insert(notifications).values([
        {
          userId,
          title: 'به ریرا خوش آمدید',
          body: 'حساب نمایشی شما آماده است. از منوی کاربری می‌توانید تصویر و رمز عبور خود را تغییر دهید.',
          link: '/admin/profile',
        },
        {
          userId,
          title: 'راهنمای سامانه',
          body: 'برای تغییر زبان، شرکت یا نقش از سربرگ بالای صفحه استفاده کنید.',
          link: null,
        },
      ]);
    }
    for (const { company, role } of account.roles) {
      const companyId = company ? companyIds.get(company)! : null;
      const [has] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, userId),
            companyId ? eq(memberships.companyId, companyId) : isNull(memberships.companyId),
            eq(memberships.role, role),
          ),
        )
        .limit(1);
      if (!has) await db.insert(memberships).values({ userId, companyId, role });
    }
  }
  return { created };
}
