import type { Route } from './+types/blogs';
import { filtersOf, loadMagazine } from '../../features/magazine/magazine-data.server.ts';
import { MagazinePage } from '../../features/magazine/magazine-page.tsx';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';
import { localDigits } from '../../lib/digits.ts';
import { translateIn } from '../../lib/i18n.ts';
import { rootInfo, seoMeta } from '../../lib/seo.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, page } = filtersOf(new URL(request.url));
  return { filters, ...(await loadMagazine(context, { filters, page })) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang } = rootInfo(matches);
  const { content, filters, list, categories, tags } = loaderData;
  const brand = translateIn(lang, 'brand.name');
  const category = categories.find((c) => c.slug === filters.category);
  const tag = tags.find((x) => x.slug === filters.tag);
  const topic = category
    ? translateIn(lang, 'magazine.inCategory', { name: category.title })
    : tag
      ? translateIn(lang, 'magazine.withTag', { name: tag.title })
      : null;
  const page =
    list.pageIndex > 1 ? ` (${translateIn(lang, 'magazine.pagination.page', { value: localDigits(list.pageIndex, lang) })})` : '';
  const feed = {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: translateIn(lang, 'magazine.rss'),
    href: lang === 'en' ? '/blogs/rss.xml?lang=en' : '/blogs/rss.xml',
  };
  return [
    ...seoMeta(matches, {
      title: `${topic ? `${topic} | ${brand}` : content.seo.title}${page}`,
      description: content.seo.description,
      path: '/blogs',
      query: { category: filters.category, tag: filters.tag, page: list.pageIndex > 1 ? list.pageIndex : undefined },
      // Search results are for people; the lists by category and tag are for crawlers too.
      noindex: Boolean(filters.q),
      breadcrumbs: [{ name: content.title, path: '/blogs' }],
    }),
    // Feed readers and browsers find the magazine's RSS feed from the page itself.
    feed,
  ];
};

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML and a small inline script for "more", not the framework (docs/decisions/027). */
export const handle = STATIC_PAGE;

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { content, list, categories, tags, filters } = loaderData;
  return <MagazinePage content={content} list={list} categories={categories} tags={tags} filters={filters} />;
}
