import type { Route } from './+types/archive';
import { archivePublishedBefore, filtersOf, loadMagazine } from '../../features/magazine/magazine-data.server.ts';
import { MagazinePage } from '../../features/magazine/magazine-page.tsx';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';
import { localDigits } from '../../lib/digits.ts';
import { translateIn } from '../../lib/i18n.ts';
import { rootInfo, seoMeta } from '../../lib/seo.ts';

/** /blogs/details/old: the archive, articles published more than a year ago (README). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = filtersOf(new URL(request.url));
  const publishedBefore = archivePublishedBefore();
  return { publishedBefore, ...(await loadMagazine(context, { filters: {}, page, publishedBefore })) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang } = rootInfo(matches);
  const { content, list } = loaderData;
  const page =
    list.pageIndex > 1 ? ` (${translateIn(lang, 'magazine.pagination.page', { value: localDigits(list.pageIndex, lang) })})` : '';
  return seoMeta(matches, {
    title: `${content.archive.seo.title}${page}`,
    description: content.archive.seo.description,
    path: '/blogs/details/old',
    query: { page: list.pageIndex > 1 ? list.pageIndex : undefined },
    breadcrumbs: [
      { name: content.title, path: '/blogs' },
      { name: content.archive.title, path: '/blogs/details/old' },
    ],
  });
};

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML and a small inline script for "more", not the framework (docs/decisions/027). */
export const handle = STATIC_PAGE;

export default function Archive({ loaderData }: Route.ComponentProps) {
  const { content, list, categories, tags, publishedBefore } = loaderData;
  return <MagazinePage content={content} list={list} categories={categories} tags={tags} filters={{}} archive={{ publishedBefore }} />;
}
