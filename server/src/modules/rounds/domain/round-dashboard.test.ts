import type { AssessmentStatus, RaterGroup } from '@rira/contracts/assessments';
import { RATER_GROUPS } from '@rira/contracts/assessments';
import { describe, expect, it } from 'vitest';
import { prng } from '../../../test/report-fixtures.ts';
import {
  daysBetween,
  projectedAnswers,
  roundDashboardFigures,
  roundPace,
  type DashboardAssessment,
  type DashboardAssessor,
  type DashboardInput,
} from './round-dashboard.ts';

const answered = (raterGroup: RaterGroup, userId: string | null = null): DashboardAssessor => ({
  userId,
  raterGroup,
  confirmation: 'confirmed',
  invited: raterGroup !== 'self',
  registered: true,
});
const invited = (raterGroup: RaterGroup, userId: string | null = null): DashboardAssessor => ({
  ...answered(raterGroup, userId),
  registered: false,
});
const pending = (raterGroup: RaterGroup, userId: string | null = null): DashboardAssessor => ({
  ...invited(raterGroup, userId),
  confirmation: 'pending',
  invited: false,
});
const disapproved = (raterGroup: RaterGroup, userId: string | null = null): DashboardAssessor => ({
  ...invited(raterGroup, userId),
  confirmation: 'disapproved',
});
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

const assessment = (
  assessmentId: string,
  assessors: DashboardAssessor[],
  status: AssessmentStatus = 'collecting',
): DashboardAssessment => ({
  assessmentId,
  status,
  minGroupSize: 3,
  assessors,
});

/** 1–20 Esfand as ISO days: a 20-day round, today the 11th → 10 days gone, 10 left (the 11th to the 20th). */
const round = (assessments: DashboardAssessment[], over: Partial<DashboardInput> = {}): DashboardInput => ({
  today: '2025-03-11',
  startsOn: '2025-03-01',
  finishesOn: '2025-03-20',
  raterLoadLimit: 8,
  assessments,
  openLoad: new Map(),
  ...over,
});

/**
 * Three people, threshold 3, 10 days gone and 10 left:
 * - A: self done, manager answered, peers 1 of 4 answered;
 * - B: self done, peers 2 invited (none answered), 1 nomination pending, 1 disapproved;
 * - C: self done, peers 3 of 5 answered, subordinates 2 of 4 answered.
 * The round's peers: 4 of 11 answered (share 4/11); subordinates 2 of 4 (share 1/2). With as many
 * days left as gone, the share applies as it is:
 * - A peers: 1 + floor(3 × 4/11) = 1 + floor(1.09) = 2 < 3 → at risk by pace, short by 1;
 * - B peers: 0 + floor(2 × 4/11) = 0 < 3, and 2 invited < 3 → too few invited, short by 3;
 * - C peers: 3 answered already ≥ 3 → safe; C subordinates: 2 + floor(2 × 1/2) = 3 → safe by pace.
 */
const threePeople = () => [
  assessment('a', [
    answered('self', 'u-a'),
    answered('manager', 'u-m'),
    answered('peer', 'u-p1'),
    ...times(3, (i) => invited('peer', `u-p${i + 2}`)),
  ]),
  assessment('b', [
    answered('self', 'u-b'),
    invited('peer', 'u-a'),
    invited('peer', 'u-p1'),
    pending('peer', 'u-p2'),
    disapproved('peer', 'u-p3'),
  ]),
  assessment('c', [
    answered('self', 'u-c'),
    ...times(3, (i) => answered('peer', `u-r${i}`)),
    invited('peer', 'u-a'),
    invited('peer', 'u-p1'),
    answered('subordinate', 'u-s1'),
    answered('subordinate', 'u-s2'),
    invited('subordinate', 'u-s3'),
    invited('subordinate', null),
  ]),
];

