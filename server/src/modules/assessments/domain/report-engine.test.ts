/**
 * The whole report: edge cases (no answers, self only, a single rater, manager only, full and
 * maximal disagreement), anonymity, input checks, and a seeded property test.
 * Pile values: best (b) 3, mostly (m) 2, least (l) 1.
 */
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_GROUPS,
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
import { answer, card, factor, numbersIn } from './report-test-fixtures.ts';

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
        othersIncludesSmallGroups: false,
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
  // one peer (below minGroupSize: not shown on its own) — O = its values: c1 3, c2 1, c3 1
  const report = computeReport({ cards, factors, answers: [answer('self', 'mmm', ids), answer('peer', 'bll', ids)] });

  it('gives others’ scores and bands, but no agreement', () => {
    expectWellFormed(report);
    expect(report.status).toBe('ready');
    expect(report.cards.map((r) => [r.others, r.band, r.agreement.status])).toEqual([
      [3, 'strength', 'notEnoughAnswers'],
      [1, 'need', 'notEnoughAnswers'],
      [1, 'need', 'notEnoughAnswers'],
    ]);
    expect(report.agreement).toEqual({ status: 'notEnoughAnswers' });
    // one answer in least is 1 of 1: a red flag for c2 and c3
    expect(report.redFlags.map((f) => f.cardId)).toEqual(['c2', 'c3']); // same share 1: by title, تصمیم‌گیری (ت) before صبر (ص)
  });

  it('never shows the lone peer on its own', () => {
    expect(report.shownGroups).toEqual([]);
    expect(JSON.stringify(report)).not.toContain('peer');
  });
});

describe('manager only', () => {
  // one manager (weight 1.5): c1 b, c2 m, c3 l; self: m m m
  const report = computeReport({ cards, factors, answers: [answer('self', 'mmm', ids), answer('manager', 'bml', ids, 1.5)] });

  it('shows the manager on its own, flagged as not anonymous, equal to others', () => {
    expectWellFormed(report);
    expect(report.shownGroups).toEqual([{ group: 'manager', anonymous: false }]);
    expect(report.cards.map((r) => [r.groups, r.others])).toEqual([
      [{ manager: 3 }, 3],
      [{ manager: 2 }, 2],
      [{ manager: 1 }, 1],
    ]);
    // F = (3 + 2 + 1)/3 = 2
    expect(report.summary.factors[0]!.groups).toEqual({ manager: { score: 2, band: 'middle' } });
    expect(report.summary.responses.groups).toEqual({ manager: { invited: 1, finished: 1 } });
    expect(report.summary.responses.othersIncludesSmallGroups).toBe(false);
  });

  it('has no agreement (one answer) and the findings of one rater', () => {
    expect(report.agreement).toEqual({ status: 'notEnoughAnswers' });
    // self 2 vs O: c1 3 (−1: hidden strength), c2 2, c3 1 (+1: blind spot)
    expect(report.summary.hiddenStrengths.map((f) => f.cardId)).toEqual(['c1']);
    expect(report.summary.blindSpots.map((f) => f.cardId)).toEqual(['c3']);
    // c2 is middle: not a strength, so no overuse although its compensator c3 is a need
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
    // c1: 3 and 1 → σ = 1, A = 0; c2: 1 and 3 → A = 0; c3: 2 and 2 → A = 1; overall (0 + 0 + 1)/3 = 1/3
    const report = computeReport({ cards, factors, answers: [answer('manager', 'blm', ids), answer('peer', 'lbm', ids)] });
    expect(report.cards.map((r) => r.agreement)).toEqual([
      { status: 'ok', value: 0, low: true },
      { status: 'ok', value: 0, low: true },
      { status: 'ok', value: 1, low: false },
    ]);
    expect(report.agreement).toEqual({ status: 'ok', value: 1 / 3, cardCount: 3, lowCardIds: ['c1', 'c2'] });
  });

  it('averages only over the cards that have an agreement', () => {
    // c1 placed by both (3, 3 → A = 1); c2 by the manager only (no agreement); c3 by both (3, 1 → A = 0): overall 0.5
    const report = computeReport({ cards, factors, answers: [answer('manager', 'bbb', ids), answer('peer', 'b-l', ids)] });
    expect(report.cards[1]!.agreement).toEqual({ status: 'notEnoughAnswers' });
    expect(report.agreement).toEqual({ status: 'ok', value: 0.5, cardCount: 2, lowCardIds: ['c3'] });
  });
});

