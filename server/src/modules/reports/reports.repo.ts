import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessmentCards,
  assessments,
  assessmentTemplates,
  assessors,
  companies,
  competencies,
  competencyCompensators,
  developmentChoices,
  difficulties,
  factors,
  reportPrintTokens,
  reportSnapshots,
  users,
} from '../../db/schema/index.ts';

export type SnapshotRow = typeof reportSnapshots.$inferSelect;

/** The assessment's cards with everything the engine and the report pages need, in three queries. */
export async function cardsForReport(db: DbOrTx, assessmentId: string) {
  const cards = await db
    .select({
      competency: competencies,
      difficultyTitle: difficulties.title,
      difficultyTitleEn: difficulties.titleEn,
      isHard: difficulties.isHard,
      position: assessmentCards.position,
    })
    .from(assessmentCards)
    .innerJoin(competencies, eq(competencies.id, assessmentCards.competencyId))
    .innerJoin(difficulties, eq(difficulties.id, competencies.difficultyId))
    .where(eq(assessmentCards.assessmentId, assessmentId))
    .orderBy(asc(assessmentCards.position));
  const ids = cards.map((c) => c.competency.id);
  const links = ids.length ? await db.select().from(competencyCompensators).where(inArray(competencyCompensators.competencyId, ids)) : [];
  const factorIds = [...new Set(cards.map((c) => c.competency.factorId))];
  const factorRows = factorIds.length
    ? await db.select().from(factors).where(inArray(factors.id, factorIds)).orderBy(asc(factors.title))
    : [];
  return { cards, links, factors: factorRows };
}

export async function finishedAnswers(db: DbOrTx, assessmentId: string) {
  return db
    .select({ id: assessors.id, raterGroup: assessors.raterGroup, weight: assessors.weight, placements: assessors.placements })
    .from(assessors)
    .where(and(eq(assessors.assessmentId, assessmentId), isNotNull(assessors.registeredAt)));
}

export async function allAssessors(db: DbOrTx, assessmentId: string) {
  return db.select().from(assessors).where(eq(assessors.assessmentId, assessmentId));
}

export async function latestVersion(db: DbOrTx, assessmentId: string) {
  const [row] = await db
    .select({ version: reportSnapshots.version })
    .from(reportSnapshots)
    .where(eq(reportSnapshots.assessmentId, assessmentId))
    .orderBy(desc(reportSnapshots.version))
    .limit(1);
  return row?.version ?? 0;
}

/**
 * Assessments closed between `from` and `until` that have no complete report version made since that
 * close: their server stopped between the close and the report (the close and the report are two steps).
 */
