/**
 * The whole report: edge cases (no answers, self only, a single rater, manager only, full and
 * maximal disagreement), anonymity, input checks, and a seeded property test.
 * Pile values: best (b) 3, mostly (m) 2, least (l) 1.
 */
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_GROUPS,
  audienceView,
  computeReport,
  DEFAULT_REPORT_SETTINGS,
  OTHER_GROUPS,
  REPORT_ENGINE_VERSION,
  ReportInputError,
  type Pile,
  type Report,
  type ReportAnswerInput,
  type ReportGroup,
  type ReportInput,
} from './report-engine.ts';
import { answer, card, factor, numbersIn, prng } from '../../../test/report-fixtures.ts';

const ids = ['c1', 'c2', 'c3'];
const cards = [
  card('c1', { title: 'گوش دادن' }),
  card('c2', { title: 'تصمیم‌گیری', compensatorIds: ['c3'] }),
  card('c3', { title: 'صبر' }),
];
const factors = [factor('f1', { title: 'رهبری' })];

function expectWellFormed(report: Report) {
  for (const n of numbersIn(report)) expect(Number.isFinite(n.value), n.path).toBe(true);
  expect(JSON.parse(JSON.stringify(report))).toEqual(report);
}

describe('not enough answers', () => {
  it('no finished answers: a clear state, every score null, every list empty', () => {
    const report = computeReport({
      cards,
      factors,
      answers: [],
      invitations: { self: { invited: 1 }, manager: { invited: 1 }, peer: { invited: 4 } },
    });
    expectWellFormed(report);
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.notEnoughAnswersReason).toBe('noFinishedAnswers');
    expect(report.engineVersion).toBe(REPORT_ENGINE_VERSION);
    expect(report.shownGroups).toEqual([]);
    expect(report.cards[0]).toEqual({
      cardId: 'c1',
      title: 'گوش دادن',
      titleEn: null,
      factorId: 'f1',
      isHard: false,
      self: null,
      groups: {},
      others: null,
      band: null,
      piles: { best: 0, mostly: 0, least: 0, total: 0 },
      agreement: { status: 'notEnoughAnswers' },
      redFlag: false,
      overuse: false,
      blindSpot: false,
      hiddenStrength: false,
    });
    expect(report.agreement).toEqual({ status: 'notEnoughAnswers' });
    expect(report.summary).toEqual({
      responses: {
        self: { invited: 1, finished: 0 },
        groups: { manager: { invited: 1, finished: 0 } },
        others: { invited: 5, finished: 0 },
        counted: 0,
        heldBack: 0,
      },
      topStrengths: [],
      topNeeds: [],
      factors: [{ factorId: 'f1', title: 'رهبری', titleEn: null, cardIds: ids, self: null, groups: {}, others: null }],
      blindSpots: [],
      hiddenStrengths: [],
    });
    expect(report.redFlags).toEqual([]);
    expect(report.overuse).toEqual([]);
  });

  it('no cards and no answers at all does not crash', () => {
    const report = computeReport({ cards: [], factors: [], answers: [] });
    expectWellFormed(report);
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.cards).toEqual([]);
    expect(report.summary.factors).toEqual([]);
  });

  it('self only: self scores and the self factor score, but no others, bands or findings', () => {
    // self: c1 3, c2 2, c3 1 → F_self = (3 + 2 + 1)/3 = 2 middle
    const report = computeReport({ cards, factors, answers: [answer('self', 'bml', ids)] });
    expectWellFormed(report);
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.notEnoughAnswersReason).toBe('noOthersAnswers');
    expect(report.cards.map((r) => [r.self, r.others, r.band])).toEqual([
      [3, null, null],
      [2, null, null],
      [1, null, null],
    ]);
    expect(report.summary.factors[0]!.self).toEqual({ score: 2, band: 'middle' });
    expect(report.summary.factors[0]!.others).toBeNull();
    expect(report.summary.topStrengths).toEqual([]);
    expect(report.summary.blindSpots).toEqual([]);
    expect(report.redFlags).toEqual([]);
    expect(report.agreement).toEqual({ status: 'notEnoughAnswers' });
  });
});

