/**
 * The arithmetic of a round's dashboard (issue 26): per person the self-sort, the nominations
 * waiting and invited / answered per rater group; the round's response rate per group; the groups
 * that at the round's pace will end too small to be shown; and who is asked for too many sorts.
 * Pure: the rounds service reads the assessor rows of the round (and each rater's load across open
 * rounds) and hands them here; nothing here reads a clock, a database or an answer.
 *
 * Anonymity (assessment-method.md §2): every figure here is a count of assessor rows by state —
 * asked, invited, registered — which the admin's assessor list already shows one by one; no
 * placement, score, comment or report figure is an input, so no figure here can reveal or help
 * work out an answer. The caller leaves out the viewer's own assessment (§2, inside the company:
 * a person's own assessment is in no admin count or dashboard figure), so it is in none of the sums.
 *
 * Decisions where the issue is silent:
 * - A disapproved nomination counts nowhere: not in a group, a rate, a waiting count or a load.
 * - The self row (made by the system, confirmed, when the assessment is published) counts as the
 *   self group's one invitation: publishing is what asks the person, and its `invited` flag is never
 *   set. Every other row counts as invited when it is confirmed and invited — or has registered
 *   an answer, which only an invited assessor can: so answered ≤ invited holds whatever the flags.
 * - `groups` lists, in the order of RATER_GROUPS, the self group always (every assessment needs the
 *   person's own sort) and every other group with someone asked in it (confirmed or pending).
 *   Assessor types' minimum counts are not an input, so a group nobody is asked in is not listed.
 * - `needed` is the house's rule (contracts/src/group-thresholds.ts `answersNeeded`): `minGroupSize`
 *   for peer, subordinate and external, one for the manager; one for self.
 * - `responseRates` is the sum of every assessment's `groups`, per group in RATER_GROUPS order
 *   (self included), so the round's rate and the per-person rows always add up.
 * - Groups at risk: see `projectedAnswers` and `groupsAtRiskOf`.
 * - Rater load: see `raterLoadOf`.
 */
import { RATER_GROUPS, type AssessmentStatus, type RaterGroup } from '@rira/contracts/assessments';
import { answersNeeded } from '@rira/contracts/group-thresholds';
import { isAnonymousGroup } from '@rira/contracts/report-types';
import type { GroupAtRisk, RoundGroupProgress } from '@rira/contracts/rounds';

/** What the figures need of an assessor row. `userId` is null for an external person without an account. */
export interface DashboardAssessor {
  userId: string | null;
  raterGroup: RaterGroup;
  confirmation: 'pending' | 'confirmed' | 'disapproved';
  invited: boolean;
  registered: boolean;
}

export interface DashboardAssessment {
  assessmentId: string;
  status: AssessmentStatus;
  minGroupSize: number;
  assessors: DashboardAssessor[];
}

export interface DashboardInput {
  /** Today, the round's start and finish: ISO 'YYYY-MM-DD' days in Tehran. */
  today: string;
  startsOn: string | null;
  finishesOn: string | null;
  raterLoadLimit: number;
  assessments: DashboardAssessment[];
  /** Per user: the sorts they are asked for across the company's open rounds (this one included when open). */
  openLoad: ReadonlyMap<string, number>;
}

export interface DashboardFigures {
  perAssessment: Map<string, { selfDone: boolean; nominationsWaiting: number; groups: RoundGroupProgress[] }>;
  responseRates: { group: RaterGroup; invited: number; answered: number }[];
  groupsAtRisk: GroupAtRisk[];
  raterLoad: { userId: string; inRound: number; inOpenRounds: number; overLimit: boolean }[];
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). Both are calendar days, so UTC midnight is exact. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The answers a group needs to be shown (assessment-method.md §2); the self group needs the person's one sort. */
function neededFor(group: RaterGroup, minGroupSize: number): number {
  return group === 'self' ? 1 : answersNeeded(group, minGroupSize);
}

/** Whether a row is asked for a sort at all: a pending nomination is, a disapproved one never. */
const isAsked = (a: DashboardAssessor) => a.confirmation !== 'disapproved';

/** Whether a row counts as invited (see the module's decisions). */
function countsAsInvited(a: DashboardAssessor): boolean {
  if (a.raterGroup === 'self') return isAsked(a);
  return a.confirmation === 'confirmed' && (a.invited || a.registered);
}

