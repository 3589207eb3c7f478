import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, companies, employments, formSubmissions, productDemoRequests, serviceDemoRequests } from '../../db/schema/index.ts';

/**
 * Each widget is one query; none of them walks rows in code. `viewerId` is the caller: their own
 * assessment counts in no figure they read (assessment-method.md §2, inside the company).
 */

export async function platformTotals(db: DbOrTx, viewerId: string) {
  const [row] = await db
    .select({
      companies: sql<number>`(select count(*) from ${companies})`.mapWith(Number),
      activeCompanies: sql<number>`(select count(*) from ${companies} where ${companies.isActive})`.mapWith(Number),
      people: sql<number>`(select count(distinct ${employments.userId}) from ${employments})`.mapWith(Number),
      assessments: sql<number>`(select count(*) from ${assessments} where ${assessments.targetUserId} <> ${viewerId})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function topCompaniesByPeople(db: DbOrTx, limit: number) {
  return db
    .select({ companyId: companies.id, title: companies.title, titleEn: companies.titleEn, count: count(employments.id) })
    .from(companies)
    .innerJoin(employments, eq(employments.companyId, companies.id))
    .groupBy(companies.id)
    .orderBy(desc(count(employments.id)), companies.title)
    .limit(limit);
}

export async function topCompaniesByAssessments(db: DbOrTx, limit: number, viewerId: string) {
  return db
    .select({ companyId: companies.id, title: companies.title, titleEn: companies.titleEn, count: count(assessments.id) })
    .from(companies)
    .innerJoin(assessments, and(eq(assessments.companyId, companies.id), ne(assessments.targetUserId, viewerId)))
    .groupBy(companies.id)
    .orderBy(desc(count(assessments.id)), companies.title)
    .limit(limit);
}

export async function unseenLeads(db: DbOrTx) {
  const [row] = await db
    .select({
      formSubmissions: sql<number>`(select count(*) from ${formSubmissions} where not ${formSubmissions.isSeen})`.mapWith(Number),
      productDemos: sql<number>`(select count(*) from ${productDemoRequests} where not ${productDemoRequests.isSeen})`.mapWith(Number),
      serviceDemos: sql<number>`(select count(*) from ${serviceDemoRequests} where not ${serviceDemoRequests.isSeen})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function companyPeople(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${employments.isActive})`.mapWith(Number) })
    .from(employments)
    .where(eq(employments.companyId, companyId));
  return row!;
}

export async function companyAssessmentsByStatus(db: DbOrTx, companyId: string, viewerId: string) {
  return db
    .select({ status: assessments.status, count: count() })
    .from(assessments)
    .where(and(eq(assessments.companyId, companyId), ne(assessments.targetUserId, viewerId)))
    .groupBy(assessments.status)
    .orderBy(assessments.status);
}

/** Finished over published (every status but draft), in one query; null when nothing is published. */
export async function companyCompletionRate(db: DbOrTx, companyId: string, viewerId: string): Promise<number | null> {
  const [row] = await db
    .select({
      published: count(),
      finished: sql<number>`count(*) filter (where ${assessments.status} = 'finished')`.mapWith(Number),
    })
    .from(assessments)
    .where(and(eq(assessments.companyId, companyId), ne(assessments.status, 'draft'), ne(assessments.targetUserId, viewerId)));
  return row && row.published > 0 ? row.finished / row.published : null;
}
