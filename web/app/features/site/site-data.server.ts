import { data, type AppLoadContext } from 'react-router';
import type { PageContentResponse, PageKey } from '@rira/contracts';
import type { ApiRoute, RouteData, RouteResponse } from '@rira/contracts/api/route';
import { magazineContract } from '@rira/contracts/api/magazine';
import { siteContentContract as call } from '@rira/contracts/api/site-content';
import { siteSettingsContract } from '@rira/contracts/api/site-settings';
import type { LanguageCode } from '@rira/contracts/language';
import { serverApi, type ServerCallArgs } from '../../lib/server-api.ts';

/**
 * Server-only: the public pages' loaders read the API in-process (docs/decisions/002). A 404 from
 * the API is the page's 404; anything else that fails is a server error (the error page). Every
 * call here is a public read, so the server may answer it from its public-data cache (until content
 * changes, docs/decisions/021): the answer is shared and frozen, never to be changed in place.
 */
export async function loadApi<R extends ApiRoute>(
  context: Pick<AppLoadContext, 'api'>,
  route: R,
  ...[input, options]: ServerCallArgs<R>
): Promise<RouteResponse<R>> {
  const res = await serverApi(context, route, ...([input, { ...options, shared: true }] as ServerCallArgs<R>));
  if (res.status === 404) throw data(null, { status: 404 });
  if (!res.ok) throw data(null, { status: res.status >= 500 ? 500 : res.status });
  return res.body;
}

/** The `data` of a route's single envelope, like loadApi. */
export async function loadApiData<R extends ApiRoute>(
  context: Pick<AppLoadContext, 'api'>,
  route: R,
  ...args: ServerCallArgs<R>
): Promise<RouteData<R>> {
  return ((await loadApi(context, route, ...args)) as { data: RouteData<R> }).data;
}

/** A page's content document, typed by its page type (`HomeContent`, `OfferingContent`, …). */
export async function loadPage<T>(context: AppLoadContext, key: PageKey): Promise<PageContentResponse<T>> {
  return (await loadApiData(context, call.page, { params: { id: key } })) as PageContentResponse<T>;
}

export function loadFaqs(context: AppLoadContext, key: PageKey) {
  return loadApiData(context, call.faqs, { params: { id: key } });
}

export function loadTrustedCompanies(context: AppLoadContext, key: PageKey) {
  return loadApiData(context, call.trustedCompanies, { params: { id: key } });
}

export function loadLatestArticles(context: AppLoadContext, count: number, options: { exclude?: string; lang?: LanguageCode } = {}) {
  return loadApiData(context, magazineContract.latest, { query: { count, exclude: options.exclude } }, { lang: options.lang });
}

/** The site settings in the page's language: the footer's, the contact page's and the home page's contacts. */
export function loadSiteSettings(context: AppLoadContext) {
  return loadApiData(context, siteSettingsContract.public);
}
