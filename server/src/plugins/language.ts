import fp from 'fastify-plugin';
import type { LanguageCode } from '@rira/contracts';

export const LANGUAGE_COOKIE = 'rira_lang';
const ONE_YEAR_S = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in: ?lang=, then the language cookie, then Persian. */
    lang: LanguageCode;
    /**
     * The language the request names (?lang=, then the cookie), or null when it names none and
     * `lang` is only the default: signing in keeps a named language (docs/decisions/014).
     */
    langChosen: LanguageCode | null;
  }
}

export function parseLanguage(value: unknown): LanguageCode | null {
  if (value === 'en' || value === 'en-US') return 'en';
  if (value === 'fa' || value === 'fa-IR') return 'fa';
  return null;
}

export default fp(async (app) => {
  app.decorateRequest('lang', 'fa');
  app.decorateRequest('langChosen', null);
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.langChosen = parseLanguage(query?.lang) ?? parseLanguage(request.cookies[LANGUAGE_COOKIE]);
    request.lang = request.langChosen ?? 'fa';
  });
});

export const languageCookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: false, // the web app reads it to pick its language before any call
  sameSite: 'lax' as const,
  secure,
  maxAge: ONE_YEAR_S,
});
