import type { AssessmentStatus, RaterGroup } from '@rira/contracts';
import type { GroupAtRisk, RoundGroupProgress } from '@rira/contracts/rounds';

/*
 * TEMPORARY minimal version (h-rounds-server): the real one is written on h-rounds-domain with this
 * same interface; take that one when merging.
 */

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
  today: string;
  startsOn: string | null;
  finishesOn: string | null;
  raterLoadLimit: number;
  assessments: DashboardAssessment[];
  openLoad: ReadonlyMap<string, number>;
}
export interface DashboardFigures {
  perAssessment: Map<string, { selfDone: boolean; nominationsWaiting: number; groups: RoundGroupProgress[] }>;
  responseRates: { group: RaterGroup; invited: number; answered: number }[];
  groupsAtRisk: GroupAtRisk[];
  raterLoad: { userId: string; inRound: number; inOpenRounds: number; overLimit: boolean }[];
}

const GROUPS: RaterGroup[] = ['self', 'manager', 'peer', 'subordinate', 'external'];
const SMALL_GROUPS: RaterGroup[] = ['peer', 'subordinate', 'external'];
const DAY = 24 * 3600_000;

export function roundDashboardFigures(input: DashboardInput): DashboardFigures {
  const perAssessment: DashboardFigures['perAssessment'] = new Map();
  const rates = new Map<RaterGroup, { invited: number; answered: number }>();
  const groupsAtRisk: GroupAtRisk[] = [];
  const inRound = new Map<string, number>();
  const start = input.startsOn ? Date.parse(input.startsOn) : NaN;
  const finish = input.finishesOn ? Date.parse(input.finishesOn) : NaN;
  const now = Date.parse(input.today);
  const elapsed = finish > start ? Math.min(1, Math.max(0, (now - start + DAY) / (finish - start + DAY))) : 1;
  for (const a of input.assessments) {
    const groups: RoundGroupProgress[] = [];
    for (const group of GROUPS) {
      const of = a.assessors.filter((x) => x.raterGroup === group);
      if (!of.length) continue;
      const invited = of.filter((x) => x.confirmation === 'confirmed' && (x.invited || group === 'self')).length;
      const answered = of.filter((x) => x.registered).length;
      const needed = SMALL_GROUPS.includes(group) ? a.minGroupSize : 1;
      groups.push({ group, invited, answered, needed });
      const rate = rates.get(group) ?? { invited: 0, answered: 0 };
      rate.invited += invited;
      rate.answered += answered;
      rates.set(group, rate);
      if (a.status === 'collecting' && SMALL_GROUPS.includes(group) && answered < needed) {
        const expected = Math.min(invited, elapsed > 0 ? Math.floor(answered / elapsed) : invited);
        if (expected < needed || invited < needed)
          groupsAtRisk.push({ assessmentId: a.assessmentId, group, invited, answered, needed, expected, tooFewInvited: invited < needed });
      }
    }
    for (const x of a.assessors) {
      if (x.raterGroup === 'self' || !x.userId || x.confirmation === 'disapproved') continue;
      inRound.set(x.userId, (inRound.get(x.userId) ?? 0) + 1);
    }
    perAssessment.set(a.assessmentId, {
      selfDone: a.assessors.some((x) => x.raterGroup === 'self' && x.registered),
      nominationsWaiting: a.assessors.filter((x) => x.raterGroup !== 'self' && x.confirmation === 'pending').length,
      groups,
    });
  }
  const raterLoad = [...inRound]
    .map(([userId, n]) => {
      const open = Math.max(n, input.openLoad.get(userId) ?? n);
      return { userId, inRound: n, inOpenRounds: open, overLimit: n > input.raterLoadLimit || open > input.raterLoadLimit };
    })
    .filter((r) => r.inRound > 1 || r.overLimit)
    .sort((x, y) => y.inRound - x.inRound || y.inOpenRounds - x.inOpenRounds || x.userId.localeCompare(y.userId));
  return {
    perAssessment,
    responseRates: GROUPS.flatMap((group) => (rates.has(group) ? [{ group, ...rates.get(group)! }] : [])),
    groupsAtRisk,
    raterLoad,
  };
}
