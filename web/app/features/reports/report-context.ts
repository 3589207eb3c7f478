import type { LanguageCode } from '@rira/contracts/language';
import type { ReportDocument } from '@rira/contracts';
import type { ReportCardRow } from '@rira/contracts/report-types';
import { competencyIndex, type ReportCompetencyText } from './report-format.ts';
import { textIn } from '@rira/contracts/local-text';
import { seriesOf, type SeriesKey } from './report-series.ts';

/** What every section needs: the document, the language, and quick look-ups by card id. */
export interface ReportView {
  doc: ReportDocument;
  lang: LanguageCode;
  /** self, the shown groups, others. */
  series: SeriesKey[];
  card(cardId: string): ReportCardRow | undefined;
  competency(cardId: string): ReportCompetencyText | undefined;
  /** The card's title in the reader's language («—» for an unknown id). */
  title(cardId: string): string;
}

export function reportView(doc: ReportDocument, lang: LanguageCode): ReportView {
  const cards = new Map(doc.report.cards.map((c) => [c.cardId, c]));
  const competencies = competencyIndex(doc);
  return {
    doc,
    lang,
    series: seriesOf(doc.report),
    card: (id) => cards.get(id),
    competency: (id) => competencies.get(id),
    title(id) {
      const c = cards.get(id) ?? competencies.get(id);
      return c ? textIn(c.title, c.titleEn, lang) : '—';
    },
  };
}
