import { z } from 'zod';
import { platformReasonSchema, uuidSchema as uuid } from './fields.ts';
import type { Report } from './report-types.ts';

/**
 * Report pages and PDFs (issue 7). The engine's output (`Report`, report-types.ts) is carried
 * as it was generated; around it the document names the person, company and template and
 * gives the competencies' texts (frozen with the snapshot).
 */

export const REPORT_KINDS = ['short', 'complete'] as const;
export const reportKindSchema = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof reportKindSchema>;

/**
 * Which report a print view shows, in its `data-printed-report` attribute: the server's printer
 * reads it back before printing, so that a PDF holds the report it was asked for and no other.
 */
export function printedReportMark(assessmentId: string, version: number, kind: ReportKind): string {
  return `${assessmentId}/v${version}/${kind}`;
}

/** `reason`: asked (and audited) when the assessment still collects: a partial version is the system manager's alone. */
export const generateReportSchema = z.object({ id: uuid, reason: platformReasonSchema.optional() });
export const releaseReportSchema = z.object({ id: uuid, version: z.number().int().min(1) });
export const reportQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });
export const reportPdfQuerySchema = reportQuerySchema.extend({
  kind: reportKindSchema.default('complete'),
  lang: z.enum(['fa', 'en']).optional(),
});

export const reportCompetencySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  skilled: z.string(),
  skilledEn: z.string().nullable(),
  unskilled: z.string(),
  unskilledEn: z.string().nullable(),
  overused: z.string(),
  overusedEn: z.string().nullable(),
  isHard: z.boolean(),
  difficultyTitle: z.string(),
  difficultyTitleEn: z.string().nullable(),
  factorId: z.uuid(),
});
export type ReportCompetency = z.infer<typeof reportCompetencySchema>;

export const reportFactorSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  titleEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
});

/** `released`: the version the assessed person reads now (at most one is). */
export const reportVersionSchema = z.object({
  version: z.number().int(),
  generatedAt: z.string(),
  partial: z.boolean(),
  released: z.boolean(),
});
export type ReportVersion = z.infer<typeof reportVersionSchema>;

export const reportDocumentSchema = z.object({
  assessmentId: z.uuid(),
  version: z.number().int(),
  versions: z.array(reportVersionSchema),
  generatedAt: z.string(),
  partial: z.boolean(),
  /** The assessed person: `fullNameEn` is the Latin spelling English pages and PDFs use, when there is one. */
  person: z.object({ fullName: z.string(), fullNameEn: z.string().nullable() }),
  company: z.object({
    title: z.string(),
    titleEn: z.string().nullable(),
    logoFaUrl: z.string().nullable(),
    logoEnUrl: z.string().nullable(),
  }),
  template: z.object({ title: z.string(), titleEn: z.string().nullable() }),
  startsOn: z.string().nullable(),
  finishesOn: z.string().nullable(),
  competencies: z.array(reportCompetencySchema),
  factors: z.array(reportFactorSchema),
  /** The engine's output as this reader may see it (`audienceView`): anonymous by construction. */
  report: z.custom<Report>((v) => typeof v === 'object' && v !== null),
  /** Who this document was made for: admins see every version and which group was held back. */
  audience: z.enum(['admin', 'assessedPerson']),
  development: z.object({
    chosen: z.array(z.uuid()),
    /** Only the assessed person chooses. */
    canChoose: z.boolean(),
    maxHard: z.number().int(),
  }),
  /** Whether this server can print PDFs (Chromium present); otherwise the page offers its print view. */
  pdfAvailable: z.boolean(),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;

export const developmentChoiceSchema = z.object({
  assessmentId: uuid,
  competencyIds: z.array(uuid).max(10, { error: 'validation.tooLong' }),
});
