import type { FastifyInstance } from 'fastify';
import {
  textIn,
  titleIn,
  type ArticleCard,
  type ArticleCategory,
  type ArticleDetails,
  type ArticleIndexEntry,
  type ArticleListRequest,
  type ArticleTag,
  type LanguageCode,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { articleHeadings, searchableText } from './article-html.ts';
import type { Visitor } from './article-views.ts';
import * as repo from './magazine.repo.ts';

const COVER = { width: 1200, height: 630 };

export const articleNotFound = () => new AppError('notFound', { messageKey: 'errors.articleNotFound' });

/** Reads the magazine for the public: only published, visible, due articles. */
export class MagazineService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  toCard(row: repo.ArticleCardRow): ArticleCard {
    const files = this.app.files;
    return {
      id: row.id,
      slug: row.slug,
      language: row.language,
      title: row.title,
      summary: row.summary,
      cover: row.coverKey
        ? {
            url: files.url(row.coverKey),
            smallUrl: files.url(row.coverSmallKey ?? row.coverKey),
            alt: row.coverAlt ?? '',
            ...COVER,
          }
        : null,
      category: {
        id: row.categoryId,
        slug: row.categorySlug,
        // Categories are named in both languages; a card speaks its article's language.
        title: textIn(row.categoryTitle, row.categoryTitleEn, row.language),
      },
      publishDate: (row.publishDate ?? new Date(0)).toISOString(),
      viewCount: row.viewCount,
      readingMinutes: row.readingMinutes,
    };
  }

  async list(request: ArticleListRequest, lang: LanguageCode) {
    const terms = request.search ? searchableText(request.search).split(' ').filter(Boolean).slice(0, 8) : [];
    const { rows, total } = await repo.listPublicArticles(
      this.db,
      {
        language: lang,
        terms,
        categorySlug: request.category,
        tagSlug: request.tag,
        publishedBefore: request.publishedBefore ? new Date(request.publishedBefore) : undefined,
      },
      request,
    );
    return { items: rows.map((r) => this.toCard(r)), total };
  }

  async latest(lang: LanguageCode, count: number, exclude?: string) {
    let excludeId: string | undefined;
    if (exclude) excludeId = (await repo.findPublicArticle(this.db, exclude))?.id;
    const rows = await repo.latestPublicArticles(this.db, lang, count, excludeId);
    return rows.map((r) => this.toCard(r));
  }

  async lead(lang: LanguageCode) {
    const row = await repo.leadPublicArticle(this.db, lang);
    if (!row) throw articleNotFound();
    return this.toCard(row);
  }

  async related(ref: string, count: number) {
    const article = await repo.findPublicArticle(this.db, ref);
    if (!article) throw articleNotFound();
    const rows = await repo.relatedPublicArticles(
      this.db,
      { id: article.id, language: article.language, categoryId: article.categoryId },
      count,
    );
    return rows.map((r) => this.toCard(r));
  }

  /**
   * The article's page. The reader's view is noted, to be counted once per reader and day with the
   * next write of the view counter (within seconds): the count shown is the one written so far.
   */
  async details(ref: string, visitor: Visitor | null): Promise<ArticleDetails> {
    const row = await repo.findPublicArticle(this.db, ref);
    if (!row) throw articleNotFound();
    if (visitor) this.app.articleViews.record(row.id, visitor);
    const [tags, attachments, backlinks, translation] = await Promise.all([
      repo.tagsOfArticles(this.db, [row.id]),
      repo.attachmentsOfArticle(this.db, row.id),
      repo.backlinksOfArticle(this.db, row.id),
      row.translationId ? repo.publicTranslation(this.db, row.translationId) : null,
    ]);
    return {
      ...this.toCard(row),
      body: row.body,
      tags: tags.map((tag) => ({ id: tag.id, slug: tag.slug, title: titleIn(tag, row.language) })),
      attachments,
      backlinks,
      shareImageUrl: row.shareImageKey ? this.app.files.url(row.shareImageKey) : null,
      translation,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async index(ref: string): Promise<ArticleIndexEntry[]> {
    const row = await repo.findPublicArticle(this.db, ref);
    if (!row) throw articleNotFound();
    return articleHeadings(row.body);
  }

  async backlinks(ref: string) {
    const row = await repo.findPublicArticle(this.db, ref);
    if (!row) throw articleNotFound();
    return repo.backlinksOfArticle(this.db, row.id);
  }

  async categories(lang: LanguageCode): Promise<ArticleCategory[]> {
    const rows = await repo.categoriesWithCounts(this.db, lang);
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: titleIn(r, lang),
      articleCount: r.articleCount,
    }));
  }

  async tags(lang: LanguageCode, limit: number): Promise<ArticleTag[]> {
    const rows = await repo.tagsInUse(this.db, lang, limit);
    return rows.map((tag) => ({ id: tag.id, slug: tag.slug, title: titleIn(tag, lang) }));
  }
}