describe('the round dashboard: per person', () => {
  it('counts self, waiting nominations and invited / answered per group, the disapproved nowhere', () => {
    const figures = roundDashboardFigures(round(threePeople()));
    expect(figures.perAssessment.get('a')).toEqual({
      selfDone: true,
      nominationsWaiting: 0,
      groups: [
        { group: 'self', invited: 1, answered: 1, needed: 1 },
        { group: 'manager', invited: 1, answered: 1, needed: 1 },
        { group: 'peer', invited: 4, answered: 1, needed: 3 },
      ],
    });
    // The pending nomination is waiting, not invited; the disapproved one counts nowhere.
    expect(figures.perAssessment.get('b')).toEqual({
      selfDone: true,
      nominationsWaiting: 1,
      groups: [
        { group: 'self', invited: 1, answered: 1, needed: 1 },
        { group: 'peer', invited: 2, answered: 0, needed: 3 },
      ],
    });
    expect(figures.perAssessment.get('c')!.groups.map((g) => [g.group, g.invited, g.answered, g.needed])).toEqual([
      ['self', 1, 1, 1],
      ['peer', 5, 3, 3],
      ['subordinate', 4, 2, 3],
    ]);
  });

  it('a draft has its self group (0 of 1) and nothing else; a group of only disapproved nominations is not listed', () => {
    const figures = roundDashboardFigures(
      round([assessment('d', [], 'draft'), assessment('e', [invited('self'), disapproved('peer'), disapproved('external')], 'new')]),
    );
    expect(figures.perAssessment.get('d')).toEqual({
      selfDone: false,
      nominationsWaiting: 0,
      groups: [{ group: 'self', invited: 0, answered: 0, needed: 1 }],
    });
    expect(figures.perAssessment.get('e')).toEqual({
      selfDone: false,
      nominationsWaiting: 0,
      groups: [{ group: 'self', invited: 1, answered: 0, needed: 1 }],
    });
  });

  it('needed is the house rule: minGroupSize for peers, subordinates and externals, one for self and manager', () => {
    const figures = roundDashboardFigures(
      round([
        {
          ...assessment(
            'f',
            RATER_GROUPS.map((g) => invited(g)),
          ),
          minGroupSize: 5,
        },
      ]),
    );
    expect(figures.perAssessment.get('f')!.groups.map((g) => [g.group, g.needed])).toEqual([
      ['self', 1],
      ['manager', 1],
      ['peer', 5],
      ['subordinate', 5],
      ['external', 5],
    ]);
  });
});

describe('the round dashboard: response rates', () => {
  it('sums every person’s groups, in the order of the rater groups, self included', () => {
    expect(roundDashboardFigures(round(threePeople())).responseRates).toEqual([
      { group: 'self', invited: 3, answered: 3 },
      { group: 'manager', invited: 1, answered: 1 },
      { group: 'peer', invited: 11, answered: 4 },
      { group: 'subordinate', invited: 4, answered: 2 },
    ]);
  });
});

describe('the round dashboard: groups at risk', () => {
  it('flags a group at risk by pace and one with too few invited, most urgent first; a safe group is not listed', () => {
    expect(roundDashboardFigures(round(threePeople())).groupsAtRisk).toEqual([
      { assessmentId: 'b', group: 'peer', invited: 2, answered: 0, needed: 3, expected: 0, tooFewInvited: true },
      { assessmentId: 'a', group: 'peer', invited: 4, answered: 1, needed: 3, expected: 2, tooFewInvited: false },
    ]);
  });

  it('no day gone yet: no pace, everyone invited is assumed to answer, so only too few invited is at risk', () => {
    // A peers: 4 invited → expected 4, safe; B peers: 2 invited → expected 2 < 3.
    expect(roundDashboardFigures(round(threePeople(), { today: '2025-03-01' })).groupsAtRisk).toEqual([
      { assessmentId: 'b', group: 'peer', invited: 2, answered: 0, needed: 3, expected: 2, tooFewInvited: true },
    ]);
    // Before the start, or without a start or a finish date: the same.
    for (const over of [{ today: '2025-02-20' }, { startsOn: null }, { finishesOn: null }]) {
      expect(roundDashboardFigures(round(threePeople(), over)).groupsAtRisk.map((g) => [g.assessmentId, g.expected])).toEqual([['b', 2]]);
    }
  });

  it('more days left than gone stretch the pace; past the finish date only the answers in count', () => {
    // 4 days gone (1st–4th), 16 left (5th–20th): 4/11 × 16/4 = 1.45 → capped at 1: every invited peer answers.
    const early = roundDashboardFigures(round(threePeople(), { today: '2025-03-05' }));
    expect(early.groupsAtRisk.map((g) => [g.assessmentId, g.expected, g.tooFewInvited])).toEqual([['b', 2, true]]);
    // After the 20th: nothing left, expected = answered → C’s subordinates (2 of 3 needed) too.
    const late = roundDashboardFigures(round(threePeople(), { today: '2025-03-25' }));
    expect(late.groupsAtRisk.map((g) => [g.assessmentId, g.group, g.expected])).toEqual([
      ['b', 'peer', 0],
      ['a', 'peer', 1],
      ['c', 'subordinate', 2],
    ]);
  });

  it('judges only collecting assessments and only anonymous groups, though every state counts in the round’s pace', () => {
    const people = [
      assessment('w', [answered('self'), pending('peer'), invited('peer')], 'pendingConfirmation'),
      assessment('x', [answered('self'), invited('peer'), invited('peer')], 'finished'),
      assessment('y', [answered('self'), invited('manager'), ...times(3, () => invited('peer'))]),
    ];
    const figures = roundDashboardFigures(round(people));
    // Peers of the round: 0 of 6 answered in 10 days → y's peers expected 0; y's manager (0 of 1) is not judged.
    expect(figures.groupsAtRisk).toEqual([
      { assessmentId: 'y', group: 'peer', invited: 3, answered: 0, needed: 3, expected: 0, tooFewInvited: false },
    ]);
  });

  it('projects with the documented formula, monotone and capped', () => {
    const pace = roundPace('2025-03-11', '2025-03-01', '2025-03-15'); // 10 gone, 5 left
    expect(pace).toEqual({ elapsedDays: 10, remainingDays: 5 });
    expect(projectedAnswers({ invited: 4, answered: 1 }, 0.4, pace)).toBe(1); // 1 + floor(3 × 0.4 × 5/10) = 1 + floor(0.6)
    expect(projectedAnswers({ invited: 4, answered: 1 }, 0.8, pace)).toBe(2); // 1 + floor(3 × 0.8 × 0.5) = 1 + floor(1.2)
    expect(projectedAnswers({ invited: 4, answered: 1 }, 1, { elapsedDays: 1, remainingDays: 30 })).toBe(4);
    expect(projectedAnswers({ invited: 4, answered: 1 }, null, pace)).toBe(4);
    expect(daysBetween('2025-03-20', '2025-03-21')).toBe(1);
    expect(daysBetween('2026-03-20', '2026-03-22')).toBe(2); // across Nowruz, no daylight-saving slip
  });
});

