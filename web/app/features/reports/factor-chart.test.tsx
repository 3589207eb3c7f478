import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../lib/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import {
  barPath,
  barRect,
  CHART_FONT,
  CHART_WIDTH,
  chartOrientation,
  FactorChart,
  scorePercent,
  scoreX,
  WIDE_CHART_MIN_PX,
  wrapLabel,
} from './factor-chart.tsx';
import { seriesOf } from './report-series.ts';
import { testReport } from './test-report.ts';

const report = testReport();
const factors = report.summary.factors;
const series = seriesOf(report);

describe('factor chart orientation', () => {
  it('mirrors the chart in Persian: labels on the right, bars growing from the right to the left', () => {
    const fa = chartOrientation('fa');
    expect(fa).toMatchObject({ rtl: true, labelSide: 'right', barGrowth: 'toLeft' });
    expect(fa.baseX).toBeGreaterThan(fa.endX);
    expect(scoreX(fa, 1)).toBe(fa.baseX);
    expect(scoreX(fa, 3)).toBe(fa.endX);
    expect(scoreX(fa, 2)).toBeLessThan(scoreX(fa, 1.5));
    // A bar starts at the base (its right end) and ends further left for a higher score.
    const bar = barRect(fa, 2.5);
    expect(bar.x + bar.width).toBeCloseTo(fa.baseX);
    expect(bar.x).toBeCloseTo(scoreX(fa, 2.5));
  });

  it('keeps the usual orientation in English: labels on the left, bars growing to the right', () => {
    const en = chartOrientation('en');
    expect(en).toMatchObject({ rtl: false, labelSide: 'left', barGrowth: 'toRight' });
    expect(en.baseX).toBeLessThan(en.endX);
    const bar = barRect(en, 2.5);
    expect(bar.x).toBe(en.baseX);
    expect(bar.x + bar.width).toBeCloseTo(scoreX(en, 2.5));
    expect(en.endX).toBeLessThanOrEqual(CHART_WIDTH);
  });

  it('clamps scores to the 1..3 scale and never draws a negative width', () => {
    for (const lang of ['fa', 'en'] as const) {
      const o = chartOrientation(lang);
      expect(barRect(o, 0.5).width).toBe(0);
      expect(barRect(o, 9).width).toBeCloseTo(Math.abs(o.endX - o.baseX));
    }
  });

  it('draws in a left-to-right box with Persian tick digits and the bars anchored at the right base', () => {
    renderAt(() => <FactorChart factors={factors} series={series} lang="fa" />);
    const outer = screen.getByTestId('factor-chart');
    expect(outer.getAttribute('data-orientation')).toBe('right');
    const chart = outer.querySelector<HTMLElement>('[data-layout="wide"]')!;
    expect(chart.getAttribute('dir')).toBe('ltr');
    const base = chartOrientation('fa').baseX;
    const bars = [...chart.querySelectorAll('[data-series] path')];
    // self, manager and others for the first factor; the manager has no score for the second one.
    expect(bars).toHaveLength(3 + 2);
    // Each bar starts at the base (its right end) and runs left.
    for (const path of bars) expect(path.getAttribute('d')).toMatch(new RegExp(`^M${base} [\\d.]+h-`));
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['۱', '۱٫۵', '۲', '۲٫۵', '۳', '۲٫۰۰', '۱٫۹۲', '—']));
    expect(texts.join(' ')).not.toMatch(/[0-9]/);
  });

  it('draws each bar from the base to its score, rounded at its far end only', () => {
    for (const lang of ['fa', 'en'] as const) {
      const o = chartOrientation(lang);
      const width = barRect(o, 2.5).width;
      const d = barPath(o, 20, width);
      // The path's horizontal runs (the straight one and the arc's) add up to the bar's length, away from the base.
      const [, startX] = /^M([\d.]+) /.exec(d)!;
      expect(Number(startX)).toBe(o.baseX);
      const runs = [...d.matchAll(/h(-?[\d.]+)/g)].map((m) => Number(m[1]));
      const arcs = [...d.matchAll(/a3 3 0 0 1 (-?[\d.]+) /g)].map((m) => Number(m[1]));
      expect(runs[0]! + arcs[0]!).toBeCloseTo(scoreX(o, 2.5) - o.baseX, 1);
      expect(arcs).toHaveLength(2);
    }
    // A sliver (2 units) is rounded by half its length, never more.
    expect(barPath(chartOrientation('en'), 0, 2)).toContain('a1 1 0 0 1');
  });

  it('renders its SVG on the server (no effects needed), so the print route shows it without JavaScript', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('en')}>
        <FactorChart factors={factors} series={series} lang="en" />
      </I18nextProvider>,
    );
    expect(html).toContain('<svg');
    expect(html).toMatch(/<g data-series="others"><path d="M/);
    expect(html).toContain('Strategic thinking');
    expect(html).toContain('1.92');
  });

  it('never draws text under 11 px: the drawing is shown no narrower than 640 px, where its smallest text is still 11 px', () => {
    const smallest = Math.min(...Object.values(CHART_FONT));
    expect((smallest * WIDE_CHART_MIN_PX) / CHART_WIDTH).toBeGreaterThanOrEqual(11);
  });

  it('on a phone, names each factor above its bars in HTML: bar lengths in percent, text at its own size, in the page’s direction', () => {
    renderAt(() => <FactorChart factors={factors} series={series} lang="fa" labelledBy="caption" />);
    const narrow = screen.getByTestId('factor-chart').querySelector<HTMLElement>('[data-layout="narrow"]')!;
    expect(narrow.getAttribute('dir')).toBe('rtl');
    expect(narrow.getAttribute('role')).toBe('img');
    expect(narrow.getAttribute('aria-labelledby')).toBe('caption');
    expect(narrow.querySelector('svg')).toBeNull();
    expect(narrow.textContent).toContain('تفکر راهبردی');
    // The first factor: self, manager and others, each a bar as long as its score on the 1..3 scale.
    const rows = [...narrow.querySelectorAll<HTMLElement>('[data-series]')];
    expect(rows.map((r) => r.dataset.series).slice(0, 3)).toEqual(series);
    const first = factors[0]!;
    const width = (row: HTMLElement) => row.querySelector<HTMLElement>('[style]')?.style.width;
    expect(width(rows[2]!)).toBe(`${scorePercent(first.others!.score)}%`);
    expect(rows[2]!.textContent).toBe('۱٫۹۲');
    // The second factor has no manager's score: a dash and no bar.
    const noScore = rows[series.length + 1]!;
    expect(noScore.dataset.series).toBe('manager');
    expect(noScore.textContent).toBe('—');
    expect(width(noScore)).toBeUndefined();
    expect(scorePercent(1)).toBe(0);
    expect(scorePercent(2)).toBe(50);
    expect(scorePercent(5)).toBe(100);
  });

  it('wraps long factor titles on two lines at most', () => {
    expect(wrapLabel('Decision-making and judgement')).toEqual(['Decision-making and', 'judgement']);
    expect(wrapLabel('a very long factor title that goes on and on and on')).toHaveLength(2);
    expect(wrapLabel('کوتاه')).toEqual(['کوتاه']);
  });
});
