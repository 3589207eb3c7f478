/**
 * assessment-method.md §4 findings, worked by hand: red flags, overuse, blind spots and hidden strengths.
 * Pile values: best (b) 3, mostly (m) 2, least (l) 1.
 */
import { describe, expect, it } from 'vitest';
import { computeReport, type ReportAnswerInput, type ReportGroup, type ReportSettings } from './report-engine.ts';
import { answer, card, factor } from '../../../test/report-fixtures.ts';

/** One card, answered by [group, letter, weight] triples. */
function oneCard(raters: [ReportGroup, string, number?][], settings?: Partial<ReportSettings>) {
  const answers: ReportAnswerInput[] = raters.map(([g, letter, w]) => answer(g, letter, ['c'], w ?? 1));
  return computeReport({ cards: [card('c')], factors: [factor('f1')], answers, settings });
}

describe('red flags: at least redFlagShare (2/3) of the non-self answers in least, counted not weighted', () => {
  const table: { name: string; raters: [ReportGroup, string, number?][]; share?: number; least: number; total: number; flag: boolean }[] = [
    // 2 of 3 = 0.667 ≥ 2/3
    {
      name: 'two of three',
      raters: [
        ['peer', 'l'],
        ['peer', 'l'],
        ['peer', 'b'],
      ],
      least: 2,
      total: 3,
      flag: true,
    },
    // 2 of 4 = 0.5 < 2/3
    {
      name: 'two of four',
      raters: [
        ['peer', 'l'],
        ['peer', 'l'],
        ['peer', 'b'],
        ['manager', 'b'],
      ],
      least: 2,
      total: 4,
      flag: false,
    },
    // 3 of 4 = 0.75, although the best has weight 5 (weighted it would be 3/8)
    {
      name: 'weights do not count (3 of 4)',
      raters: [
        ['manager', 'b', 5],
        ['peer', 'l'],
        ['peer', 'l'],
        ['peer', 'l'],
      ],
      least: 3,
      total: 4,
      flag: true,
    },
    // 1 of 4 = 0.25, although the least has weight 10 (weighted it would be 10/13)
    {
      name: 'weights do not count (1 of 4)',
      raters: [
        ['manager', 'l', 10],
        ['peer', 'b'],
        ['peer', 'b'],
        ['peer', 'b'],
      ],
      least: 1,
      total: 4,
      flag: false,
    },
    // a lone external answer is held back (below minGroupSize): no share, no flag
    { name: 'a single rater in least is held back', raters: [['external', 'l']], least: 0, total: 0, flag: false },
    // a manager alone is not others (fewer than minGroupSize answers): no share, no flag
    { name: 'a manager alone in least', raters: [['manager', 'l']], least: 0, total: 0, flag: false },
    // self does not count: 0 non-self answers, no share at all
    { name: 'self only in least', raters: [['self', 'l']], least: 0, total: 0, flag: false },
    // self least, 3 peers best: 0 of 3
    {
      name: 'self in least does not count',
      raters: [
        ['self', 'l'],
        ['peer', 'b'],
        ['peer', 'b'],
        ['peer', 'b'],
      ],
      least: 0,
      total: 3,
      flag: false,
    },
    // 2 of 3 = 0.667 < 0.75
    {
      name: 'share setting 0.75, two of three',
      raters: [
        ['peer', 'l'],
        ['peer', 'l'],
        ['peer', 'm'],
      ],
      share: 0.75,
      least: 2,
      total: 3,
      flag: false,
    },
    // 3 of 4 = 0.75 ≥ 0.75
    {
      name: 'share setting 0.75, three of four',
      raters: [
        ['peer', 'l'],
        ['peer', 'l'],
        ['peer', 'l'],
        ['peer', 'm'],
      ],
      share: 0.75,
      least: 3,
      total: 4,
      flag: true,
    },
  ];
  it.each(table)('$name', ({ raters, share, least, total, flag }) => {
    const report = oneCard(raters, share === undefined ? undefined : { redFlagShare: share });
    expect(report.cards[0]!.redFlag).toBe(flag);
    expect(report.cards[0]!.piles.least).toBe(least);
    expect(report.cards[0]!.piles.total).toBe(total);
    expect(report.redFlags).toEqual(flag ? [{ cardId: 'c', least, total, share: expect.closeTo(least / total, 12) }] : []);
  });
});

