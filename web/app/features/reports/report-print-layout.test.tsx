import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { ReportDocumentView } from './report-document.tsx';
import { PILE_COLOURS } from './pile-bar.tsx';
import { SERIES_COLOURS } from './report-series.ts';
import { ReportPrint } from './report-print-page.tsx';
import { outlineOf } from './report-outline.ts';
import { testDocument } from './test-report.ts';

/**
 * The report's paper layout as far as markup and report.css decide it (the PDF itself is checked
 * page by page in e2e/reports.e2e.test.ts): no forced page break in either kind or language, the
 * cover included, so that no page is left mostly empty before a short table; report.css keeps
 * headings with what follows them and puts room above every section.
 */
describe('report print layout', () => {
  for (const kind of ['short', 'complete'] as const) {
    for (const lang of ['fa', 'en'] as const) {
      it(`forces no page break, the cover included (${kind}, ${lang})`, () => {
        const { container } = renderAt(() => <ReportDocumentView doc={testDocument()} kind={kind} lang={lang} />, { lang });
        expect(container.querySelectorAll('.report-section').length).toBeGreaterThanOrEqual(kind === 'short' ? 4 : 10);
        expect(container.querySelectorAll('[class*="break-before"], [class*="break-after-page"], [style*="break-before"]')).toHaveLength(0);
      });
    }
  }

  it('keeps headings off the bottom of a page, short tables and charts whole, and room above every section (report.css)', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'report.css'), 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).not.toMatch(/break-(before|after):\s*(page|always)/);
    expect(print).toMatch(/:is\(h2, h3, h4\)[^{]*\{[^}]*break-after:\s*avoid/);
    expect(print).toMatch(/figure[^{]*\{[^}]*break-inside:\s*avoid/);
    expect(print).toMatch(/\.report-document > \* \+ \*\s*\{[^}]*margin-block-start/);
  });

  it('draws the series and the piles in the colours the rest of the report uses (SERIES_COLOURS, PILE_COLOURS)', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'report.css'), 'utf8');
    for (const [series, colour] of Object.entries(SERIES_COLOURS)) {
      expect(css, series).toMatch(new RegExp(`\\[data-series='${series}'\\] \\{\\s*--series: ${colour};`));
    }
    const piles = Object.values(PILE_COLOURS);
    piles.forEach((colour, i) => {
      expect(css).toMatch(new RegExp(`& > i:nth-child\\(${i + 1}\\)::before \\{\\s*background-color: ${colour};`));
    });
  });

  it("says which report it shows, for the server's printer to check before printing", () => {
    const doc = testDocument();
    const { container } = renderAt(
      () => <ReportPrint data={{ state: 'ready', outline: outlineOf(doc, 'en'), doc, kind: 'short', fallback: false }} />,
      { lang: 'en' },
    );
    const marked = container.querySelectorAll('[data-printed-report]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.getAttribute('data-printed-report')).toBe(`${doc.assessmentId}/v${doc.version}/short`);
  });
});
