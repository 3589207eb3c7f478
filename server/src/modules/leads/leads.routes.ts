import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attachmentRequestSchema,
  contactFormSchema,
  createEnvelopeSchema,
  productDemoRequestSchema,
  serviceDemoRequestSchema,
  surveySubmissionSchema,
} from '@rira/contracts';
import { created } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { limitPerAddress, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { LeadsService, type Submitted } from './leads.service.ts';

const tags = ['Public forms'];

/**
 * Per address and form: enough for a person who corrects a typo and sends again, or a few people
 * behind one office address, and far too few for a flood.
 */
export const FORM_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 10 * 60 };

const SPAM_NOTE =
  'Refused with 429 (and Retry-After) after 5 sends in 10 minutes from one address. A filled honeypot field `website` is answered like a success and nothing is stored.';

export const leadRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const leads = new LeadsService(app);
  const limit = (form: string) => limitPerAddress(`form:${form}`, FORM_RATE_LIMIT, 'errors.formRateLimited');
  const answer = (lang: 'fa' | 'en', submitted: Submitted) => created(submitted.id, t(lang, submitted.messageKey));

  app.post(
    '/FormSubmission/Submit',
    {
      onRequest: limit('contact'),
      schema: {
        tags,
        summary: 'The contact form: full name, phone (Iranian mobile or international), position, organisational e-mail',
        description: SPAM_NOTE,
        body: contactFormSchema,
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) => answer(request.lang, await leads.contact(request.body, request.lang)),
  );

  app.post(
    '/productDemo/Submit',
    {
      onRequest: limit('productDemo'),
      schema: {
        tags,
        summary: 'A product demo request; every system manager gets an in-app notification and an e-mail',
        description: SPAM_NOTE,
        body: productDemoRequestSchema,
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) => answer(request.lang, await leads.productDemo(request.body, request.lang)),
  );

  app.post(
    '/serviceDemo/Submit',
    {
      onRequest: limit('serviceDemo'),
      schema: {
        tags,
        summary: 'A service demo request; every system manager gets an in-app notification and an e-mail',
        description: SPAM_NOTE,
        body: serviceDemoRequestSchema,
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) => answer(request.lang, await leads.serviceDemo(request.body, request.lang)),
  );

  app.post(
    '/user/AttachmentRequest/Submit',
    {
      onRequest: limit('attachment'),
      schema: {
        tags,
        summary: 'Ask for an article’s file: it is e-mailed with the file attached; the request and its send status are kept',
        description: `${SPAM_NOTE} An article that is not public, or a file not of that article, answers 404.`,
        body: attachmentRequestSchema,
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) => answer(request.lang, await leads.attachment(request.body, request.lang)),
  );

  app.post(
    '/User/AssessmentServey/Submit',
    {
      onRequest: limit('survey'),
      schema: {
        tags,
        summary: 'Answers to the public assessment survey, checked against its current questions',
        description: `${SPAM_NOTE} Answer errors come as fields \`answers.<question id>\`.`,
        body: surveySubmissionSchema,
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) => answer(request.lang, await leads.survey(request.body, request.lang)),
  );
};
