import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';
import type { FactorRow } from '@rira/contracts/report-types';
import { formatNumber } from '../../lib/format.ts';
import { formatScore } from './report-format.ts';
import { textIn } from '@rira/contracts/local-text';
import { factorScore, seriesLabelKey, type SeriesKey } from './report-series.ts';

/**
 * The factor summary as grouped horizontal bars: one block per factor, one bar per series
 * (self, each shown group, others) on the method's 1..3 scale.
 *
 * Two layouts, chosen by the width of the chart's box with a CSS container query, so that no text
 * is ever drawn under 11 px (issue 11) and the server renders both without knowing the screen:
 * - wide (40rem and more: a laptop, a tablet, A4 paper): the drawing below, beside its labels. It
 *   has a fixed size and a viewBox and scales down with CSS, but only to 640/680 of its size, so
 *   its smallest text (12 units) stays above 11 px;
 * - narrow (a phone): each factor's name above its bars, in HTML whose bars are percentages of
 *   the line, so the text keeps its size at any width (`NarrowFactorChart`).
 *
 * The wide drawing is plain SVG with the geometry computed here, not Recharts' <BarChart>:
 * Recharts 3 draws its charts in effects, so a <BarChart> renders an empty box on the server
 * (recharts/recharts#5997) and the print route must show everything without JavaScript. (Its
 * `Rectangle` primitive drew the bars until issue 13: it wrote each bar's box again as attributes
 * and twice the bytes of path; `barPath` draws the same shape.)
 *
 * Direction: the SVG lives in a dir="ltr" box and is mirrored by hand in Persian: factor labels
 * on the right, bars growing from the right towards the left, the value axis running 1 → 3 from
 * right to left, the value at the end of each bar on its left. Numbers use the page's digits.
 */

export const CHART_WIDTH = 680;
export const SCALE_MIN = 1;
export const SCALE_MAX = 3;
/** The scale's ticks; report.css places the phone layout's guides and labels at their places (0, 25, 50, 75, 100 %). */
export const TICKS = [1, 1.5, 2, 2.5, 3];
const LABEL_WIDTH = 170;
const LABEL_GAP = 10;
/** Room beyond the scale's end for the value written after a full-length bar. */
const VALUE_ROOM = 40;
const BAR_HEIGHT = 14;
const BAR_GAP = 3;
const BLOCK_PADDING = 10;
const TOP = 6;
const AXIS_HEIGHT = 28;
const LABEL_LINE = 17;
const MAX_LABEL_CHARS = 22;
const MIN_BAR = 2;
/**
 * Text sizes of the drawing, in its own units. The drawing is shown from 640 px wide (the
 * container query below), i.e. at 640/680 of its size at least: 12 units stay above 11 px.
 */
export const CHART_FONT = { label: 13, tick: 12, value: 12 } as const;
/** The narrowest box the wide drawing is shown in (Tailwind's `@min-[40rem]` below). */
export const WIDE_CHART_MIN_PX = 640;

export interface ChartOrientation {
  rtl: boolean;
  /** Where factor labels sit: the start side of the reading direction. */
  labelSide: 'left' | 'right';
  /** Which way bars grow from their base. */
  barGrowth: 'toLeft' | 'toRight';
  /** x of the scale's minimum (bars' base) and maximum. */
  baseX: number;
  endX: number;
  labelX: number;
  labelAnchor: 'start' | 'end';
  valueAnchor: 'start' | 'end';
}

/** The mirrored layout: everything a reader's eye meets first is on the start side. */
export function chartOrientation(lang: LanguageCode, width = CHART_WIDTH): ChartOrientation {
  const rtl = lang === 'fa';
  if (rtl) {
    const baseX = width - LABEL_WIDTH - LABEL_GAP;
    return {
      rtl,
      labelSide: 'right',
      barGrowth: 'toLeft',
      baseX,
      endX: VALUE_ROOM,
      labelX: baseX + LABEL_GAP,
      labelAnchor: 'end',
      valueAnchor: 'end',
    };
  }
  const baseX = LABEL_WIDTH + LABEL_GAP;
  return {
    rtl,
    labelSide: 'left',
    barGrowth: 'toRight',
    baseX,
    endX: width - VALUE_ROOM,
    labelX: LABEL_WIDTH,
    labelAnchor: 'end',
    valueAnchor: 'start',
  };
}

/** Coordinates and percentages to 0.01: finer is invisible, and `30.000000000000004` is 18 bytes a bar. */
export function hundredths(n: number): number {
  return Math.round(n * 100) / 100;
}

