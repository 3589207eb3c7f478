import { Layer, Rectangle, Surface } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/auth';
import type { FactorRow } from '@rira/contracts/report-types';
import { formatNumber } from '../../lib/format.ts';
import { formatScore } from './report-format.ts';
import { localText } from '../../lib/local-text.tsx';
import { factorScore, SERIES_COLOURS, seriesLabelKey, type SeriesKey } from './report-series.ts';

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
 * The wide drawing is built from Recharts' SVG primitives with the geometry computed here, not
 * with <BarChart>: Recharts 3 draws its charts in effects, so a <BarChart> renders an empty box on
 * the server (recharts/recharts#5997) and the print route must show everything without JavaScript.
 *
 * Direction: the SVG lives in a dir="ltr" box and is mirrored by hand in Persian: factor labels
 * on the right, bars growing from the right towards the left, the value axis running 1 → 3 from
 * right to left, the value at the end of each bar on its left. Numbers use the page's digits.
 */

export const CHART_WIDTH = 680;
export const SCALE_MIN = 1;
export const SCALE_MAX = 3;
const TICKS = [1, 1.5, 2, 2.5, 3];
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
    <div className="@container w-full" data-testid="factor-chart" data-orientation={o.labelSide}>
      <div dir="ltr" data-layout="wide" className="hidden @min-[40rem]:block print:block">
        <Surface
          width={CHART_WIDTH}
          height={height}
          viewBox={{ x: 0, y: 0, width: CHART_WIDTH, height }}
          style={{ width: '100%', height: 'auto', maxWidth: `${CHART_WIDTH}px` }}
          className="mx-auto block font-sans"
          role="img"
          aria-labelledby={labelledBy}
          title={t('report.factors.chartTitle')}
        >
          {/* grid and scale */}
          <Layer className="factor-chart-grid">
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
                  <text x={x} y={axisY + 18} textAnchor="middle" fontSize={CHART_FONT.tick} fill="#4a5565">
                    {tick(v)}
                  </text>
                </g>
              );
            })}
          </Layer>
          {factors.map((row, fi) => {
            const y0 = TOP + fi * block;
            const lines = wrapLabel(localText(row.title, row.titleEn, lang));
            const labelTop = y0 + block / 2 - ((lines.length - 1) * LABEL_LINE) / 2;
            return (
              <Layer key={row.factorId} className="factor-chart-block">
                {fi > 0 ? <line x1={0} x2={CHART_WIDTH} y1={y0} y2={y0} stroke="#eef0f4" /> : null}
                <text
                  x={o.labelX}
                  textAnchor={o.labelAnchor}
                  direction={dirAttr}
                  fontSize={CHART_FONT.label}
                  fontWeight={600}
                  fill="#1b2433"
                >
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
                        textAnchor={o.valueAnchor}
                        dominantBaseline="central"
                        fontSize={CHART_FONT.value}
                        fill="#4a5565"
                      >
                        —
                      </text>
                    );
                  }
                  // A score of 1 (the scale's minimum) still gets a sliver, so "answered, lowest" differs from "no score".
                  const drawn = barRect(o, score);
                  const width = Math.max(MIN_BAR, drawn.width);
                  const x = o.rtl ? o.baseX - width : o.baseX;
                  const end = o.rtl ? x : x + width;
                  const r = Math.min(3, width / 2);
                  return (
                    <g key={key} data-series={key}>
                      <Rectangle
                        x={x}
                        y={y}
                        width={width}
                        height={BAR_HEIGHT}
                        fill={SERIES_COLOURS[key]}
                        radius={o.rtl ? [r, 0, 0, r] : [0, r, r, 0]}
                        isAnimationActive={false}
                      />
                      <text
                        x={o.rtl ? end - 4 : end + 4}
                        y={y + BAR_HEIGHT / 2}
                        textAnchor={o.valueAnchor}
                        dominantBaseline="central"
                        fontSize={CHART_FONT.value}
                        fill="#1b2433"
                      >
                        {formatScore(score, lang)}
                      </text>
                    </g>
                  );
                })}
              </Layer>
            );
          })}
        </Surface>
      </div>
      <NarrowFactorChart factors={factors} series={series} lang={lang} labelledBy={labelledBy} />
      <ul
        dir={dirAttr}
        className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-ink-muted"
        aria-label={t('report.factors.legend')}
      >
        {series.map((key) => (
          <li key={key} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block size-3 rounded-sm print:[print-color-adjust:exact]"
              style={{ backgroundColor: SERIES_COLOURS[key] }}
            />
            {t(seriesLabelKey(key))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where a score sits on the 1..3 scale, as a share of the bar's track (0..100). */
export function scorePercent(score: number): number {
  return ((Math.min(SCALE_MAX, Math.max(SCALE_MIN, score)) - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 100;
}

/**
 * The chart on a phone: each factor's name on its own line, its bars below at the full width of
 * the line, the value after each bar, and the scale under the last factor. Plain HTML in the
 * page's direction (bars grow from the start side, so Persian needs no mirroring by hand); bar
 * lengths are percentages, so nothing is scaled and the text keeps its size.
 */
function NarrowFactorChart({ factors, series, lang, labelledBy }: FactorChartProps) {
  const { t } = useTranslation();
  const dirAttr = lang === 'fa' ? 'rtl' : 'ltr';
  const tick = (v: number) => formatNumber(v, lang, { maximumFractionDigits: 1 });
  // The track is the line less the value's column (w-10) and the gap before it (gap-2): end-12.
  const guides = (
    <div aria-hidden className="pointer-events-none absolute inset-y-0 start-0 end-12">
      {TICKS.map((v) => (
        <span
          key={v}
          className={`absolute inset-y-0 border-s ${v === SCALE_MIN ? 'border-[#9aa3b2]' : 'border-dashed border-line'}`}
          style={{ insetInlineStart: `${scorePercent(v)}%` }}
        />
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
      className="flex flex-col gap-4 @min-[40rem]:hidden print:hidden"
    >
      {factors.map((row) => (
        <div key={row.factorId} className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-ink">{localText(row.title, row.titleEn, lang)}</p>
          <div className="relative flex flex-col gap-1 py-0.5">
            {guides}
            {series.map((key) => {
              const score = factorScore(row, key);
              return (
                <div key={key} data-series={key} className="relative flex items-center gap-2">
                  <div className="h-3.5 flex-1">
                    {score === null ? null : (
                      <div
                        className="h-full rounded-e-sm print:[print-color-adjust:exact]"
                        // A score of 1 still gets a sliver: "answered, lowest" differs from "no score".
                        style={{ width: `${scorePercent(score)}%`, minWidth: 2, backgroundColor: SERIES_COLOURS[key] }}
                      />
                    )}
                  </div>
                  <span className="w-10 shrink-0 text-xs leading-none text-ink tabular-nums">{formatScore(score, lang)}</span>
                </div>
              );
            })}
          </div>
        </div>
      ))}
      <div aria-hidden className="relative me-12 h-5 text-xs leading-5 text-ink-muted tabular-nums">
        {TICKS.map((v, i) => (
          <span
            key={v}
            className={`absolute top-0 ${i === 0 ? '' : i === TICKS.length - 1 ? 'ltr:-translate-x-full rtl:translate-x-full' : 'ltr:-translate-x-1/2 rtl:translate-x-1/2'}`}
            style={{ insetInlineStart: `${scorePercent(v)}%` }}
          >
            {tick(v)}
          </span>
        ))}
      </div>
    </div>
  );
}
