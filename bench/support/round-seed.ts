import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { RaterGroup } from '@rira/contracts/assessments';
import { openDatabase, type DbOrTx } from '../../server/src/db/client.ts';
import {
  assessmentCards,
  assessments,
  assessors,
  companies,
  employments,
  memberships,
  reportSnapshots,
  structureItems,
  users,
} from '../../server/src/db/schema/index.ts';
import { insertRound } from '../../server/src/modules/assessments/assessments.repo.ts';
import { prng } from '../../server/src/test/report-fixtures.ts';

/** The demo company (server/src/seed/demo-organisation.ts), whose admin (`hr`) the round benches sign in as. */
const DEMO_COMPANY = 'شرکت نمونهٔ آریا';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 500;

/** Inserts `rows` in chunks of CHUNK, each one statement. */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The calendar day `days` from today, in UTC (YYYY-MM-DD): the benches' dates need only be near today in Tehran. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface SeededPeople {
  companyId: string;
  /** The platform template the demo round uses (the library's competencies). */
  templateId: string;
  roundId: string;
  /** The new people, in order. */
  userIds: string[];
}

/**
 * `count` new people in the demo company, as the Excel import makes them (a user, a member of the
 * company, an employment in one of its departments), and a new round of its template, in bulk
 * through the real schema (a few INSERTs of CHUNK rows), not through thousands of API calls. The
 * round's assessments and assessors are the bench's own.
 */
export async function seedRoundPeople(
  db: DbOrTx,
  options: { count: number; title: string; titleEn: string; startsOn: string; finishesOn: string },
): Promise<SeededPeople> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.title, DEMO_COMPANY)).limit(1);
  if (!company) throw new Error('the demo company is missing: the server seeds it (SEED_DEMO) on its first start');
  const companyId = company.id;
  await db.update(companies).set({ maxUsers: null }).where(eq(companies.id, companyId));
  // The demo round's template: the platform template with the library's competencies.
  const [demoAssessment] = await db
    .select({ templateId: assessments.templateId })
    .from(assessments)
    .where(and(eq(assessments.companyId, companyId), isNotNull(assessments.templateId)))
    .limit(1);
  if (!demoAssessment?.templateId) throw new Error('the demo assessments are missing');
  const departments = await db
    .select({ id: structureItems.id })
    .from(structureItems)
    .where(and(eq(structureItems.companyId, companyId), eq(structureItems.kind, 'department')))
    .orderBy(asc(structureItems.sortOrder));

  const people = Array.from({ length: options.count }, (_, i) => ({
    firstName: `نفر${i + 1}`,
    lastName: 'آزمایشی',
    firstNameEn: `Person${i + 1}`,
    lastNameEn: 'Bench',
    mobile: `0938${String(i).padStart(7, '0')}`,
    email: `bench.person${i + 1}@example.com`,
  }));
  const userIds: string[] = [];
  await insertInChunks(people, async (chunk) => {
    const made = await db.insert(users).values(chunk).returning({ id: users.id });
    userIds.push(...made.map((u) => u.id));
  });
  await insertInChunks(userIds, (chunk) =>
    db.insert(memberships).values(chunk.map((userId) => ({ userId, companyId, role: 'user' as const }))),
  );
  await insertInChunks(
    userIds.map((userId, i) => ({
      userId,
      companyId,
      personnelCode: `B${i + 1}`,
      departmentId: departments[i % departments.length]?.id ?? null,
    })),
    (chunk) => db.insert(employments).values(chunk),
  );
  const roundId = await insertRound(db, {
    companyId,
    title: options.title,
    titleEn: options.titleEn,
    templateId: demoAssessment.templateId,
    startsOn: options.startsOn,
    finishesOn: options.finishesOn,
    userMaySeeReport: true,
    needsAssessorConfirmation: true,
  });
  return { companyId, templateId: demoAssessment.templateId, roundId, userIds };
}

/** Each person's 10 raters, among the round's people: a manager, 5 peers, 4 direct reports. */
const RATERS: RaterGroup[] = [
  'manager',
  'peer',
  'peer',
  'peer',
  'peer',
  'peer',
  'subordinate',
  'subordinate',
  'subordinate',
  'subordinate',
];

type AssessmentInsert = typeof assessments.$inferInsert;
type AssessorInsert = typeof assessors.$inferInsert;

/**
 * A round at its half-way point for bench/round-dashboard.bench.ts: `count` people, an assessment
 * each, and for each the self row and 10 raters (see that bench), written in bulk.
 */
