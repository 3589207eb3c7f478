/**
 * assessment-method.md §4 summaries, worked by hand: the factor summary F_g(f), the top strengths and top needs,
 * and the response counts. Pile values: best (b) 3, mostly (m) 2, least (l) 1.
 */
import { describe, expect, it } from 'vitest';
import { computeReport, type ReportInvitations, type ReportAnswerInput } from './report-engine.ts';
import { answer, card, factor } from '../../../test/report-fixtures.ts';

describe('factor summary: F_g(f) = Σ s(c)·S_g(c) / Σ s(c), banded with the factor’s min and max', () => {
  // F1 has a (s = 1), b (s = 2), c (s = 3), default thresholds 1.67 / 2.33.
  // F2 has d (s = 1), own thresholds 2.5 / 2.9.  F3 has no card on this assessment: no row.
  //
  //            | a | b | c | d | F1 = (1·a + 2·b + 3·c)/6            | F2 = d
  // self       | 1 | 3 | 3 | 2 | (1 + 6 + 9)/6 = 16/6 = 2.667 strength | 2 need (≤ 2.5)
  // manager w2 | 3 | 2 | 1 | 3 | (3 + 4 + 3)/6 = 10/6 = 1.667 need     | 3 strength
  // peers ×3   | 3 | 1 | 2 | 3 | (3 + 2 + 6)/6 = 11/6 = 1.833 middle   | 3 strength
  // others: a = (2·3 + 3·3)/5 = 3; b = (2·2 + 3·1)/5 = 1.4; c = (2·1 + 3·2)/5 = 1.6; d = 3
  //            F1 = (1·3 + 2·1.4 + 3·1.6)/6 = (3 + 2.8 + 4.8)/6 = 10.6/6 = 1.7667 middle; F2 = 3 strength
  const ids = ['a', 'b', 'c', 'd'];
  const report = computeReport({
    cards: [
      card('a', { factorId: 'F1', score: 1 }),
      card('b', { factorId: 'F1', score: 2 }),
      card('c', { factorId: 'F1', score: 3 }),
      card('d', { factorId: 'F2' }),
    ],
    factors: [factor('F1', { title: 'عامل یک' }), factor('F2', { minScore: 2.5, maxScore: 2.9 }), factor('F3')],
    answers: [
      answer('self', 'lbbm', ids),
      answer('manager', 'bmlb', ids, 2),
      answer('peer', 'blmb', ids),
      answer('peer', 'blmb', ids),
      answer('peer', 'blmb', ids),
    ],
  });

  it('computes every shown group, others and self per factor', () => {
    expect(report.summary.factors).toEqual([
      {
        factorId: 'F1',
        title: 'عامل یک',
        titleEn: null,
        cardIds: ['a', 'b', 'c'],
        self: { score: expect.closeTo(16 / 6, 12), band: 'strength' },
        groups: {
          manager: { score: expect.closeTo(10 / 6, 12), band: 'need' },
          peer: { score: expect.closeTo(11 / 6, 12), band: 'middle' },
        },
        others: { score: expect.closeTo(10.6 / 6, 12), band: 'middle' },
      },
      {
        factorId: 'F2',
        title: 'F2',
        titleEn: null,
        cardIds: ['d'],
        self: { score: 2, band: 'need' },
        groups: { manager: { score: 3, band: 'strength' }, peer: { score: 3, band: 'strength' } },
        others: { score: 3, band: 'strength' },
      },
    ]);
  });

  it('uses O(c) of each card, not a mean over answers', () => {
    // the per-card others' scores of the comment above
    expect(report.cards.map((r) => r.others)).toEqual([3, expect.closeTo(1.4, 12), expect.closeTo(1.6, 12), 3]);
  });
});

/** Three peers who answer alike: O(c) is their common value, and the group is large enough to be shown. */
const threeAlike = (piles: string, cardIds: readonly string[]) => [1, 2, 3].map(() => answer('peer', piles, cardIds));

