/**
 * assessment-method.md §6 for tables of groups: hand-worked cases, then the anonymity property over
 * random tables — nothing readable (the shown groups' averages and the total's) determines the
 * scores of fewer than `threshold` people, subtraction included.
 */
import { describe, expect, it } from 'vitest';
import { prng } from '../../../test/report-fixtures.ts';
import { decideCells, type GroupCount } from './cell-suppression.ts';

const states = (groups: GroupCount[], threshold: number, withTotal: boolean) => {
  const decision = decideCells(groups, { threshold, withTotal });
  return { ...Object.fromEntries(decision.states), total: decision.totalShown };
};

describe('which cells of a table of groups are shown (§6)', () => {
  it('shows groups of at least the threshold, says below the threshold apart from no data', () => {
    expect(
      states(
        [
          { key: 'sales', people: 4 },
          { key: 'finance', people: 3 },
          { key: 'legal', people: 0 },
        ],
        3,
        false,
      ),
    ).toEqual({ sales: 'shown', finance: 'shown', legal: 'noData', total: false });
    expect(states([{ key: 'sales', people: 2 }], 3, false)).toEqual({ sales: 'belowThreshold', total: false });
  });

  it('withholds the smallest shown group when one hidden group of 2 stands beside a total (4 + 6 + 3 + 2 = 15)', () => {
    // Without it: 15 × total − (4 × sales + 6 × it + 3 × finance) is the two people's sum in support.
    expect(
      states(
        [
          { key: 'sales', people: 4 },
          { key: 'it', people: 6 },
          { key: 'finance', people: 3 },
          { key: 'support', people: 2 },
        ],
        3,
        true,
      ),
    ).toEqual({ sales: 'shown', it: 'shown', finance: 'withheld', support: 'belowThreshold', total: true });
  });

  it('withholds nothing more when the hidden groups together reach the threshold (1 + 2 = 3 people)', () => {
    expect(
      states(
        [
          { key: 'a', people: 5 },
          { key: 'b', people: 1 },
          { key: 'c', people: 2 },
        ],
        3,
        true,
      ),
    ).toEqual({ a: 'shown', b: 'belowThreshold', c: 'belowThreshold', total: true });
  });

  it('withholds one group even when two hidden ones hold 1 + 1 people; the first listed among equals', () => {
    expect(
      states(
        [
          { key: 'a', people: 5 },
          { key: 'b', people: 5 },
          { key: 'c', people: 1 },
          { key: 'd', people: 1 },
        ],
        3,
        true,
      ),
    ).toEqual({ a: 'withheld', b: 'shown', c: 'belowThreshold', d: 'belowThreshold', total: true });
  });

  it('hides a total of fewer than the threshold, and then needs no withholding', () => {
    expect(
      states(
        [
          { key: 'a', people: 2 },
          { key: 'b', people: 0 },
        ],
        3,
        true,
      ),
    ).toEqual({ a: 'belowThreshold', b: 'noData', total: false });
  });

  it('refuses a threshold below one and a group listed twice', () => {
    expect(() => decideCells([{ key: 'a', people: 3 }], { threshold: 0, withTotal: true })).toThrow(RangeError);
    expect(() =>
      decideCells(
        [
          { key: 'a', people: 3 },
          { key: 'a', people: 4 },
        ],
        { threshold: 3, withTotal: true },
      ),
    ).toThrow(RangeError);
  });
});

describe('the anonymity property over random tables (§6)', () => {
  it('no shown figure, nor the total less the shown groups, determines fewer than the threshold’s people', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const rnd = prng(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
      const threshold = [3, 5][int(0, 1)]!;
      const groups = Array.from({ length: int(1, 8) }, (_, i) => ({ key: `g${i}`, people: int(0, threshold + 3) }));
      const withTotal = rnd() < 0.8;
      // Each person's score: the figures an attacker reads are the shown groups' and the total's sums.
      const scores = new Map(groups.map((g) => [g.key, Array.from({ length: g.people }, () => rnd())]));
      const { states: shown, totalShown } = decideCells(groups, { threshold, withTotal });
      const where = `seed ${seed}, threshold ${threshold}, ${JSON.stringify(groups)}`;

      for (const g of groups) {
        const state = shown.get(g.key);
        if (state === 'shown' || state === 'withheld') expect(g.people, where).toBeGreaterThanOrEqual(threshold);
        if (g.people === 0) expect(state, where).toBe('noData');
      }
      expect([...shown.values()].filter((s) => s === 'withheld').length, where).toBeLessThanOrEqual(1);

      if (totalShown) {
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        const total = sum(groups.flatMap((g) => scores.get(g.key)!));
        const shownSum = sum(groups.filter((g) => shown.get(g.key) === 'shown').flatMap((g) => scores.get(g.key)!));
        const hidden = groups.filter((g) => shown.get(g.key) !== 'shown').flatMap((g) => scores.get(g.key)!);
        // What subtraction yields is the sum of the hidden people's scores: of none, or of at least the threshold's.
        expect(total - shownSum, where).toBeCloseTo(sum(hidden), 9);
        expect(hidden.length === 0 || hidden.length >= threshold, where).toBe(true);
        expect(sum(groups.map((g) => g.people)), where).toBeGreaterThanOrEqual(threshold);
      }
    }
  });
});
