import { z } from 'zod';
import { pageSizeSchema } from '../envelopes.ts';
import { singleLineText } from '../fields.ts';
import { normalizeForSearch } from '../persian-text.ts';
import { addDays, startOfTehranDay, tehranDay } from '../tehran-time.ts';

/**
 * The magazine's public shapes: article cards, an article's page, categories, tags and backlinks.
 * `{id}` in the article calls is the article's slug (its public address, /blogs/details/{slug})
 * or its uuid; both name the same article.
 */

export const ARTICLE_LANGUAGES = ['fa', 'en'] as const;

/** Lower-case Latin letters, digits and single hyphens: the address of an article, category or tag. */
/**
 * The article page's response names the article it shows in this header, so that the server counts a
 * reader's view also when the page comes from its page cache; the server drops it before sending.
 */
export const ARTICLE_VIEW_HEADER = 'x-rira-article-view';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words the site's own routes use under /blogs/details/, never an article's slug. */
export const RESERVED_ARTICLE_SLUGS = ['old'] as const;

export const slugSchema = singleLineText()
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(120, { error: 'validation.tooLong' })
  .regex(SLUG_PATTERN, { error: 'validation.slug' });

/** An article's uuid or slug, as `{id}` of the public article calls. */
export const articleRefSchema = z.object({ id: singleLineText().trim().min(1).max(120) });

export const articleCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Published, visible articles in the caller's language. */
  articleCount: z.number().int(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleTagSchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });
export type ArticleTag = z.infer<typeof articleTagSchema>;

const imageSchema = z.object({
  /** 1200×630 WebP (also the sharing picture's size). */
  url: z.string(),
  /** 640×336 WebP for narrow screens. */
  smallUrl: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const articleCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  language: z.enum(ARTICLE_LANGUAGES),
  title: z.string(),
  summary: z.string(),
  cover: imageSchema.nullable(),
  category: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  publishDate: z.string(),
  viewCount: z.number().int(),
  readingMinutes: z.number().int(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleAttachmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type ArticleAttachment = z.infer<typeof articleAttachmentSchema>;

export const articleBacklinkSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type ArticleBacklink = z.infer<typeof articleBacklinkSchema>;

/** One heading of an article's body, for its table of contents (getArticleIndex). */
export const articleIndexEntrySchema = z.object({ anchor: z.string(), title: z.string(), level: z.number().int() });
export type ArticleIndexEntry = z.infer<typeof articleIndexEntrySchema>;

export const articleDetailsSchema = articleCardSchema.extend({
  /** Sanitised HTML (allow-list), safe to render as is. */
  body: z.string(),
  tags: z.array(articleTagSchema),
  attachments: z.array(articleAttachmentSchema),
  backlinks: z.array(articleBacklinkSchema),
  /** JPEG 1200×630 for link previews (some sharing services do not read WebP). */
  shareImageUrl: z.string().nullable(),
  /** The same article in the other language, when it is public: where the page's language switch goes. */
  translation: z.object({ slug: z.string(), title: z.string(), language: z.enum(ARTICLE_LANGUAGES) }).nullable(),
  updatedAt: z.string(),
});
export type ArticleDetails = z.infer<typeof articleDetailsSchema>;

const optionalSlug = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), slugSchema.optional());

/** user/article/GetAll: the magazine list, newest first, with the optional filters. */
export const articleListRequestSchema = z.object({
  pageIndex: z.coerce.number().int().min(1, { error: 'validation.invalid' }).max(10_000).default(1),
  pageSize: pageSizeSchema(10),
  /** Matched in the title, summary, body and tags; ي/ك and Persian digits are the same as ی/ک and Latin ones. */
  search: singleLineText()
    .max(100, { error: 'validation.tooLong' })
    .transform((v) => normalizeForSearch(v))
    .optional(),
  category: optionalSlug,
  tag: optionalSlug,
  /** Only articles published before this instant (the /blogs/details/old archive). */
  publishedBefore: z.iso.datetime({ offset: true }).optional(),
});
export type ArticleListRequest = z.infer<typeof articleListRequestSchema>;

/** user/article/GetArticles: the articles most related to one article (shared category and tags). */
export const relatedArticlesRequestSchema = z.object({
  articleId: singleLineText().trim().min(1).max(120),
  count: z.coerce.number().int().min(1).max(12).default(3),
});

/** user/article/GetLatestArticles?count=&exclude= */
export const latestArticlesQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(12).default(3),
  exclude: singleLineText().max(120).optional(),
});

/** How old an article must be to sit in the archive (/blogs/details/old), in Tehran days. */
export const ARCHIVE_AFTER_DAYS = 365;

/**
 * The archive's boundary (`publishedBefore` of /blogs/details/old): the start of the Tehran day
 * ARCHIVE_AFTER_DAYS days before today in Tehran. An article is archived once more than that many
 * Tehran days lie between the day it was published and today, so it moves at Tehran midnight and
 * the page is the same all day.
 */
export function archiveBoundary(now: Date = new Date()): Date {
  return startOfTehranDay(addDays(tehranDay(now), -ARCHIVE_AFTER_DAYS));
}

/** Whether an article published at `publishDate` is in the archive today (Tehran days; see archiveBoundary). */
export function isArchived(publishDate: Date | string, now: Date = new Date()): boolean {
  return new Date(publishDate).getTime() < archiveBoundary(now).getTime();
}
