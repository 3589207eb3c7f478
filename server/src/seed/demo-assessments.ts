import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { assessmentCreateSchema, type AssessmentCreate, type Placements, type RaterGroup, type Role } from '@rira/contracts';
import { assessmentTemplates, companies, competencies, employments, memberships, seedMarkers, users } from '../db/schema/index.ts';
import type { Caller } from '../http/caller.ts';
import { tehranDay } from '@rira/contracts/tehran-time';
import { AssessmentsService } from '../modules/assessments/assessments.service.ts';
import { activeAssessorTypes, insertRound } from '../modules/assessments/assessments.repo.ts';
import { ParticipationService } from '../modules/assessments/participation.service.ts';
import { templateCards } from '../modules/library/library.repo.ts';
import { findReleasedSnapshot } from '../modules/reports/reports.repo.ts';
import { ASSESSOR_TYPES, COMPETENCIES, TEMPLATE } from './competency-library.ts';
import { DEMO_COMPANIES } from './demo-accounts.ts';
import {
  dealtPlacements,
  DEMO_MOBILES,
  draftPlacements,
  REPORT_ASSESSORS,
  reportAnswers,
  type PlannedPlacements,
} from './demo-assessment-plan.ts';

/** Set once the demo assessments were made: they are never made twice, nor made again once deleted. */
export const DEMO_ASSESSMENTS_MARKER = 'demo-assessments';

/** What the audit log records as the address of the seed's calls. */
const SEED_ADDRESS = 'seed';

export type DemoAssessmentsResult = { created: number } | { created: 0; skipped: string };

/** A Tehran calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The demo company's assessments (issue 11: a fresh install shows the product), made through the
 * same services people call, so that every row is one the product itself would write:
 * - «علی رضایی» (`employee`): closed, with the released report of demo-assessment-plan.ts (self,
 *   manager, four peers, three direct reports), and the notice that it is ready;
 * - «نرگس جعفری»: collecting answers; `employee` is one of her peers, with his card sort to do
 *   (her manager and one peer have answered, another peer has saved a draft): at the round's pace
 *   her peers end below three, the round dashboard's group at risk;
 * - «سارا محمدی» (`multi`): self-assessment done, waiting for her to choose her assessors;
 * - «بهرام یوسفی»: a draft.
 * Dates are relative to today in Tehran: the open ones finish in about 60 days, so they never close
 * on their own during a demo.
 *
 * Once: a seed marker is claimed before the first call. The services commit call by call, so a
 * failure part-way cannot be rolled back; it is logged and the marker kept, so that a restart never
 * adds a second set (delete the marker to try again). Skipped, and tried again at the next start,
 * when the demo data it needs is not there as seeded (the company, the people, the platform
 * template with exactly the library's competencies, the assessor types).
 */
export async function seedDemoAssessments(app: FastifyInstance): Promise<DemoAssessmentsResult> {
  const db = app.db;
  const [marked] = await db.select({ key: seedMarkers.key }).from(seedMarkers).where(eq(seedMarkers.key, DEMO_ASSESSMENTS_MARKER));
  if (marked) return { created: 0 };
  const demo = await demoContext(app);
  if ('skipped' in demo) return { created: 0, skipped: demo.skipped };
  const claimed = await db
    .insert(seedMarkers)
    .values({ key: DEMO_ASSESSMENTS_MARKER })
    .onConflictDoNothing()
    .returning({ key: seedMarkers.key });
  if (claimed.length === 0) return { created: 0 }; // another copy of the server is making them
  let created = 0;
  try {
    // One running round holds them all (issue 26): "Leadership 360, autumn 1405". Started twelve
    // weeks ago, so its dashboard has a pace to project from and shows one group at risk (see
    // collectingAssessment): the round's peers have answered 5 of 7 (share 5/7), 68 days are left
    // of 84 gone, so نرگس's peers, 1 of 3, are expected at 1 + floor(2 × 5/7 × 68/84) = 2, below
    // the 3 a group needs to be shown (round-dashboard.ts, `projectedAnswers`).
    demo.roundId = await insertRound(db, {
      companyId: demo.companyId,
      title: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
      titleEn: 'Leadership 360, autumn 1405',
      templateId: demo.templateId,
      startsOn: addDays(demo.today, -84),
      finishesOn: addDays(demo.today, 67),
      userMaySeeReport: true,
      needsAssessorConfirmation: true,
      userMayAddExternal: false,
      includeAssessorTypeSettings: true,
      createdBy: demo.hr.userId,
    });
    for (const make of [reportedAssessment, collectingAssessment, assessorsToChoose, draftAssessment]) {
      await make(demo);
      created++;
    }
  } catch (err) {
    app.log.error(
      { err, created },
      `seed: demo assessments failed part-way; not tried again (delete seed marker "${DEMO_ASSESSMENTS_MARKER}" to retry)`,
    );
  }
  return { created };
}

