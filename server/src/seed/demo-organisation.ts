import { and, eq, isNull } from 'drizzle-orm';
import { isIranianNationalCode, type StructureKind, type UserType } from '@rira/contracts';
import type { DbOrTx } from '../db/client.ts';
import { companies, employments, memberships, structureItems, users } from '../db/schema/index.ts';

/** The demo company's structure, in Persian and English. */
const STRUCTURE: Record<StructureKind, [string, string][]> = {
  department: [
    ['مدیریت عامل', 'Executive office'],
    ['منابع انسانی', 'Human resources'],
    ['مالی و حسابداری', 'Finance'],
    ['فروش و بازاریابی', 'Sales and marketing'],
    ['فناوری اطلاعات', 'Information technology'],
    ['تولید', 'Production'],
    ['پشتیبانی مشتریان', 'Customer support'],
  ],
  position: [
    ['مدیرعامل', 'Chief executive'],
    ['مدیر منابع انسانی', 'HR manager'],
    ['کارشناس ارشد منابع انسانی', 'Senior HR specialist'],
    ['مدیر فروش', 'Sales manager'],
    ['کارشناس فروش', 'Sales specialist'],
    ['مدیر فناوری اطلاعات', 'IT manager'],
    ['برنامه‌نویس ارشد', 'Senior developer'],
    ['کارشناس مالی', 'Financial specialist'],
    ['سرپرست تولید', 'Production supervisor'],
    ['کارشناس پشتیبانی', 'Support specialist'],
  ],
  jobTitle: [
    ['مدیر', 'Manager'],
    ['سرپرست', 'Supervisor'],
    ['کارشناس ارشد', 'Senior specialist'],
    ['کارشناس', 'Specialist'],
    ['کاردان', 'Technician'],
  ],
  managementLevel: [
    ['مدیریت ارشد', 'Senior management'],
    ['مدیریت میانی', 'Middle management'],
    ['مدیریت عملیاتی', 'Operational management'],
    ['کارشناسی', 'Individual contributor'],
  ],
  structure: [
    ['ستاد مرکزی', 'Head office'],
    ['دفتر تهران', 'Tehran office'],
    ['کارخانهٔ کرج', 'Karaj plant'],
  ],
};

/**
 * Which of the demo structures each demo department sits in: the plant makes, the Tehran office
 * sells and supports, the head office runs the rest. Every demo person has a structure, so that a
 * template naming one offers its people.
 */
const STRUCTURE_OF_DEPARTMENT: Record<string, string> = {
  'مدیریت عامل': 'ستاد مرکزی',
  'منابع انسانی': 'ستاد مرکزی',
  'مالی و حسابداری': 'ستاد مرکزی',
  'فناوری اطلاعات': 'ستاد مرکزی',
  'فروش و بازاریابی': 'دفتر تهران',
  'پشتیبانی مشتریان': 'دفتر تهران',
  تولید: 'کارخانهٔ کرج',
};

