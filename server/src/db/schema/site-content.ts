import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAGE_TYPES } from '@rira/contracts';
import { languageEnum, users } from './identity.ts';

/**
 * The page-content store: one structured document per page and language. `content` is checked
 * against its page type's zod schema (contracts/src/site/content.ts) on every write and read.
 */
export const pageContents = pgTable(
  'page_contents',
  {
    /** `home`, `about`, …, or a product/service id (contracts PAGE_KEYS). */
    pageKey: text('page_key').notNull(),
    language: languageEnum('language').notNull(),
    /** `pageTypeOf(pageKey)` (contracts PAGE_TYPES); typed only, the column stays text. */
    pageType: text('page_type', { enum: PAGE_TYPES }).notNull(),
    content: jsonb('content').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'page_contents_pk', columns: [t.pageKey, t.language] })],
);

/** Questions and answers shown at the foot of a page (`page_key` as in page_contents). */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageKey: text('page_key').notNull(),
    language: languageEnum('language').notNull(),
    question: text('question').notNull(),
    /** Plain text; blank lines separate paragraphs. */
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_page_idx').on(t.pageKey, t.language, t.sortOrder)],
);

/** Logos of client organisations ("they trust us"), each shown on the pages it lists. */
export const trustedCompanies = pgTable('trusted_companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  /** Storage keys (app.files) of the Persian and English logos. */
  logoFaKey: text('logo_fa_key'),
  logoEnKey: text('logo_en_key'),
  /** Page keys where the logo appears, e.g. {home, rira360}. */
  pageKeys: text('page_keys').array().notNull().default(['home']),
  sortOrder: integer('sort_order').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site settings (contracts/src/site/settings.ts): one document with both languages' texts,
 * hence one row (`id` is always 'site'), not a page_contents document per language. `document` is
 * checked against siteSettingsSchema on every write and read.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: text('id').primaryKey().default('site'),
    document: jsonb('document').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 'site'`)],
);

/**
 * Seed steps that must run once only: content an admin may later delete (articles, FAQs, logos)
 * is seeded when its marker is missing, so a deletion is never undone by the next start.
 */
export const seedMarkers = pgTable('seed_markers', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