describe('anonymity', () => {
  it('two peers are merged into others: no "peer" anywhere in the output', () => {
    // manager b m l; peers b b b and l l b. O: c1 (3+3+1)/3 = 7/3, c2 (2+3+1)/3 = 2, c3 (1+3+3)/3 = 7/3
    const report = computeReport({
      cards,
      factors,
      answers: [answer('self', 'mmm', ids), answer('manager', 'bml', ids), answer('peer', 'bbb', ids), answer('peer', 'llb', ids)],
      invitations: { manager: { invited: 1 }, peer: { invited: 5 } },
    });
    expectWellFormed(report);
    expect(JSON.stringify(report)).not.toContain('peer');
    expect(report.shownGroups).toEqual([{ group: 'manager', anonymous: false }]);
    expect(report.cards.map((r) => r.others)).toEqual([expect.closeTo(7 / 3, 12), 2, expect.closeTo(7 / 3, 12)]);
    expect(report.cards.map((r) => r.piles.total)).toEqual([3, 3, 3]);
    expect(report.summary.responses).toEqual({
      self: { invited: 1, finished: 1 },
      groups: { manager: { invited: 1, finished: 1 } },
      others: { invited: 6, finished: 3 },
      othersIncludesSmallGroups: true,
    });
  });

  it('three peers are shown (exactly minGroupSize), and minGroupSize 2 shows two', () => {
    const three = computeReport({
      cards,
      factors,
      answers: [answer('peer', 'bbb', ids), answer('peer', 'llb', ids), answer('peer', 'mmm', ids)],
    });
    expect(three.shownGroups).toEqual([{ group: 'peer', anonymous: true }]);
    expect(three.cards[0]!.groups).toEqual({ peer: 2 }); // (3 + 1 + 2)/3
    const two = computeReport({
      cards,
      factors,
      answers: [answer('peer', 'bbb', ids), answer('peer', 'llb', ids)],
      settings: { minGroupSize: 2 },
    });
    expect(two.shownGroups).toEqual([{ group: 'peer', anonymous: true }]);
  });

  it('withholds a shown group’s score on a card fewer than minGroupSize of its answers placed', () => {
    // three peers, the third did not place c2: S_peer(c2) would be 2 answers → null; others still count them
    // F_peer = (s·S(c1) + s·S(c3)) / 2 = (3 + 1)/2 = 2 (c2 left out of both sums)
    const report = computeReport({
      cards,
      factors,
      answers: [answer('peer', 'bbl', ids), answer('peer', 'bbl', ids), answer('peer', 'b-l', ids)],
    });
    expect(report.cards.map((r) => r.groups)).toEqual([{ peer: 3 }, { peer: null }, { peer: 1 }]);
    expect(report.cards[1]!.others).toBe(3);
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
    expect(report.cards.map((r) => r.others)).toEqual([3, null, null]);
    expect(report.settings).toEqual(DEFAULT_REPORT_SETTINGS);
  });
});

// ---------------- property test ----------------

/** mulberry32: a small seeded PRNG, so that a failure can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
      minGroupSize: int(1, 5),
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
      const text = JSON.stringify(report);
      check(!text.includes('rater-'), `seed ${seed}: an assessor id`);
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
      check((report.status === 'ready') === input.answers.some((a) => a.group !== 'self'), `seed ${seed}: status`);
    }
    expect(problems).toEqual([]);
  });
});
