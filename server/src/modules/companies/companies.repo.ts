import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, companies, employments, memberships, users } from '../../db/schema/index.ts';
import { containsPattern, qualified, searchable } from '../../db/sql-helpers.ts';

export type CompanyRow = typeof companies.$inferSelect;

const peopleCount =
  sql<number>`(select count(*) from ${employments} where ${qualified(employments.companyId)} = ${qualified(companies.id)})`.mapWith(Number);
/**
 * The company's assessments; with a viewer, without their own (assessment-method.md §2, inside the company: a
 * person's own assessment counts in no figure they read). Without one (deleting), all of them.
 */
const assessmentCount = (viewerId: string | null) =>
  sql<number>`(select count(*) from ${assessments} where ${qualified(assessments.companyId)} = ${qualified(companies.id)}${
    viewerId ? sql` and ${qualified(assessments.targetUserId)} <> ${viewerId}` : sql``
  })`.mapWith(Number);

const SORTS = {
  title: companies.title,
  createdAt: companies.createdAt,
  users: peopleCount,
  licence: companies.licenceExpiresAt,
} as const;

export async function listCompanies(
  db: DbOrTx,
  filter: { search?: string; isActive?: boolean; sort: keyof typeof SORTS; direction: 'asc' | 'desc'; pageIndex: number; pageSize: number },
  viewerId: string,
) {
  const conditions: SQL[] = [];
  if (filter.isActive !== undefined) conditions.push(eq(companies.isActive, filter.isActive));
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(or(ilike(searchable(companies.title), like), ilike(searchable(companies.titleEn), like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = filter.direction === 'desc' ? desc(SORTS[filter.sort]) : asc(SORTS[filter.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ company: companies, peopleCount, assessmentCount: assessmentCount(viewerId) })
      .from(companies)
      .where(where)
      .orderBy(order, asc(companies.id))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The company with its counts; `viewerId`'s own assessment left out of them (null: every assessment). */
export async function findCompanyWithCounts(db: DbOrTx, id: string, viewerId: string | null) {
  const [row] = await db
    .select({ company: companies, peopleCount, assessmentCount: assessmentCount(viewerId) })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row ?? null;
}

/** The company admins of several companies in one query. */
export async function adminsOf(db: DbOrTx, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      companyId: memberships.companyId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      mobile: users.mobile,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.role, 'companyAdmin'), inArray(memberships.companyId, companyIds)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function insertCompany(db: DbOrTx, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(db: DbOrTx, id: string, values: Partial<typeof companies.$inferInsert>) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));
}

/** A company's own settings (issue 23). */
export async function findCompanySettings(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ companyId: companies.id, smsInvitations: companies.smsInvitations, smsReminders: companies.smsReminders })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function deleteCompany(db: DbOrTx, id: string) {
  await db.delete(companies).where(eq(companies.id, id));
}

/** The company's assessments, never `viewerId`'s own. */
export async function listCompanyAssessments(
  db: DbOrTx,
  companyId: string,
  viewerId: string,
  page: { pageIndex: number; pageSize: number },
) {
  const where = and(eq(assessments.companyId, companyId), ne(assessments.targetUserId, viewerId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        assessment: assessments,
        firstName: users.firstName,
        lastName: users.lastName,
        firstNameEn: users.firstNameEn,
        lastNameEn: users.lastNameEn,
      })
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.targetUserId))
      .where(where)
      .orderBy(desc(assessments.createdAt), asc(assessments.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(assessments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
