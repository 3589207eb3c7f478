import { aliasedTable, and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AssessmentStatus } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessmentCards,
  assessments,
  assessmentTemplates,
  assessors,
  assessorTypes,
  companies,
  competencies,
  critiques,
  employments,
  memberships,
  reportSnapshots,
  rounds,
  structureItems,
  users,
} from '../../db/schema/index.ts';
import { personNameContains, qualified } from '../../db/sql-helpers.ts';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AssessorRow = typeof assessors.$inferSelect;
export type AssessorTypeRow = typeof assessorTypes.$inferSelect;

const nonSelf = sql`${qualified(assessors.raterGroup)} <> 'self'`;
const sameAssessment = sql`${qualified(assessors.assessmentId)} = ${qualified(assessments.id)}`;
/** Assessor counts of each assessment, computed in the same query as the list. */
export const assessorCounts = {
  assessors:
    sql<number>`(select count(*) from ${assessors} where ${sameAssessment} and ${nonSelf} and ${qualified(assessors.confirmation)} <> 'disapproved')`.mapWith(
      Number,
    ),
  invited:
    sql<number>`(select count(*) from ${assessors} where ${sameAssessment} and ${nonSelf} and ${qualified(assessors.invitedAt)} is not null)`.mapWith(
      Number,
    ),
  uninvited:
    sql<number>`(select count(*) from ${assessors} where ${sameAssessment} and ${nonSelf} and ${qualified(assessors.invitedAt)} is null and ${qualified(assessors.confirmation)} <> 'disapproved')`.mapWith(
      Number,
    ),
  finished:
    sql<number>`(select count(*) from ${assessors} where ${sameAssessment} and ${nonSelf} and ${qualified(assessors.registeredAt)} is not null)`.mapWith(
      Number,
    ),
};

const SORTS = {
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
  finishesOn: assessments.finishesOn,
  target: users.lastName,
} as const;

export function listSelection() {
  return {
    assessment: assessments,
    templateTitle: assessmentTemplates.title,
    templateTitleEn: assessmentTemplates.titleEn,
    firstName: users.firstName,
    lastName: users.lastName,
    firstNameEn: users.firstNameEn,
    lastNameEn: users.lastNameEn,
    ...assessorCounts,
  };
}

export async function listAssessments(
  db: DbOrTx,
  filter: {
    companyId: string;
    /** The caller: their own assessment is never listed to them (assessment-method.md §2, inside the company). */
    viewerId: string;
    status?: AssessmentStatus;
    templateId?: string;
    search?: string;
    sort: keyof typeof SORTS;
    direction: 'asc' | 'desc';
    pageIndex: number;
    pageSize: number;
  },
) {
  const conditions: SQL[] = [eq(assessments.companyId, filter.companyId), ne(assessments.targetUserId, filter.viewerId)];
  if (filter.status) conditions.push(eq(assessments.status, filter.status));
  if (filter.templateId) conditions.push(eq(assessments.templateId, filter.templateId));
  if (filter.search) conditions.push(personNameContains(users, filter.search));
  const where = and(...conditions);
  const order = filter.direction === 'asc' ? asc(SORTS[filter.sort]) : desc(SORTS[filter.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select(listSelection())
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.targetUserId))
      .leftJoin(assessmentTemplates, eq(assessmentTemplates.id, assessments.templateId))
      .where(where)
      .orderBy(order, asc(assessments.id))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(assessments).innerJoin(users, eq(users.id, assessments.targetUserId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAssessmentListRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select(listSelection())
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.targetUserId))
    .leftJoin(assessmentTemplates, eq(assessmentTemplates.id, assessments.templateId))
    .where(eq(assessments.id, id))
    .limit(1);
  return row ?? null;
}

export async function findAssessment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
  return row ?? null;
}

/** The row locked for the rest of the transaction: state changes of one assessment never interleave. */
export async function lockAssessment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function updateAssessment(db: DbOrTx, id: string, values: Partial<typeof assessments.$inferInsert>) {
  await db
    .update(assessments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assessments.id, id));
}