describe('a single rater', () => {
  // one peer: below minGroupSize, so held back — it counts in no figure at all
  const report = computeReport({ cards, factors, answers: [answer('self', 'mmm', ids), answer('peer', 'bll', ids)] });

  it('holds the lone peer back: no others, bands, agreement or findings, and says one answer was held back', () => {
    expectWellFormed(report);
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.notEnoughAnswersReason).toBe('tooFewAnswers');
    expect(report.cards.map((r) => [r.self, r.others, r.band, r.piles.total, r.agreement.status])).toEqual([
      [2, null, null, 0, 'notEnoughAnswers'],
      [2, null, null, 0, 'notEnoughAnswers'],
      [2, null, null, 0, 'notEnoughAnswers'],
    ]);
    expect(report.redFlags).toEqual([]);
    expect(report.summary.responses).toMatchObject({ counted: 0, heldBack: 1, others: { finished: 1 } });
    expect(report.adminDetail).toEqual({ heldBackByGroup: { peer: 1 } });
  });

  it('never names the lone peer in what the assessed person reads', () => {
    expect(report.shownGroups).toEqual([]);
    expect(JSON.stringify(audienceView(report, 'assessedPerson'))).not.toContain('peer');
  });
});

describe('manager only', () => {
  // one manager (weight 1.5): c1 b, c2 m, c3 l; self: m m m
  const report = computeReport({ cards, factors, answers: [answer('self', 'mmm', ids), answer('manager', 'bml', ids, 1.5)] });

  it('shows the manager on its own, flagged as not anonymous, but no others (one answer is not a group)', () => {
    expectWellFormed(report);
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.notEnoughAnswersReason).toBe('tooFewAnswers');
    expect(report.shownGroups).toEqual([{ group: 'manager', anonymous: false }]);
    expect(report.cards.map((r) => [r.self, r.groups, r.others])).toEqual([
      [2, { manager: 3 }, null],
      [2, { manager: 2 }, null],
      [2, { manager: 1 }, null],
    ]);
    // F = (3 + 2 + 1)/3 = 2
    expect(report.summary.factors[0]!.groups).toEqual({ manager: { score: 2, band: 'middle' } });
    expect(report.summary.factors[0]!.others).toBeNull();
    expect(report.summary.responses.groups).toEqual({ manager: { invited: 1, finished: 1 } });
    expect(report.summary.responses).toMatchObject({ counted: 1, heldBack: 0 });
  });

  it('has no agreement and no findings: they all come from others', () => {
    expect(report.agreement).toEqual({ status: 'notEnoughAnswers' });
    expect(report.summary.hiddenStrengths).toEqual([]);
    expect(report.summary.blindSpots).toEqual([]);
    expect(report.summary.topStrengths).toEqual([]);
    expect(report.overuse).toEqual([]);
  });
});

describe('agreement over the whole report', () => {
  it('full agreement: five raters placing every card alike give A = 1 everywhere', () => {
    const answers = ['manager', 'peer', 'peer', 'peer', 'external'].map((g) =>
      answer(g as ReportGroup, 'bml', ids, g === 'external' ? 2 : 1),
    );
    const report = computeReport({ cards, factors, answers });
    expect(report.cards.map((r) => r.agreement)).toEqual(ids.map(() => ({ status: 'ok', value: 1, low: false })));
    expect(report.agreement).toEqual({ status: 'ok', value: 1, cardCount: 3, lowCardIds: [] });
  });

  it('maximal disagreement: opposite piles give A = 0; the overall is the mean over cards', () => {
    // manager and 3 peers. c1: 3, 3, 1, 1 → mean 2, σ = 1, A = 0; c2: 1, 1, 3, 3 → A = 0; c3: all 2 → A = 1; overall 1/3
    const answers = [answer('manager', 'blm', ids), answer('peer', 'blm', ids), answer('peer', 'lbm', ids), answer('peer', 'lbm', ids)];
    const report = computeReport({ cards, factors, answers });
    expect(report.cards.map((r) => r.agreement)).toEqual([
      { status: 'ok', value: 0, low: true },
      { status: 'ok', value: 0, low: true },
      { status: 'ok', value: 1, low: false },
    ]);
    expect(report.agreement).toEqual({ status: 'ok', value: 1 / 3, cardCount: 3, lowCardIds: ['c1', 'c2'] });
  });

  it('averages only over the cards that have an agreement', () => {
    // c1 placed by all four (3, 3, 3, 3 → A = 1); c2 by the manager only (others not shown for it);
    // c3 by all four (1, 3, 3, 1 → σ = 1, A = 0): overall (1 + 0)/2 = 0.5
    const answers = [answer('manager', 'bbl', ids), answer('peer', 'b-b', ids), answer('peer', 'b-b', ids), answer('peer', 'b-l', ids)];
    const report = computeReport({ cards, factors, answers });
    expect(report.cards[1]!.agreement).toEqual({ status: 'notEnoughAnswers' });
    expect(report.cards[1]!.others).toBeNull();
    expect(report.agreement).toEqual({ status: 'ok', value: 0.5, cardCount: 2, lowCardIds: ['c3'] });
  });
});

