import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_KEYS, singleEnvelope, singleLineText } from '@rira/contracts';
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
} from '@rira/contracts/site/admin-pages';
import { single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { actionRoute, getRoute, listRoute } from '../library/crud-routes.ts';
import { workbookRoute } from '../site-content/content-admin.ts';
import { PagesAdminService } from './pages-admin.service.ts';

const who = 'System manager or content manager (others 403, anonymous 401).';
const keyDoc = `\`{id}\` is the page key (case-insensitive): ${PAGE_KEYS.map((k) => `\`${k}\``).join(', ')}; an unknown key answers 404.`;

/**
 * manager/pageContent/* (the product, service and other page editors) and manager/survey/* (the
 * assessment survey's questions and its responses). Not in the spec's §7 list by name: the issue
 * asks for the page-content and survey calls "in the same style".
 */
export const pagesAdminRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const pages = new PagesAdminService(app);
  const pageTags = ['Content admin: pages'];
  const surveyTags = ['Content admin: survey'];

  listRoute(
    app,
    '/manager/pageContent/GetAll',
    {
      tags: pageTags,
      summary: 'Every editable page: key, type, public and editor addresses, last change per language',
      description: `${who} \`pageType\` filters products, services or the standalone pages; \`search\` matches key, titles and path.`,
      body: adminPageListRequestSchema,
      item: adminPageItemSchema,
    },
    (actor, body) => pages.list(actor, body),
  );

  getRoute(
    app,
    '/manager/pageContent/Get/:id',
    {
      tags: pageTags,
      summary: 'A page’s Persian and English documents',
      description: `${who} ${keyDoc}`,
      params: z.object({ id: singleLineText().min(1).max(60) }),
      item: adminPageDetailSchema,
    },
    (actor, id) => pages.get(actor, id),
  );

  app.post(
    '/manager/pageContent/Update',
    {
      schema: {
        tags: pageTags,
        summary: 'Save one language’s document of a page (checked by its page type’s schema)',
        description: `${who} HTML is taken out of every text; every field's problem comes back at once (400, fields \`content.<path>\`). An unknown \`pageKey\` is a 404; an \`updatedAt\` older than the stored one is a 409. The public page shows the change at once.`,
        body: adminPageUpdateSchema,
        response: { 200: singleEnvelope(adminPageSavedSchema) },
      },
    },
    async (request) => single(await pages.update(requireActor(request), request.body, request.ip), t(request.lang, 'pagesAdmin.pageSaved')),
  );

  app.get(
    '/manager/survey/Get',
    {
      schema: {
        tags: surveyTags,
        summary: 'The assessment survey’s Persian and English documents (questions and texts)',
        description: who,
        response: { 200: singleEnvelope(adminPageDetailSchema) },
      },
    },
    async (request) => single(await pages.get(requireActor(request), 'survey')),
  );

  app.post(
    '/manager/survey/Update',
    {
      schema: {
        tags: surveyTags,
        summary: 'Save the survey’s questions and texts in one language',
        description: `${who} Checked like manager/pageContent/Update with the survey's schema (question ids unique, choices need two options).`,
        body: adminSurveyUpdateSchema,
        response: { 200: singleEnvelope(adminPageSavedSchema) },
      },
    },
    async (request) =>
      single(
        await pages.update(requireActor(request), { ...request.body, pageKey: 'survey' }, request.ip),
        t(request.lang, 'pagesAdmin.surveySaved'),
      ),
  );

  listRoute(
    app,
    '/manager/survey/Responses/GetAll',
    {
      tags: surveyTags,
      summary: 'The survey’s responses, newest first, with each answer as text',
      description: `${who} Filters: \`language\`, \`seen\`; \`search\` matches name, organisation, e-mail and phone.`,
      body: surveyResponseListRequestSchema,
      item: surveyResponseItemSchema,
    },
    (actor, body) => pages.responses(actor, body),
  );

  actionRoute(
    app,
    '/manager/survey/Responses/Seen',
    { tags: surveyTags, summary: 'Mark a response as seen', description: who, body: surveyResponseIdSchema },
    'pagesAdmin.responseSeen',
    (actor, body, ip) => pages.markSeen(actor, body.id, ip),
  );

  actionRoute(
    app,
    '/manager/survey/Responses/Delete',
    { tags: surveyTags, summary: 'Delete a response', description: who, body: surveyResponseIdSchema },
    'pagesAdmin.responseDeleted',
    (actor, body, ip) => pages.remove(actor, body.id, ip),
  );

  workbookRoute(
    app,
    '/manager/survey/Responses/Export',
    {
      tags: surveyTags,
      summary: 'Every response as an Excel workbook, one column per question',
      description: `${who} Headers and dates in the caller's language (Jalali in Persian); \`language\` keeps only the responses given in it.`,
      querystring: surveyExportQuerySchema,
    },
    'survey-responses',
    (request) => pages.exportResponses(requireActor(request), request.lang, request.query.language),
  );
};
