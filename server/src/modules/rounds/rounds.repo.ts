import { aliasedTable, and, asc, count, desc, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessments,
  assessmentTemplates,
  assessors,
  employments,
  reportSnapshots,
  rounds,
  structureItems,
  users,
} from '../../db/schema/index.ts';
import { qualified } from '../../db/sql-helpers.ts';

export type RoundRow = typeof rounds.$inferSelect;

const SORTS = {
  createdAt: rounds.createdAt,
  startsOn: rounds.startsOn,
  finishesOn: rounds.finishesOn,
  title: rounds.title,
} as const;

/** The round's assessments the viewer may see: never their own (assessment-method.md §2, inside the company). */
const inRoundSeenBy = (viewerId: string) =>
  sql`${qualified(assessments.roundId)} = ${qualified(rounds.id)} and ${qualified(assessments.targetUserId)} <> ${viewerId}`;

/** A company's rounds, paged in SQL, each with its counts from aggregate subqueries (one query for the page). */
export async function listRounds(
  db: DbOrTx,
  filter: {
    companyId: string;
    viewerId: string;
    sort: keyof typeof SORTS;
    direction: 'asc' | 'desc';
    pageIndex: number;
    pageSize: number;
  },
) {
  const seen = inRoundSeenBy(filter.viewerId);
  const invitedAssessor = sql`${qualified(assessors.raterGroup)} <> 'self' and ${qualified(assessors.confirmation)} = 'confirmed' and ${qualified(assessors.invitedAt)} is not null`;
  const where = eq(rounds.companyId, filter.companyId);
  const order = filter.direction === 'asc' ? asc(SORTS[filter.sort]) : desc(SORTS[filter.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        round: rounds,
        templateTitle: assessmentTemplates.title,
        templateTitleEn: assessmentTemplates.titleEn,
        people: sql<number>`(select count(*) from ${assessments} where ${seen})`.mapWith(Number),
        finished:
          sql<number>`(select count(*) from ${assessments} where ${seen} and ${qualified(assessments.status)} = 'finished')`.mapWith(
            Number,
          ),
        invited:
          sql<number>`(select count(*) from ${assessors} join ${assessments} on ${qualified(assessments.id)} = ${qualified(assessors.assessmentId)} where ${seen} and ${invitedAssessor})`.mapWith(
            Number,
          ),
        answered:
          sql<number>`(select count(*) from ${assessors} join ${assessments} on ${qualified(assessments.id)} = ${qualified(assessors.assessmentId)} where ${seen} and ${invitedAssessor} and ${qualified(assessors.registeredAt)} is not null)`.mapWith(
            Number,
          ),
      })
      .from(rounds)
      .leftJoin(assessmentTemplates, eq(assessmentTemplates.id, rounds.templateId))
      .where(where)
      .orderBy(order, asc(rounds.id))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(rounds).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRound(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      round: rounds,
      templateTitle: assessmentTemplates.title,
      templateTitleEn: assessmentTemplates.titleEn,
      templateMinGroupSize: assessmentTemplates.minGroupSize,
    })
    .from(rounds)
    .leftJoin(assessmentTemplates, eq(assessmentTemplates.id, rounds.templateId))
    .where(eq(rounds.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateRound(db: DbOrTx, id: string, values: Partial<typeof rounds.$inferInsert>) {
  await db
    .update(rounds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(rounds.id, id));
}

/** The round's assessments with their person's names and department (never the viewer's own), in one query. */
export async function roundPeople(db: DbOrTx, roundId: string, viewerId: string) {
  const department = aliasedTable(structureItems, 'department');
  return db
    .select({
      assessment: assessments,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      departmentTitle: department.title,
      departmentTitleEn: department.titleEn,
      reportReleased: sql<boolean>`exists (select 1 from ${reportSnapshots} where ${qualified(reportSnapshots.assessmentId)} = ${qualified(assessments.id)} and ${qualified(reportSnapshots.releasedAt)} is not null)`,
    })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.targetUserId))
    .leftJoin(employments, and(eq(employments.userId, assessments.targetUserId), eq(employments.companyId, assessments.companyId)))
    .leftJoin(department, eq(department.id, employments.departmentId))
    .where(and(eq(assessments.roundId, roundId), ne(assessments.targetUserId, viewerId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(assessments.id));
}

/** The assessors of the round's assessments (never those of the viewer's own), in one query. */
export async function roundAssessors(db: DbOrTx, roundId: string, viewerId: string) {
  return db
    .select({
      assessmentId: assessors.assessmentId,
      userId: assessors.userId,
      raterGroup: assessors.raterGroup,
      confirmation: assessors.confirmation,
      invitedAt: assessors.invitedAt,
      registeredAt: assessors.registeredAt,
    })
    .from(assessors)
    .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
    .where(and(eq(assessments.roundId, roundId), ne(assessments.targetUserId, viewerId)));
}

/**
 * How many sorts each of these people is asked for across the company's open assessments (published,
 * not finished; never the viewer's own, which they may not see), in one query.
 */
export async function openLoad(db: DbOrTx, companyId: string, userIds: string[], viewerId: string) {
  if (!userIds.length) return new Map<string, number>();
  const rows = await db
    .select({ userId: assessors.userId, n: count() })
    .from(assessors)
    .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
    .where(
      and(
        eq(assessments.companyId, companyId),
        notInArray(assessments.status, ['draft', 'finished']),
        ne(assessments.targetUserId, viewerId),
        ne(assessors.raterGroup, 'self'),
        ne(assessors.confirmation, 'disapproved'),
        inArray(assessors.userId, userIds),
      ),
    )
    .groupBy(assessors.userId);
  return new Map(rows.map((r) => [r.userId!, r.n]));
}

export async function namesOf(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Of these structure items, those of the company of the given kind. */
export async function companyItemIds(db: DbOrTx, companyId: string, kind: (typeof structureItems.$inferSelect)['kind'], ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: structureItems.id })
    .from(structureItems)
    .where(and(eq(structureItems.companyId, companyId), eq(structureItems.kind, kind), inArray(structureItems.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The round's assessments (all of them, with the person's names), for the round's own actions. */
export async function assessmentsOfRound(db: DbOrTx, roundId: string) {
  return db
    .select({
      id: assessments.id,
      targetUserId: assessments.targetUserId,
      status: assessments.status,
      startsOn: assessments.startsOn,
      finishesOn: assessments.finishesOn,
      userMaySeeReport: assessments.userMaySeeReport,
      needsAssessorConfirmation: assessments.needsAssessorConfirmation,
      userMayAddExternal: assessments.userMayAddExternal,
      includeAssessorTypeSettings: assessments.includeAssessorTypeSettings,
      estimatedMinutes: assessments.estimatedMinutes,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
    })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.targetUserId))
    .where(eq(assessments.roundId, roundId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(assessments.id));
}

/**
 * What a bulk action's verdict needs of the assessors of the round's assessments (states,
 * confirmations, invitation facts; never an answer), in one query.
 */
export async function roundBulkAssessors(db: DbOrTx, roundId: string) {
  return db
    .select({
      assessmentId: assessors.assessmentId,
      raterGroup: assessors.raterGroup,
      confirmation: assessors.confirmation,
      invitationStatus: assessors.invitationStatus,
      invitedAt: assessors.invitedAt,
      registeredAt: assessors.registeredAt,
      remindedOn: assessors.remindedOn,
    })
    .from(assessors)
    .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
    .where(eq(assessments.roundId, roundId));
}

/**
 * The latest complete report version of each of the round's finished assessments made since it
 * last closed (a reopened assessment's older version does not count), with whether it is released;
 * one query.
 */
export async function roundCompleteReports(db: DbOrTx, roundId: string) {
  const rows = await db
    .select({ assessmentId: reportSnapshots.assessmentId, version: reportSnapshots.version, releasedAt: reportSnapshots.releasedAt })
    .from(reportSnapshots)
    .innerJoin(assessments, eq(assessments.id, reportSnapshots.assessmentId))
    .where(
      and(
        eq(assessments.roundId, roundId),
        eq(reportSnapshots.partial, false),
        sql`(${qualified(assessments.closedAt)} is null or ${qualified(reportSnapshots.generatedAt)} >= ${qualified(assessments.closedAt)})`,
      ),
    )
    .orderBy(asc(reportSnapshots.assessmentId), desc(reportSnapshots.version));
  const latest = new Map<string, { version: number; released: boolean }>();
  for (const r of rows)
    if (!latest.has(r.assessmentId)) latest.set(r.assessmentId, { version: r.version, released: Boolean(r.releasedAt) });
  return latest;
}

/** Of these assessments, those holding an answer: a recorded draft or a registered sort. */
export async function assessmentsWithAnswers(db: DbOrTx, assessmentIds: string[]) {
  if (!assessmentIds.length) return new Set<string>();
  const rows = await db
    .selectDistinct({ id: assessors.assessmentId })
    .from(assessors)
    .where(and(inArray(assessors.assessmentId, assessmentIds), or(isNotNull(assessors.recordedAt), isNotNull(assessors.registeredAt))));
  return new Set(rows.map((r) => r.id));
}

export async function deleteAssessments(db: DbOrTx, ids: string[]) {
  if (ids.length) await db.delete(assessments).where(inArray(assessments.id, ids));
}
