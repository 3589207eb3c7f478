import { z } from 'zod';
import { languageCodeSchema } from '../language.ts';
import { createEnvelopeSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { uuidSchema } from '../fields.ts';
import {
  adminSetPasswordSchema,
  duplicateModeSchema,
  hrUserSchema,
  hrUsersRequestSchema,
  importJobSchema,
  personDeletedSchema,
  personIdSchema,
  personInputSchema,
  personListItemSchema,
  personExportQuerySchema,
  personListRequestSchema,
  personSchema,
  personUpdateSchema,
} from '../organisation.ts';
import { defineRoute } from './route.ts';

const tags = ['People'];
const base = '/manager/applicationUser';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const byId = z.object({ id: uuidSchema });
/** The system manager names the company; a company admin's session does. */
const companyQuery = z.object({ companyId: uuidSchema.optional() });

/** A company's people (`manager/applicationUser/*`). */
export const peopleContract = {
  list: defineRoute({
    method: 'POST',
    path: `${base}/GetAll`,
    access: 'people.manage',
    tags,
    summary: 'People, paged, searched (name, mobile, national code, personnel code), filtered and sorted',
    body: personListRequestSchema,
    response: listEnvelope(personListItemSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: `${base}/Export`,
    access: 'people.manage',
    tags,
    summary:
      'The people list as an Excel workbook: every person the list’s filters (in the query string) find, in `lang` (a company admin: their own company only)',
    query: personExportQuerySchema,
    download: XLSX,
    response: undefined,
  }),
  get: defineRoute({
    method: 'GET',
    path: `${base}/GetUser/:id`,
    access: 'people.manage',
    tags,
    summary: 'One person in a company',
    params: byId,
    query: companyQuery,
    response: singleEnvelope(personSchema),
  }),
  hrUsers: defineRoute({
    method: 'GET',
    path: `${base}/GetHrUsers`,
    access: 'people.manage',
    tags,
    summary: 'Company admins (of one company, or of all for the system manager)',
    query: hrUsersRequestSchema,
    response: singleEnvelope(z.array(hrUserSchema)),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${base}/Create`,
    access: 'people.manage',
    tags,
    summary: 'Add a person to a company (first sign-in by one-time code)',
    body: personInputSchema,
    response: createEnvelopeSchema,
  }),
  update: defineRoute({
    method: 'POST',
    path: `${base}/Update`,
    access: 'people.manage',
    tags,
    summary: 'Edit a person',
    body: personUpdateSchema,
    response: okEnvelopeSchema,
  }),
  toggleActivity: defineRoute({
    method: 'POST',
    path: `${base}/ToggleActivity`,
    access: 'people.manage',
    tags,
    summary: 'Activate or deactivate a person in the company',
    body: personIdSchema,
    response: okEnvelopeSchema,
  }),
  setPassword: defineRoute({
    method: 'POST',
    path: `${base}/changePassword`,
    access: 'people.manage',
    tags,
    summary: "Set a person's password (their other sessions end)",
    body: adminSetPasswordSchema,
    response: okEnvelopeSchema,
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${base}/Delete`,
    access: 'people.manage',
    tags,
    summary: 'Remove a person from the company; one with assessment history is deactivated instead',
    body: personIdSchema,
    response: singleEnvelope(personDeletedSchema),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: `${base}/Profile/ResetPassword`,
    access: 'people.manage',
    tags,
    summary: 'Remove a person’s password: next sign-in by one-time code, then a new password',
    body: personIdSchema,
    response: okEnvelopeSchema,
  }),
  sample: defineRoute({
    method: 'GET',
    path: `${base}/DownloadSample`,
    access: 'people.manage',
    tags,
    summary: 'Basic data: the sample workbook (headers in the language asked for, drop-downs of the company’s lists, instructions)',
    query: companyQuery.extend({ lang: languageCodeSchema.optional() }),
    download: XLSX,
    response: undefined,
  }),
  uploadExcel: defineRoute({
    method: 'POST',
    path: `${base}/UploadExcel`,
    access: 'people.manage',
    tags,
    summary:
      'Import people from the sample workbook (multipart: file, duplicates refuse|update, companyId). All rows are checked first; any problem imports nothing (400 with `job.problems`). Over 500 rows: 202 and a background job.',
    upload: { fields: z.object({ duplicates: duplicateModeSchema.default('refuse'), companyId: uuidSchema.optional() }) },
    response: singleEnvelope(importJobSchema),
  }),
  importJob: defineRoute({
    method: 'GET',
    path: `${base}/GetImportJob/:id`,
    access: 'people.manage',
    tags,
    summary: 'An import’s state and progress',
    params: byId,
    response: singleEnvelope(importJobSchema),
  }),
  importErrors: defineRoute({
    method: 'GET',
    path: `${base}/DownloadImportErrors/:id`,
    access: 'people.manage',
    tags,
    summary: 'The uploaded workbook with a problems column',
    params: byId,
    download: XLSX,
    response: undefined,
  }),
};
