import type { FastifyPluginAsync } from 'fastify';
import { leadsContract as call } from '@rira/contracts/api/leads';
import { serve } from '../../http/contract-route.ts';
import { created } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { limitPerAddress, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { LeadsService, type Submitted } from './leads.service.ts';
import type { LanguageCode } from '@rira/contracts';

/**
 * Per address and form: enough for a person who corrects a typo and sends again, or a few people
 * behind one office address, and far too few for a flood. (The routes' OpenAPI description says
 * so: contracts/src/api/leads.ts.)
 */
export const FORM_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 10 * 60 };

/** The public site's five forms (contracts/src/api/leads.ts), each limited per address and form. */
export const leadRoutes: FastifyPluginAsync = async (app) => {
  const leads = new LeadsService(app);
  const limit = (form: string) => ({ onRequest: limitPerAddress(`form:${form}`, FORM_RATE_LIMIT, 'errors.formRateLimited') });
  const answer = (lang: LanguageCode, submitted: Submitted) => created(submitted.id, t(lang, submitted.messageKey));

  serve(app, call.contact, async (request) => answer(request.lang, await leads.contact(request.body, request.lang)), limit('contact'));

  serve(
    app,
    call.productDemo,
    async (request) => answer(request.lang, await leads.productDemo(request.body, request.lang)),
    limit('productDemo'),
  );

  serve(
    app,
    call.serviceDemo,
    async (request) => answer(request.lang, await leads.serviceDemo(request.body, request.lang)),
    limit('serviceDemo'),
  );

  serve(
    app,
    call.attachment,
    async (request) => answer(request.lang, await leads.attachment(request.body, request.lang)),
    limit('attachment'),
  );

  serve(app, call.survey, async (request) => answer(request.lang, await leads.survey(request.body, request.lang)), limit('survey'));
};