describe('anonymity: the four worked examples of assessment-method.md §2 (threshold 3)', () => {
  const invitations = { manager: { invited: 1 }, peer: { invited: 5 }, subordinate: { invited: 2 } };
  const self = answer('self', 'mmm', ids);
  const manager = answer('manager', 'bml', ids);
  const peers = [answer('peer', 'bbb', ids), answer('peer', 'llb', ids), answer('peer', 'mlm', ids)];

  it('manager + 1 peer → self and manager only, 1 held back: 2·others − manager gives nothing', () => {
    const report = computeReport({ cards, factors, answers: [self, manager, peers[0]!], invitations });
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.shownGroups).toEqual([{ group: 'manager', anonymous: false }]);
    expect(report.cards.map((r) => [r.self, r.groups, r.others])).toEqual([
      [2, { manager: 3 }, null],
      [2, { manager: 2 }, null],
      [2, { manager: 1 }, null],
    ]);
    expect(report.summary.responses).toEqual({
      self: { invited: 1, finished: 1 },
      groups: { manager: { invited: 1, finished: 1 } },
      others: { invited: 8, finished: 2 },
      counted: 1,
      heldBack: 1,
    });
    // The peer's answer is in no figure: the report is the same whatever the peer answered.
    const other = computeReport({ cards, factors, answers: [self, manager, answer('peer', 'lml', ids)], invitations });
    expect(other).toEqual(report);
  });

  it('manager + 2 peers → self and manager only, 2 held back', () => {
    const report = computeReport({ cards, factors, answers: [self, manager, peers[0]!, peers[1]!], invitations });
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.shownGroups.map((g) => g.group)).toEqual(['manager']);
    expect(report.cards.every((r) => r.others === null && r.piles.total === 0)).toBe(true);
    expect(report.summary.responses).toMatchObject({ counted: 1, heldBack: 2 });
    expect(report.adminDetail).toEqual({ heldBackByGroup: { peer: 2 } });
  });

  it('manager + 3 peers → manager, peers and others', () => {
    // peers c1: 3, 1, 2 → 2; c2: 3, 1, 1 → 5/3; c3: 3, 3, 2 → 8/3. O with the manager (3, 2, 1): c1 (3 + 6)/4 = 9/4, c2 (2 + 5)/4 = 7/4, c3 (1 + 8)/4 = 9/4
    const report = computeReport({ cards, factors, answers: [self, manager, ...peers], invitations });
    expect(report.status).toBe('ready');
    expect(report.shownGroups).toEqual([
      { group: 'manager', anonymous: false },
      { group: 'peer', anonymous: true },
    ]);
    expect(report.cards.map((r) => r.groups.peer)).toEqual([2, expect.closeTo(5 / 3, 12), expect.closeTo(8 / 3, 12)]);
    expect(report.cards.map((r) => r.others)).toEqual([expect.closeTo(9 / 4, 12), expect.closeTo(7 / 4, 12), expect.closeTo(9 / 4, 12)]);
    expect(report.cards.map((r) => r.piles.total)).toEqual([4, 4, 4]);
    expect(report.summary.responses).toMatchObject({ counted: 4, heldBack: 0 });
  });

  it('manager + 3 peers + 1 subordinate → manager, peers and others of 4, 1 held back', () => {
    const withSubordinate = computeReport({
      cards,
      factors,
      answers: [self, manager, ...peers, answer('subordinate', 'lll', ids)],
      invitations,
    });
    const without = computeReport({ cards, factors, answers: [self, manager, ...peers], invitations });
    expect(withSubordinate.shownGroups.map((g) => g.group)).toEqual(['manager', 'peer']);
    expect(withSubordinate.cards).toEqual(without.cards);
    expect(withSubordinate.summary.responses).toMatchObject({ counted: 4, heldBack: 1 });
    expect(withSubordinate.adminDetail).toEqual({ heldBackByGroup: { subordinate: 1 } });
    expect(audienceView(withSubordinate, 'assessedPerson').adminDetail).toBeNull();
    expect(JSON.stringify(audienceView(withSubordinate, 'assessedPerson'))).not.toContain('subordinate');
  });

  it('three peers without a manager are others on their own; a minGroupSize below 3 is refused', () => {
    const three = computeReport({ cards, factors, answers: peers });
    expect(three.status).toBe('ready');
    expect(three.shownGroups).toEqual([{ group: 'peer', anonymous: true }]);
    expect(three.cards[0]!.groups).toEqual({ peer: 2 }); // (3 + 1 + 2)/3
    expect(three.cards[0]!.others).toBe(2);
    expect(() => computeReport({ cards, factors, answers: peers.slice(0, 2), settings: { minGroupSize: 2 } })).toThrow(ReportInputError);
  });

  it('a larger minGroupSize holds back a group of three', () => {
    const report = computeReport({ cards, factors, answers: [manager, ...peers], settings: { minGroupSize: 4 } });
    expect(report.shownGroups.map((g) => g.group)).toEqual(['manager']);
    expect(report.status).toBe('notEnoughAnswers');
    expect(report.summary.responses).toMatchObject({ counted: 1, heldBack: 3 });
  });
});

