/**
 * assessment-method.md §3 and the agreement row of §4, worked by hand. Pile values: best 3, mostly 2, least 1.
 */
import { describe, expect, it } from 'vitest';
import { agreementOf, audienceView, bandOf, computeReport, weightedMean, weightedPopulationSd, type Band } from './report-engine.ts';
import { answer, card, factor } from '../../../test/report-fixtures.ts';

describe('weighted mean O(c), weighted population σ(c) and agreement A(c) = 1 − σ(c)', () => {
  // μ = Σw·x / Σw;  σ² = Σw·(x − μ)² / Σw (population: divided by Σw, not Σw − 1);  A = 1 − σ; low when A < 0.5.
  const table: { name: string; x: number[]; w: number[]; mean: number; sd: number; a: number | null; low?: boolean }[] = [
    // one value: μ = 3, σ = 0; agreement needs at least 2 non-self answers
    { name: 'a single rater', x: [3], w: [1], mean: 3, sd: 0, a: null },
    // all 2: μ = 2, every deviation 0
    { name: 'full agreement', x: [2, 2, 2], w: [1, 1, 1], mean: 2, sd: 0, a: 1, low: false },
    // μ = (3+1)/2 = 2; σ² = (1² + 1²)/2 = 1; σ = 1 (the maximum on 1..3)
    { name: 'maximal disagreement', x: [3, 1], w: [1, 1], mean: 2, sd: 1, a: 0, low: true },
    // μ = 2; σ² = (1+1+1+1)/4 = 1
    { name: 'maximal disagreement, four raters', x: [3, 3, 1, 1], w: [1, 1, 1, 1], mean: 2, sd: 1, a: 0, low: true },
    // μ = 7/3; deviations 2/3, 2/3, −4/3; σ² = (4/9 + 4/9 + 16/9)/3 = 8/9; σ = 0.942809…; A = 0.057190…
    { name: 'two best, one least', x: [3, 3, 1], w: [1, 1, 1], mean: 7 / 3, sd: Math.sqrt(8 / 9), a: 1 - Math.sqrt(8 / 9), low: true },
    // weight 2 on the 3 is the same as two raters at 3: μ = (6+1)/3 = 7/3; σ² = (2·4/9 + 16/9)/3 = 8/9
    { name: 'weights 2 and 1', x: [3, 1], w: [2, 1], mean: 7 / 3, sd: Math.sqrt(8 / 9), a: 1 - Math.sqrt(8 / 9), low: true },
    // μ = 2.5; σ² = (0.25 + 0.25)/2 = 0.25; σ = 0.5; A = 0.5 is not < 0.5
    { name: 'A exactly 0.5 is not low', x: [3, 2], w: [1, 1], mean: 2.5, sd: 0.5, a: 0.5, low: false },
    // μ = (0.5·1 + 1.5·3)/2 = 5/2; σ² = (0.5·2.25 + 1.5·0.25)/2 = 1.5/2 = 0.75; σ = 0.866025…; A = 0.133974…
    { name: 'weights 0.5 and 1.5', x: [1, 3], w: [0.5, 1.5], mean: 2.5, sd: Math.sqrt(0.75), a: 1 - Math.sqrt(0.75), low: true },
    // μ = (3+3)/4 = 1.5; σ² = (1·2.25 + 3·0.25)/4 = 3/4; σ = 0.866025…
    { name: 'weights 1 and 3', x: [3, 1], w: [1, 3], mean: 1.5, sd: Math.sqrt(0.75), a: 1 - Math.sqrt(0.75), low: true },
    // μ = 8/4 = 2; σ² = (1 + 0 + 0 + 1)/4 = 0.5; σ = 0.707106…; A = 0.292893…
    {
      name: 'one of each end, two middle',
      x: [3, 2, 2, 1],
      w: [1, 1, 1, 1],
      mean: 2,
      sd: Math.sqrt(0.5),
      a: 1 - Math.sqrt(0.5),
      low: true,
    },
    // μ = 11/4 = 2.75; σ² = (3·0.0625 + 0.5625)/4 = 0.75/4 = 0.1875; σ = 0.433012…; A = 0.566987…
    {
      name: 'three best, one mostly',
      x: [3, 3, 3, 2],
      w: [1, 1, 1, 1],
      mean: 2.75,
      sd: Math.sqrt(0.1875),
      a: 1 - Math.sqrt(0.1875),
      low: false,
    },
  ];

  it.each(table)('$name', ({ x, w, mean, sd, a, low }) => {
    expect(weightedMean(x, w)).toBeCloseTo(mean, 12);
    expect(weightedPopulationSd(x, w)).toBeCloseTo(sd, 12);
    const agreement = agreementOf(x, w);
    if (a === null) expect(agreement).toEqual({ status: 'notEnoughAnswers' });
    else {
      expect(agreement.status).toBe('ok');
      if (agreement.status === 'ok') {
        expect(agreement.value).toBeCloseTo(a, 12);
        expect(agreement.low).toBe(low);
      }
    }
  });

  it('gives null, not NaN, for no values', () => {
    expect(weightedMean([], [])).toBeNull();
    expect(weightedPopulationSd([], [])).toBeNull();
    expect(agreementOf([], [])).toEqual({ status: 'notEnoughAnswers' });
  });

  // Each value given by three peers: the same weighted mean and σ, and a group large enough to be shown.
  it.each(table.filter((row) => row.a !== null))(
    'the engine gives the same for one card answered by peers: $name',
    ({ x, w, mean, a, low }) => {
      const letter = { 3: 'b', 2: 'm', 1: 'l' } as Record<number, string>;
      const report = computeReport({
        cards: [card('c')],
        factors: [factor('f1')],
        answers: [1, 2, 3].flatMap(() => x.map((v, i) => answer('peer', letter[v]!, ['c'], w[i]))),
      });
      const row = report.cards[0]!;
      expect(row.others).toBeCloseTo(mean, 12);
      if (a === null) expect(row.agreement).toEqual({ status: 'notEnoughAnswers' });
      else expect(row.agreement).toEqual({ status: 'ok', value: expect.closeTo(a, 12), low });
    },
  );
});