/** One assessment's row of the dashboard. */
function progressOf(assessment: DashboardAssessment) {
  const tally = new Map<RaterGroup, { invited: number; answered: number }>();
  let selfDone = false;
  let nominationsWaiting = 0;
  for (const a of assessment.assessors) {
    if (!isAsked(a)) continue;
    if (a.confirmation === 'pending') nominationsWaiting++;
    if (a.raterGroup === 'self' && a.registered) selfDone = true;
    const entry = tally.get(a.raterGroup) ?? { invited: 0, answered: 0 };
    if (countsAsInvited(a)) {
      entry.invited++;
      if (a.registered) entry.answered++;
    }
    tally.set(a.raterGroup, entry);
  }
  const groups: RoundGroupProgress[] = [];
  for (const group of RATER_GROUPS) {
    const entry = tally.get(group) ?? (group === 'self' ? { invited: 0, answered: 0 } : undefined);
    if (!entry) continue;
    groups.push({ group, ...entry, needed: neededFor(group, assessment.minGroupSize) });
  }
  return { selfDone, nominationsWaiting, groups };
}

/** The round's pace, as far as the dates tell it: days gone since the start, days left to the finish. */
export interface RoundPace {
  /** Whole days from the start to today ([startsOn, today)); null without a start date. */
  elapsedDays: number | null;
  /** Days still open for answers, today and the finish day included ([today, finishesOn]); null without a finish date. */
  remainingDays: number | null;
}

export function roundPace(today: string, startsOn: string | null, finishesOn: string | null): RoundPace {
  return {
    elapsedDays: startsOn ? daysBetween(startsOn, today) : null,
    remainingDays: finishesOn ? Math.max(0, daysBetween(today, finishesOn) + 1) : null,
  };
}

/**
 * The answers a group is expected to hold by the finish date, rounded down, capped at `invited`.
 *
 * The round's share of the group's invitations answered so far, `share` = answered / invited over
 * the whole round (the response rate the dashboard shows), came in over `elapsed` days; the
 * projection assumes the same share of this group's not-yet-answered invitations comes in per
 * `elapsed` days from now to the finish:
 *
 *   expected = answered + floor(notYet × min(1, share × remaining / elapsed))
 *
 * It never goes down when an answer arrives (`answered` + 1 costs the floor at most 1) or when the
 * finish date moves later, and never exceeds `invited`. Hand-worked: 10 days gone, 5 left, the
 * round's peers at 40 of 100 (share 0.4), a person's peers 1 of 4 → 1 + floor(3 × 0.4 × 5/10) =
 * 1 + floor(0.6) = 1.
 *
 * Without a pace — no start date, no day gone yet, no finish date, or nobody of the group invited
 * in the round — there is nothing to project from, so every invited person is assumed to answer:
 * expected = invited, and only a group with too few invited is at risk. After the finish date
 * (remaining 0) expected = answered.
 */
export function projectedAnswers(group: { invited: number; answered: number }, roundShare: number | null, pace: RoundPace): number {
  const { elapsedDays, remainingDays } = pace;
  if (roundShare === null || elapsedDays === null || elapsedDays <= 0 || remainingDays === null) return group.invited;
  const notYet = Math.max(0, group.invited - group.answered);
  const fraction = Math.min(1, (roundShare * remainingDays) / elapsedDays);
  return Math.min(group.invited, group.answered + Math.floor(notYet * fraction));
}

/** Assessments whose assessors are answering: assessors' answers are taken only while it collects (§5). */
const isCollecting = (status: AssessmentStatus) => status === 'collecting';

/**
 * The groups that will end below what the report needs: an anonymous group (peer, subordinate,
 * external) of an assessment that collects, whose projected answers are fewer than `minGroupSize`
 * — such a group is held back from the report (§2), so the admin should invite more while there is
 * time. Most urgent first: the largest shortfall (needed − expected), then too few invited, then
 * the assessment and the group's order, so the list is stable.
 *
 * - Only `collecting`: before it, nobody is invited yet (invitations go out as it starts
 *   collecting), so on the first day every group of every person would read "too few invited";
 *   the person's state and waiting nominations already say what comes next. A finished one takes no
 *   more answers.
 * - Only anonymous groups: the manager's answer is shown by name from one, and nothing is held
 *   back without it; the self sort is done before anyone is invited.
 * - `tooFewInvited` = invited < needed: no pace can reach it (expected ≤ invited).
 */
