import { data, type AppLoadContext } from 'react-router';
import type { MagazineContent } from '@rira/contracts';
import { magazineContract as call } from '@rira/contracts/api/magazine';
import { archiveBoundary, SLUG_PATTERN, type ArticleDetails } from '@rira/contracts/site/magazine';
import { loadApi, loadApiData, loadLatestArticles, loadPage } from '../site/site-data.server.ts';
import { FEED_PAGE_SIZE } from './article-feed.tsx';
import type { MagazineFilters } from './magazine-links.ts';

/** Server-only: what /blogs and its archive need, read from the page's address. */
export function filtersOf(url: URL): { filters: MagazineFilters; page: number } {
  const slug = (name: string) => {
    const value = url.searchParams.get(name)?.trim().toLowerCase();
    if (!value) return undefined;
    if (!SLUG_PATTERN.test(value) || value.length > 120) throw data(null, { status: 404 });
    return value;
  };
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(null, { status: 404 });
  return { filters: { q, category: slug('category'), tag: slug('tag') }, page };
}

export async function loadMagazine(context: AppLoadContext, options: { filters: MagazineFilters; page: number; publishedBefore?: string }) {
  const { filters, page, publishedBefore } = options;
  const [content, list, categories, tags] = await Promise.all([
    loadPage<MagazineContent>(context, 'magazine'),
    loadApi(context, call.list, {
      body: { pageIndex: page, pageSize: FEED_PAGE_SIZE, search: filters.q, category: filters.category, tag: filters.tag, publishedBefore },
    }),
    loadApiData(context, call.categories),
    loadApiData(context, call.tags, { query: { count: 16 } }),
  ]);
  // A category or tag with nothing in it, or a page past the end, is not a page.
  if ((filters.category || filters.tag) && list.totalItems === 0) throw data(null, { status: 404 });
  if (page > 1 && page > list.totalPages) throw data(null, { status: 404 });
  return { content: content.content, list, categories, tags };
}

/** /blogs/details/{ref}: the public article by its slug or uuid (a 404 when it is not public). */
export function loadArticle(context: AppLoadContext, ref: string) {
  return loadApiData(context, call.details, { params: { id: ref } });
}

/** What the article page shows beside the article: its headings, related articles, the latest ones in its language. */
export async function loadArticleSurroundings(context: AppLoadContext, article: Pick<ArticleDetails, 'id' | 'language'>) {
  const [index, related, latest] = await Promise.all([
    loadApiData(context, call.headings, { params: { id: article.id } }),
    loadApi(context, call.related, { body: { articleId: article.id, count: 3 } }),
    loadLatestArticles(context, 3, { exclude: article.id, lang: article.language }),
  ]);
  return { index, related: related.data, latest };
}

/** The archive's `publishedBefore`: the shared rule (ARCHIVE_AFTER_DAYS counted in Tehran days, contracts). */
export function archivePublishedBefore(now = new Date()): string {
  return archiveBoundary(now).toISOString();
}
