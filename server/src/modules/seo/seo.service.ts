import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES, textIn, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { publicArticlesForFeeds } from '../magazine/magazine.repo.ts';
import { pageContentDates } from '../site-content/site-content.repo.ts';

/**
 * Files for search engines and feed readers: robots.txt, sitemap.xml (every public page in both
 * languages with hreflang alternates, and every public article) and the magazine's RSS feed.
 * English pages live at the same path with ?lang=en (docs/decisions/003-english-urls.md).
 */
export function localizedUrl(base: string, path: string, lang: LanguageCode): string {
  return `${base}${path}${lang === 'en' ? '?lang=en' : ''}`;
}

export class SeoService {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }
  private get base() {
    return this.app.config.publicUrl;
  }

  /** Every public page in both languages with hreflang alternates, and every public article. */
  async sitemap(): Promise<string> {
    const base = this.base;
    const [dates, articles] = await Promise.all([pageContentDates(this.db), publicArticlesForFeeds(this.db, null, 5000)]);
    const lastmod = new Map(dates.map((d) => [`${d.pageKey}:${d.language}`, d.updatedAt]));
    const urls: string[] = [];
    for (const page of PUBLIC_PAGES) {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="fa" href="${escapeHtml(localizedUrl(base, page.path, 'fa'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(localizedUrl(base, page.path, 'en'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(base, page.path, 'fa'))}"/>`,
      ].join('');
      for (const lang of ['fa', 'en'] as const) {
        const modified = lastmod.get(`${page.pageKey}:${lang}`);
        urls.push(
          `<url><loc>${escapeHtml(localizedUrl(base, page.path, lang))}</loc>${modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ''}${alternates}</url>`,
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
          `<xhtml:link rel="alternate" hreflang="${article.language}" href="${escapeHtml(own)}"/>`,
          `<xhtml:link rel="alternate" hreflang="${translation.language}" href="${escapeHtml(other)}"/>`,
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(persian)}"/>`,
        ].join('');
      }
      urls.push(`<url><loc>${escapeHtml(own)}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod>${alternates}</url>`);
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  }

  /** The magazine's feed in one language: its 50 latest public articles. */
  async rss(lang: LanguageCode): Promise<string> {
    const base = this.base;
    const articles = await publicArticlesForFeeds(this.db, lang, 50);
    const channelLink = localizedUrl(base, '/blogs', lang);
    const items = articles.map((a) => {
      const link = localizedUrl(base, `/blogs/details/${a.slug}`, a.language);
      const category = textIn(a.categoryTitle, a.categoryTitleEn, lang);
      return [
        '<item>',
        `<title>${escapeHtml(a.title)}</title>`,
        `<link>${escapeHtml(link)}</link>`,
        `<guid isPermaLink="true">${escapeHtml(link)}</guid>`,
        `<pubDate>${(a.publishDate ?? a.updatedAt).toUTCString()}</pubDate>`,
        `<category>${escapeHtml(category)}</category>`,
        `<description>${escapeHtml(a.summary)}</description>`,
        '</item>',
      ].join('');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${escapeHtml(t(lang, 'publicSite.feed.title'))}</title>`,
      `<link>${escapeHtml(channelLink)}</link>`,
      `<description>${escapeHtml(t(lang, 'publicSite.feed.description'))}</description>`,
      `<language>${lang === 'en' ? 'en' : 'fa-IR'}</language>`,
      `<atom:link href="${escapeHtml(localizedUrl(base, '/blogs/rss.xml', lang))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n');
  }
}
