import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_PAGES, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { publicArticlesForFeeds } from '../magazine/magazine.repo.ts';
import { pageContentDates } from '../site-content/site-content.repo.ts';

/**
 * Files for search engines and feed readers: robots.txt, sitemap.xml (every public page in both
 * languages with hreflang alternates, and every public article) and the magazine's RSS feed.
 * English pages live at the same path with ?lang=en (docs/decisions/003-english-urls.md).
 */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function localizedUrl(base: string, path: string, lang: LanguageCode): string {
  return `${base}${path}${lang === 'en' ? '?lang=en' : ''}`;
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /api/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [dates, articles] = await Promise.all([pageContentDates(app.db), publicArticlesForFeeds(app.db, null, 5000)]);
    const lastmod = new Map(dates.map((d) => [`${d.pageKey}:${d.language}`, d.updatedAt]));
    const urls: string[] = [];
    for (const page of PUBLIC_PAGES) {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="fa" href="${escapeXml(localizedUrl(base, page.path, 'fa'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(localizedUrl(base, page.path, 'en'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(base, page.path, 'fa'))}"/>`,
      ].join('');
      for (const lang of ['fa', 'en'] as const) {
        const modified = lastmod.get(`${page.pageKey}:${lang}`);
        urls.push(
          `<url><loc>${escapeXml(localizedUrl(base, page.path, lang))}</loc>${modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ''}${alternates}</url>`,
        );
      }
    }
    const byId = new Map(articles.map((a) => [a.id, a]));
    for (const article of articles) {
      // An article exists in its own language, and at its translation's address in the other one
      // when that is public too (docs/decisions/014).
      const own = localizedUrl(base, `/blogs/details/${article.slug}`, article.language);
      const translation = article.translationId ? byId.get(article.translationId) : undefined;
      let alternates = '';
      if (translation) {
        const other = localizedUrl(base, `/blogs/details/${translation.slug}`, translation.language);
        const persian = article.language === 'fa' ? own : other;
        alternates = [
          `<xhtml:link rel="alternate" hreflang="${article.language}" href="${escapeXml(own)}"/>`,
          `<xhtml:link rel="alternate" hreflang="${translation.language}" href="${escapeXml(other)}"/>`,
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(persian)}"/>`,
        ].join('');
      }
      urls.push(`<url><loc>${escapeXml(own)}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod>${alternates}</url>`);
    }
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });

  app.get('/blogs/rss.xml', { schema: { hide: true } }, async (request, reply) => {
    const lang = request.lang;
    const articles = await publicArticlesForFeeds(app.db, lang, 50);
    const channelLink = localizedUrl(base, '/blogs', lang);
    const items = articles.map((a) => {
      const link = localizedUrl(base, `/blogs/details/${a.slug}`, a.language);
      const category = (lang === 'en' ? a.categoryTitleEn : null) ?? a.categoryTitle;
      return [
        '<item>',
        `<title>${escapeXml(a.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<pubDate>${(a.publishDate ?? a.updatedAt).toUTCString()}</pubDate>`,
        `<category>${escapeXml(category)}</category>`,
        `<description>${escapeXml(a.summary)}</description>`,
        '</item>',
      ].join('');
    });
    reply.header('content-type', 'application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=900');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${escapeXml(t(lang, 'publicSite.feed.title'))}</title>`,
      `<link>${escapeXml(channelLink)}</link>`,
      `<description>${escapeXml(t(lang, 'publicSite.feed.description'))}</description>`,
      `<language>${lang === 'en' ? 'en' : 'fa-IR'}</language>`,
      `<atom:link href="${escapeXml(localizedUrl(base, '/blogs/rss.xml', lang))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n');
  });
};