describe('top strengths and top needs (top 5 by O; ties by S_self, then Persian title)', () => {
  // Three peers giving the same answer (O = its value) and a self answer. Ids run against the title order, so an id
  // tie-break would give a different answer.
  //  id  | title | O | self
  //  c12 | الف   | 3 | 1
  //  c11 | ب     | 3 | 3
  //  c10 | پ     | 3 | 3
  //  c09 | ت     | 3 | 2
  //  c08 | ث     | 2 | 2
  //  c07 | ج     | 2 | 1
  //  c06 | چ     | 2 | 3
  //  c05 | ح     | 1 | 2
  //  c04 | خ     | 1 | 1
  //  c03 | د     | 1 | 1
  //  c02 | ذ     | 1 | 3
  //  c01 | ر     | 2 | 2
  // Strengths: O = 3 first, self high to low: ب, پ (3, by title: ب before پ, not by id), ت (2), الف (1);
  //            then O = 2 with the highest self: چ (3).
  // Needs: O = 1 first, self low to high: خ, د (1, by title), ح (2), ذ (3); then O = 2, lowest self: ج (1).
  const rows: [string, string, string, string][] = [
    ['c12', 'الف', 'b', 'l'],
    ['c11', 'ب', 'b', 'b'],
    ['c10', 'پ', 'b', 'b'],
    ['c09', 'ت', 'b', 'm'],
    ['c08', 'ث', 'm', 'm'],
    ['c07', 'ج', 'm', 'l'],
    ['c06', 'چ', 'm', 'b'],
    ['c05', 'ح', 'l', 'm'],
    ['c04', 'خ', 'l', 'l'],
    ['c03', 'د', 'l', 'l'],
    ['c02', 'ذ', 'l', 'b'],
    ['c01', 'ر', 'm', 'm'],
  ];
  const ids = rows.map((r) => r[0]);
  const build = (topCount?: number) =>
    computeReport({
      cards: rows.map(([id, title]) => card(id, { title })),
      factors: [factor('f1')],
      answers: [...threeAlike(rows.map((r) => r[2]).join(''), ids), answer('self', rows.map((r) => r[3]).join(''), ids)],
      settings: topCount === undefined ? undefined : { topCount },
    });
  const titles = (report: ReturnType<typeof build>, list: 'topStrengths' | 'topNeeds') =>
    report.summary[list].map((e) => report.cards.find((r) => r.cardId === e.cardId)!.title);

  it('breaks ties by self (higher first for strengths, lower first for needs), then by title', () => {
    const report = build();
    expect(titles(report, 'topStrengths')).toEqual(['ب', 'پ', 'ت', 'الف', 'چ']);
    expect(titles(report, 'topNeeds')).toEqual(['خ', 'د', 'ح', 'ذ', 'ج']);
    expect(report.summary.topStrengths[0]).toEqual({ cardId: 'c11', others: 3, self: 3, band: 'strength' });
    expect(report.summary.topNeeds[4]).toEqual({ cardId: 'c07', others: 2, self: 1, band: 'middle' });
  });

  it('follows the topCount setting', () => {
    const report = build(2);
    expect(titles(report, 'topStrengths')).toEqual(['ب', 'پ']);
    expect(titles(report, 'topNeeds')).toEqual(['خ', 'د']);
  });

  it('puts cards without a self score after those with one, in both lists', () => {
    // x: O 3, no self; y: O 3, self 1; z: O 1, no self; w: O 1, self 3. Four cards: 2 strengths, 2 needs.
    const four = ['x', 'y', 'z', 'w'];
    const report = computeReport({
      cards: [card('x', { title: 'الف' }), card('y', { title: 'ب' }), card('z', { title: 'پ' }), card('w', { title: 'ت' })],
      factors: [factor('f1')],
      answers: [...threeAlike('bbll', four), answer('self', '-l-b', four)],
    });
    expect(report.summary.topStrengths.map((e) => e.cardId)).toEqual(['y', 'x']);
    expect(report.summary.topNeeds.map((e) => e.cardId)).toEqual(['w', 'z']);
  });

  it('never lists a card twice: with n < 10 cards, strengths take ⌈n/2⌉ and needs the rest', () => {
    // three cards all at O = 2, self 2: strengths ⌈3/2⌉ = 2 by title (a, b), needs the last one (c)
    const three = ['a', 'b', 'c'];
    const report = computeReport({
      cards: three.map((id) => card(id)),
      factors: [factor('f1')],
      answers: [...threeAlike('mmm', three), answer('self', 'mmm', three)],
    });
    expect(report.summary.topStrengths.map((e) => e.cardId)).toEqual(['a', 'b']);
    expect(report.summary.topNeeds.map((e) => e.cardId)).toEqual(['c']);
    // ten cards all equal (no self): 5 and 5, disjoint
    const ten = Array.from({ length: 10 }, (_, i) => `k${i}`);
    const tenReport = computeReport({
      cards: ten.map((id) => card(id)),
      factors: [factor('f1')],
      answers: threeAlike('m'.repeat(10), ten),
    });
    const s = tenReport.summary.topStrengths.map((e) => e.cardId);
    const n = tenReport.summary.topNeeds.map((e) => e.cardId);
    expect(s).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
    expect(n).toEqual(['k5', 'k6', 'k7', 'k8', 'k9']);
  });

  it('keeps the relative order even when every card is rated low (each entry carries its band)', () => {
    const two = ['a', 'b'];
    const report = computeReport({ cards: two.map((id) => card(id)), factors: [factor('f1')], answers: threeAlike('ll', two) });
    expect(report.summary.topStrengths).toEqual([{ cardId: 'a', others: 1, self: null, band: 'need' }]);
    expect(report.summary.topNeeds).toEqual([{ cardId: 'b', others: 1, self: null, band: 'need' }]);
  });
});