describe('anonymity', () => {
  it('withholds a shown group’s score on a card fewer than minGroupSize of its answers placed', () => {
    // three peers, the third did not place c2: S_peer(c2) would be 2 answers → null, and O(c2) too
    // (it would be those same two answers); F_peer = (s·S(c1) + s·S(c3)) / 2 = (3 + 1)/2 = 2
    const report = computeReport({
      cards,
      factors,
      answers: [answer('peer', 'bbl', ids), answer('peer', 'bbl', ids), answer('peer', 'b-l', ids)],
    });
    expect(report.cards.map((r) => r.groups)).toEqual([{ peer: 3 }, { peer: null }, { peer: 1 }]);
    expect(report.cards[1]!.others).toBeNull();
    expect(report.cards[1]!.piles.total).toBe(0);
    expect(report.summary.factors[0]!.groups).toEqual({ peer: { score: 2, band: 'middle' } });
  });

  it('never copies an assessor id or a per-answer weight to the output', () => {
    const answers = [
      answer('self', 'bml', ids),
      answer('manager', 'bml', ids, 1.7),
      answer('peer', 'lmb', ids),
      answer('peer', 'mmm', ids),
      answer('peer', 'bbb', ids),
    ];
    const text = JSON.stringify(computeReport({ cards, factors, answers }));
    for (const a of answers) expect(text).not.toContain(a.assessorId);
    expect(text).not.toContain('weight');
    expect(text).not.toContain('assessor');
  });
});

