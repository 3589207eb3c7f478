import type { FactorRow, OtherGroup, Report } from '@rira/contracts/report-types';
import type { MessageKey } from '../../lib/i18n-keys.ts';

/** A column of scores in the report: the person's own view, a group shown on its own, or everyone else together. */
export type SeriesKey = 'self' | OtherGroup | 'others';

/**
 * Colours of the series in charts and legends: distinct in hue and lightness (they stay apart
 * in greyscale print), each at least 4.5:1 on white. report.css gives the factor chart's bars the
 * same ones by their `data-series` (a test keeps the two alike).
 */
export const SERIES_COLOURS: Record<SeriesKey, string> = {
  self: '#6d28d9',
  manager: '#b45309',
  peer: '#0f766e',
  subordinate: '#15803d',
  external: '#be185d',
  others: '#1d4ed8',
};

/**
 * The series the report shows, in reading order: self, then exactly the groups the engine lists
 * in `shownGroups` (a group too small to be anonymous is never among them), then others.
 */
export function seriesOf(report: Report): SeriesKey[] {
  return ['self', ...report.shownGroups.map((g) => g.group), 'others'];
}

/** A factor's score for one series, or null when the engine has none. */
export function factorScore(row: FactorRow, key: SeriesKey): number | null {
  const value = key === 'self' ? row.self : key === 'others' ? row.others : row.groups[key];
  return value ? value.score : null;
}

/** The label key of a series (report.groups.*). */
export function seriesLabelKey(key: SeriesKey): MessageKey {
  return `report.groups.${key}`;
}
