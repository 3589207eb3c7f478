import { data, type AppLoadContext } from 'react-router';
import type { ListEnvelope, MagazineContent } from '@rira/contracts';
import { SLUG_PATTERN, type ArticleCard, type ArticleCategory, type ArticleTag } from '@rira/contracts/site/magazine';
import { apiData, apiEnvelope, loadPage } from '../site/site-data.server.ts';
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
    apiEnvelope<ListEnvelope<ArticleCard>>(context, '/api/user/article/GetAll', {
      method: 'POST',
      body: { pageIndex: page, pageSize: FEED_PAGE_SIZE, search: filters.q, category: filters.category, tag: filters.tag, publishedBefore },
    }),
    apiData<ArticleCategory[]>(context, '/api/user/ArticleCategory/GetCategories'),
    apiData<ArticleTag[]>(context, '/api/user/Tag/GetTags?count=16'),
  ]);
  // A category or tag with nothing in it, or a page past the end, is not a page.
  if ((filters.category || filters.tag) && list.totalItems === 0) throw data(null, { status: 404 });
  if (page > 1 && page > list.totalPages) throw data(null, { status: 404 });
  return { content: content.content, list, categories, tags };
}

/** The archive's boundary: a year before today (UTC midnight, so the page is the same all day). */
export function archiveBoundary(now = new Date()): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - 365 * 24 * 3600 * 1000).toISOString();
}
