/**
 * The team heatmap (issue 27, assessment-method.md §6): a hand-worked table of three departments,
 * then the anonymity property over random companies — in every row, no shown cell, and not the
 * *all* column less the shown cells, is a figure of fewer than the threshold's people.
 */
import { describe, expect, it } from 'vitest';
import { prng } from '../../../test/report-fixtures.ts';
import { teamHeatmap, type HeatmapPerson, type HeatmapRow } from './team-heatmap.ts';

const ROWS: HeatmapRow[] = [
  { key: 'F', low: 1.67, high: 2.33, ranked: false },
  ...['c1', 'c2', 'c3', 'c4'].map((key) => ({ key, low: 1.67, high: 2.33, ranked: true })),
];

/** One person per column of numbers: F, c1, c2, c3, c4. */
const people = (group: string, ...rows: (number | null)[][]): HeatmapPerson[] =>
  rows[0]!.map((_, i) => ({ group, scores: Object.fromEntries(['F', 'c1', 'c2', 'c3', 'c4'].map((k, r) => [k, rows[r]![i]])) }));

const PEOPLE = [
  ...people('sales', [2.5, 2.3, 2.4], [2.8, 2.6, 2.9], [1.2, 1.4, 1.0], [2.4, 2.5, 2.6], [2.0, 1.9, 2.1]),
  ...people('finance', [1.5, 1.6, 1.7], [1.5, 1.4, 1.6], [2.5, 2.4, 2.6], [1.6, 1.7, 1.8], [2.4, 2.4, 2.4]),
  // The third in support has no score on c4 (the card was not in their report).
  ...people('support', [2.0, 2.2, 2.1], [2.4, 2.5, 2.3], [1.6, 1.5, 1.7], [2.9, 2.8, 2.7], [1.0, 1.2, null]),
];

describe('the team heatmap (§6)', () => {
  const map = teamHeatmap({ columns: ['sales', 'finance', 'support'], rows: ROWS, people: PEOPLE, threshold: 3 });
  const row = (key: string) => map.rows.find((r) => r.key === key)!;

  it('shows each column’s mean of others’ scores with its band, and the all column over everyone', () => {
    expect(map.columns).toEqual([
      { key: 'sales', people: 3 },
      { key: 'finance', people: 3 },
      { key: 'support', people: 3 },
    ]);
    expect(map.people).toBe(9);
    const f = row('F');
    expect(f.cells.sales).toEqual({ state: 'shown', score: expect.closeTo(2.4, 9), band: 'strength' });
    expect(f.cells.finance).toEqual({ state: 'shown', score: expect.closeTo(1.6, 9), band: 'need' });
    expect(f.cells.support).toEqual({ state: 'shown', score: expect.closeTo(2.1, 9), band: 'middle' });
    expect(f.all).toEqual({ state: 'shown', score: expect.closeTo(18.3 / 9, 9), band: 'middle' });
  });

  it('hides a cell of 2 and withholds another beside the all column (c4: sales withheld, support below)', () => {
    const c4 = row('c4');
    expect(c4.cells.support).toEqual({ state: 'belowThreshold', score: null, band: null });
    // Without it: 8 × all − 3 × sales − 3 × finance would be the two support people’s sum.
    expect(c4.cells.sales).toEqual({ state: 'withheld', score: null, band: null });
    expect(c4.cells.finance).toEqual({ state: 'shown', score: expect.closeTo(2.4, 9), band: 'strength' });
    expect(c4.all).toEqual({ state: 'shown', score: expect.closeTo(15.4 / 8, 9), band: 'middle' });
  });

  it('names each column’s strengths (highest first) and needs (lowest first) from its shown competencies only', () => {
    expect(map.tops).toEqual({
      sales: { strengths: ['c1', 'c3'], needs: ['c2'] },
      finance: { strengths: ['c2', 'c4'], needs: ['c1'] },
      support: { strengths: ['c3', 'c1'], needs: ['c2'] },
    });
  });

  it('refuses a person whose group is not a column', () => {
    expect(() => teamHeatmap({ columns: ['sales'], rows: ROWS, people: PEOPLE, threshold: 3 })).toThrow(RangeError);
  });
});

describe('the heatmap’s anonymity property over random companies (§6)', () => {
  it('every shown cell holds at least the threshold’s people, and the all column less the shown cells is of none or of as many', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const rnd = prng(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
      const threshold = int(3, 5);
      const columns = Array.from({ length: int(1, 6) }, (_, i) => `g${i}`);
      const rows: HeatmapRow[] = Array.from({ length: int(1, 4) }, (_, i) => ({
        key: `r${i}`,
        low: 1.67,
        high: 2.33,
        ranked: rnd() < 0.7,
      }));
      const persons: HeatmapPerson[] = Array.from({ length: int(0, 30) }, () => ({
        group: columns[int(0, columns.length - 1)]!,
        scores: Object.fromEntries(rows.map((r) => [r.key, rnd() < 0.85 ? 1 + 2 * rnd() : null])),
      }));
      const map = teamHeatmap({ columns, rows, people: persons, threshold });
      const where = `seed ${seed}`;
      for (const row of map.rows) {
        const scored = (column: string) =>
          persons.filter((p) => p.group === column && typeof p.scores[row.key] === 'number').map((p) => p.scores[row.key] as number);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        for (const column of columns) {
          const cell = row.cells[column]!;
          if (cell.state === 'shown') {
            expect(scored(column).length, where).toBeGreaterThanOrEqual(threshold);
            expect(cell.score!, where).toBeCloseTo(sum(scored(column)) / scored(column).length, 9);
          } else expect(cell.score, where).toBeNull();
        }
        if (row.all.state === 'shown') {
          const hidden = columns.filter((c) => row.cells[c]!.state !== 'shown').flatMap(scored);
          expect(hidden.length === 0 || hidden.length >= threshold, where).toBe(true);
        }
        for (const column of columns) {
          const named = [...map.tops[column]!.strengths, ...map.tops[column]!.needs];
          for (const key of named) expect(map.rows.find((r) => r.key === key)!.cells[column]!.state, where).toBe('shown');
        }
      }
    }
  });
});
