import type { ReportDocument } from '@rira/contracts';
import type { LanguageCode } from '@rira/contracts/language';
import type { Band } from '@rira/contracts/report-types';
import { textIn } from '@rira/contracts/local-text';

/**
 * A competency the assessed person may choose to develop, as the choice lists it: its title in the
 * page's language and the others' band (null where the report has none). A row rather than an
 * object: a report has forty of them in the page's data, and the field names would be repeated
 * in each.
 */
export type DevelopmentOption = readonly [id: string, title: string, isHard: boolean, band: Band | null];

/**
 * What the report screen's live parts need from the document: the toolbar (versions, PDFs), the
 * page title and the development choice. On a page's first load it is all of the document that
 * the browser receives as data; the report itself arrives as HTML (docs/decisions/019). A part
 * of the document, never more: what the reader may not see is not in the document either.
 */
export interface ReportOutline {
  assessmentId: string;
  version: number;
  versions: ReportDocument['versions'];
  person: ReportDocument['person'];
  audience: ReportDocument['audience'];
  pdfAvailable: boolean;
  development: ReportDocument['development'] & {
    /** The competencies to choose from: only for the reader who chooses (empty otherwise). */
    options: DevelopmentOption[];
  };
}

/** The outline of `doc` for a page in `lang` (the choice's titles are in that language only). */
export function outlineOf(doc: ReportDocument, lang: LanguageCode): ReportOutline {
  const bands = new Map(doc.report.cards.map((c) => [c.cardId, c.band]));
  return {
    assessmentId: doc.assessmentId,
    version: doc.version,
    versions: doc.versions,
    person: doc.person,
    audience: doc.audience,
    pdfAvailable: doc.pdfAvailable,
    development: {
      ...doc.development,
      options: doc.development.canChoose
        ? doc.competencies.map((c) => [c.id, textIn(c.title, c.titleEn, lang), c.isHard, bands.get(c.id) ?? null] as const)
        : [],
    },
  };
}