/** Demo colleagues of the employee: enough people to nominate a manager, peers and subordinates. */
const PEOPLE: {
  first: string;
  last: string;
  en: [string, string];
  department: string;
  position: string;
  jobTitle: string;
  level: string;
  type: UserType;
}[] = [
  {
    first: 'حمید',
    last: 'صادقی',
    en: ['Hamid', 'Sadeghi'],
    department: 'مدیریت عامل',
    position: 'مدیرعامل',
    jobTitle: 'مدیر',
    level: 'مدیریت ارشد',
    type: 'manager',
  },
  {
    first: 'فاطمه',
    last: 'نوروزی',
    en: ['Fatemeh', 'Nowruzi'],
    department: 'منابع انسانی',
    position: 'کارشناس ارشد منابع انسانی',
    jobTitle: 'کارشناس ارشد',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'رضا',
    last: 'کاظمی',
    en: ['Reza', 'Kazemi'],
    department: 'فروش و بازاریابی',
    position: 'مدیر فروش',
    jobTitle: 'مدیر',
    level: 'مدیریت میانی',
    type: 'manager',
  },
  {
    first: 'زهرا',
    last: 'حسینی',
    en: ['Zahra', 'Hosseini'],
    department: 'فروش و بازاریابی',
    position: 'کارشناس فروش',
    jobTitle: 'کارشناس',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'محمد',
    last: 'موسوی',
    en: ['Mohammad', 'Mousavi'],
    department: 'فروش و بازاریابی',
    position: 'کارشناس فروش',
    jobTitle: 'کارشناس',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'نرگس',
    last: 'جعفری',
    en: ['Narges', 'Jafari'],
    department: 'فروش و بازاریابی',
    position: 'کارشناس فروش',
    jobTitle: 'کارشناس ارشد',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'امیر',
    last: 'طاهری',
    en: ['Amir', 'Taheri'],
    department: 'فناوری اطلاعات',
    position: 'مدیر فناوری اطلاعات',
    jobTitle: 'مدیر',
    level: 'مدیریت میانی',
    type: 'manager',
  },
  {
    first: 'کیانا',
    last: 'رحیمی',
    en: ['Kiana', 'Rahimi'],
    department: 'فناوری اطلاعات',
    position: 'برنامه‌نویس ارشد',
    jobTitle: 'کارشناس ارشد',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'بهرام',
    last: 'یوسفی',
    en: ['Bahram', 'Yousefi'],
    department: 'فناوری اطلاعات',
    position: 'برنامه‌نویس ارشد',
    jobTitle: 'کارشناس ارشد',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'لیلا',
    last: 'قاسمی',
    en: ['Leila', 'Ghasemi'],
    department: 'مالی و حسابداری',
    position: 'کارشناس مالی',
    jobTitle: 'کارشناس',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'سعید',
    last: 'اکبری',
    en: ['Saeed', 'Akbari'],
    department: 'تولید',
    position: 'سرپرست تولید',
    jobTitle: 'سرپرست',
    level: 'مدیریت عملیاتی',
    type: 'manager',
  },
  {
    first: 'مهسا',
    last: 'کریمیان',
    en: ['Mahsa', 'Karimian'],
    department: 'پشتیبانی مشتریان',
    position: 'کارشناس پشتیبانی',
    jobTitle: 'کارشناس',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'پویا',
    last: 'شریفی',
    en: ['Pouya', 'Sharifi'],
    department: 'پشتیبانی مشتریان',
    position: 'کارشناس پشتیبانی',
    jobTitle: 'کاردان',
    level: 'کارشناسی',
    type: 'employee',
  },
  {
    first: 'الهام',
    last: 'مرادی',
    en: ['Elham', 'Moradi'],
    department: 'منابع انسانی',
    position: 'مدیر منابع انسانی',
    jobTitle: 'مدیر',
    level: 'مدیریت میانی',
    type: 'manager',
  },
  {
    first: 'کامران',
    last: 'باقری',
    en: ['Kamran', 'Bagheri'],
    department: 'تولید',
    position: 'سرپرست تولید',
    jobTitle: 'کاردان',
    level: 'مدیریت عملیاتی',
    type: 'employee',
  },
  {
    first: 'شیرین',
    last: 'ملکی',
    en: ['Shirin', 'Maleki'],
    department: 'مالی و حسابداری',
    position: 'کارشناس مالی',
    jobTitle: 'کارشناس ارشد',
    level: 'کارشناسی',
    type: 'employee',
  },
];

/**
 * The demo company's reporting lines, by mobile: person → manager (docs/decisions/036). The chief
 * executive manages the heads; «رضا کاظمی» (sales) manages `employee` and three sales specialists,
 * so that the employee is proposed his manager and three peers; «امیر طاهری» (IT) manages `multi`,
 * whose assessment waits for her to choose assessors, and two developers.
 */
const REPORTING_LINES: [string, string][] = [
  ['09121000003', '09121000001'],
  ['09121000007', '09121000001'],
  ['09121000011', '09121000001'],
  ['09121000014', '09121000001'],
  ['09120000002', '09121000001'],
  ['09121000010', '09121000001'],
  ['09121000016', '09121000001'],
  ['09121000012', '09121000001'],
  ['09121000013', '09121000001'],
  ['09120000003', '09121000003'],
  ['09121000004', '09121000003'],
  ['09121000005', '09121000003'],
  ['09121000006', '09121000003'],
  ['09121000008', '09121000007'],
  ['09121000009', '09121000007'],
  ['09120000004', '09121000007'],
  ['09121000002', '09120000002'],
  ['09121000015', '09121000011'],
];

/** Iranian national code with its check digit, from nine digits. */
export function withCheckDigit(nine: string): string {
  const sum = [...nine].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const r = sum % 11;
  return nine + String(r < 2 ? r : 11 - r);
}

/**
 * A valid-looking, made-up national code for demo person `n` (distinct for every n): the same
 * checks as a real one (checksum, not mostly zeros) so that editing a demo person works.
 */
export function demoNationalCode(n: number): string {
  for (let k = 0; ; k++) {
    const code = withCheckDigit(String(213_456_789 + n * 7_919 + k * 104_729).slice(-9));
    if (isIranianNationalCode(code)) return code;
  }
}

/** Where each demo account works in the demo companies (keyed by username). */
const ACCOUNT_PLACES: Record<
  string,
  { department: string; position: string; jobTitle: string; level: string; type: UserType; code: string }
