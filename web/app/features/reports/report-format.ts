import type { LanguageCode } from '@rira/contracts/language';
import type { Band, OtherGroup, Report } from '@rira/contracts/report-types';
import type { ReportDocument } from '@rira/contracts';

/**
 * How the report shows its numbers and texts. The engine keeps full precision; the page rounds
 * to two decimals and writes Persian digits in Persian (assessment-method.md §3). A missing value is a dash,
 * never NaN or "null".
 */
const SCORE_FORMATS: Partial<Record<LanguageCode, Intl.NumberFormat>> = {};
const PERCENT_FORMATS: Partial<Record<LanguageCode, Intl.NumberFormat>> = {};
const COUNT_FORMATS: Partial<Record<LanguageCode, Intl.NumberFormat>> = {};

const locale = (lang: LanguageCode) => (lang === 'fa' ? 'fa-IR' : 'en-US');

/** The sign shown where a number cannot be given. */
export const NO_VALUE = '—';

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** 2.3333 → «۲٫۳۳» in Persian, «2.33» in English; null, undefined or NaN → «—». */
export function formatScore(value: number | null | undefined, lang: LanguageCode): string {
  if (!finite(value)) return NO_VALUE;
  SCORE_FORMATS[lang] ??= new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return SCORE_FORMATS[lang].format(value);
}

/** A signed difference: «+۱٫۰۰». */
export function formatDifference(value: number, lang: LanguageCode): string {
  if (!finite(value)) return NO_VALUE;
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatScore(Math.abs(value), lang)}`;
}

/** A 0..1 share as a whole percentage: 0.784 → «۷۸٪» / «78%». */
export function formatPercent(value: number | null | undefined, lang: LanguageCode): string {
  if (!finite(value)) return NO_VALUE;
  PERCENT_FORMATS[lang] ??= new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 0 });
  return PERCENT_FORMATS[lang].format(value);
}

/** A whole count in the reader's digits. */
export function formatCount(value: number, lang: LanguageCode): string {
  if (!finite(value)) return NO_VALUE;
  COUNT_FORMATS[lang] ??= new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 });
  return COUNT_FORMATS[lang].format(value);
}

/** The badge tone of a band: strength green, need red, middle neutral. */
export function bandTone(band: Band | null | undefined): 'success' | 'danger' | 'neutral' {
  return band === 'strength' ? 'success' : band === 'need' ? 'danger' : 'neutral';
}

/** The groups the report shows on their own, in the engine's order (anonymity is the engine's job). */
export function shownGroupsOf(report: Report): OtherGroup[] {
  return report.shownGroups.map((g) => g.group);
}

export type ReportCompetencyText = ReportDocument['competencies'][number];

/** Competency texts by id (the snapshot's own copy). */
export function competencyIndex(doc: ReportDocument): Map<string, ReportCompetencyText> {
  return new Map(doc.competencies.map((c) => [c.id, c]));
}
