import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { CompanyRole, Role } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, companies, employments, memberships, structureItems, users } from '../../db/schema/index.ts';
import { containsPattern, personNameContains, qualified } from '../../db/sql-helpers.ts';
import type { AccountHolder } from './account-policy.ts';

export type UserRow = typeof users.$inferSelect;
export type EmploymentRow = typeof employments.$inferSelect;

const department = aliasedTable(structureItems, 'department');
const structure = aliasedTable(structureItems, 'structure');
const position = aliasedTable(structureItems, 'position');
const jobTitle = aliasedTable(structureItems, 'job_title');
const managementLevel = aliasedTable(structureItems, 'management_level');
/**
 * The person's manager in the same company (reporting lines): their name, national code and
 * personnel code in one correlated subquery (an index lookup), as json — one more join would take
 * this select past what drizzle's types follow.
 */
export interface ManagerOfRow {
  firstName: string;
  lastName: string;
  firstNameEn: string | null;
  lastNameEn: string | null;
  nationalCode: string | null;
  personnelCode: string | null;
}
const managerOfRow = sql<ManagerOfRow | null>`(
  select json_build_object('firstName', mu.first_name, 'lastName', mu.last_name, 'firstNameEn', mu.first_name_en,
    'lastNameEn', mu.last_name_en, 'nationalCode', mu.national_code, 'personnelCode', me.personnel_code)
  from ${employments} me join ${users} mu on mu.id = me.user_id
  where me.company_id = ${qualified(employments.companyId)} and me.user_id = ${qualified(employments.managerUserId)}
)`;

/** The person's roles in that company, aggregated in the same query. */
const rolesInCompany = sql<CompanyRole[]>`coalesce((
  select array_agg(${memberships.role}::text order by ${memberships.role})
  from ${memberships}
  where ${qualified(memberships.userId)} = ${qualified(employments.userId)} and ${qualified(memberships.companyId)} = ${qualified(employments.companyId)}
), '{}')`;

const SORTS = {
  name: [users.lastName, users.firstName],
  createdAt: [employments.createdAt],
  personnelCode: [employments.personnelCode],
  mobile: [users.mobile],
} as const;