interface DemoContext {
  app: FastifyInstance;
  assessments: AssessmentsService;
  participation: ParticipationService;
  companyId: string;
  templateId: string;
  /** The demo round (issue 26) the demo assessments belong to. */
  roundId: string;
  /** The user id of each demo mobile. */
  userOf: (mobile: string) => string;
  /** The assessor type each group's assessors are picked as. */
  typeOf: (group: Exclude<RaterGroup, 'self'>) => string;
  /** Competency id of each library key. */
  cardOf: (key: string) => string;
  hr: Caller;
  today: string;
}

/** Everything the demo assessments need, or why they cannot be made here. */
async function demoContext(app: FastifyInstance): Promise<DemoContext | { skipped: string }> {
  const db = app.db;
  const [company] = await db.select().from(companies).where(eq(companies.title, DEMO_COMPANIES[0].title)).limit(1);
  if (!company) return { skipped: 'no demo company' };

  const mobiles = Object.values(DEMO_MOBILES);
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .innerJoin(employments, and(eq(employments.userId, users.id), eq(employments.companyId, company.id)))
    .where(and(inArray(users.mobile, mobiles), eq(users.isActive, true), eq(employments.isActive, true)));
  const userIds = new Map(people.map((p) => [p.mobile!, p.id]));
  if (mobiles.some((m) => !userIds.has(m))) return { skipped: 'demo people missing or inactive' };

  const [template] = await db
    .select({ id: assessmentTemplates.id })
    .from(assessmentTemplates)
    .where(
      and(isNull(assessmentTemplates.companyId), eq(assessmentTemplates.title, TEMPLATE.title), eq(assessmentTemplates.isActive, true)),
    )
    .limit(1);
  if (!template) return { skipped: 'platform template missing or inactive' };
  // The plan places the library's competencies: the template must deal exactly those.
  const titles = COMPETENCIES.map((c) => c.title);
  const rows = await db
    .select({ id: competencies.id, title: competencies.title })
    .from(competencies)
    .where(inArray(competencies.title, titles));
  const idByTitle = new Map(rows.map((r) => [r.title, r.id]));
  const cardIds = new Map(COMPETENCIES.map((c) => [c.key, idByTitle.get(c.title)]));
  const dealt = new Set((await templateCards(db, [template.id])).get(template.id));
  if (dealt.size !== COMPETENCIES.length || [...cardIds.values()].some((id) => !id || !dealt.has(id)))
    return { skipped: 'the competency library was changed' };

  const types = await activeAssessorTypes(db);
  const typeIds = new Map<string, string>();
  for (const group of ['manager', 'peer', 'subordinate'] as const) {
    const seeded = ASSESSOR_TYPES.find((t) => t.raterGroup === group)!;
    const type = types.find((t) => t.raterGroup === group && t.title === seeded.title) ?? types.find((t) => t.raterGroup === group);
    if (!type) return { skipped: `no active ${group} assessor type` };
    typeIds.set(group, type.id);
  }

  const userOf = (mobile: string) => userIds.get(mobile)!;
  const hr = await callerFor(app, userOf(DEMO_MOBILES.hr), company.id, 'companyAdmin');
  if (!hr) return { skipped: 'hr is not an admin of the demo company' };
  const today = tehranDay(new Date());
  return {
    app,
    assessments: new AssessmentsService(app),
    participation: new ParticipationService(app),
    companyId: company.id,
    templateId: template.id,
    userOf,
    typeOf: (group) => typeIds.get(group)!,
    cardOf: (key) => cardIds.get(key)!,
    hr,
    today,
    roundId: '',
  };
}

