import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from './language.ts';
import type { InProcessAnswer } from './public-data.ts';
import { SESSION_COOKIE } from './session.ts';

export interface InProcessCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * A public read whose answer is the same for every anonymous visitor (page content, FAQs,
   * articles…): for an anonymous visitor it may come from the public-data cache (public-data.ts).
   */
  shared?: boolean;
}

/** What loaders get as `context.api` (web/app/lib/load-context.ts declares the same). */
export type InProcessApi = <T = unknown>(path: string, init?: InProcessCall) => Promise<InProcessAnswer<T>>;

/** The page request an in-process call is made for: its visitor's cookies, address, browser and language. */
export type PageRequest = Pick<FastifyRequest, 'lang' | 'ip' | 'id' | 'headers' | 'cookies'>;

/**
 * This server's API called in-process for a page's loaders (docs/decisions/002): through Fastify's
 * `inject`, with the visitor's own cookies (the language cookie set to the page's), address and
 * browser, so a page sees what the browser would. An anonymous visitor's `shared` calls are
 * answered from `app.publicData` when it has them (docs/decisions/021).
 */
export function inProcessApi(app: FastifyInstance, request: PageRequest): InProcessApi {
  const call = async (apiPath: string, init: InProcessCall | undefined): Promise<InProcessAnswer> => {
    const cookies = (request.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim())
      .filter((c) => c && !c.startsWith(`${LANGUAGE_COOKIE}=`));
    cookies.push(`${LANGUAGE_COOKIE}=${request.lang}`);
    const res = await app.inject({
      method: init?.method ?? 'GET',
      url: apiPath,
      // The visitor's address and browser: per-visitor counts and limits must not see 127.0.0.1.
      remoteAddress: request.ip,
      headers: {
        cookie: cookies.join('; '),
        'x-request-id': request.id,
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(init?.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: init?.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.statusCode, body: res.json() };
  };
  // A session cookie, even an expired one, means the answers may be the person's: never shared.
  const anonymous = !request.cookies[SESSION_COOKIE];
  return (async (apiPath: string, init?: InProcessCall) => {
    if (!init?.shared || !anonymous) return call(apiPath, init);
    const key = `${request.lang} ${init.method ?? 'GET'} ${apiPath} ${init.body === undefined ? '' : JSON.stringify(init.body)}`;
    return app.publicData.answer(key, () => call(apiPath, init));
  }) as InProcessApi;
}