/**
 * Assessor rows with the person, the assessor type and the colleague's position in the assessment's
 * company (an external assessor has none), in the order they were added.
 */
function assessorRows(db: DbOrTx, where: SQL) {
  return db
    .select({
      assessor: assessors,
      typeTitle: assessorTypes.title,
      typeTitleEn: assessorTypes.titleEn,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      email: users.email,
      mobile: users.mobile,
      positionTitle: structureItems.title,
      positionTitleEn: structureItems.titleEn,
    })
    .from(assessors)
    .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
    .leftJoin(users, eq(users.id, assessors.userId))
    .leftJoin(assessorTypes, eq(assessorTypes.id, assessors.assessorTypeId))
    .leftJoin(employments, and(eq(employments.userId, assessors.userId), eq(employments.companyId, assessments.companyId)))
    .leftJoin(structureItems, eq(structureItems.id, employments.positionId))
    .where(where)
    .orderBy(asc(assessors.createdAt), asc(assessors.id));
}

export async function assessorsOf(db: DbOrTx, assessmentId: string) {
  return assessorRows(db, eq(assessors.assessmentId, assessmentId));
}

/** The assessors of several assessments at once (the base-data workbook), in one query. */
export async function assessorsOfAssessments(db: DbOrTx, assessmentIds: string[]) {
  if (!assessmentIds.length) return [];
  return assessorRows(db, inArray(assessors.assessmentId, assessmentIds));
}

export async function findAssessor(db: DbOrTx, id: string) {
  const [row] = await db.select().from(assessors).where(eq(assessors.id, id)).limit(1);
  return row ?? null;
}

/**
 * Gives an assessor a new personal link only while they have saved nothing (docs/decisions/034):
 * the check and the change are one statement, so an answer saved meanwhile wins and nothing is
 * changed. Whether it was changed.
 */
export async function replaceLinkIfNotStarted(db: DbOrTx, id: string, values: Partial<typeof assessors.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(assessors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(assessors.id, id), eq(assessors.progress, 'notStarted'), isNull(assessors.recordedAt), isNull(assessors.registeredAt)))
    .returning({ id: assessors.id });
  return rows.length === 1;
}