/** x of a score on the scale (clamped to 1..3). */
export function scoreX(o: ChartOrientation, score: number): number {
  const t = (Math.min(SCALE_MAX, Math.max(SCALE_MIN, score)) - SCALE_MIN) / (SCALE_MAX - SCALE_MIN);
  return o.baseX + (o.endX - o.baseX) * t;
}

/** A bar from the scale's minimum to the score: x and width as SVG wants them (width ≥ 0). */
export function barRect(o: ChartOrientation, score: number): { x: number; width: number } {
  const end = scoreX(o, score);
  return { x: Math.min(o.baseX, end), width: Math.abs(end - o.baseX) };
}

/**
 * A bar from the scale's base, `width` long, rounded (radius up to 3) at its far end only: the
 * path starts at the base, so the drawing's base side stays square.
 */
export function barPath(o: ChartOrientation, y: number, width: number): string {
  const r = hundredths(Math.min(3, width / 2));
  const run = hundredths(width - r);
  const side = BAR_HEIGHT - 2 * r;
  // Growing left (Persian) the path runs up the base's edge first, then left: a clockwise arc in
  // SVG's y-down coordinates is sweep 1 either way.
  return o.barGrowth === 'toRight'
    ? `M${o.baseX} ${y}h${run}a${r} ${r} 0 0 1 ${r} ${r}v${side}a${r} ${r} 0 0 1 -${r} ${r}h-${run}z`
    : `M${o.baseX} ${y + BAR_HEIGHT}h-${run}a${r} ${r} 0 0 1 -${r} -${r}v-${side}a${r} ${r} 0 0 1 ${r} -${r}h${run}z`;
}

/** Up to two lines of at most MAX_LABEL_CHARS, broken at spaces; the rest ends in «…». */
export function wrapLabel(text: string, max = MAX_LABEL_CHARS): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= max || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines.map((l) => (l.length > max ? `${l.slice(0, max - 1)}…` : l));
  const second = lines.slice(1).join(' ');
  return [lines[0]!, `${second.slice(0, max - 1)}…`];
}

export function chartHeight(factorCount: number, seriesCount: number): number {
  return TOP + factorCount * blockHeight(seriesCount) + AXIS_HEIGHT;
}

function blockHeight(seriesCount: number): number {
  return seriesCount * (BAR_HEIGHT + BAR_GAP) - BAR_GAP + 2 * BLOCK_PADDING;
}

export interface FactorChartProps {
  factors: FactorRow[];
  series: SeriesKey[];
  lang: LanguageCode;
  /** Names the drawing for assistive technology (the table beside it carries the figures). */
  labelledBy?: string;
}

