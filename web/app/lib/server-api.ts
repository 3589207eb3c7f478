import type { AppLoadContext } from 'react-router';
import type { LanguageCode } from '@rira/contracts/language';
import type { ErrorEnvelope } from '@rira/contracts/envelopes';
import { fillPath, type ApiRoute, type RouteInput, type RouteResponse } from '@rira/contracts/api/route';
import { checkAnswer } from './api.ts';

/**
 * Server-only: a call of the contract (contracts/src/api/*, docs/decisions/015) from a loader or
 * an action, through the in-process `context.api` (the visitor's cookies, no network). Import it
 * only from `*.server.ts` files, loaders and actions: the route tables it takes carry their zod
 * schemas, which the pages' browser bundles must not ship.
 */
export interface ServerCallOptions {
  /** Ask for this language instead of the page's (`?lang=`): an article's own language. */
  lang?: LanguageCode;
  /**
   * A public read (the same answer for every anonymous visitor): the server may answer it from its
   * public-data cache, frozen, until content changes. Never for a call with effects or about the visitor.
   */
  shared?: boolean;
}

/** The input argument, optional when the route asks for nothing required (as `api()`'s). */
export type ServerCallArgs<R extends ApiRoute> =
  object extends RouteInput<R> ? [input?: RouteInput<R>, options?: ServerCallOptions] : [input: RouteInput<R>, options?: ServerCallOptions];

/** The route's checked answer, or the error envelope with its status. */
export type ServerAnswer<R extends ApiRoute> =
  { ok: true; status: number; body: RouteResponse<R> } | { ok: false; status: number; body: Partial<ErrorEnvelope> | null };

type Query = Record<string, unknown> | undefined;

function queryString(query: Query, lang: LanguageCode | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (lang) params.set('lang', lang);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls a route in-process: the path filled from `params`, the query and the JSON body from the
 * input. A success is checked against the route's response schema where mistakes are found
 * (development, tests), like the browser's `api()`.
 */
export async function serverApi<R extends ApiRoute>(
  context: Pick<AppLoadContext, 'api'>,
  route: R,
  ...[input, options]: ServerCallArgs<R>
): Promise<ServerAnswer<R>> {
  const given = input as { params?: Record<string, unknown>; query?: Query; body?: unknown } | undefined;
  const path = `/api${fillPath(route.path, given?.params)}${queryString(given?.query, options?.lang)}`;
  const init = {
    ...(route.method === 'POST' ? { method: 'POST' as const, body: given?.body ?? {} } : {}),
    ...(options?.shared ? { shared: true } : {}),
  };
  const res = await context.api<unknown>(path, Object.keys(init).length ? init : undefined);
  if (res.status >= 400) return { ok: false, status: res.status, body: res.body as Partial<ErrorEnvelope> | null };
  checkAnswer(route, res.body);
  return { ok: true, status: res.status, body: res.body as RouteResponse<R> };
}