/** The client company as its invitations show it (name, logos), and whether they also go by SMS. */
export async function companyForInvitations(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({
      title: companies.title,
      titleEn: companies.titleEn,
      logoFaPath: companies.logoFaPath,
      logoEnPath: companies.logoEnPath,
      smsInvitations: companies.smsInvitations,
      smsReminders: companies.smsReminders,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
export type InvitingCompany = NonNullable<Awaited<ReturnType<typeof companyForInvitations>>>;

export async function findAssessorByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(assessors).where(eq(assessors.linkTokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function updateAssessor(db: DbOrTx, id: string, values: Partial<typeof assessors.$inferInsert>) {
  await db
    .update(assessors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assessors.id, id));
}

/**
 * Saves an answer only if nobody saved since the version the caller had: a save from a stale
 * copy changes nothing (and the caller answers 409) instead of overwriting what was recorded.
 */
export async function saveAnswerIfCurrent(db: DbOrTx, id: string, expectedVersion: number, values: Partial<typeof assessors.$inferInsert>) {
  const rows = await db
    .update(assessors)
    .set({ ...values, answerVersion: expectedVersion + 1, updatedAt: new Date() })
    .where(and(eq(assessors.id, id), eq(assessors.answerVersion, expectedVersion), isNull(assessors.registeredAt)))
    .returning({ version: assessors.answerVersion });
  return rows[0]?.version ?? null;
}

export async function cardsOf(db: DbOrTx, assessmentId: string) {
  return db
    .select({ competency: competencies })
    .from(assessmentCards)
    .innerJoin(competencies, eq(competencies.id, assessmentCards.competencyId))
    .where(eq(assessmentCards.assessmentId, assessmentId))
    .orderBy(asc(assessmentCards.position));
}

export async function cardCount(db: DbOrTx, assessmentId: string) {
  const [row] = await db.select({ n: count() }).from(assessmentCards).where(eq(assessmentCards.assessmentId, assessmentId));
  return row?.n ?? 0;
}

/** People of a company among the given ids or in the given departments, structures, positions, job titles or management levels. */
export async function targetPeople(
  db: DbOrTx,
  companyId: string,
  filter: {
    userIds: string[];
    departmentIds: string[];
    structureIds: string[];
    positionIds: string[];
    jobTitleIds: string[];
    managementLevelIds: string[];
  },
) {
  const any: SQL[] = [];
  if (filter.userIds.length) any.push(inArray(employments.userId, filter.userIds));
  if (filter.departmentIds.length) any.push(inArray(employments.departmentId, filter.departmentIds));
  if (filter.structureIds.length) any.push(inArray(employments.structureId, filter.structureIds));
  if (filter.positionIds.length) any.push(inArray(employments.positionId, filter.positionIds));
  if (filter.jobTitleIds.length) any.push(inArray(employments.jobTitleId, filter.jobTitleIds));
  if (filter.managementLevelIds.length) any.push(inArray(employments.managementLevelId, filter.managementLevelIds));
  if (!any.length) return [];
  const rows = await db
    .select({ userId: employments.userId, isActive: employments.isActive })
    .from(employments)
    .where(and(eq(employments.companyId, companyId), or(...any)));
  return rows;
}

export async function activeAssessorTypes(db: DbOrTx) {
  return db
    .select()
    .from(assessorTypes)
    .where(eq(assessorTypes.isActive, true))
    .orderBy(asc(assessorTypes.minCount), asc(assessorTypes.title));
}

export async function critiquesOf(db: DbOrTx, assessmentId: string) {
  return db
    .select({ critique: critiques, raterGroup: assessors.raterGroup })
    .from(critiques)
    .leftJoin(assessors, eq(assessors.id, critiques.assessorId))
    .where(eq(critiques.assessmentId, assessmentId))
    .orderBy(desc(critiques.createdAt));
}

/** The caller's own answers: their self-assessments and their requests to assess others. */
export async function answersOfUser(
  db: DbOrTx,
  userId: string,
  tab: 'completed' | 'invited' | 'self' | 'asAssessor',
  page: { pageIndex: number; pageSize: number },
) {
  const target = sql`${qualified(assessments.targetUserId)}`;
  const conditions: SQL[] = [eq(assessors.userId, userId), ne(assessments.status, 'draft')];
  if (tab === 'self') conditions.push(eq(assessors.raterGroup, 'self'), ne(assessments.status, 'finished'));
  if (tab === 'completed') conditions.push(eq(assessors.raterGroup, 'self'), eq(assessments.status, 'finished'));
  if (tab === 'invited') {
    conditions.push(
      ne(assessors.raterGroup, 'self'),
      eq(assessors.confirmation, 'confirmed'),
      isNotNull(assessors.invitedAt),
      isNull(assessors.registeredAt),
      eq(assessments.status, 'collecting'),
    );
  }
  if (tab === 'asAssessor') conditions.push(ne(assessors.raterGroup, 'self'), isNotNull(assessors.registeredAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        assessor: assessors,
        assessment: assessments,
        templateTitle: assessmentTemplates.title,
        templateTitleEn: assessmentTemplates.titleEn,
        targetName: sql<string>`(select ${qualified(users.firstName)} || ' ' || ${qualified(users.lastName)} from ${users} where ${qualified(users.id)} = ${target})`,
        targetNameEn: sql<
          string | null
        >`(select ${qualified(users.firstNameEn)} || ' ' || ${qualified(users.lastNameEn)} from ${users} where ${qualified(users.id)} = ${target})`,
        reportReleased: hasReleasedReport,
        round: { title: rounds.title, titleEn: rounds.titleEn, startsOn: rounds.startsOn, finishesOn: rounds.finishesOn },
      })
      .from(assessors)
      .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
      .innerJoin(rounds, eq(rounds.id, assessments.roundId))
      .leftJoin(assessmentTemplates, eq(assessmentTemplates.id, assessments.templateId))
      .where(where)
      .orderBy(desc(assessments.updatedAt), asc(assessors.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(assessors).innerJoin(assessments, eq(assessments.id, assessors.assessmentId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A round's name and dates, as the participant screens show them (issue 26): nothing of its other people. */
export async function roundOfAssessment(db: DbOrTx, roundId: string) {
  const [row] = await db
    .select({ title: rounds.title, titleEn: rounds.titleEn, startsOn: rounds.startsOn, finishesOn: rounds.finishesOn })
    .from(rounds)
    .where(eq(rounds.id, roundId));
  return row ?? null;
}

/**
 * A person's next sort to answer in a round, other than `exceptAssessorId` (issue 26): their own
 * confirmed, invited, unregistered assessor rows (never a self-assessment) of the round's collecting
 * assessments, in the order of the assessed people's names.
 */
export async function nextSortInRound(db: DbOrTx, userId: string, roundId: string, exceptAssessorId: string) {
  const [row] = await db
    .select({
      assessorId: assessors.id,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
    })
    .from(assessors)
    .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
    .innerJoin(users, eq(users.id, assessments.targetUserId))
    .where(
      and(
        eq(assessors.userId, userId),
        eq(assessments.roundId, roundId),
        ne(assessors.id, exceptAssessorId),
        ne(assessors.raterGroup, 'self'),
        eq(assessors.confirmation, 'confirmed'),
        isNotNull(assessors.invitedAt),
        isNull(assessors.registeredAt),
        eq(assessments.status, 'collecting'),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(assessors.id))
    .limit(1);
  return row ?? null;
}

/** Whether an assessment has a report version its person may read (released: docs/decisions/013). */
const hasReleasedReport = sql<boolean>`exists (select 1 from ${reportSnapshots} where ${qualified(reportSnapshots.assessmentId)} = ${qualified(assessments.id)} and ${qualified(reportSnapshots.releasedAt)} is not null)`;

/**
 * How many items each "my assessments" tab holds, and how many of them wait for the person: their
 * own assessment to start, continue or choose assessors for; card sorts to answer; reports to read.
 * One query, whatever the numbers.
 */
export async function myAssessmentCounts(db: DbOrTx, userId: string) {
  const self = sql`${assessors.raterGroup} = 'self'`;
  const finished = sql`${assessments.status} = 'finished'`;
  const [row] = await db
    .select({
      selfTotal: sql<number>`count(*) filter (where ${self} and not ${finished})`.mapWith(Number),
      selfToDo:
        sql<number>`count(*) filter (where ${self} and (${assessments.status} in ('new', 'selfInProgress') or (${assessments.status} = 'needSetAssessor' and ${assessments.includeAssessorTypeSettings})))`.mapWith(
          Number,
        ),
      invited:
        sql<number>`count(*) filter (where not ${self} and ${assessors.confirmation} = 'confirmed' and ${assessors.invitedAt} is not null and ${assessors.registeredAt} is null and ${assessments.status} = 'collecting')`.mapWith(
          Number,
        ),
      asAssessor: sql<number>`count(*) filter (where not ${self} and ${assessors.registeredAt} is not null)`.mapWith(Number),
      completedTotal: sql<number>`count(*) filter (where ${self} and ${finished})`.mapWith(Number),
      completedToDo:
        sql<number>`count(*) filter (where ${self} and ${finished} and ${assessments.userMaySeeReport} and ${hasReleasedReport})`.mapWith(
          Number,
        ),
    })
    .from(assessors)
    .innerJoin(assessments, eq(assessments.id, assessors.assessmentId))
    .where(and(eq(assessors.userId, userId), ne(assessments.status, 'draft')));
  return {
    self: { total: row?.selfTotal ?? 0, toDo: row?.selfToDo ?? 0 },
    invited: { total: row?.invited ?? 0, toDo: row?.invited ?? 0 },
    asAssessor: { total: row?.asAssessor ?? 0, toDo: 0 },
    completed: { total: row?.completedTotal ?? 0, toDo: row?.completedToDo ?? 0 },
  };
}

/** Assessments whose finish date (a Tehran day) is over but that are still open. */
export async function expiredOpenAssessments(db: DbOrTx, today: string) {
  return db
    .select({ id: assessments.id, status: assessments.status })
    .from(assessments)
    .where(and(sql`${assessments.finishesOn} < ${today}`, sql`${assessments.status} not in ('draft', 'finished')`));
}

// ---------------- writing assessments and assessors ----------------

/** A new round; its id. */
export async function insertRound(db: DbOrTx, values: typeof rounds.$inferInsert): Promise<string> {
  const [row] = await db.insert(rounds).values(values).returning({ id: rounds.id });
  return row!.id;
}

export async function insertAssessments(db: DbOrTx, values: (typeof assessments.$inferInsert)[]) {
  return db.insert(assessments).values(values).returning();
}

export async function deleteAssessment(db: DbOrTx, id: string) {
  await db.delete(assessments).where(eq(assessments.id, id));
}

/** Fixes an assessment's cards in this order. */
export async function insertCards(db: DbOrTx, assessmentId: string, competencyIds: string[]) {
  await db.insert(assessmentCards).values(competencyIds.map((competencyId, position) => ({ assessmentId, competencyId, position })));
}

/** Adds assessors; the id of each, in order. */
export async function insertAssessors(db: DbOrTx, values: (typeof assessors.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(assessors).values(values).returning({ id: assessors.id });
}

export async function deleteAssessor(db: DbOrTx, id: string) {
  await db.delete(assessors).where(eq(assessors.id, id));
}

/** Every assessor row of an assessment (the self-assessment among them). */
export async function assessorRowsOf(db: DbOrTx, assessmentId: string) {
  return db.select().from(assessors).where(eq(assessors.assessmentId, assessmentId));
}

/** The assessed person's own assessor row (the self-assessment), or null. */
export async function findSelfAssessor(db: DbOrTx, assessmentId: string) {
  const [row] = await db
    .select({ id: assessors.id })
    .from(assessors)
    .where(and(eq(assessors.assessmentId, assessmentId), eq(assessors.raterGroup, 'self')));
  return row ?? null;
}

/** A person's assessor row in an assessment, or null. */
export async function findAssessorOfUser(db: DbOrTx, assessmentId: string, userId: string) {
  const [row] = await db
    .select()
    .from(assessors)
    .where(and(eq(assessors.assessmentId, assessmentId), eq(assessors.userId, userId)));
  return row ?? null;
}

/** Whom a reminder goes to: confirmed assessors who were invited, have not registered their answer, and were not reminded on `today` (a Tehran day). */
export async function assessorsToRemind(db: DbOrTx, assessmentId: string, today: string) {
  return db
    .select()
    .from(assessors)
    .where(
      and(
        eq(assessors.assessmentId, assessmentId),
        sql`${assessors.raterGroup} <> 'self'`,
        eq(assessors.confirmation, 'confirmed'),
        isNull(assessors.registeredAt),
        sql`${assessors.invitedAt} is not null`,
        or(isNull(assessors.remindedOn), ne(assessors.remindedOn, today)),
      ),
    );
}

/** Marks assessors reminded on `today` (a Tehran day). */
export async function markReminded(db: DbOrTx, ids: string[], today: string) {
  if (!ids.length) return;
  await db.update(assessors).set({ remindedOn: today, updatedAt: new Date() }).where(inArray(assessors.id, ids));
}

/** The active assessor type of the self-assessment, if there is one. */
export async function activeSelfType(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(assessorTypes)
    .where(and(eq(assessorTypes.raterGroup, 'self'), eq(assessorTypes.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function insertCritique(db: DbOrTx, values: typeof critiques.$inferInsert) {
  await db.insert(critiques).values(values);
}

// ---------------- people around an assessment ----------------

/** Whether the assessed person works for the company, and both they and their employment are active. */
export async function targetEmployment(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ isActive: employments.isActive, userActive: users.isActive })
    .from(employments)
    .innerJoin(users, eq(users.id, employments.userId))
    .where(and(eq(employments.companyId, companyId), eq(employments.userId, userId)));
  return row ?? null;
}

/** Which of these people are active, in a company where they are active. */
export async function activeColleagueIds(db: DbOrTx, companyId: string, userIds: string[]) {
  const rows = await db
    .select({ userId: employments.userId })
    .from(employments)
    .innerJoin(users, eq(users.id, employments.userId))
    .where(
      and(
        eq(employments.companyId, companyId),
        eq(employments.isActive, true),
        eq(users.isActive, true),
        inArray(employments.userId, userIds),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * Of these addresses (canonical: e-mails trimmed and lower-cased, mobiles 09xxxxxxxxx), those that
 * belong to the assessed person or to anyone employed in the company, active or not. Stored
 * e-mails are lower-cased and mobiles normalised by the schemas; the e-mail is compared trimmed and
 * lower-cased all the same.
 */
export async function insiderAddresses(
  db: DbOrTx,
  companyId: string,
  targetUserId: string,
  addresses: { emails: string[]; mobiles: string[] },
) {
  const matches = [
    addresses.emails.length ? inArray(sql`lower(trim(${users.email}))`, addresses.emails) : undefined,
    addresses.mobiles.length ? inArray(users.mobile, addresses.mobiles) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (!matches.length) return { emails: [], mobiles: [] };
  const employed = db.select({ userId: employments.userId }).from(employments).where(eq(employments.companyId, companyId));
  const rows = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(or(...matches), or(eq(users.id, targetUserId), inArray(users.id, employed))));
  return { emails: rows.map((r) => r.email), mobiles: rows.map((r) => r.mobile) };
}

/** A person's names in both languages, or null. */
export async function findPersonName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, firstNameEn: users.firstNameEn, lastNameEn: users.lastNameEn })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The people an invitation goes to: names, e-mail address, mobile and their own language. */
export async function peopleToMail(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      email: users.email,
      mobile: users.mobile,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** A person's account row (names, language, e-mail), or null. */
export async function findPerson(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The company's admins with their language. */
/** The company's admins who may act on an assessment: every one but the person it assesses. */
export async function assessmentAdmins(db: DbOrTx, assessment: { companyId: string; targetUserId: string }) {
  return db
    .select({ id: users.id, lang: users.preferredLanguage })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, assessment.companyId),
        eq(memberships.role, 'companyAdmin'),
        ne(memberships.userId, assessment.targetUserId),
      ),
    );
}

/**
 * Colleagues the assessed person may nominate: active people of the company other than them,
 * with their department and position, matching the search, at most 20.
 */
export async function searchColleagues(db: DbOrTx, companyId: string, exceptUserId: string, search: string) {
  const department = aliasedTable(structureItems, 'department');
  const position = aliasedTable(structureItems, 'position');
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameEn: users.firstNameEn,
      lastNameEn: users.lastNameEn,
      departmentTitle: department.title,
      departmentTitleEn: department.titleEn,
      positionTitle: position.title,
      positionTitleEn: position.titleEn,
    })
    .from(employments)
    .innerJoin(users, eq(users.id, employments.userId))
    .leftJoin(department, eq(department.id, employments.departmentId))
    .leftJoin(position, eq(position.id, employments.positionId))
    .where(
      and(
        eq(employments.companyId, companyId),
        eq(employments.isActive, true),
        eq(users.isActive, true),
        ne(users.id, exceptUserId),
        search ? personNameContains(users, search) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(20);
}
