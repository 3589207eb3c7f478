import { data, type AppLoadContext } from 'react-router';
import type { ArticleCard, Faq, PageContentResponse, PageKey, TrustedCompany } from '@rira/contracts';

/**
 * Server-only: the public pages' loaders read the API in-process (docs/decisions/002). A 404 from
 * the API is the page's 404; anything else that fails is a server error (the error page).
 */
export async function apiEnvelope<T>(
  context: AppLoadContext,
  path: string,
  init?: { method?: 'GET' | 'POST'; body?: unknown },
): Promise<T> {
  const res = await context.api<T>(path, init);
  if (res.status === 404) throw data(null, { status: 404 });
  if (res.status >= 400) throw data(null, { status: res.status >= 500 ? 500 : res.status });
  return res.body;
}

export async function apiData<T>(context: AppLoadContext, path: string, init?: { method?: 'GET' | 'POST'; body?: unknown }): Promise<T> {
  return (await apiEnvelope<{ data: T }>(context, path, init)).data;
}

export function loadPage<T>(context: AppLoadContext, key: PageKey): Promise<PageContentResponse<T>> {
  return apiData<PageContentResponse<T>>(context, `/api/user/PageContent/Get/${key}`);
}

export function loadFaqs(context: AppLoadContext, key: PageKey): Promise<Faq[]> {
  return apiData<Faq[]>(context, `/api/user/faq/GetFaqs/${key}`);
}

export function loadTrustedCompanies(context: AppLoadContext, key: PageKey): Promise<TrustedCompany[]> {
  return apiData<TrustedCompany[]>(context, `/api/user/truestedCompany/GetCompanies/${key}`);
}

export function loadLatestArticles(context: AppLoadContext, count: number, options: { exclude?: string; lang?: string } = {}) {
  const query = new URLSearchParams({ count: String(count) });
  if (options.exclude) query.set('exclude', options.exclude);
  if (options.lang) query.set('lang', options.lang);
  return apiData<ArticleCard[]>(context, `/api/user/article/GetLatestArticles?${query}`);
}