export interface PersonFilter {
  companyId: string | null;
  search?: string;
  departmentId?: string;
  structureId?: string;
  positionId?: string;
  /** Managed by: the direct reports of this person. */
  managerId?: string;
  /** Only people who manage someone in their company. */
  hasReports?: boolean;
  isActive?: boolean;
  role?: CompanyRole;
  sort: keyof typeof SORTS;
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

function personSelection() {
  return {
    user: users,
    employment: employments,
    companyTitle: companies.title,
    companyTitleEn: companies.titleEn,
    departmentTitle: department.title,
    departmentTitleEn: department.titleEn,
    structureTitle: structure.title,
    structureTitleEn: structure.titleEn,
    positionTitle: position.title,
    positionTitleEn: position.titleEn,
    jobTitleTitle: jobTitle.title,
    jobTitleTitleEn: jobTitle.titleEn,
    managementLevelTitle: managementLevel.title,
    managementLevelTitleEn: managementLevel.titleEn,
    manager: managerOfRow,
    roles: rolesInCompany,
  };
}

function joined(db: DbOrTx) {
  return db
    .select(personSelection())
    .from(employments)
    .innerJoin(users, eq(users.id, employments.userId))
    .innerJoin(companies, eq(companies.id, employments.companyId))
    .leftJoin(department, eq(department.id, employments.departmentId))
    .leftJoin(structure, eq(structure.id, employments.structureId))
    .leftJoin(position, eq(position.id, employments.positionId))
    .leftJoin(jobTitle, eq(jobTitle.id, employments.jobTitleId))
    .leftJoin(managementLevel, eq(managementLevel.id, employments.managementLevelId));
}

export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPersonInCompany>>>;

/** The list's conditions, as GetAll and Export share them. */
function listConditions(filter: Omit<PersonFilter, 'sort' | 'direction' | 'pageIndex' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(employments.companyId, filter.companyId));
  if (filter.departmentId) conditions.push(eq(employments.departmentId, filter.departmentId));
  if (filter.structureId) conditions.push(eq(employments.structureId, filter.structureId));
  if (filter.positionId) conditions.push(eq(employments.positionId, filter.positionId));
  if (filter.managerId) conditions.push(eq(employments.managerUserId, filter.managerId));
  if (filter.hasReports) {
    conditions.push(
      sql`exists (select 1 from ${employments} r where r.company_id = ${qualified(employments.companyId)} and r.manager_user_id = ${qualified(employments.userId)})`,
    );
  }
  if (filter.isActive !== undefined) conditions.push(eq(employments.isActive, filter.isActive));
  if (filter.role) {
    conditions.push(
      sql`exists (select 1 from ${memberships} where ${qualified(memberships.userId)} = ${qualified(employments.userId)} and ${qualified(memberships.companyId)} = ${qualified(employments.companyId)} and ${qualified(memberships.role)} = ${filter.role})`,
    );
  }
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(
      or(
        personNameContains(users, filter.search),
        ilike(users.mobile, like),
        ilike(users.nationalCode, like),
        ilike(employments.personnelCode, like),
        ilike(users.email, like),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of people (one row per person and company), filtered, searched and sorted in SQL. */
export async function listPeople(db: DbOrTx, filter: PersonFilter) {
  const where = listConditions(filter);
  const direction = filter.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...SORTS[filter.sort].map((c) => direction(c)), asc(employments.id))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(employments).innerJoin(users, eq(users.id, employments.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every person the list's filters find, in the list's order, for the Excel export: at most `limit`
 * rows (one more than the export allows, so that the service can tell "too many").
 */
export async function allPeople(db: DbOrTx, filter: Omit<PersonFilter, 'pageIndex' | 'pageSize'>, limit: number) {
  const direction = filter.direction === 'desc' ? desc : asc;
  return joined(db)
    .where(listConditions(filter))
    .orderBy(...SORTS[filter.sort].map((c) => direction(c)), asc(employments.id))
    .limit(limit);
}

/** How many people of the company this person manages (active or not). */
export async function countDirectReports(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(employments)
    .where(and(eq(employments.companyId, companyId), eq(employments.managerUserId, userId)));
  return row?.n ?? 0;
}

export async function findPersonInCompany(db: DbOrTx, userId: string, companyId: string) {
  const [row] = await joined(db)
    .where(and(eq(employments.userId, userId), eq(employments.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The companies a person works in (to resolve which one a system manager means). */
export async function employmentCompanies(db: DbOrTx, userId: string) {
  const rows = await db.select({ companyId: employments.companyId }).from(employments).where(eq(employments.userId, userId));
  return rows.map((r) => r.companyId);
}

export async function countPeople(db: DbOrTx, companyId: string) {
  const [row] = await db.select({ n: count() }).from(employments).where(eq(employments.companyId, companyId));
  return row?.n ?? 0;
}

/** Other people already holding any of these identifiers (mobile, e-mail, national code). */
export async function findIdentityClashes(
  db: DbOrTx,
  identity: { mobile?: string | null; email?: string | null; nationalCode?: string | null },
  exceptUserId?: string,
) {
  const keys: SQL[] = [];
  if (identity.mobile) keys.push(eq(users.mobile, identity.mobile));
  if (identity.email) keys.push(eq(users.email, identity.email));
  if (identity.nationalCode) keys.push(eq(users.nationalCode, identity.nationalCode));
  if (keys.length === 0) return [];
  return db
    .select({ id: users.id, mobile: users.mobile, email: users.email, nationalCode: users.nationalCode })
    .from(users)
    .where(and(or(...keys), exceptUserId ? ne(users.id, exceptUserId) : undefined));
}

export async function findPersonnelCodeClash(db: DbOrTx, companyId: string, personnelCode: string, exceptUserId?: string) {
  const [row] = await db
    .select({ userId: employments.userId })
    .from(employments)
    .where(
      and(
        eq(employments.companyId, companyId),
        eq(employments.personnelCode, personnelCode),
        exceptUserId ? ne(employments.userId, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function insertEmployment(db: DbOrTx, values: typeof employments.$inferInsert) {
  await db.insert(employments).values(values);
}

export async function updateEmployment(db: DbOrTx, companyId: string, userId: string, values: Partial<typeof employments.$inferInsert>) {
  await db
    .update(employments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(employments.companyId, companyId), eq(employments.userId, userId)));
}

/**
 * Makes the person's company roles exactly `roles` in that company. Only the roles that go are
 * deleted: deleting one ends it in the person's open sessions (migration 0010), so a role kept must
 * not be deleted and added back.
 */
export async function setCompanyRoles(db: DbOrTx, companyId: string, userId: string, roles: CompanyRole[]) {
  await db
    .delete(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.userId, userId),
        roles.length ? notInArray(memberships.role, roles) : undefined,
      ),
    );
  if (roles.length)
    await db
      .insert(memberships)
      .values(roles.map((role) => ({ userId, companyId, role })))
      .onConflictDoNothing();
}

/**
 * For each person: every company they belong to (an employment or a company role, active or
 * not) and whether they hold a platform role — what account-policy.ts decides on. One query
 * for any number of people.
 */
export async function accountHolders(db: DbOrTx, userIds: string[]): Promise<Map<string, AccountHolder>> {
  const holders = new Map<string, { companyIds: Set<string>; hasPlatformRole: boolean }>(
    userIds.map((id) => [id, { companyIds: new Set(), hasPlatformRole: false }]),
  );
  if (userIds.length) {
    // An employment has no role; a membership has one (and a company unless the role is a platform one).
    const ties = await unionAll(
      db
        .select({ userId: memberships.userId, companyId: memberships.companyId, role: sql<Role | null>`${memberships.role}`.as('role') })
        .from(memberships)
        .where(inArray(memberships.userId, userIds)),
      db
        .select({ userId: employments.userId, companyId: employments.companyId, role: sql<Role | null>`null::role`.as('role') })
        .from(employments)
        .where(inArray(employments.userId, userIds)),
    );
    for (const tie of ties) {
      const holder = holders.get(tie.userId);
      if (!holder) continue;
      if (tie.companyId) holder.companyIds.add(tie.companyId);
      if (tie.role === 'systemManager' || tie.role === 'contentManager') holder.hasPlatformRole = true;
    }
  }
  return new Map([...holders].map(([id, h]) => [id, { companyIds: [...h.companyIds], hasPlatformRole: h.hasPlatformRole }]));
}

export async function hasAssessmentHistory(db: DbOrTx, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(assessments)
    .where(and(eq(assessments.companyId, companyId), eq(assessments.targetUserId, userId)));
  return (row?.n ?? 0) > 0;
}

/** Removes the person from the company; the account itself goes too when nothing else holds it. */
export async function removeFromCompany(db: DbOrTx, companyId: string, userId: string) {
  await db.delete(memberships).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  await db.delete(employments).where(and(eq(employments.companyId, companyId), eq(employments.userId, userId)));
  const [others] = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
  const [jobs] = await db.select({ n: count() }).from(employments).where(eq(employments.userId, userId));
  if ((others?.n ?? 0) === 0 && (jobs?.n ?? 0) === 0) await db.delete(users).where(eq(users.id, userId));
}

export async function companyAdmins(db: DbOrTx, companyId: string | null) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      mobile: users.mobile,
      email: users.email,
      companyId: companies.id,
      companyTitle: companies.title,
      companyTitleEn: companies.titleEn,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.role, 'companyAdmin'), companyId ? eq(memberships.companyId, companyId) : undefined))
    .orderBy(asc(companies.title), asc(users.lastName), asc(users.firstName));
}

// ---- bulk lookups for the Excel import (one query per key kind, never per row) ----

/** The account columns an import row writes (an update may have to prove it leaves them unchanged). */
const accountSelection = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  firstNameEn: users.firstNameEn,
  lastNameEn: users.lastNameEn,
  birthDate: users.birthDate,
  nationality: users.nationality,
  nationalCode: users.nationalCode,
  passportNumber: users.passportNumber,
  mobile: users.mobile,
  email: users.email,
};

export async function usersByIdentity(db: DbOrTx, keys: { mobiles: string[]; nationalCodes: string[]; emails: string[] }) {
  const conditions: SQL[] = [];
  if (keys.mobiles.length) conditions.push(inArray(users.mobile, keys.mobiles));
  if (keys.nationalCodes.length) conditions.push(inArray(users.nationalCode, keys.nationalCodes));
  if (keys.emails.length) conditions.push(inArray(users.email, keys.emails));
  if (!conditions.length) return [];
  return db
    .select(accountSelection)
    .from(users)
    .where(or(...conditions));
}

/** The people's accounts as stored, by id. */
export async function accountsByIds(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return [];
  return db.select(accountSelection).from(users).where(inArray(users.id, userIds));
}

export async function employmentsOfCompany(db: DbOrTx, companyId: string, userIds: string[], personnelCodes: string[]) {
  const conditions: SQL[] = [];
  if (userIds.length) conditions.push(inArray(employments.userId, userIds));
  if (personnelCodes.length) conditions.push(inArray(employments.personnelCode, personnelCodes));
  if (!conditions.length) return [];
  return db
    .select({ userId: employments.userId, personnelCode: employments.personnelCode })
    .from(employments)
    .where(and(eq(employments.companyId, companyId), or(...conditions)));
}

/** Of these people, those employed in the company, and whether they are active there with an active account. */
export async function employmentStates(db: DbOrTx, companyId: string, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: employments.userId, active: sql<boolean>`${employments.isActive} and ${users.isActive}` })
    .from(employments)
    .innerJoin(users, eq(users.id, employments.userId))
    .where(and(eq(employments.companyId, companyId), inArray(employments.userId, userIds)));
}

export async function insertUsers(db: DbOrTx, rows: (typeof users.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(users).values(rows).returning({ id: users.id });
}

export async function insertEmployments(db: DbOrTx, rows: (typeof employments.$inferInsert)[]) {
  if (rows.length) await db.insert(employments).values(rows);
}

export async function insertMemberships(db: DbOrTx, rows: (typeof memberships.$inferInsert)[]) {
  if (rows.length) await db.insert(memberships).values(rows).onConflictDoNothing();
}
