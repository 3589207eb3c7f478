import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeLanguageSchema, currentLanguageSchema, okEnvelopeSchema, singleEnvelope, toServerLanguage } from '@rira/contracts';
import { ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { LANGUAGE_COOKIE, languageCookieOptions, parseLanguage } from '../../plugins/language.ts';
import { updateUser } from '../auth/auth.repo.ts';

const tags = ['Language'];

export const languageRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Language/change',
    { schema: { tags, summary: 'Choose the interface language (kept in a cookie and on the signed-in person)', body: changeLanguageSchema, response: { 200: okEnvelopeSchema } } },
    async (request, reply) => {
      const lang = parseLanguage(request.body.language)!;
      reply.setCookie(LANGUAGE_COOKIE, lang, languageCookieOptions(app.config.cookieSecure));
      if (request.actor) await updateUser(app.db, request.actor.userId, { preferredLanguage: lang });
      return ok(t(lang, 'success.saved'));
    },
  );

  app.get(
    '/Language/Get',
    { schema: { tags, summary: 'The current language: fa-IR or en-US', response: { 200: singleEnvelope(currentLanguageSchema) } } },
    async (request) => single({ currentLanguage: toServerLanguage(request.lang) }),
  );
};