describe('the round dashboard: rater load', () => {
  it('flags someone asked for 9 sorts at a limit of 8; a single sort is not listed', () => {
    const people = times(9, (i) => assessment(`n${i}`, [answered('self', `t${i}`), invited('peer', 'busy'), invited('peer', `once${i}`)]));
    expect(roundDashboardFigures(round(people)).raterLoad).toEqual([{ userId: 'busy', inRound: 9, inOpenRounds: 9, overLimit: true }]);
    expect(roundDashboardFigures(round(people, { raterLoadLimit: 9 })).raterLoad).toEqual([
      { userId: 'busy', inRound: 9, inOpenRounds: 9, overLimit: false },
    ]);
  });

  it('counts pending nominations, never disapproved ones or the person’s own self sort; externals have no load', () => {
    // u-a: assessed in A (self: not a load), asked in B and C → 2. u-p1: peer of A, B and C → 3.
    // u-p2: invited in A, pending in B → 2. u-p3: invited in A, disapproved in B → 1: not listed.
    const figures = roundDashboardFigures(round(threePeople()));
    expect(figures.raterLoad).toEqual([
      { userId: 'u-p1', inRound: 3, inOpenRounds: 3, overLimit: false },
      { userId: 'u-a', inRound: 2, inOpenRounds: 2, overLimit: false },
      { userId: 'u-p2', inRound: 2, inOpenRounds: 2, overLimit: false },
    ]);
  });

  it('takes the load across open rounds from the caller, and flags one past the limit there though asked once here', () => {
    const figures = roundDashboardFigures(
      round(threePeople(), {
        openLoad: new Map([
          ['u-m', 12],
          ['u-p1', 4],
        ]),
      }),
    );
    expect(figures.raterLoad).toEqual([
      { userId: 'u-p1', inRound: 3, inOpenRounds: 4, overLimit: false },
      { userId: 'u-a', inRound: 2, inOpenRounds: 2, overLimit: false },
      { userId: 'u-p2', inRound: 2, inOpenRounds: 2, overLimit: false },
      { userId: 'u-m', inRound: 1, inOpenRounds: 12, overLimit: true },
    ]);
  });
});

// ---------------- property ----------------

const STATUSES: AssessmentStatus[] = [
  'draft',
  'new',
  'waiting',
  'pendingConfirmation',
  'collecting',
  'collecting',
  'collecting',
  'finished',
];
const DAYS = ['2025-02-25', '2025-03-01', '2025-03-02', '2025-03-11', '2025-03-20', '2025-03-21', '2025-04-10'];