describe('band of a card: strength when O ≥ high, need when O ≤ low, else middle', () => {
  const table: { o: number; low: number; high: number; band: Band; why: string }[] = [
    { o: 3, low: 1.67, high: 2.33, band: 'strength', why: '3 ≥ 2.33' },
    { o: 7 / 3, low: 1.67, high: 2.33, band: 'strength', why: '2.333… ≥ 2.33' },
    { o: 2.33, low: 1.67, high: 2.33, band: 'strength', why: 'on the high threshold' },
    // (0.99·3 + 2.01·2)/3 = 6.99/3 = 2.33 in decimals, 2.3299999999999996 in binary: still on the threshold
    { o: (0.99 * 3 + 2.01 * 2) / (0.99 + 2.01), low: 1.67, high: 2.33, band: 'strength', why: 'weighted 2.33' },
    { o: 2.3299, low: 1.67, high: 2.33, band: 'middle', why: 'just below high' },
    { o: 2, low: 1.67, high: 2.33, band: 'middle', why: 'between' },
    { o: 1.6701, low: 1.67, high: 2.33, band: 'middle', why: 'just above low' },
    { o: 1.67, low: 1.67, high: 2.33, band: 'need', why: 'on the low threshold' },
    // 0.67·2 + 0.33·1 = 1.67 in decimals, 1.6700000000000002 in binary: still on the threshold
    { o: (0.67 * 2 + 0.33 * 1) / (0.67 + 0.33), low: 1.67, high: 2.33, band: 'need', why: 'weighted 1.67' },
    { o: 5 / 3, low: 1.67, high: 2.33, band: 'need', why: '1.666… ≤ 1.67' },
    { o: 1, low: 1.67, high: 2.33, band: 'need', why: '1 ≤ 1.67' },
    { o: 2, low: 2, high: 2.5, band: 'need', why: 'own thresholds: 2 ≤ 2' },
    { o: 2.25, low: 2, high: 2.5, band: 'middle', why: 'own thresholds: between' },
    { o: 2.5, low: 2, high: 2.5, band: 'strength', why: 'own thresholds: 2.5 ≥ 2.5' },
    { o: 2, low: 2, high: 2, band: 'strength', why: 'low = high: strength is checked first' },
  ];
  it.each(table)('$o with low $low and high $high is $band ($why)', ({ o, low, high, band }) => {
    expect(bandOf(o, low, high)).toBe(band);
  });

  it('the engine puts a weighted mean that is on a threshold in decimals on it', () => {
    const band = (answers: ReturnType<typeof answer>[]) =>
      computeReport({ cards: [card('c')], factors: [factor('f1')], answers }).cards[0]!.band;
    const threePeers = (letter: string, weight: number) => [1, 2, 3].map(() => answer('peer', letter, ['c'], weight));
    // three peers best w 0.99, three mostly w 2.01 → O = 3·(2.97 + 4.02)/(3·(0.99 + 2.01)) = 6.99/3 = 2.33 → strength
    expect(band([...threePeers('b', 0.99), ...threePeers('m', 2.01)])).toBe('strength');
    // three peers mostly w 0.67, three least w 0.33 → O = (3·1.34 + 3·0.33)/3 = 1.67 → need
    expect(band([...threePeers('m', 0.67), ...threePeers('l', 0.33)])).toBe('need');
  });

  it('the engine uses each card’s own min and max, and the defaults when they are missing', () => {
    const ids = ['d', 'own', 'nul'];
    const report = computeReport({
      cards: [card('d'), card('own', { minScore: 2, maxScore: 2.5 }), card('nul', { minScore: null, maxScore: null })],
      factors: [factor('f1')],
      // three peers alike: O = the value. d: 2 → middle (defaults); own: 2 → need (≤ 2); nul: 2 → middle (defaults)
      answers: [1, 2, 3].map(() => answer('peer', 'mmm', ids)),
    });
    expect(report.cards.map((r) => r.band)).toEqual(['middle', 'need', 'middle']);
  });
});