describe('response counts per group (invited, finished)', () => {
  const one = ['c'];
  const answers = (counts: Partial<Record<'self' | 'manager' | 'peer' | 'subordinate' | 'external', number>>): ReportAnswerInput[] =>
    Object.entries(counts).flatMap(([g, n]) => Array.from({ length: n }, () => answer(g as 'peer', 'm', one)));
  const table: { name: string; finished: Parameters<typeof answers>[0]; invitations?: ReportInvitations; expected: unknown }[] = [
    {
      // peer 3 ≥ 3 shown; subordinate 2 held back and external 0: no key; others = 1+4+2+5 invited, 1+3+2 finished;
      // counted: the manager and the three peers; held back: the two subordinates
      name: 'shown groups on their own, the rest only as counts',
      finished: { self: 1, manager: 1, peer: 3, subordinate: 2 },
      invitations: {
        self: { invited: 1 },
        manager: { invited: 1 },
        peer: { invited: 4 },
        subordinate: { invited: 2 },
        external: { invited: 5, finished: 99 },
      },
      expected: {
        self: { invited: 1, finished: 1 },
        groups: { manager: { invited: 1, finished: 1 }, peer: { invited: 4, finished: 3 } },
        others: { invited: 12, finished: 6 },
        counted: 4,
        heldBack: 2,
      },
    },
    {
      // the manager is not anonymous: its count shows even before it answers
      name: 'an invited manager who has not answered',
      finished: { self: 1, peer: 3 },
      invitations: { manager: { invited: 1 }, peer: { invited: 3 } },
      expected: {
        self: { invited: 1, finished: 1 },
        groups: { manager: { invited: 1, finished: 0 }, peer: { invited: 3, finished: 3 } },
        others: { invited: 4, finished: 3 },
        counted: 3,
        heldBack: 0,
      },
    },
    {
      // invited is raised to finished: 3 peers answered, though the input says 2 were invited
      name: 'invited never below finished; self defaults to 1 invited',
      finished: { peer: 3 },
      invitations: { peer: { invited: 2 } },
      expected: {
        self: { invited: 1, finished: 0 },
        groups: { peer: { invited: 3, finished: 3 } },
        others: { invited: 3, finished: 3 },
        counted: 3,
        heldBack: 0,
      },
    },
  ];
  it.each(table)('$name', ({ finished, invitations, expected }) => {
    const report = computeReport({ cards: [card('c')], factors: [factor('f1')], answers: answers(finished), invitations });
    expect(report.summary.responses).toEqual(expected);
  });
});