/** A random round: up to 12 people, up to 14 rows each from a pool of 15 users (and externals), random dates. */
function randomRound(seed: number): DashboardInput {
  const rnd = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const assessments = times(1 + Math.floor(rnd() * 12), (i): DashboardAssessment => {
    const status = pick(STATUSES);
    const assessors: DashboardAssessor[] =
      status === 'draft'
        ? []
        : [{ userId: `user${i}`, raterGroup: 'self', confirmation: 'confirmed', invited: false, registered: rnd() < 0.7 }];
    for (let k = Math.floor(rnd() * 15); k > 0; k--) {
      const raterGroup = pick(RATER_GROUPS.slice(1));
      const confirmation = pick(['pending', 'confirmed', 'confirmed', 'confirmed', 'disapproved'] as const);
      const isInvited = confirmation === 'confirmed' && rnd() < 0.8;
      assessors.push({
        userId: raterGroup === 'external' && rnd() < 0.5 ? null : `user${Math.floor(rnd() * 15)}`,
        raterGroup,
        confirmation,
        invited: isInvited,
        // Mostly only invited rows answer; now and then a flag disagrees, as data may.
        registered: isInvited ? rnd() < 0.5 : rnd() < 0.05,
      });
    }
    return { assessmentId: `a${String(i).padStart(2, '0')}`, status, minGroupSize: 3 + Math.floor(rnd() * 3), assessors };
  });
  const [startsOn, finishesOn] = [pick(DAYS), pick(DAYS)].sort();
  const openLoad = new Map(times(15, (u) => [`user${u}`, Math.floor(rnd() * 14)] as const).filter(() => rnd() < 0.4));
  return {
    today: pick(DAYS),
    startsOn: rnd() < 0.1 ? null : startsOn!,
    finishesOn: rnd() < 0.1 ? null : finishesOn!,
    raterLoadLimit: 2 + Math.floor(rnd() * 8),
    assessments,
    openLoad,
  };
}

function invariantProblems(input: DashboardInput, seed: number): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`seed ${seed}: ${what}`);
  const figures = roundDashboardFigures(input);

  // Per person: answered ≤ invited; the waiting count is the pending rows; sums add up to the round's rates.
  const sums = new Map<RaterGroup, { invited: number; answered: number }>();
  for (const a of input.assessments) {
    const row = figures.perAssessment.get(a.assessmentId)!;
    if (row.nominationsWaiting !== a.assessors.filter((r) => r.confirmation === 'pending').length) say(`${a.assessmentId} waiting`);
    for (const g of row.groups) {
      if (g.answered > g.invited) say(`${a.assessmentId} ${g.group}: answered ${g.answered} > invited ${g.invited}`);
      const sum = sums.get(g.group) ?? { invited: 0, answered: 0 };
      sum.invited += g.invited;
      sum.answered += g.answered;
      sums.set(g.group, sum);
    }
  }
  const rates = Object.fromEntries(figures.responseRates.map((r) => [r.group, { invited: r.invited, answered: r.answered }]));
  if (JSON.stringify(rates) !== JSON.stringify(Object.fromEntries(RATER_GROUPS.filter((g) => sums.has(g)).map((g) => [g, sums.get(g)])))) {
    say('response rates differ from the per-person sums');
  }

  // At risk: expected between answered and invited, below needed; only collecting, anonymous groups; most urgent first.
  let lastShortfall = Infinity;
  for (const g of figures.groupsAtRisk) {
    const where = `${g.assessmentId} ${g.group}`;
    if (!(g.expected < g.needed)) say(`${where}: expected ${g.expected} ≥ needed ${g.needed}`);
    if (g.expected > g.invited) say(`${where}: expected ${g.expected} > invited ${g.invited}`);
    if (g.expected < g.answered) say(`${where}: expected ${g.expected} < answered ${g.answered}`);
    if (g.tooFewInvited !== g.invited < g.needed) say(`${where}: tooFewInvited`);
    if (input.assessments.find((a) => a.assessmentId === g.assessmentId)!.status !== 'collecting') say(`${where}: not collecting`);
    if (!['peer', 'subordinate', 'external'].includes(g.group)) say(`${where}: not anonymous`);
    if (g.needed - g.expected > lastShortfall) say(`${where}: out of order`);
    lastShortfall = g.needed - g.expected;
  }
  // Every collecting anonymous group with too few invited is listed, whatever the pace.
  for (const a of input.assessments) {
    if (a.status !== 'collecting') continue;
    for (const g of figures.perAssessment.get(a.assessmentId)!.groups) {
      if (['peer', 'subordinate', 'external'].includes(g.group) && g.invited < g.needed) {
        if (!figures.groupsAtRisk.some((r) => r.assessmentId === a.assessmentId && r.group === g.group))
          say(`${a.assessmentId} ${g.group}: too few invited, not listed`);
      }
    }
  }

  // Rater load: recounted by hand; only the listed ones; most asked first.
  let lastInRound = Infinity;
  for (const r of figures.raterLoad) {
    const asked = input.assessments.filter((a) =>
      a.assessors.some((s) => s.userId === r.userId && s.raterGroup !== 'self' && s.confirmation !== 'disapproved'),
    ).length;
    if (r.inRound !== asked) say(`${r.userId}: inRound ${r.inRound} ≠ ${asked}`);
    if (r.inOpenRounds !== (input.openLoad.get(r.userId) ?? asked)) say(`${r.userId}: inOpenRounds`);
    if (r.overLimit !== (r.inRound > input.raterLoadLimit || r.inOpenRounds > input.raterLoadLimit)) say(`${r.userId}: overLimit`);
    if (!(r.inRound > 1 || r.overLimit)) say(`${r.userId}: listed without cause`);
    if (r.inRound > lastInRound) say(`${r.userId}: out of order`);
    lastInRound = r.inRound;
  }

  // Disapproved rows count nowhere: whatever their flags, the figures are the same.
  const flipped: DashboardInput = {
    ...input,
    assessments: input.assessments.map((a) => ({
      ...a,
      assessors: a.assessors.map((s) => (s.confirmation === 'disapproved' ? { ...s, invited: !s.invited, registered: !s.registered } : s)),
    })),
  };
  if (JSON.stringify(serialise(roundDashboardFigures(flipped))) !== JSON.stringify(serialise(figures)))
    say('a disapproved row moved a figure');
  return problems;
}