export async function seedDashboardRound(databaseUrl: string, count: number) {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const startsOn = dayFromToday(-21);
    const finishesOn = dayFromToday(20);
    const { companyId, templateId, roundId, userIds } = await seedRoundPeople(database.db, {
      count,
      title: 'ارزیابی ۳۶۰ بنچ',
      titleEn: 'Bench 360',
      startsOn,
      finishesOn,
    });
    const random = prng(26);
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000);
    const statuses = userIds.map((_, i): AssessmentInsert['status'] =>
      i % 20 === 0 ? 'pendingConfirmation' : i % 20 === 1 ? 'finished' : 'collecting',
    );
    const made: string[] = [];
    await insertInChunks(
      userIds.map((targetUserId, i): AssessmentInsert => ({
        companyId,
        targetUserId,
        templateId,
        roundId,
        status: statuses[i],
        userMaySeeReport: true,
        startsOn,
        finishesOn,
        estimatedMinutes: 20,
        publishedAt: daysAgo(21),
        closedAt: statuses[i] === 'finished' ? daysAgo(1) : null,
      })),
      async (chunk) =>
        made.push(...(await database.db.insert(assessments).values(chunk).returning({ id: assessments.id })).map((a) => a.id)),
    );
    const rows: AssessorInsert[] = [];
    for (const [i, assessmentId] of made.entries()) {
      const status = statuses[i];
      const collecting = status === 'collecting' || status === 'finished';
      // The self sort: done by everyone whose assessment collects, and by half of those still choosing.
      const selfDone = collecting || random() < 0.5;
      rows.push({
        assessmentId,
        userId: userIds[i],
        raterGroup: 'self',
        confirmation: 'confirmed',
        nominatedBy: 'system',
        progress: selfDone ? 'finished' : 'notStarted',
        registeredAt: selfDone ? daysAgo(18) : null,
      });
      const chosen = new Set<number>([i]);
      const pick = () => {
        let j: number;
        do j = Math.floor(random() * userIds.length);
        while (chosen.has(j));
        chosen.add(j);
        return j;
      };
      for (const group of RATERS) {
        const confirmation = status === 'pendingConfirmation' ? 'pending' : random() < 0.02 ? 'disapproved' : 'confirmed';
        const invited = collecting && confirmation === 'confirmed';
        const answered = invited && (status === 'finished' ? random() < 0.9 : random() < 0.55);
        rows.push({
          assessmentId,
          userId: userIds[pick()],
          raterGroup: group,
          confirmation,
          nominatedBy: group === 'manager' ? 'admin' : 'participant',
          invitationStatus: invited ? 'sent' : 'notSent',
          invitedAt: invited ? daysAgo(14) : null,
          progress: answered ? 'finished' : 'notStarted',
          recordedAt: answered ? daysAgo(random() * 14) : null,
          registeredAt: answered ? daysAgo(random() * 14) : null,
        });
      }
    }
    await insertInChunks(rows, (chunk) => database.db.insert(assessors).values(chunk));
    return { roundId, assessors: rows.length };
  } finally {
    await database.close();
  }
}

/** Median and 95th / 99th percentiles of a list of ms (nearest rank). */
export function percentiles(values: number[]): { n: number; median: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

/**
 * A closed round for bench/round-archive.bench.ts: `count` people, each with a finished assessment
 * and a complete report. The report is the demo's (علی رضایی's: self, manager, four peers, three
 * direct reports on the library's competencies, made by the report engine at the server's start),
 * copied with its cards and assessors to every assessment of the round in three INSERT … SELECT
 * statements: each copy is a snapshot of its own, so each is printed (nothing is read back from a
 * PDF printed before), under its own person's name.
 */
export async function seedArchiveRound(databaseUrl: string, count: number) {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const { db } = database;
    // The demo's complete report is made as its assessment closes, at the server's first start.
    let source: { snapshot_id: string; assessment_id: string } | undefined;
    for (const deadline = Date.now() + 120_000; !source; await new Promise((r) => setTimeout(r, 500))) {
      if (Date.now() > deadline) throw new Error('the demo report was not made');
      const result = await db.execute(sql`
        select s.id as snapshot_id, s.assessment_id from ${reportSnapshots} s
        join ${assessments} a on a.id = s.assessment_id
        join ${companies} c on c.id = a.company_id
        where c.title = ${DEMO_COMPANY} and not s.partial and a.status = 'finished'
        order by s.version desc limit 1`);
      source = (result as unknown as { rows: { snapshot_id: string; assessment_id: string }[] }).rows[0];
    }
    const { companyId, templateId, roundId, userIds } = await seedRoundPeople(db, {
      count,
      title: 'ارزیابی ۳۶۰ بنچ، بسته',
      titleEn: 'Bench 360, closed',
      startsOn: dayFromToday(-45),
      finishesOn: dayFromToday(-2),
    });
    const closedAt = new Date(Date.now() - 86_400_000);
    await insertInChunks(userIds, (chunk) =>
      db.insert(assessments).values(
        chunk.map((targetUserId) => ({
          companyId,
          targetUserId,
          templateId,
          roundId,
          status: 'finished' as const,
          userMaySeeReport: true,
          startsOn: dayFromToday(-45),
          finishesOn: dayFromToday(-2),
          estimatedMinutes: 20,
          minGroupSize: 3,
          publishedAt: new Date(Date.now() - 45 * 86_400_000),
          closedAt,
        })),
      ),
    );
    await db.execute(sql`
      insert into ${assessmentCards} (assessment_id, competency_id, position)
      select a.id, c.competency_id, c.position from ${assessments} a cross join ${assessmentCards} c
      where a.round_id = ${roundId} and c.assessment_id = ${source.assessment_id}`);
    await db.execute(sql`
      insert into ${assessors} (assessment_id, user_id, external_name, external_email, assessor_type_id, rater_group, weight,
        confirmation, progress, nominated_by, invitation_language, invitation_status, invited_at, placements, answer_version,
        recorded_at, registered_at)
      select a.id, case when s.rater_group = 'self' then a.target_user_id else s.user_id end, s.external_name, s.external_email,
        s.assessor_type_id, s.rater_group, s.weight, s.confirmation, s.progress, s.nominated_by, s.invitation_language,
        s.invitation_status, s.invited_at, s.placements, s.answer_version, s.recorded_at, s.registered_at
      from ${assessments} a cross join ${assessors} s
      where a.round_id = ${roundId} and s.assessment_id = ${source.assessment_id}`);
    await db.execute(sql`
      insert into ${reportSnapshots} (assessment_id, version, partial, input, report, generated_by, generated_at, released_at, released_by)
      select a.id, 1, false, s.input, s.report, s.generated_by, a.closed_at, a.closed_at, s.released_by
      from ${assessments} a cross join ${reportSnapshots} s
      where a.round_id = ${roundId} and s.id = ${source.snapshot_id}`);
    return { roundId };
  } finally {
    await database.close();
  }
}