describe('overuse: a strength whose compensators are in need for more than 60 %', () => {
  // Three peers giving the same answer, so O(c) = its value: b → 3 strength, m → 2 middle, l → 1 need.
  //  card | pile | compensators            | counted (with a band) | in need | share | overuse
  //  S1   | b    | N1 N2 M1                | 3                     | 2       | 0.667 | yes (> 0.6)
  //  S2   | b    | N1 N2 N3 M1 M2          | 5                     | 3       | 0.6   | no (not > 0.6)
  //  S3   | b    | (none)                  | 0                     | —       | —     | no, never
  //  S4   | b    | N1, 'outside'           | 1 (outside: no band)  | 1       | 1     | yes
  //  S5   | b    | 'outside'               | 0                     | —       | —     | no
  //  S6   | b    | N1 N2 N3 S1             | 4                     | 3       | 0.75  | yes
  //  S7   | b    | S7 (itself) N1 N1 M1    | 2 (itself and the     | 1       | 0.5   | no
  //       |      |                         |   repeat are dropped) |         |       |
  //  M3   | m    | N1 N2 N3                | middle, not strength  | —       | —     | no
  //  N1..N3 l, M1 M2 m
  const comps: Record<string, string[]> = {
    S1: ['N1', 'N2', 'M1'],
    S2: ['N1', 'N2', 'N3', 'M1', 'M2'],
    S3: [],
    S4: ['N1', 'outside'],
    S5: ['outside'],
    S6: ['N1', 'N2', 'N3', 'S1'],
    S7: ['S7', 'N1', 'N1', 'M1'],
    M3: ['N1', 'N2', 'N3'],
  };
  const ids = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'M3', 'N1', 'N2', 'N3', 'M1', 'M2'];
  const build = (settings?: Partial<ReportSettings>) =>
    computeReport({
      cards: ids.map((id) => card(id, { compensatorIds: comps[id] ?? [] })),
      factors: [factor('f1')],
      answers: [1, 2, 3].map(() => answer('peer', 'bbbbbbb m lll mm', ids)),
      settings,
    });

  it('finds S1, S4 and S6, ordered by share (largest first), with their compensators', () => {
    const report = build();
    expect(report.overuse).toEqual([
      { cardId: 'S4', share: 1, compensators: [{ cardId: 'N1', band: 'need' }] },
      {
        cardId: 'S6',
        share: 0.75,
        compensators: [
          { cardId: 'N1', band: 'need' },
          { cardId: 'N2', band: 'need' },
          { cardId: 'N3', band: 'need' },
          { cardId: 'S1', band: 'strength' },
        ],
      },
      {
        cardId: 'S1',
        share: 2 / 3,
        compensators: [
          { cardId: 'N1', band: 'need' },
          { cardId: 'N2', band: 'need' },
          { cardId: 'M1', band: 'middle' },
        ],
      },
    ]);
    expect(report.cards.filter((r) => r.overuse).map((r) => r.cardId)).toEqual(['S1', 'S4', 'S6']);
  });

  it('never marks a card with no compensators (S3), or none on this assessment (S5)', () => {
    const report = build({ overuseShare: 0 });
    expect(report.cards.find((r) => r.cardId === 'S3')!.overuse).toBe(false);
    expect(report.cards.find((r) => r.cardId === 'S5')!.overuse).toBe(false);
  });

  it('with overuseShare 0.5, S2 (0.6) is overused too, S7 (0.5) still not', () => {
    const report = build({ overuseShare: 0.5 });
    expect(report.overuse.map((o) => o.cardId)).toEqual(['S4', 'S6', 'S1', 'S2']);
  });
});

/**
 * Every non-self rater three times over: the same weighted means (so the hand-worked O below holds),
 * with every group large enough to take part in the report (assessment-method.md §2: at least minGroupSize).
 */
function thrice(raters: [ReportGroup, string, number?][]): [ReportGroup, string, number?][] {
  return raters.flatMap((r) => (r[0] === 'self' ? [r] : [r, r, r]));
}