/**
 * The caller the services expect, for a person acting in a company with one of their roles, built
 * from their rows. The seed signs nobody in: a session row would be a login that never happened,
 * and a cookie nobody holds. The services read only who, where and as what (`userId`, `companyId`,
 * `role`); `session` is there for the type and is never stored or looked up (only sign-in, sign-out
 * and company switching use it, and the seed calls none of them), and `memberships` holds only the
 * one it acts in (the current user and company switching read them). It calls from the address
 * `seed`, in Persian, so the audit rows it leaves say where they came from. Null without that membership.
 */
async function callerFor(app: FastifyInstance, userId: string, companyId: string, role: Role): Promise<Caller | null> {
  const [row] = await app.db
    .select({ user: users, company: companies })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId), eq(memberships.role, role)))
    .limit(1);
  if (!row) return null;
  const now = new Date();
  return {
    session: {
      id: '00000000-0000-0000-0000-000000000000',
      tokenHash: '',
      userId,
      impersonatorUserId: null,
      companyId,
      role,
      remember: false,
      expiresAt: now,
      lastSeenAt: now,
      ip: SEED_ADDRESS,
      userAgent: null,
      createdAt: now,
    },
    user: row.user,
    company: row.company,
    userId,
    companyId,
    role,
    impersonatorUserId: null,
    impersonator: null,
    memberships: [{ companyId, role, company: row.company }],
    ip: SEED_ADDRESS,
    userAgent: null,
    lang: 'fa',
    langChosen: null,
  };
}

/** `Add` as hr, with the settings an admin would send (checked by the call's own schema). */
async function create(demo: DemoContext, input: Omit<AssessmentCreate, 'templateId'>): Promise<string> {
  const request = assessmentCreateSchema.parse({ ...input, templateId: demo.templateId });
  const [id] = await demo.assessments.create(demo.hr, { ...request, roundId: demo.roundId });
  return id!;
}

/**
 * One person's card sort, as they would do it in "my assessments": find the item, open the sort,
 * then Record (a draft) or Register (final) with the plan's piles.
 */
async function answer(
  demo: DemoContext,
  mobile: string,
  assessmentId: string,
  planned: PlannedPlacements,
  how: { as: 'self' | 'assessor'; final: boolean },
) {
  const caller = await callerFor(demo.app, demo.userOf(mobile), demo.companyId, 'user');
  if (!caller) throw new Error(`demo person ${mobile} is not a user of the demo company`);
  const who = { kind: 'user' as const, caller };
  const tab = how.as === 'self' ? 'self' : 'invited';
  const { items } = await demo.participation.mine(caller, { tab, pageIndex: 1, pageSize: 100 });
  const item = items.find((i) => i.assessmentId === assessmentId);
  if (!item) throw new Error(`demo person ${mobile} has no ${tab} item for assessment ${assessmentId}`);
  const session = await demo.participation.session(who, item.assessorId);
  if (session.registered) throw new Error(`demo person ${mobile} has already registered an answer to assessment ${assessmentId}`);
  const placements: Placements = Object.fromEntries(Object.entries(planned).map(([key, pile]) => [demo.cardOf(key), pile]));
  await demo.participation.save(who, { assessorId: item.assessorId, placements, version: session.version }, how.final);
}

