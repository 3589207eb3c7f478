import type { MetaDescriptor } from 'react-router';
import type { LanguageCode } from '@rira/contracts/language';
import { translateIn } from './i18n.ts';
import { localizePath } from './localized-path.ts';

/**
 * Everything a public page says about itself to search engines and sharing previews: title,
 * description, canonical URL, hreflang alternates (fa, en, x-default), Open Graph, Twitter card and
 * JSON-LD. Built from the root loader's origin and language, so every page does it the same way.
 */

interface MatchLike {
  id: string;
  data?: unknown;
}

export interface PageSeo {
  title: string;
  description: string;
  /** The canonical path (its exact route spelling), without ?lang=. */
  path: string;
  /** Other query parameters that make this page distinct (e.g. page=2). */
  query?: Record<string, string | number | undefined>;
  /** Absolute or root-relative picture for sharing previews (1200×630). */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  /**
   * The languages this page exists in; an article exists only in its own. Default both.
   */
  languages?: readonly LanguageCode[];
  /**
   * The same page in another language at another path (an article's translation, docs/decisions/014):
   * listed as that language's alternate, and as x-default when it is the Persian one.
   */
  translations?: { language: LanguageCode; path: string }[];
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
  /** Names and paths from home to this page (home itself is added). */
  breadcrumbs?: { name: string; path: string }[];
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: string[] };
}

export function rootInfo(matches: ReadonlyArray<MatchLike | undefined>): { lang: LanguageCode; origin: string } {
  const data = matches.find((m) => m?.id === 'root')?.data as { lang?: LanguageCode; origin?: string } | undefined;
  return { lang: data?.lang === 'en' ? 'en' : 'fa', origin: data?.origin ?? '' };
}

export function absoluteUrl(origin: string, path: string, lang: LanguageCode, query: PageSeo['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return origin + localizePath(`${path}${search ? `?${search}` : ''}`, lang);
}

const DEFAULT_IMAGE = '/og-image.png';

export function seoMeta(matches: ReadonlyArray<MatchLike | undefined>, page: PageSeo): MetaDescriptor[] {
  const { lang, origin } = rootInfo(matches);
  const brand = translateIn(lang, 'brand.name');
  const languages = page.languages ?? (['fa', 'en'] as const);
  // A page that exists in one language only (an article) is canonical in that language.
  const url = absoluteUrl(origin, page.path, languages.includes(lang) ? lang : languages[0]!, page.query);
  const image = page.image ? (page.image.startsWith('http') ? page.image : origin + page.image) : origin + DEFAULT_IMAGE;
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  const alternates = languages.map((alternate) => ({ lang: alternate, href: absoluteUrl(origin, page.path, alternate, page.query) }));
  for (const translation of page.translations ?? []) {
    if (!languages.includes(translation.language))
      alternates.push({ lang: translation.language, href: absoluteUrl(origin, translation.path, translation.language) });
  }
  for (const alternate of alternates) meta.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.lang, href: alternate.href });
  meta.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: (alternates.find((a) => a.lang === 'fa') ?? alternates[0]!).href,
  });
  meta.push(
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: page.imageAlt ?? page.title },
    { property: 'og:locale', content: lang === 'fa' ? 'fa_IR' : 'en_US' },
    { property: 'og:locale:alternate', content: lang === 'fa' ? 'en_US' : 'fa_IR' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  );
  if (page.article) {
    meta.push(
      { property: 'article:published_time', content: page.article.publishedTime },
      { property: 'article:modified_time', content: page.article.modifiedTime },
      { property: 'article:section', content: page.article.section },
      ...page.article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    );
  }
  const jsonLd = [...(page.jsonLd ?? [])];
  if (page.breadcrumbs) {
    const trail = [{ name: translateIn(lang, 'site.breadcrumbs.home'), path: '/' }, ...page.breadcrumbs];
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: absoluteUrl(origin, crumb.path, lang),
      })),
    });
  }
  for (const item of jsonLd) meta.push({ 'script:ld+json': item });
  return meta;
}

/** From the site settings (`user/SiteSettings/Get`); what is not set is left out. */
export interface OrganisationFacts {
  sameAs: readonly string[];
  /** E.164, e.g. +982188661234. */
  telephone: string | null;
  email: string | null;
}

/** Organization and WebSite (with the magazine search) for the home page. */
export function organisationJsonLd(origin: string, lang: LanguageCode, facts: OrganisationFacts) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: translateIn(lang, 'brand.name'),
      alternateName: translateIn(lang === 'fa' ? 'en' : 'fa', 'brand.name'),
      url: absoluteUrl(origin, '/', lang),
      logo: `${origin}/logo-512.png`,
      description: translateIn(lang, 'meta.description'),
      ...(facts.sameAs.length ? { sameAs: facts.sameAs } : {}),
      ...(facts.telephone || facts.email
        ? {
            contactPoint: [
              {
                '@type': 'ContactPoint',
                contactType: 'customer service',
                ...(facts.telephone ? { telephone: facts.telephone } : {}),
                ...(facts.email ? { email: facts.email } : {}),
                availableLanguage: ['fa', 'en'],
              },
            ],
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: translateIn(lang, 'brand.name'),
      url: absoluteUrl(origin, '/', lang),
      inLanguage: lang,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(origin, '/blogs', lang)}${lang === 'en' ? '&' : '?'}q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
