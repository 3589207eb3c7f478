import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_KEYS, faqSchema, pageContentResponseSchema, singleEnvelope, singleLineText, trustedCompanySchema } from '@rira/contracts';
import { single } from '../../http/envelopes.ts';
import { SiteContentService, pageKeyOrNotFound } from './site-content.service.ts';

const tags = ['Site content'];
const pageKeyParams = z.object({ id: singleLineText().min(1).max(60) });
const pageKeyDoc = `\`{id}\` is the page key (case-insensitive): ${PAGE_KEYS.map((k) => `\`${k}\``).join(', ')}. An unknown key answers 404.`;

export const siteContentRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const content = new SiteContentService(app);

  app.get(
    '/user/faq/GetFaqs/:id',
    {
      schema: {
        tags,
        summary: 'The visible FAQs of a page, in the caller’s language, in order',
        description: pageKeyDoc,
        params: pageKeyParams,
        response: { 200: singleEnvelope(z.array(faqSchema)) },
      },
    },
    async (request) => single(await content.faqs(pageKeyOrNotFound(request.params.id), request.lang)),
  );

  app.get(
    '/user/truestedCompany/GetCompanies/:id',
    {
      schema: {
        tags,
        summary: 'The trusted-company logos shown on a page, with the logo of the caller’s language',
        description: pageKeyDoc,
        params: pageKeyParams,
        response: { 200: singleEnvelope(z.array(trustedCompanySchema)) },
      },
    },
    async (request) => single(await content.trustedCompanies(pageKeyOrNotFound(request.params.id), request.lang)),
  );

  app.get(
    '/user/PageContent/Get/:id',
    {
      schema: {
        tags,
        summary: 'A page’s content document in the caller’s language (not in the spec: the pages are rendered from it)',
        description: `${pageKeyDoc} The document's shape depends on the page type (contracts/src/site/content.ts).`,
        params: pageKeyParams,
        response: { 200: singleEnvelope(pageContentResponseSchema) },
      },
    },
    async (request) => single(await content.page(pageKeyOrNotFound(request.params.id), request.lang)),
  );
};