const serialise = (f: ReturnType<typeof roundDashboardFigures>) => ({ ...f, perAssessment: [...f.perAssessment] });

describe('the round dashboard as a property (seeded)', () => {
  it('holds its invariants over 500 random rounds, and the generator reaches the interesting cases', () => {
    const problems: string[] = [];
    const reached = { byPace: 0, tooFew: 0, overLimit: 0, listedLoad: 0 };
    for (let seed = 1; seed <= 500; seed++) {
      const input = randomRound(seed);
      problems.push(...invariantProblems(input, seed));
      const figures = roundDashboardFigures(input);
      reached.byPace += figures.groupsAtRisk.filter((g) => !g.tooFewInvited).length;
      reached.tooFew += figures.groupsAtRisk.filter((g) => g.tooFewInvited).length;
      reached.overLimit += figures.raterLoad.filter((r) => r.overLimit).length;
      reached.listedLoad += figures.raterLoad.length;
    }
    expect(problems).toEqual([]);
    expect(reached.byPace).toBeGreaterThan(20);
    expect(reached.tooFew).toBeGreaterThan(20);
    expect(reached.overLimit).toBeGreaterThan(5);
    expect(reached.listedLoad).toBeGreaterThan(50);
  });

  it('the projection never falls when an answer arrives or the finish moves later, and stays within answered..invited', () => {
    const rnd = prng(2026);
    const problems: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const invitedCount = Math.floor(rnd() * 12);
      const answeredCount = Math.floor(rnd() * (invitedCount + 1));
      const share = rnd() < 0.1 ? null : rnd();
      const pace = { elapsedDays: Math.floor(rnd() * 40) - 2, remainingDays: Math.floor(rnd() * 40) };
      const expected = projectedAnswers({ invited: invitedCount, answered: answeredCount }, share, pace);
      if (expected < answeredCount || expected > invitedCount)
        problems.push(`case ${i}: ${expected} outside ${answeredCount}..${invitedCount}`);
      const later = projectedAnswers({ invited: invitedCount, answered: answeredCount }, share, {
        ...pace,
        remainingDays: pace.remainingDays + 1,
      });
      if (later < expected) problems.push(`case ${i}: a later finish lowers ${expected} to ${later}`);
      if (answeredCount < invitedCount) {
        // One more answer raises the round's share too (never lowers it).
        const moreShare = share === null ? null : Math.min(1, share + rnd() * (1 - share));
        const more = projectedAnswers({ invited: invitedCount, answered: answeredCount + 1 }, moreShare, pace);
        if (more < expected) problems.push(`case ${i}: an answer lowers ${expected} to ${more}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