describe('input checks: a typed error for a broken contract, never for missing answers', () => {
  const ok = (): ReportInput => ({ cards, factors, answers: [answer('manager', 'bml', ids)] });
  const table: { name: string; input: () => ReportInput; code: ReportInputError['code'] }[] = [
    {
      name: 'two self answers',
      input: () => ({ ...ok(), answers: [answer('self', 'bml', ids), answer('self', 'bml', ids)] }),
      code: 'multipleSelfAnswers',
    },
    { name: 'weight 0', input: () => ({ ...ok(), answers: [answer('peer', 'bml', ids, 0)] }), code: 'invalidWeight' },
    { name: 'weight NaN', input: () => ({ ...ok(), answers: [answer('peer', 'bml', ids, Number.NaN)] }), code: 'invalidWeight' },
    {
      name: 'unknown group',
      input: () => ({ ...ok(), answers: [{ ...answer('peer', 'bml', ids), group: 'boss' as ReportGroup }] }),
      code: 'invalidGroup',
    },
    {
      name: 'unknown pile',
      input: () => ({ ...ok(), answers: [{ assessorId: 'x', group: 'peer', weight: 1, placements: { c1: 'top' as Pile } }] }),
      code: 'invalidPile',
    },
    { name: 'card of an unknown factor', input: () => ({ ...ok(), cards: [card('c1', { factorId: 'nope' })] }), code: 'unknownFactor' },
    { name: 'duplicate card', input: () => ({ ...ok(), cards: [card('c1'), card('c1')] }), code: 'duplicateCard' },
    { name: 'duplicate factor', input: () => ({ ...ok(), factors: [factor('f1'), factor('f1')] }), code: 'duplicateFactor' },
    { name: 'importance 0', input: () => ({ ...ok(), cards: [card('c1', { score: 0 })] }), code: 'invalidCardNumbers' },
    {
      name: 'card min above max',
      input: () => ({ ...ok(), cards: [card('c1', { minScore: 2.5, maxScore: 2 })] }),
      code: 'invalidCardNumbers',
    },
    {
      name: 'factor min above max',
      input: () => ({ ...ok(), factors: [factor('f1', { minScore: 2.5, maxScore: 2 })] }),
      code: 'invalidFactorNumbers',
    },
    { name: 'minGroupSize 0', input: () => ({ ...ok(), settings: { minGroupSize: 0 } }), code: 'invalidSettings' },
    { name: 'minGroupSize 2 (below the floor of 3)', input: () => ({ ...ok(), settings: { minGroupSize: 2 } }), code: 'invalidSettings' },
    { name: 'redFlagShare 0', input: () => ({ ...ok(), settings: { redFlagShare: 0 } }), code: 'invalidSettings' },
    { name: 'overuseShare 1', input: () => ({ ...ok(), settings: { overuseShare: 1 } }), code: 'invalidSettings' },
    { name: 'gap 0', input: () => ({ ...ok(), settings: { gap: 0 } }), code: 'invalidSettings' },
    { name: 'negative invited', input: () => ({ ...ok(), invitations: { peer: { invited: -1 } } }), code: 'invalidInvitations' },
  ];
  it.each(table)('$name → $code', ({ input, code }) => {
    expect(() => computeReport(input())).toThrow(ReportInputError);
    try {
      computeReport(input());
    } catch (e) {
      expect((e as ReportInputError).code).toBe(code);
    }
  });

  it('ignores placements of cards that are not on the assessment, and fills in default settings', () => {
    const report = computeReport({
      cards,
      factors,
      answers: [{ assessorId: 'a', group: 'manager', weight: 1, placements: { c1: 'best', other: 'least' } }],
    });
    expect(report.cards.map((r) => r.groups.manager)).toEqual([3, null, null]);
    expect(report.settings).toEqual(DEFAULT_REPORT_SETTINGS);
  });
});

// ---------------- property test ----------------

