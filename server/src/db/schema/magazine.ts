import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { languageEnum, users } from './identity.ts';

export const articleCategories = pgTable('article_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tags, named in both languages like categories; the magazine shows those its articles use. */
export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  /** Normalised (ی/ک, Latin digits). */
  title: text('title').notNull(),
  titleEn: text('title_en'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public address: /blogs/details/{slug}. */
    slug: text('slug').notNull(),
    language: languageEnum('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML (server/src/modules/magazine/article-html.ts); never stored unsanitised. */
    body: text('body').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'restrict' }),
    /** Storage keys: 1200×630 and 640×336 WebP, and a 1200×630 JPEG for link previews. */
    coverKey: text('cover_key'),
    coverSmallKey: text('cover_small_key'),
    shareImageKey: text('share_image_key'),
    coverAlt: text('cover_alt'),
    /** The article is public only when published, visible and this instant has passed. */
    publishDate: timestamp('publish_date', { withTimezone: true }),
    isPublished: boolean('is_published').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /**
     * Title, summary, body text and tags, normalised (ی/ک, Latin digits, lower case) for search;
     * written with the article.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The same article in the other language. Symmetric: both articles name each other (kept so by
     * the magazine admin's service), at most one article names a given one, and deleting one
     * unlinks the other (docs/decisions/014).
     */
    translationId: uuid('translation_id').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug_uq').on(t.slug),
    // The magazine list: public articles of one language, newest first.
    index('articles_public_idx')
      .on(t.language, t.publishDate.desc())
      .where(sql`${t.isPublished} and ${t.isVisible}`),
    index('articles_category_idx').on(t.categoryId),
    uniqueIndex('articles_translation_uq').on(t.translationId),
    check('articles_translation_not_self', sql`${t.translationId} <> ${t.id}`),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'article_tags_pk', columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
);

/** Files offered with an article; sent by e-mail on request, never linked publicly. */
export const articleAttachments = pgTable(
  'article_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The name the file gets in the e-mail. */
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_attachments_article_idx').on(t.articleId)],
);

/** Links an article cites or recommends ("sources and further reading"). */
export const articleBacklinks = pgTable(
  'article_backlinks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_backlinks_article_idx').on(t.articleId)],
);

/**
 * One row per article, visitor and Tehran day, so a visitor adds one view a day. The visitor is a
 * one-way hash of the day, address and browser (no address is stored); rows older than two days
 * are deleted.
 */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ name: 'article_views_pk', columns: [t.articleId, t.visitorHash, t.day] }), index('article_views_day_idx').on(t.day)],
);
