import { z } from 'zod';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { uuidSchema } from '../fields.ts';
import {
  companyAssessmentSchema,
  companyAssessmentsRequestSchema,
  companyInputSchema,
  companyListRequestSchema,
  companySchema,
  companyUpdateSchema,
  LOGO_LANGUAGES,
} from '../organisation.ts';
import { defineRoute } from './route.ts';

const tags = ['Companies'];
const base = '/admin/Company';
const byId = z.object({ id: uuidSchema });

/** The platform's companies, for the system manager (`admin/Company/*`). */
export const companiesContract = {
  list: defineRoute({
    method: 'POST',
    path: `${base}/GetAll`,
    access: 'companies.manage',
    tags,
    summary: 'Companies with their people and assessment counts (system manager)',
    body: companyListRequestSchema,
    response: listEnvelope(companySchema),
  }),
  assessments: defineRoute({
    method: 'POST',
    path: `${base}/GetCompanyAssessments`,
    access: 'companies.manage',
    tags,
    summary: "A company's assessments, newest first (system manager)",
    body: companyAssessmentsRequestSchema,
    response: listEnvelope(companyAssessmentSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: `${base}/Get/:id`,
    access: 'companies.manage',
    tags,
    summary: 'One company',
    params: idParamSchema,
    response: singleEnvelope(companySchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${base}/Add`,
    access: 'companies.manage',
    tags,
    summary: 'Register a company; then upload its logos with the returned id',
    body: companyInputSchema,
    response: createEnvelopeSchema,
  }),
  update: defineRoute({
    method: 'POST',
    path: `${base}/Update`,
    access: 'companies.manage',
    tags,
    summary: 'Edit a company',
    body: companyUpdateSchema,
    response: okEnvelopeSchema,
  }),
  toggle: defineRoute({
    method: 'POST',
    path: `${base}/Toggle`,
    access: 'companies.manage',
    tags,
    summary: 'Activate or deactivate a company (its people can no longer act in it)',
    body: byId,
    response: okEnvelopeSchema,
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${base}/Delete`,
    access: 'companies.manage',
    tags,
    summary: 'Delete a company without people or assessments (409 otherwise)',
    body: byId,
    response: okEnvelopeSchema,
  }),
  uploadLogo: defineRoute({
    method: 'POST',
    path: `${base}/UploadCompanyLogo`,
    access: 'companies.manage',
    tags,
    summary: 'Upload the Persian or English logo (multipart: id, language fa|en, file: PNG, JPEG, WebP or SVG up to 2 MB; stored as WebP)',
    upload: { fields: z.object({ id: uuidSchema, language: z.enum(LOGO_LANGUAGES, { error: 'validation.language' }) }) },
    response: singleEnvelope(z.object({ logoUrl: z.string() })),
  }),
};