export function FactorChart({ factors, series, lang, labelledBy }: FactorChartProps) {
  const { t } = useTranslation();
  const o = chartOrientation(lang);
  const height = chartHeight(factors.length, series.length);
  const block = blockHeight(series.length);
  const axisY = TOP + factors.length * block;
  const dirAttr = o.rtl ? 'rtl' : 'ltr';
  const tick = (v: number) => formatNumber(v, lang, { maximumFractionDigits: 1 });

  return (
    <div className="@container flex w-full flex-col" data-testid="factor-chart" data-orientation={o.labelSide}>
      <div dir="ltr" data-layout="wide" className="hidden @min-[40rem]:block print:block">
        <svg
          width={CHART_WIDTH}
          height={height}
          viewBox={`0 0 ${CHART_WIDTH} ${height}`}
          className="factor-wide"
          role="img"
          aria-labelledby={labelledBy}
        >
          <title>{t('report.factors.chartTitle')}</title>
          {/* grid and scale */}
          <g fontSize={CHART_FONT.tick} fill="#4a5565" textAnchor="middle">
            {TICKS.map((v) => {
              const x = scoreX(o, v);
              return (
                <g key={v}>
                  <line
                    x1={x}
                    x2={x}
                    y1={TOP}
                    y2={axisY}
                    stroke={v === SCALE_MIN ? '#9aa3b2' : '#dde1e8'}
                    strokeDasharray={v === SCALE_MIN ? undefined : '3 3'}
                  />
                  <text x={x} y={axisY + 18}>
                    {tick(v)}
                  </text>
                </g>
              );
            })}
          </g>
          {/* The values' text attributes once for all of them (report.css centres each on its bar). */}
          <g fontSize={CHART_FONT.value} fill="#1b2433" textAnchor={o.valueAnchor}>
            {factors.map((row, fi) => {
              const y0 = TOP + fi * block;
              const lines = wrapLabel(textIn(row.title, row.titleEn, lang));
              const labelTop = y0 + block / 2 - ((lines.length - 1) * LABEL_LINE) / 2;
              return (
                <g key={row.factorId}>
                  {fi > 0 ? <line x1={0} x2={CHART_WIDTH} y1={y0} y2={y0} stroke="#eef0f4" /> : null}
                  <text x={o.labelX} textAnchor={o.labelAnchor} direction={dirAttr} fontSize={CHART_FONT.label} fontWeight={600}>
                    {lines.map((line, li) => (
                      <tspan key={li} x={o.labelX} y={labelTop + li * LABEL_LINE} dominantBaseline="central">
                        {line}
                      </tspan>
                    ))}
                  </text>
                  {series.map((key, si) => {
                    const score = factorScore(row, key);
                    const y = y0 + BLOCK_PADDING + si * (BAR_HEIGHT + BAR_GAP);
                    if (score === null) {
                      return (
                        <text
                          key={key}
                          x={o.rtl ? o.baseX - 4 : o.baseX + 4}
                          y={y + BAR_HEIGHT / 2}
                          dominantBaseline="central"
                          fill="#4a5565"
                        >
                          —
                        </text>
                      );
                    }
                    // A score of 1 (the scale's minimum) still gets a sliver, so "answered, lowest" differs from "no score".
                    const width = hundredths(Math.max(MIN_BAR, barRect(o, score).width));
                    const end = hundredths(o.rtl ? o.baseX - width : o.baseX + width);
                    return (
                      <g key={key} data-series={key}>
                        <path d={barPath(o, y, width)} />
                        <text x={hundredths(o.rtl ? end - 4 : end + 4)} y={y + BAR_HEIGHT / 2}>
                          {formatScore(score, lang)}
                        </text>
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      <NarrowFactorChart factors={factors} series={series} lang={lang} labelledBy={labelledBy} />
      <ul dir={dirAttr} className="factor-legend" aria-label={t('report.factors.legend')}>
        {series.map((key) => (
          // report.css draws the series' swatch before its name.
          <li key={key} data-series={key}>
            {t(seriesLabelKey(key))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where a score sits on the 1..3 scale, as a share of the bar's track (0..100). */
export function scorePercent(score: number): number {
  return hundredths(((Math.min(SCALE_MAX, Math.max(SCALE_MIN, score)) - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 100);
}

/**
 * The chart on a phone: each factor's name on its own line, its bars below at the full width of
 * the line, the value after each bar, and the scale under the last factor. Plain HTML in the
 * page's direction (bars grow from the start side, so Persian needs no mirroring by hand); bar
 * lengths are percentages, so nothing is scaled and the text keeps its size. Its look, the guides
 * at the ticks included, is report.css's (`.factor-narrow`).
 */
function NarrowFactorChart({ factors, series, lang, labelledBy }: FactorChartProps) {
  const { t } = useTranslation();
  const dirAttr = lang === 'fa' ? 'rtl' : 'ltr';
  const tick = (v: number) => formatNumber(v, lang, { maximumFractionDigits: 1 });
  // One line per tick, placed by report.css at TICKS' places on the track. (Nothing in the chart
  // needs aria-hidden: the children of role="img" are not read.)
  const guides = (
    <div className="factor-guides">
      {TICKS.map((v) => (
        <i key={v} />
      ))}
    </div>
  );
  return (
    <div
      dir={dirAttr}
      data-layout="narrow"
      role="img"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('report.factors.chartTitle')}
      className="factor-narrow"
    >
      {factors.map((row) => (
        <div key={row.factorId}>
          <p>{textIn(row.title, row.titleEn, lang)}</p>
          <div>
            {guides}
            {series.map((key) => {
              const score = factorScore(row, key);
              return (
                <div key={key} data-series={key}>
                  <span>
                    {/* A score of 1 still gets a sliver (report.css): "answered, lowest" differs from "no score". */}
                    {score === null ? null : <span style={{ width: `${scorePercent(score)}%` }} />}
                  </span>
                  <span>{formatScore(score, lang)}</span>
                </div>
              );
            })}
          </div>
        </div>
      ))}
      <div className="factor-scale">
        {TICKS.map((v) => (
          <span key={v}>{tick(v)}</span>
        ))}
      </div>
    </div>
  );
}