> = {
  hr: { department: 'منابع انسانی', position: 'مدیر منابع انسانی', jobTitle: 'مدیر', level: 'مدیریت میانی', type: 'manager', code: '1002' },
  employee: {
    department: 'فروش و بازاریابی',
    position: 'کارشناس فروش',
    jobTitle: 'کارشناس',
    level: 'کارشناسی',
    type: 'employee',
    code: '1003',
  },
  multi: {
    department: 'فناوری اطلاعات',
    position: 'برنامه‌نویس ارشد',
    jobTitle: 'کارشناس ارشد',
    level: 'کارشناسی',
    type: 'employee',
    code: '1004',
  },
};

async function ensureStructure(db: DbOrTx, companyId: string) {
  const ids = new Map<string, string>();
  for (const [kind, items] of Object.entries(STRUCTURE) as [StructureKind, [string, string][]][]) {
    for (const [index, [title, titleEn]] of items.entries()) {
      const [existing] = await db
        .select({ id: structureItems.id })
        .from(structureItems)
        .where(and(eq(structureItems.companyId, companyId), eq(structureItems.kind, kind), eq(structureItems.title, title)))
        .limit(1);
      const id =
        existing?.id ??
        (
          await db.insert(structureItems).values({ companyId, kind, title, titleEn, sortOrder: index }).returning({ id: structureItems.id })
        )[0]!.id;
      ids.set(`${kind}:${title}`, id);
    }
  }
  return ids;
}

/**
 * The demo company's structure and colleagues, and an employment for every demo account's
 * company. Adds only what is missing.
 */
export async function seedDemoOrganisation(db: DbOrTx): Promise<{ createdPeople: number }> {
  const [aria] = await db.select().from(companies).where(eq(companies.title, 'شرکت نمونهٔ آریا')).limit(1);
  if (!aria) return { createdPeople: 0 };
  const ids = await ensureStructure(db, aria.id);
  const place = (p: { department: string; position: string; jobTitle: string; level: string }) => ({
    departmentId: ids.get(`department:${p.department}`) ?? null,
    structureId: ids.get(`structure:${STRUCTURE_OF_DEPARTMENT[p.department]}`) ?? null,
    positionId: ids.get(`position:${p.position}`) ?? null,
    jobTitleId: ids.get(`jobTitle:${p.jobTitle}`) ?? null,
    managementLevelId: ids.get(`managementLevel:${p.level}`) ?? null,
  });

  // Every company member has an employment there.
  const members = await db
    .select({ userId: memberships.userId, companyId: memberships.companyId, username: users.username })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId));
  for (const m of members) {
    if (!m.companyId) continue;
    const [has] = await db
      .select({ id: employments.id })
      .from(employments)
      .where(and(eq(employments.companyId, m.companyId), eq(employments.userId, m.userId)))
      .limit(1);
    if (has) continue;
    const where = m.companyId === aria.id && m.username ? ACCOUNT_PLACES[m.username] : undefined;
    await db.insert(employments).values({
      companyId: m.companyId,
      userId: m.userId,
      personnelCode: where?.code ?? null,
      userType: where?.type ?? 'employee',
      ...(where ? place(where) : {}),
    });
  }

  let createdPeople = 0;
  for (const [index, person] of PEOPLE.entries()) {
    const n = String(index + 1).padStart(3, '0');
    const mobile = `09121000${n}`;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        firstName: person.first,
        lastName: person.last,
        firstNameEn: person.en[0],
        lastNameEn: person.en[1],
        mobile,
        email: `person${n}@aria.example`,
        nationality: 'iranian',
        nationalCode: demoNationalCode(index + 1),
        birthDate: `19${80 + (index % 15)}-0${1 + (index % 9)}-1${index % 9}`,
      })
      .returning({ id: users.id });
    await db
      .insert(employments)
      .values({ companyId: aria.id, userId: user!.id, personnelCode: String(2000 + index + 1), userType: person.type, ...place(person) });
    await db.insert(memberships).values({ userId: user!.id, companyId: aria.id, role: 'user' });
    createdPeople++;
  }
  // Once, with the people: a manager an admin removes later stays removed.
  if (createdPeople > 0) await seedReportingLines(db, aria.id);
  return { createdPeople };
}

/** REPORTING_LINES, for the demo people who have no manager yet. */
async function seedReportingLines(db: DbOrTx, companyId: string) {
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .innerJoin(employments, and(eq(employments.userId, users.id), eq(employments.companyId, companyId)));
  const byMobile = new Map(people.map((p) => [p.mobile, p.id]));
  for (const [person, manager] of REPORTING_LINES) {
    const userId = byMobile.get(person);
    const managerUserId = byMobile.get(manager);
    if (!userId || !managerUserId) continue;
    await db
      .update(employments)
      .set({ managerUserId })
      .where(and(eq(employments.companyId, companyId), eq(employments.userId, userId), isNull(employments.managerUserId)));
  }
}