function randomInput(seed: number): ReportInput {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const factorCount = int(1, 4);
  const fs = Array.from({ length: factorCount }, (_, i) =>
    factor(`factor-${i}`, rnd() < 0.5 ? {} : { minScore: 1 + rnd(), maxScore: 2 + rnd() }),
  );
  const cardCount = int(0, 25);
  const cardIds = Array.from({ length: cardCount }, (_, i) => `card-${i}`);
  const cs = cardIds.map((id, i) =>
    card(id, {
      title: `شایستگی ${int(1, 6)}`, // repeated titles: ties all the way down to the id
      factorId: `factor-${int(0, factorCount - 1)}`,
      score: rnd() < 0.3 ? null : pick([0.1, 0.5, 1, 2, 10]),
      compensatorIds: Array.from({ length: int(0, 4) }, () => (rnd() < 0.9 ? pick(cardIds) : 'not-on-this-assessment')),
      isHard: rnd() < 0.3,
      ...(i % 3 === 0 ? { minScore: 1.5 + rnd() * 0.5, maxScore: 2 + rnd() } : {}),
    }),
  );
  const piles: Pile[] = ['best', 'mostly', 'least'];
  const answers: ReportAnswerInput[] = [];
  if (rnd() < 0.8) answers.push({ assessorId: `rater-${seed}-self-${int(1e6, 9e6)}`, group: 'self', weight: 1, placements: {} });
  const others = int(0, 20);
  for (let i = 0; i < others; i++) {
    answers.push({
      assessorId: `rater-${seed}-${i}-${int(1e6, 9e6)}`,
      group: pick(OTHER_GROUPS),
      weight: rnd() < 0.5 ? 1 : pick([0.1, 0.3, 0.7, 1.5, 2, 10, 0.1 + rnd() * 9.9]),
      placements: {},
    });
  }
  for (const a of answers) {
    const placements = a.placements as Record<string, Pile>;
    for (const id of cardIds) if (rnd() < 0.95) placements[id] = pick(piles);
  }
  return {
    cards: cs,
    factors: fs,
    answers,
    invitations: Object.fromEntries(OTHER_GROUPS.map((g) => [g, { invited: int(0, 8) }])),
    settings: {
      minGroupSize: int(3, 5),
      redFlagShare: pick([0.5, 2 / 3, 0.75, 1]),
      gap: pick([0.5, 1, 1.5]),
      overuseShare: pick([0, 0.3, 0.6, 0.9]),
      topCount: int(0, 7),
    },
  };
}

describe('property: for random inputs (seeded)', () => {
  const seeds = Array.from({ length: 300 }, (_, i) => 1000 + i);

  it.each(seeds.filter((s) => s % 30 === 0).map((s) => [s]))('seed %i: the output is well formed (sample)', (seed) => {
    expectWellFormed(computeReport(randomInput(seed)));
  });

  it('never contains an assessor id; every number is finite and in range; hidden groups never appear', () => {
    // problems are collected and compared once, so 300 reports stay fast
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    for (const seed of seeds) {
      const input = randomInput(seed);
      const report = computeReport(input);
      // what the assessed person reads (the admins' view also says which group was held back)
      const text = JSON.stringify(audienceView(report, 'assessedPerson'));
      check(!JSON.stringify(report).includes('rater-'), `seed ${seed}: an assessor id`);
      for (const n of numbersIn(report)) check(Number.isFinite(n.value), `seed ${seed}: ${n.path} = ${n.value}`);

      const finished = (g: ReportGroup) => input.answers.filter((a) => a.group === g).length;
      for (const g of ANONYMOUS_GROUPS) {
        if (finished(g) < report.settings.minGroupSize) check(!text.includes(`"${g}"`), `seed ${seed}: hidden group ${g} appears`);
      }
      const shown = report.shownGroups.map((x) => x.group).join();
      for (const r of report.cards) {
        for (const v of [r.self, r.others, ...Object.values(r.groups)]) {
          if (v !== null && v !== undefined) check(v >= 1 - 1e-12 && v <= 3 + 1e-12, `seed ${seed}: ${r.cardId} score ${v}`);
        }
        check(Object.keys(r.groups).join() === shown, `seed ${seed}: ${r.cardId} group keys`);
        if (r.agreement.status === 'ok') check(r.agreement.value >= 0 && r.agreement.value <= 1, `seed ${seed}: ${r.cardId} agreement`);
        check(r.piles.best + r.piles.mostly + r.piles.least === r.piles.total, `seed ${seed}: ${r.cardId} piles`);
      }
      const top = [...report.summary.topStrengths, ...report.summary.topNeeds].map((e) => e.cardId);
      check(new Set(top).size === top.length, `seed ${seed}: a card in both top lists`);
      check(
        report.summary.topStrengths.length <= report.settings.topCount && report.summary.topNeeds.length <= report.settings.topCount,
        `seed ${seed}: top length`,
      );
      const counted = input.answers.filter(
        (a) => a.group === 'manager' || (a.group !== 'self' && finished(a.group) >= report.settings.minGroupSize),
      ).length;
      check((report.status === 'ready') === counted >= report.settings.minGroupSize, `seed ${seed}: status`);
    }
    expect(problems).toEqual([]);
  });
});