describe('group scores S_g(c), others O(c), self, piles: one card worked by hand', () => {
  // self: best (3)
  // manager m1, weight 2: mostly (2)                         → S_manager = 2·2/2 = 2
  // peers p1..p3, weight 1: best, best, least                → S_peer = (3+3+1)/3 = 7/3
  // subordinates s1, s2, weight 1: least, mostly             → only 2 < minGroupSize 3: held back, in no figure
  // externals e1..e3, weights 0.5, 1, 1.5: least, mostly, best → S_external = (0.5·1 + 1·2 + 1.5·3)/3 = 7/3
  // O = Σw·x / Σw = (4 + 7 + 7)/(2 + 3 + 3) = 18/8 = 2.25 → middle (1.67 < 2.25 < 2.33)
  // piles of the 7 answers in others: best p1 p2 e3 = 3; mostly m1 e2 = 2; least p3 e1 = 2
  // σ² = Σw·x²/Σw − O² = (8 + 19 + 18)/8 − 5.0625 = 5.625 − 5.0625 = 0.5625; σ = 0.75; A = 0.25
  // S_self − O = 0.75 < 1: no blind spot
  const ids = ['c'];
  const report = computeReport({
    cards: [card('c')],
    factors: [factor('f1')],
    answers: [
      answer('self', 'b', ids),
      answer('manager', 'm', ids, 2),
      answer('peer', 'b', ids),
      answer('peer', 'b', ids),
      answer('peer', 'l', ids),
      answer('subordinate', 'l', ids),
      answer('subordinate', 'm', ids),
      answer('external', 'l', ids, 0.5),
      answer('external', 'm', ids, 1),
      answer('external', 'b', ids, 1.5),
    ],
  });
  const row = report.cards[0]!;

  it('computes each shown group, others and self', () => {
    expect(row.self).toBe(3);
    expect(row.groups).toEqual({ manager: 2, peer: expect.closeTo(7 / 3, 12), external: expect.closeTo(7 / 3, 12) });
    expect(row.others).toBeCloseTo(2.25, 12);
    expect(row.band).toBe('middle');
  });

  it('counts the piles of the answers in others, unweighted', () => {
    expect(row.piles).toEqual({ best: 3, mostly: 2, least: 2, total: 7 });
  });

  it('computes the weighted agreement', () => {
    expect(row.agreement).toEqual({ status: 'ok', value: expect.closeTo(0.25, 12), low: true });
    expect(report.agreement).toEqual({ status: 'ok', value: expect.closeTo(0.25, 12), cardCount: 1, lowCardIds: ['c'] });
  });

  it('shows manager (not anonymous), peer and external, and holds the two subordinates back', () => {
    expect(report.shownGroups).toEqual([
      { group: 'manager', anonymous: false },
      { group: 'peer', anonymous: true },
      { group: 'external', anonymous: true },
    ]);
    expect(report.summary.responses).toMatchObject({ counted: 7, heldBack: 2 });
    expect(report.adminDetail).toEqual({ heldBackByGroup: { subordinate: 2 } });
    expect(JSON.stringify(audienceView(report, 'assessedPerson'))).not.toContain('subordinate');
    expect(row.blindSpot).toBe(false);
  });
});
