import type { FastifyPluginAsync } from 'fastify';
import { siteContentContract as call } from '@rira/contracts/api/site-content';
import { serve } from '../../http/contract-route.ts';
import { single } from '../../http/envelopes.ts';
import { SiteContentService, pageKeyOrNotFound } from './site-content.service.ts';

/** The public pages' content, FAQs and trusted companies (contracts/src/api/site-content.ts). */
export const siteContentRoutes: FastifyPluginAsync = async (app) => {
  const content = new SiteContentService(app);

  serve(app, call.faqs, async (request) => single(await content.faqs(pageKeyOrNotFound(request.params.id), request.lang)));

  serve(app, call.trustedCompanies, async (request) =>
    single(await content.trustedCompanies(pageKeyOrNotFound(request.params.id), request.lang)),
  );

  serve(app, call.page, async (request) => single(await content.page(pageKeyOrNotFound(request.params.id), request.lang)));
};
