import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ARTICLE_VIEW_HEADER } from '@rira/contracts/site/magazine';
import type { Route } from './+types/article';
import { ArticlePage } from '../../features/magazine/article-page.tsx';
import { articleLanguageSwitch } from '../../features/magazine/article-language.ts';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { loadArticle, loadArticleSurroundings } from '../../features/magazine/magazine-data.server.ts';
import { submitAttachmentRequest } from '../../features/lead-forms/attachment-request.server.ts';
import { resolveLanguage } from '../../lib/load-context.ts';
import { translateIn } from '../../lib/i18n.ts';
import { absoluteUrl, rootInfo, seoMeta } from '../../lib/seo.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';

/**
 * /blogs/details/{slug}. An article's address is its slug; its uuid (or another casing) answers
 * with a permanent redirect there. Unpublished, hidden or future articles are a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ref = params.id;
  const article = await loadArticle(context, ref);
  if (ref !== article.slug) {
    throw redirect(`/blogs/details/${article.slug}${new URL(request.url).search}`, 301);
  }
  // The server counts the view from this header, whether the page is rendered now or served from its cache.
  return data({ article, ...(await loadArticleSurroundings(context, article)) }, { headers: { [ARTICLE_VIEW_HEADER]: article.id } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The attachment-request form's post (features/magazine/attachment-requests.tsx): works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'attachment') throw data(null, { status: 400 });
  return submitAttachmentRequest(context, resolveLanguage(request, context), form);
}

/** After the form is sent in the background, the article stays as it is (nothing on it changed). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang, origin } = rootInfo(matches);
  const { article } = loaderData;
  const path = `/blogs/details/${article.slug}`;
  const brand = translateIn(lang, 'brand.name');
  const image = article.shareImageUrl ?? article.cover?.url;
  const publisher = { '@type': 'Organization', name: brand, logo: { '@type': 'ImageObject', url: `${origin}/logo-512.png` } };
  return seoMeta(matches, {
    title: `${article.title} | ${brand}`,
    description: article.summary,
    path,
    image: image ?? undefined,
    imageAlt: article.cover?.alt,
    type: 'article',
    // An article exists in its own language, and in its translation's when it has one.
    languages: [article.language],
    translations: article.translation
      ? [{ language: article.translation.language, path: `/blogs/details/${article.translation.slug}` }]
      : [],
    article: {
      publishedTime: article.publishDate,
      modifiedTime: article.updatedAt,
      section: article.category.title,
      tags: article.tags.map((t) => t.title),
    },
    breadcrumbs: [
      { name: translateIn(lang, 'site.breadcrumbs.magazine'), path: '/blogs' },
      { name: article.category.title, path: `/blogs?category=${article.category.slug}` },
      { name: article.title, path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.summary,
        image: image ? [image.startsWith('http') ? image : origin + image] : undefined,
        datePublished: article.publishDate,
        dateModified: article.updatedAt,
        inLanguage: article.language,
        articleSection: article.category.title,
        keywords: article.tags.map((t) => t.title).join(', '),
        author: publisher,
        publisher,
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(origin, path, article.language) },
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/ReadAction',
          userInteractionCount: article.viewCount,
        },
      },
    ],
  });
};

export const ErrorBoundary = PublicErrorBoundary;

/**
 * Plain HTML, no JavaScript: nothing on the page needs it (docs/decisions/007). The language switch
 * goes to the translation, or to the magazine in the other language (docs/decisions/014).
 */
export const handle = { ...STATIC_PAGE, ...articleLanguageSwitch };

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticlePage {...loaderData} />;
}
