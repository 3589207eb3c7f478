import { z } from 'zod';
import { pageRequestSchema } from '../envelopes.ts';
import { multiLineText, optionalTextSchema as optionalText, singleLineText, uuidSchema as uuid } from '../fields.ts';
import { stripHtml } from '../html-text.ts';
import { textSchema } from '../identity.ts';
import { ARTICLE_LANGUAGES, RESERVED_ARTICLE_SLUGS, slugSchema } from './magazine.ts';

/**
 * The magazine's admin calls (issue 4): manager/articleCategory, manager/tag, manager/article,
 * manager/articleAttachment and manager/articleBackLink. Callers: system and content managers.
 * Dates travel as ISO instants.
 */

/** An empty slug means "make one from the title" (inline creation). */
const optionalSlug = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), slugSchema.optional());
const instant = z.iso.datetime({ offset: true, error: 'validation.date' });

export const idBodySchema = z.object({ id: uuid });

// ---------- categories and tags ----------

export const taxonomyListRequestSchema = pageRequestSchema.extend({
  isActive: z.boolean().optional(),
});
export type TaxonomyListRequest = z.input<typeof taxonomyListRequestSchema>;

export const categoryInputSchema = z.object({
  title: textSchema(100),
  titleEn: optionalText(100),
  slug: optionalSlug,
  order: z.number().int().min(0).max(100_000).optional(),
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export const categoryUpdateSchema = categoryInputSchema.extend({ id: uuid });
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const categoryItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  order: z.number().int(),
  isActive: z.boolean(),
  /** Articles in it (any state): while above zero it cannot be deleted. */
  articleCount: z.number().int(),
  createdAt: z.string(),
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const tagInputSchema = z.object({
  title: textSchema(60),
  titleEn: optionalText(60),
  slug: optionalSlug,
  isActive: z.boolean().default(true),
});
export type TagInput = z.input<typeof tagInputSchema>;
export const tagUpdateSchema = tagInputSchema.extend({ id: uuid });
export type TagUpdate = z.input<typeof tagUpdateSchema>;

export const tagItemSchema = categoryItemSchema.omit({ order: true });
export type TagItem = z.infer<typeof tagItemSchema>;

// ---------- articles ----------

export const ARTICLE_SORT_FIELDS = ['updatedAt', 'createdAt', 'publishDate', 'title', 'viewCount'] as const;
/** draft: not published; scheduled: published with a date still to come; published: public (unless hidden). */
export const ARTICLE_STATES = ['draft', 'scheduled', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const articleAdminListRequestSchema = pageRequestSchema.extend({
  categoryId: uuid.optional(),
  language: z.enum(ARTICLE_LANGUAGES).optional(),
  /** true: published (including scheduled); false: drafts. */
  isPublished: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  sort: z.enum(ARTICLE_SORT_FIELDS).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type ArticleAdminListRequest = z.input<typeof articleAdminListRequestSchema>;

export const articleAdminListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  language: z.enum(ARTICLE_LANGUAGES),
  category: z.object({ id: z.string(), title: z.string() }),
  coverSmallUrl: z.string().nullable(),
  isPublished: z.boolean(),
  isVisible: z.boolean(),
  state: z.enum(ARTICLE_STATES),
  publishDate: z.string().nullable(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleAdminListItem = z.infer<typeof articleAdminListItemSchema>;

const articleSlugSchema = slugSchema.refine((s) => !(RESERVED_ARTICLE_SLUGS as readonly string[]).includes(s), {
  error: 'validation.slug',
});

export const ARTICLE_BODY_MAX = 400_000;

export const articleInputSchema = z.object({
  /** Plain text: any markup is removed by the server. */
  title: textSchema(200),
  slug: articleSlugSchema,
  language: z.enum(ARTICLE_LANGUAGES, { error: 'validation.language' }),
  categoryId: uuid,
  tagIds: z.array(uuid).max(20, { error: 'validation.tooLong' }).default([]),
  /** Plain text (a textarea: its line breaks become spaces). */
  summary: textSchema(600, 'multi'),
  /** HTML from the editor; cleaned with the allow-list on every save. */
  body: multiLineText({ error: 'validation.required' })
    .max(ARTICLE_BODY_MAX, { error: 'validation.tooLong' })
    .refine((v) => stripHtml(v).trim().length > 0 || /<img\s/i.test(v), { error: 'validation.required' }),
  coverAlt: optionalText(200),
  /**
   * The same article in the other language (docs/decisions/014): the two are linked both ways, and
   * whatever either was linked to before is unlinked. null unlinks; left out keeps the link as it is.
   */
  translationId: uuid.nullable().optional(),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleValues = z.output<typeof articleInputSchema>;

export const articleUpdateSchema = articleInputSchema.extend({
  id: uuid,
  /** The `updatedAt` the editor loaded: if the article changed since, the save is refused (409). */
  updatedAt: instant,
});
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;

/** Update, cover upload: the article's new version stamp, for the next save. */
export const articleVersionSchema = z.object({ updatedAt: z.string() });

export const adminAttachmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type AdminAttachment = z.infer<typeof adminAttachmentSchema>;

export const articleAdminDetailsSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  language: z.enum(ARTICLE_LANGUAGES),
  categoryId: z.string(),
  categorySlug: z.string(),
  categoryTitle: z.string(),
  tags: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string() })),
  summary: z.string(),
  body: z.string(),
  cover: z.object({ url: z.string(), smallUrl: z.string(), shareUrl: z.string().nullable() }).nullable(),
  coverAlt: z.string().nullable(),
  isPublished: z.boolean(),
  isVisible: z.boolean(),
  state: z.enum(ARTICLE_STATES),
  publishDate: z.string().nullable(),
  viewCount: z.number().int(),
  readingMinutes: z.number().int(),
  attachments: z.array(adminAttachmentSchema),
  /** The linked article in the other language, in any state. */
  translation: z.object({ id: z.string(), slug: z.string(), title: z.string(), language: z.enum(ARTICLE_LANGUAGES) }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleAdminDetails = z.infer<typeof articleAdminDetailsSchema>;

/** Publish now (no date) or at a chosen instant (a future one schedules it). */
export const articlePublishSchema = z.object({ id: uuid, publishDate: instant.nullable().optional() });
export type ArticlePublish = z.input<typeof articlePublishSchema>;
export const articleSetPublishDateSchema = z.object({ id: uuid, publishDate: instant });
export type ArticleSetPublishDate = z.input<typeof articleSetPublishDateSchema>;

export const coverUploadResultSchema = z.object({
  url: z.string(),
  smallUrl: z.string(),
  shareUrl: z.string(),
  updatedAt: z.string(),
});
export const imageUploadResultSchema = z.object({ url: z.string() });

/** Upload fields (multipart, with `file`). */
export const coverUploadFieldsSchema = z.object({ id: uuid });
export const attachmentUploadFieldsSchema = z.object({ articleId: uuid, title: textSchema(200) });

export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What an attachment may be, by its bytes (not its name). */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
} as const;

// ---------- backlinks ----------

const httpUrl = singleLineText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(2000, { error: 'validation.tooLong' })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: 'validation.invalid' },
  );

export const backlinkListRequestSchema = pageRequestSchema.extend({ articleId: uuid });
export type BacklinkListRequest = z.input<typeof backlinkListRequestSchema>;

export const backlinkInputSchema = z.object({
  articleId: uuid,
  title: textSchema(200),
  url: httpUrl,
  order: z.number().int().min(0).max(10_000).optional(),
});
export type BacklinkInput = z.input<typeof backlinkInputSchema>;
export const backlinkUpdateSchema = backlinkInputSchema.omit({ articleId: true }).extend({ id: uuid });
export type BacklinkUpdate = z.input<typeof backlinkUpdateSchema>;

export const backlinkItemSchema = z.object({
  id: z.string(),
  articleId: z.string(),
  title: z.string(),
  url: z.string(),
  order: z.number().int(),
  createdAt: z.string(),
});
export type BacklinkItem = z.infer<typeof backlinkItemSchema>;
