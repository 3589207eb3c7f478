import { z } from 'zod';
import { okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { singleLineText, uuidSchema } from '../fields.ts';
import {
  developmentChoiceSchema,
  generateReportSchema,
  releaseReportSchema,
  reportDocumentSchema,
  reportPdfQuerySchema,
  reportQuerySchema,
  reportVersionSchema,
} from '../reports.ts';
import { reopenExposureSchema } from '../assessments.ts';
import { defineRoute } from './route.ts';

const tags = ['Reports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const byAssessment = z.object({ assessmentId: uuidSchema });

/**
 * Reports (`admin/Report/*`: versions, generate, release, the company export; `user/Report/*`:
 * the report, the development choice, the PDF, and the printer's own call with its one-time token).
 */
export const reportsContract = {
  generate: defineRoute({
    method: 'POST',
    path: '/admin/Report/Generate',
    access: 'reports.manage',
    tags,
    summary: 'Generate a new report version (finished assessment; a partial one while collecting: system manager only, with a reason)',
    body: generateReportSchema,
    response: singleEnvelope(z.object({ version: z.number().int(), partial: z.boolean() })),
  }),
  release: defineRoute({
    method: 'POST',
    path: '/admin/Report/Release',
    access: 'assessments.platform',
    tags,
    summary:
      'Make an earlier complete version the one the assessed person reads (system manager only; a version generated after closing is released at once)',
    body: releaseReportSchema,
    response: okEnvelopeSchema,
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/admin/Report/GetVersions/:assessmentId',
    access: 'reports.manage',
    tags,
    summary: 'The report versions the caller may open: every one for the system manager, the latest complete one for a company admin',
    params: byAssessment,
    response: singleEnvelope(z.array(reportVersionSchema)),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/user/Report/Get/:assessmentId',
    access: 'reports.read',
    tags,
    summary:
      'A report: the system manager any version (latest by default; a partial or earlier one is audited); the company’s admins the latest complete version of a closed assessment; the assessed person, when allowed, only the released version; never assessors',
    params: byAssessment,
    query: reportQuerySchema,
    response: singleEnvelope(reportDocumentSchema),
  }),
  print: defineRoute({
    method: 'GET',
    path: '/user/Report/Print/:assessmentId',
    access: 'reports.print',
    tags,
    summary:
      'The report for the server’s PDF printer: the one-time print token (bound to one version) is the credential; the assessed person’s view',
    params: byAssessment,
    query: z.object({ printToken: singleLineText().min(20).max(100) }),
    response: singleEnvelope(reportDocumentSchema),
  }),
  chooseDevelopment: defineRoute({
    method: 'POST',
    path: '/user/Report/ChooseDevelopment',
    access: 'reports.read',
    tags,
    summary: 'The assessed person chooses competencies to develop (at most two hard ones)',
    body: developmentChoiceSchema,
    response: okEnvelopeSchema,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/user/Report/Pdf/:assessmentId',
    access: 'reports.read',
    tags,
    summary: 'The short or complete report as PDF (same permissions as the report); 503 without Chromium',
    params: byAssessment,
    query: reportPdfQuerySchema,
    download: 'application/pdf',
    response: undefined,
  }),
  reopenExposure: defineRoute({
    method: 'GET',
    path: '/admin/Report/GetReopenExposure/:assessmentId',
    access: 'assessments.platform',
    tags,
    summary:
      'What a report version made after reopening would give away beside the one the company reads now (system manager only, before reopening)',
    params: byAssessment,
    response: singleEnvelope(reopenExposureSchema),
  }),
  companyExport: defineRoute({
    method: 'GET',
    path: '/admin/Report/ExportCompany',
    access: 'reports.manage',
    tags,
    summary:
      'The company’s reports as Excel (each closed assessment’s latest complete version; the caller’s own left out): one row per person and competency',
    query: z.object({ companyId: uuidSchema.optional() }),
    download: XLSX,
    response: undefined,
  }),
};
