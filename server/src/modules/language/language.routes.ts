import type { FastifyPluginAsync } from 'fastify';
import { toServerLanguage } from '@rira/contracts';
import { languageContract as call } from '@rira/contracts/api/language';
import { serve } from '../../http/contract-route.ts';
import { ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { LANGUAGE_COOKIE, languageCookieOptions, parseLanguage } from '../../plugins/language.ts';
import { AuthService } from '../auth/auth.service.ts';

export const languageRoutes: FastifyPluginAsync = async (app) => {
  const auth = new AuthService(app);

  serve(app, call.change, async (request, reply) => {
    const lang = parseLanguage(request.body.language)!;
    reply.setCookie(LANGUAGE_COOKIE, lang, languageCookieOptions(app.config.cookieSecure));
    if (request.actor) await auth.setLanguage(request.actor.userId, lang);
    return ok(t(lang, 'success.saved'));
  });

  serve(app, call.get, async (request) => single({ currentLanguage: toServerLanguage(request.lang) }));
};
