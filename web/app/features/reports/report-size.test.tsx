import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '@rira/contracts';
import type { ReportCardRow } from '@rira/contracts/report-types';
import { createI18n } from '../../lib/i18n.ts';
import { ReportDocumentView } from './report-document.tsx';
import { testDocument, testReport } from './test-report.ts';

/**
 * Issue 13: the complete report page must stay under 100 KB of HTML. The report's own markup is
 * most of it, so it is measured here for a full-size report — 42 competencies in 7 factors, self,
 * manager, peers and others, every card of low agreement (the low-agreement table repeats all 42)
 * — in the language with the longer bytes (Persian: two bytes a letter). Its repeated rows carry
 * report.css's short class names, not Tailwind's lists (they were a third of the page).
 */
const FACTORS = 7;
const PER_FACTOR = 6;
const uuid = (prefix: string, n: number) => `${prefix}-eeee-4eee-8eee-${String(n).padStart(12, '0')}`;

function fullSizeDocument(): ReportDocument {
  const base = testDocument();
  const factorIds = Array.from({ length: FACTORS }, (_, f) => uuid('aaaaaaaa', f));
  const cards: ReportCardRow[] = Array.from({ length: FACTORS * PER_FACTOR }, (_, i) => ({
    cardId: uuid('cccccccc', i),
    title: `شایستگی شمارهٔ ${i + 1} در گزارش`,
    titleEn: `Competency number ${i + 1}`,
    factorId: factorIds[Math.floor(i / PER_FACTOR)]!,
    isHard: i % 4 === 0,
    self: 3,
    groups: { manager: 2, peer: 1.6666667 },
    others: 1.75,
    band: 'middle',
    piles: { best: 1, mostly: 2, least: 1, total: 4 },
    agreement: { status: 'ok', value: 0.2916, low: true },
    redFlag: false,
    overuse: false,
    blindSpot: false,
    hiddenStrength: false,
  }));
  const report = testReport({
    shownGroups: [
      { group: 'manager', anonymous: false },
      { group: 'peer', anonymous: true },
    ],
    cards,
    agreement: { status: 'ok', value: 0.29, cardCount: cards.length, lowCardIds: cards.map((c) => c.cardId) },
    summary: {
      ...testReport().summary,
      topStrengths: cards.slice(0, 5).map((c) => ({ cardId: c.cardId, others: 1.75, self: 3, band: 'middle' as const })),
      topNeeds: cards.slice(5, 10).map((c) => ({ cardId: c.cardId, others: 1.75, self: 3, band: 'middle' as const })),
      factors: factorIds.map((factorId, f) => ({
        factorId,
        title: `عامل شمارهٔ ${f + 1}`,
        titleEn: `Factor ${f + 1}`,
        cardIds: cards.filter((c) => c.factorId === factorId).map((c) => c.cardId),
        self: { score: 2.5, band: 'strength' as const },
        groups: { manager: { score: 2, band: 'middle' as const }, peer: { score: 1.66, band: 'need' as const } },
        others: { score: 1.83, band: 'middle' as const },
      })),
      blindSpots: cards.slice(0, 5).map((c) => ({ cardId: c.cardId, self: 3, others: 1.75, difference: 1.25 })),
      hiddenStrengths: [],
    },
  });
  return {
    ...base,
    competencies: cards.map((c, i) => ({
      ...base.competencies[0]!,
      id: c.cardId,
      title: c.title,
      titleEn: c.titleEn,
      isHard: c.isHard,
      factorId: c.factorId,
      skilled: `متن ماهرانهٔ شایستگی ${i + 1}`,
    })),
    factors: factorIds.map((id, f) => ({
      id,
      title: `عامل شمارهٔ ${f + 1}`,
      titleEn: `Factor ${f + 1}`,
      description: null,
      descriptionEn: null,
    })),
    report,
  };
}

describe('report markup size', () => {
  it('renders a complete report of 42 competencies in under 75 KB of markup, a competency’s row of the full table in under 500 bytes', () => {
    const doc = fullSizeDocument();
    const html = renderToString(
      <I18nextProvider i18n={createI18n('fa')}>
        <ReportDocumentView doc={doc} kind="complete" lang="fa" />
      </I18nextProvider>,
    );
    expect(Buffer.byteLength(html)).toBeLessThan(75_000);
    const table = /<table[^>]*data-testid="full-table"[\s\S]*?<\/table>/.exec(html)![0];
    const rows = [...table.matchAll(/<tr[^>]*><th scope="row"[\s\S]*?<\/tr>/g)].map((m) => Buffer.byteLength(m[0]));
    expect(rows).toHaveLength(42);
    expect(Math.max(...rows)).toBeLessThan(500);
  });
});
