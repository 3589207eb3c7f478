/**
 * The team heatmap's figures (issue 27; assessment-method.md §6): rows are factors or competencies,
 * columns are the groups of a grouping (departments, levels …), and a cell is the mean of the
 * others' scores of the column's people. Built from each person's latest released complete report
 * only (the caller's query picks those), never from answers. Pure.
 *
 * Each row is decided on its own by `decideCells`: the people who have a score for that row (a
 * report that showed it) are the cell's people, the *all* column is the row's total, so a cell
 * under the threshold is hidden and, beside the total, a second one is withheld with it. A column's
 * top strengths and needs are taken from its shown cells only.
 */
import type { Band } from '@rira/contracts/report-types';
import { bandOf } from '../../assessments/domain/report-scores.ts';
import { decideCells, type CellState } from './cell-suppression.ts';

export interface HeatmapRow {
  key: string;
  /** The band limits of the row (the card's or the factor's own). */
  low: number;
  high: number;
  /** Ranked among a column's strengths and needs (competencies; not factors). */
  ranked: boolean;
}

export interface HeatmapPerson {
  /** The person's column: every person is in exactly one (the caller's "none" group included). */
  group: string;
  /** Others' score per row key, from the released report; null or absent where the report showed none. */
  scores: Readonly<Record<string, number | null | undefined>>;
}

export interface HeatmapCell {
  state: CellState;
  /** The mean of the cell's people's scores: only when shown. */
  score: number | null;
  band: Band | null;
}

export interface Heatmap {
  /** Columns in the order asked, with their people (everyone with a released report in the column). */
  columns: { key: string; people: number }[];
  people: number;
  rows: { key: string; cells: Record<string, HeatmapCell>; all: HeatmapCell }[];
  /** Per column: its three highest shown cells in the strength band, and its three lowest in the need band (ranked rows only). */
  tops: Record<string, { strengths: string[]; needs: string[] }>;
}

const TOP_COUNT = 3;
const HIDDEN: Omit<HeatmapCell, 'state'> = { score: null, band: null };

export function teamHeatmap(input: {
  columns: readonly string[];
  rows: readonly HeatmapRow[];
  people: readonly HeatmapPerson[];
  threshold: number;
}): Heatmap {
  const known = new Set(input.columns);
  for (const person of input.people)
    if (!known.has(person.group)) throw new RangeError(`a person's group ${person.group} is not among the columns`);

  const rows = input.rows.map((row) => {
    const scoresOf = new Map<string, number[]>(input.columns.map((c) => [c, []]));
    for (const person of input.people) {
      const score = person.scores[row.key];
      if (typeof score === 'number') scoresOf.get(person.group)!.push(score);
    }
    const decision = decideCells(
      input.columns.map((key) => ({ key, people: scoresOf.get(key)!.length })),
      { threshold: input.threshold, withTotal: true },
    );
    const cell = (state: CellState, scores: number[]): HeatmapCell => {
      if (state !== 'shown') return { state, ...HIDDEN };
      const score = mean(scores);
      return { state, score, band: bandOf(score, row.low, row.high) };
    };
    const all = [...scoresOf.values()].flat();
    return {
      key: row.key,
      ranked: row.ranked,
      cells: Object.fromEntries(input.columns.map((c) => [c, cell(decision.states.get(c)!, scoresOf.get(c)!)])),
      all: decision.totalShown ? cell('shown', all) : { state: all.length ? ('belowThreshold' as const) : ('noData' as const), ...HIDDEN },
    };
  });

  const tops = Object.fromEntries(
    input.columns.map((column) => {
      const shown = rows
        .filter((r) => r.ranked && r.cells[column]!.state === 'shown')
        .map((r) => ({ key: r.key, score: r.cells[column]!.score!, band: r.cells[column]!.band! }));
      const strengths = shown
        .filter((r) => r.band === 'strength')
        .sort((a, b) => b.score - a.score)
        .slice(0, TOP_COUNT);
      const needs = shown
        .filter((r) => r.band === 'need')
        .sort((a, b) => a.score - b.score)
        .slice(0, TOP_COUNT);
      return [column, { strengths: strengths.map((r) => r.key), needs: needs.map((r) => r.key) }];
    }),
  );

  return {
    columns: input.columns.map((key) => ({ key, people: input.people.filter((p) => p.group === key).length })),
    people: input.people.length,
    rows: rows.map(({ key, cells, all }) => ({ key, cells, all })),
    tops,
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