export async function closedWithoutReport(db: DbOrTx, from: Date, until: Date): Promise<string[]> {
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.status, 'finished'),
        sql`${assessments.closedAt} > ${from} and ${assessments.closedAt} < ${until}`,
        // Made since its last close: a reopened assessment has an older complete version already.
        sql`not exists (select 1 from ${reportSnapshots} where ${reportSnapshots.assessmentId} = ${assessments.id} and not ${reportSnapshots.partial} and ${reportSnapshots.generatedAt} >= ${assessments.closedAt})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertSnapshot(db: DbOrTx, values: typeof reportSnapshots.$inferInsert) {
  const [row] = await db.insert(reportSnapshots).values(values).returning();
  return row!;
}

/** A snapshot without its content (the engine's input and the report, about 100 KB of JSON): what names a stored PDF. */
export type SnapshotRef = Pick<SnapshotRow, 'id' | 'assessmentId' | 'version' | 'generatedAt'>;
const SNAPSHOT_REF = {
  id: reportSnapshots.id,
  assessmentId: reportSnapshots.assessmentId,
  version: reportSnapshots.version,
  generatedAt: reportSnapshots.generatedAt,
};

/** The given version of an assessment's report, or (none given) its latest. */
const versionWhere = (assessmentId: string, version?: number) =>
  and(eq(reportSnapshots.assessmentId, assessmentId), version ? eq(reportSnapshots.version, version) : undefined);
/** The version the assessed person reads: the one released last (assessment-method.md §2). */
const releasedWhere = (assessmentId: string) => and(eq(reportSnapshots.assessmentId, assessmentId), isNotNull(reportSnapshots.releasedAt));
const releasedFirst = [desc(reportSnapshots.releasedAt), desc(reportSnapshots.version)];

export async function findSnapshot(db: DbOrTx, assessmentId: string, version?: number) {
  const [row] = await db
    .select()
    .from(reportSnapshots)
    .where(versionWhere(assessmentId, version))
    .orderBy(desc(reportSnapshots.version))
    .limit(1);
  return row ?? null;
}

export async function findSnapshotRef(db: DbOrTx, assessmentId: string, version?: number): Promise<SnapshotRef | null> {
  const [row] = await db
    .select(SNAPSHOT_REF)
    .from(reportSnapshots)
    .where(versionWhere(assessmentId, version))
    .orderBy(desc(reportSnapshots.version))
    .limit(1);
  return row ?? null;
}

/** The version the assessed person reads, or null. */
export async function findReleasedSnapshot(db: DbOrTx, assessmentId: string) {
  const [row] = await db
    .select()
    .from(reportSnapshots)
    .where(releasedWhere(assessmentId))
    .orderBy(...releasedFirst)
    .limit(1);
  return row ?? null;
}

export async function releaseSnapshot(db: DbOrTx, id: string, by: string) {
  await db.update(reportSnapshots).set({ releasedAt: new Date(), releasedBy: by }).where(eq(reportSnapshots.id, id));
}

export async function findSnapshotById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(reportSnapshots).where(eq(reportSnapshots.id, id)).limit(1);
  return row ?? null;
}

export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** Every version of an assessment's report, newest first: what decides who may open which. */
export async function versionsOf(db: DbOrTx, assessmentId: string) {
  return db
    .select({
      version: reportSnapshots.version,
      generatedAt: reportSnapshots.generatedAt,
      partial: reportSnapshots.partial,
      releasedAt: reportSnapshots.releasedAt,
    })
    .from(reportSnapshots)
    .where(eq(reportSnapshots.assessmentId, assessmentId))
    .orderBy(desc(reportSnapshots.version));
}

export async function chosenDevelopment(db: DbOrTx, assessmentId: string) {
  const rows = await db
    .select({ id: developmentChoices.competencyId })
    .from(developmentChoices)
    .where(eq(developmentChoices.assessmentId, assessmentId))
    .orderBy(asc(developmentChoices.createdAt));
  return rows.map((r) => r.id);
}

export async function replaceDevelopment(db: DbOrTx, assessmentId: string, ids: string[]) {
  await db.delete(developmentChoices).where(eq(developmentChoices.assessmentId, assessmentId));
  if (ids.length) await db.insert(developmentChoices).values(ids.map((competencyId) => ({ assessmentId, competencyId })));
}

export async function insertPrintToken(db: DbOrTx, values: typeof reportPrintTokens.$inferInsert) {
  await db.insert(reportPrintTokens).values(values);
}

export async function findPrintToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(reportPrintTokens).where(eq(reportPrintTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function deletePrintToken(db: DbOrTx, tokenHash: string) {
  await db.delete(reportPrintTokens).where(eq(reportPrintTokens.tokenHash, tokenHash));
}

/** What a report's pages show besides the snapshot: the person's names, the company and the template's title. */
export async function reportHeading(db: DbOrTx, assessment: { targetUserId: string; companyId: string; templateId: string | null }) {
  const [[person], [company], [template]] = await Promise.all([
    db
      .select({ firstName: users.firstName, lastName: users.lastName, firstNameEn: users.firstNameEn, lastNameEn: users.lastNameEn })
      .from(users)
      .where(eq(users.id, assessment.targetUserId)),
    db.select().from(companies).where(eq(companies.id, assessment.companyId)),
    db
      .select({ title: assessmentTemplates.title, titleEn: assessmentTemplates.titleEn })
      .from(assessmentTemplates)
      .where(eq(assessmentTemplates.id, assessment.templateId!)),
  ]);
  return { person, company, template };
}

/** The latest snapshot of every assessment of a company that has one, with the assessed person's names. */
/**
 * For each closed assessment of the company, its latest complete version (the one the company reads,
 * domain/report-versions.ts), with the assessed person's name; `viewerId`'s own assessment left out.
 */
export async function companyReadableSnapshots(db: DbOrTx, companyId: string, viewerId: string) {
  return db
    .selectDistinctOn([reportSnapshots.assessmentId], {
      snapshot: reportSnapshots,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
    })
    .from(reportSnapshots)
    .innerJoin(assessments, eq(assessments.id, reportSnapshots.assessmentId))
    .innerJoin(users, eq(users.id, assessments.targetUserId))
    .where(
      and(
        eq(assessments.companyId, companyId),
        eq(assessments.status, 'finished'),
        ne(assessments.targetUserId, viewerId),
        eq(reportSnapshots.partial, false),
      ),
    )
    .orderBy(reportSnapshots.assessmentId, desc(reportSnapshots.version));
}