/** hr picks assessors (confirmed at once) and sends the invitations: the assessment collects answers. */
async function pickAndInvite(demo: DemoContext, assessmentId: string, picked: { mobile: string; group: Exclude<RaterGroup, 'self'> }[]) {
  const nominations = picked.map((p) => ({
    userId: demo.userOf(p.mobile),
    assessorTypeId: demo.typeOf(p.group),
    invitationLanguage: 'fa' as const,
  }));
  await demo.assessments.pick(demo.hr, assessmentId, nominations);
  const { failed } = await demo.assessments.sendInvitations(demo.hr, assessmentId, undefined);
  // An invitation whose mail the SMTP server refused is not sent, and its assessor cannot answer yet.
  if (failed > 0) throw new Error(`${failed} demo invitation mail(s) were refused by the mail server (SMTP_URL)`);
}

/** «علی رضایی»: every answer in, closed by hr; closing makes and releases the report and tells him. */
async function reportedAssessment(demo: DemoContext) {
  const id = await create(demo, {
    userIds: [demo.userOf(DEMO_MOBILES.employee)],
    startsOn: addDays(demo.today, -28),
    finishesOn: demo.today,
    publish: true,
    userMaySeeReport: true,
    includeAssessorTypeSettings: false,
  });
  const [self, ...others] = reportAnswers();
  await answer(demo, self!.mobile, id, self!.placements, { as: 'self', final: true });
  await pickAndInvite(demo, id, [...REPORT_ASSESSORS]);
  for (const other of others) await answer(demo, other.mobile, id, other.placements, { as: 'assessor', final: true });
  await demo.assessments.close(demo.hr, id);
  // The report is made by a handler of the `assessmentClosed` event, which only logs its failures.
  if (!(await findReleasedSnapshot(demo.app.db, id))) throw new Error('closing the demo assessment made no released report');
}

/**
 * «نرگس جعفری»: collecting for eight weeks; `employee` is a peer who has not started. Of her three
 * peers one has answered: at the round's pace her peers will end below three, the round
 * dashboard's one group at risk (invite more while there is time).
 */
async function collectingAssessment(demo: DemoContext) {
  const id = await create(demo, {
    userIds: [demo.userOf(DEMO_MOBILES.narges)],
    startsOn: addDays(demo.today, -56),
    finishesOn: addDays(demo.today, 60),
    publish: true,
    userMaySeeReport: true,
    includeAssessorTypeSettings: false,
  });
  await answer(demo, DEMO_MOBILES.narges, id, dealtPlacements(1), { as: 'self', final: true });
  await pickAndInvite(demo, id, [
    { mobile: DEMO_MOBILES.salesManager, group: 'manager' },
    { mobile: DEMO_MOBILES.employee, group: 'peer' },
    { mobile: DEMO_MOBILES.zahra, group: 'peer' },
    { mobile: DEMO_MOBILES.mohammad, group: 'peer' },
  ]);
  await answer(demo, DEMO_MOBILES.salesManager, id, dealtPlacements(2), { as: 'assessor', final: true });
  await answer(demo, DEMO_MOBILES.zahra, id, dealtPlacements(0), { as: 'assessor', final: true });
  await answer(demo, DEMO_MOBILES.mohammad, id, draftPlacements(1, 12), { as: 'assessor', final: false });
}

/** «سارا محمدی» (`multi`): her self-assessment is registered; she chooses her assessors next. */
async function assessorsToChoose(demo: DemoContext) {
  const id = await create(demo, {
    userIds: [demo.userOf(DEMO_MOBILES.multi)],
    startsOn: addDays(demo.today, -3),
    finishesOn: addDays(demo.today, 60),
    publish: true,
    userMaySeeReport: true,
    needsAssessorConfirmation: true,
    userMayAddExternal: true,
    includeAssessorTypeSettings: true,
  });
  await answer(demo, DEMO_MOBILES.multi, id, dealtPlacements(2), { as: 'self', final: true });
}

/** «بهرام یوسفی»: a draft hr has not published yet. */
async function draftAssessment(demo: DemoContext) {
  await create(demo, {
    userIds: [demo.userOf(DEMO_MOBILES.bahram)],
    startsOn: addDays(demo.today, 7),
    finishesOn: addDays(demo.today, 67),
    publish: false,
    userMaySeeReport: true,
    includeAssessorTypeSettings: true,
  });
}