function groupsAtRiskOf(
  assessments: readonly DashboardAssessment[],
  perAssessment: DashboardFigures['perAssessment'],
  responseRates: DashboardFigures['responseRates'],
  pace: RoundPace,
): GroupAtRisk[] {
  const shareOf = new Map(responseRates.map((r) => [r.group, r.invited > 0 ? r.answered / r.invited : null]));
  const atRisk: GroupAtRisk[] = [];
  for (const assessment of assessments) {
    if (!isCollecting(assessment.status)) continue;
    for (const g of perAssessment.get(assessment.assessmentId)!.groups) {
      if (!isAnonymousGroup(g.group)) continue;
      const expected = projectedAnswers(g, shareOf.get(g.group) ?? null, pace);
      if (expected >= g.needed) continue;
      atRisk.push({
        assessmentId: assessment.assessmentId,
        group: g.group,
        invited: g.invited,
        answered: g.answered,
        needed: g.needed,
        expected,
        tooFewInvited: g.invited < g.needed,
      });
    }
  }
  const order = (g: RaterGroup) => RATER_GROUPS.indexOf(g);
  return atRisk.sort(
    (a, b) =>
      b.needed - b.expected - (a.needed - a.expected) ||
      Number(b.tooFewInvited) - Number(a.tooFewInvited) ||
      (a.assessmentId < b.assessmentId ? -1 : a.assessmentId > b.assessmentId ? 1 : 0) ||
      order(a.group) - order(b.group),
  );
}

/**
 * How many sorts each person is asked for. `inRound`: the assessments of this round that ask them
 * (confirmed or pending — a pending nomination is a request they may get — never disapproved),
 * counted once per assessment, their own self sort left out (it is their assessment, not a load).
 * Every state counts, a finished one too: the load is what they were asked. `inOpenRounds`: the
 * caller's count across the company's open rounds, or `inRound` when it has none for them.
 * Externals without an account have no id and no load across rounds, so they are not listed.
 * Listed: whoever is asked for more than one sort in the round, or is past the limit in either;
 * most asked first (in the round, then across rounds, then by id, so the list is stable).
 */
function raterLoadOf(assessments: readonly DashboardAssessment[], openLoad: ReadonlyMap<string, number>, limit: number) {
  const asked = new Map<string, Set<string>>();
  for (const assessment of assessments) {
    for (const a of assessment.assessors) {
      if (a.raterGroup === 'self' || a.userId === null || !isAsked(a)) continue;
      const set = asked.get(a.userId) ?? new Set<string>();
      set.add(assessment.assessmentId);
      asked.set(a.userId, set);
    }
  }
  const rows: DashboardFigures['raterLoad'] = [];
  for (const [userId, set] of asked) {
    const inRound = set.size;
    const inOpenRounds = openLoad.get(userId) ?? inRound;
    const overLimit = inRound > limit || inOpenRounds > limit;
    if (inRound > 1 || overLimit) rows.push({ userId, inRound, inOpenRounds, overLimit });
  }
  return rows.sort(
    (a, b) => b.inRound - a.inRound || b.inOpenRounds - a.inOpenRounds || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
}

/** Every figure of the round's dashboard that is arithmetic (names and titles are the caller's). */
export function roundDashboardFigures(input: DashboardInput): DashboardFigures {
  const perAssessment: DashboardFigures['perAssessment'] = new Map();
  const totals = new Map<RaterGroup, { invited: number; answered: number }>();
  for (const assessment of input.assessments) {
    const row = progressOf(assessment);
    perAssessment.set(assessment.assessmentId, row);
    for (const g of row.groups) {
      const total = totals.get(g.group) ?? { invited: 0, answered: 0 };
      total.invited += g.invited;
      total.answered += g.answered;
      totals.set(g.group, total);
    }
  }
  const responseRates = RATER_GROUPS.flatMap((group) => {
    const total = totals.get(group);
    return total ? [{ group, ...total }] : [];
  });
  const pace = roundPace(input.today, input.startsOn, input.finishesOn);
  return {
    perAssessment,
    responseRates,
    groupsAtRisk: groupsAtRiskOf(input.assessments, perAssessment, responseRates, pace),
    raterLoad: raterLoadOf(input.assessments, input.openLoad, input.raterLoadLimit),
  };
}
