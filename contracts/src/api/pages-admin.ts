import { z } from 'zod';
import { languageCodeSchema } from '../language.ts';
import { listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { singleLineText } from '../fields.ts';
import {
  adminPageDetailSchema,
  adminPageItemSchema,
  adminPageListRequestSchema,
  adminPageSavedSchema,
  adminPageUpdateSchema,
  adminSurveyUpdateSchema,
  surveyExportQuerySchema,
  surveyResponseIdSchema,
  surveyResponseItemSchema,
  surveyResponseListRequestSchema,
} from '../site/admin-pages.ts';
import { PAGE_KEYS } from '../site/catalogue.ts';
import { CONTENT_ADMIN_CALLERS as who, XLSX } from './content-admin.ts';
import { defineRoute } from './route.ts';

const pageTags = ['Content admin: pages'];
const surveyTags = ['Content admin: survey'];
const keyDoc = `\`{id}\` is the page key (case-insensitive): ${PAGE_KEYS.map((k) => `\`${k}\``).join(', ')}; an unknown key answers 404.`;

/**
 * manager/pageContent/* (the product, service and other page editors) and manager/survey/* (the
 * assessment survey's questions and its responses). Not in the seed spec's §7 list by name: the issue
 * asks for the page-content and survey calls "in the same style".
 */
export const pagesAdminContract = {
  list: defineRoute({
    method: 'POST',
    path: '/manager/pageContent/GetAll',
    access: 'content.manage',
    tags: pageTags,
    summary: 'Every editable page: key, type, public and editor addresses, last change per language',
    description: `${who} \`pageType\` filters products, services or the standalone pages; \`search\` matches key, titles and path.`,
    body: adminPageListRequestSchema,
    response: listEnvelope(adminPageItemSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/manager/pageContent/Get/:id',
    access: 'content.manage',
    tags: pageTags,
    summary: 'A page’s Persian and English documents',
    description: `${who} ${keyDoc}`,
    params: z.object({ id: singleLineText().min(1).max(60) }),
    response: singleEnvelope(adminPageDetailSchema),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/manager/pageContent/Update',
    access: 'content.manage',
    tags: pageTags,
    summary: 'Save one language’s document of a page (checked by its page type’s schema)',
    description: `${who} HTML is taken out of every text; every field's problem comes back at once (400, fields \`content.<path>\`). An unknown \`pageKey\` is a 404; an \`updatedAt\` older than the stored one is a 409. The public page shows the change at once.`,
    body: adminPageUpdateSchema,
    response: singleEnvelope(adminPageSavedSchema),
  }),
  getSurvey: defineRoute({
    method: 'GET',
    path: '/manager/survey/Get',
    access: 'content.manage',
    tags: surveyTags,
    summary: 'The assessment survey’s Persian and English documents (questions and texts)',
    description: who,
    response: singleEnvelope(adminPageDetailSchema),
  }),
  updateSurvey: defineRoute({
    method: 'POST',
    path: '/manager/survey/Update',
    access: 'content.manage',
    tags: surveyTags,
    summary: 'Save the survey’s questions and texts in one language',
    description: `${who} Checked like manager/pageContent/Update with the survey's schema (question ids unique, choices need two options).`,
    body: adminSurveyUpdateSchema,
    response: singleEnvelope(adminPageSavedSchema),
  }),
  responses: defineRoute({
    method: 'POST',
    path: '/manager/survey/Responses/GetAll',
    access: 'content.manage',
    tags: surveyTags,
    summary: 'The survey’s responses, newest first, with each answer as text',
    description: `${who} Filters: \`language\`, \`seen\`; \`search\` matches name, organisation, e-mail and phone.`,
    body: surveyResponseListRequestSchema,
    response: listEnvelope(surveyResponseItemSchema),
  }),
  markSeen: defineRoute({
    method: 'POST',
    path: '/manager/survey/Responses/Seen',
    access: 'content.manage',
    tags: surveyTags,
    summary: 'Mark a response as seen',
    description: who,
    body: surveyResponseIdSchema,
    response: okEnvelopeSchema,
  }),
  removeResponse: defineRoute({
    method: 'POST',
    path: '/manager/survey/Responses/Delete',
    access: 'content.manage',
    tags: surveyTags,
    summary: 'Delete a response',
    description: who,
    body: surveyResponseIdSchema,
    response: okEnvelopeSchema,
  }),
  exportResponses: defineRoute({
    method: 'GET',
    path: '/manager/survey/Responses/Export',
    access: 'content.manage',
    tags: surveyTags,
    summary: 'Every response as an Excel workbook, one column per question',
    description: `${who} Headers and dates in the caller's language (\`lang\`; Jalali in Persian); \`language\` keeps only the responses given in it.`,
    query: surveyExportQuerySchema.extend({ lang: languageCodeSchema.optional() }),
    download: XLSX,
    response: undefined,
  }),
};