describe('blind spots (S_self − O ≥ gap) and hidden strengths (O − S_self ≥ gap)', () => {
  // Rows list each kind of rater once; the test gives each of them three times (`thrice`).
  const table: {
    name: string;
    raters: [ReportGroup, string, number?][];
    gap?: number;
    o: number;
    blind: number | null;
    hidden: number | null;
  }[] = [
    // 3 − 2 = 1 ≥ 1
    {
      name: 'self best, others mostly: exactly the gap',
      raters: [
        ['self', 'b'],
        ['manager', 'm'],
      ],
      o: 2,
      blind: 1,
      hidden: null,
    },
    // 3 − 1 = 2
    {
      name: 'self best, others least',
      raters: [
        ['self', 'b'],
        ['manager', 'l'],
      ],
      o: 1,
      blind: 2,
      hidden: null,
    },
    // O = (1+2)/2 = 1.5; 2 − 1.5 = 0.5 < 1
    {
      name: 'self mostly, others 1.5',
      raters: [
        ['self', 'm'],
        ['peer', 'l'],
        ['peer', 'm'],
      ],
      o: 1.5,
      blind: null,
      hidden: null,
    },
    // O = (1·3 + 3·1)/4 = 1.5; 3 − 1.5 = 1.5
    {
      name: 'weights 1 and 3',
      raters: [
        ['self', 'b'],
        ['manager', 'b', 1],
        ['peer', 'l', 3],
      ],
      o: 1.5,
      blind: 1.5,
      hidden: null,
    },
    // O = (0.1·1 + 0.6·2 + 0.1·3)/0.8 = 2 (2.0000000000000004 in binary); 3 − 2 = 1 ≥ 1
    {
      name: 'weights 0.1, 0.6, 0.1: still exactly the gap',
      raters: [
        ['self', 'b'],
        ['peer', 'l', 0.1],
        ['peer', 'm', 0.6],
        ['peer', 'b', 0.1],
      ],
      o: 2,
      blind: 1,
      hidden: null,
    },
    // manager mostly with weight 2, peer best: O = (2·2 + 1·3)/3 = 7/3; 3 − 7/3 = 0.667 < 1
    {
      name: 'self best, others 7/3',
      raters: [
        ['self', 'b'],
        ['manager', 'm', 2],
        ['peer', 'b'],
      ],
      o: 7 / 3,
      blind: null,
      hidden: null,
    },
    // 2 − 1 = 1
    {
      name: 'self least, others mostly',
      raters: [
        ['self', 'l'],
        ['manager', 'm'],
      ],
      o: 2,
      blind: null,
      hidden: 1,
    },
    // 3 − 1 = 2
    {
      name: 'self least, others best',
      raters: [
        ['self', 'l'],
        ['manager', 'b'],
      ],
      o: 3,
      blind: null,
      hidden: 2,
    },
    // O = (3+2+2)/3 = 7/3; 7/3 − 1 = 4/3
    {
      name: 'self least, others 7/3',
      raters: [
        ['self', 'l'],
        ['peer', 'b'],
        ['peer', 'm'],
        ['peer', 'm'],
      ],
      o: 7 / 3,
      blind: null,
      hidden: 4 / 3,
    },
    // 2 − 2 = 0
    {
      name: 'agreeing',
      raters: [
        ['self', 'm'],
        ['manager', 'm'],
      ],
      o: 2,
      blind: null,
      hidden: null,
    },
    // no self score: neither
    { name: 'no self answer', raters: [['manager', 'l']], o: 1, blind: null, hidden: null },
    // gap 0.5: 2 − 1.5 = 0.5 ≥ 0.5
    {
      name: 'gap setting 0.5',
      raters: [
        ['self', 'm'],
        ['peer', 'l'],
        ['peer', 'm'],
      ],
      gap: 0.5,
      o: 1.5,
      blind: 0.5,
      hidden: null,
    },
  ];
  it.each(table)('$name', ({ raters, gap, o, blind, hidden }) => {
    const report = oneCard(thrice(raters), gap === undefined ? undefined : { gap });
    const row = report.cards[0]!;
    expect(row.others).toBeCloseTo(o, 12);
    expect(row.blindSpot).toBe(blind !== null);
    expect(row.hiddenStrength).toBe(hidden !== null);
    expect(report.summary.blindSpots).toEqual(
      blind === null ? [] : [{ cardId: 'c', self: row.self, others: row.others, difference: expect.closeTo(blind, 12) }],
    );
    expect(report.summary.hiddenStrengths).toEqual(
      hidden === null ? [] : [{ cardId: 'c', self: row.self, others: row.others, difference: expect.closeTo(hidden, 12) }],
    );
  });

  it('orders them by difference (largest first), then by Persian title', () => {
    const ids = ['x1', 'x2', 'x3', 'y1', 'y2'];
    const report = computeReport({
      cards: [
        card('x1', { title: 'ب' }),
        card('x2', { title: 'الف' }),
        card('x3', { title: 'پ' }),
        card('y1', { title: 'ت' }),
        card('y2', { title: 'ث' }),
      ],
      factors: [factor('f1')],
      // self − O: x1 3−2 = 1, x2 3−2 = 1, x3 3−1 = 2; O − self: y1 2−1 = 1, y2 3−1 = 2
      answers: [answer('self', 'bbbll', ids), ...[1, 2, 3].map(() => answer('peer', 'mmlmb', ids))],
    });
    expect(report.summary.blindSpots.map((f) => [f.cardId, f.difference])).toEqual([
      ['x3', 2],
      ['x2', 1], // الف before ب
      ['x1', 1],
    ]);
    expect(report.summary.hiddenStrengths.map((f) => [f.cardId, f.difference])).toEqual([
      ['y2', 2],
      ['y1', 1],
    ]);
  });
});
