import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articleAttachments, articleBacklinks, articleCategories, articles, articleTags, tags } from '../../db/schema/index.ts';
import { containsPattern, qualified, searchable } from '../../db/sql-helpers.ts';
import type { LanguageCode } from '@rira/contracts';

export type CategoryRow = typeof articleCategories.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type BacklinkRow = typeof articleBacklinks.$inferSelect;
export type AttachmentRow = typeof articleAttachments.$inferSelect;

// ---------- categories ----------

const categoryUsage =
  sql<number>`(select count(*) from ${articles} where ${qualified(articles.categoryId)} = ${qualified(articleCategories.id)})`.mapWith(
    Number,
  );

export async function listCategories(db: DbOrTx, filter: { search?: string; isActive?: boolean; pageIndex: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (filter.isActive !== undefined) conditions.push(eq(articleCategories.isActive, filter.isActive));
  if (filter.search) {
    const term = containsPattern(filter.search);
    conditions.push(
      or(ilike(searchable(articleCategories.title), term), ilike(articleCategories.titleEn, term), ilike(articleCategories.slug, term))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: articleCategories, usage: categoryUsage })
      .from(articleCategories)
      .where(where)
      .orderBy(asc(articleCategories.sortOrder), asc(articleCategories.title))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(articleCategories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCategory(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ item: articleCategories, usage: categoryUsage })
    .from(articleCategories)
    .where(eq(articleCategories.id, id));
  return row ?? null;
}

export async function nextCategoryOrder(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${articleCategories.sortOrder})` }).from(articleCategories);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCategory(db: DbOrTx, values: typeof articleCategories.$inferInsert) {
  const [row] = await db.insert(articleCategories).values(values).returning({ id: articleCategories.id });
  return row!.id;
}

export async function updateCategory(db: DbOrTx, id: string, values: Partial<typeof articleCategories.$inferInsert>) {
  await db
    .update(articleCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articleCategories.id, id));
}

export async function deleteCategory(db: DbOrTx, id: string) {
  await db.delete(articleCategories).where(eq(articleCategories.id, id));
}

// ---------- tags ----------

const tagUsage = sql<number>`(select count(*) from ${articleTags} where ${qualified(articleTags.tagId)} = ${qualified(tags.id)})`.mapWith(
  Number,
);

export async function listTags(db: DbOrTx, filter: { search?: string; isActive?: boolean; pageIndex: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (filter.isActive !== undefined) conditions.push(eq(tags.isActive, filter.isActive));
  if (filter.search) {
    const term = containsPattern(filter.search);
    conditions.push(or(ilike(searchable(tags.title), term), ilike(tags.titleEn, term), ilike(tags.slug, term))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: tags, usage: tagUsage })
      .from(tags)
      .where(where)
      .orderBy(asc(tags.title))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(tags).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTag(db: DbOrTx, id: string) {
  const [row] = await db.select({ item: tags, usage: tagUsage }).from(tags).where(eq(tags.id, id));
  return row ?? null;
}

export async function insertTag(db: DbOrTx, values: typeof tags.$inferInsert) {
  const [row] = await db.insert(tags).values(values).returning({ id: tags.id });
  return row!.id;
}

export async function updateTag(db: DbOrTx, id: string, values: Partial<typeof tags.$inferInsert>) {
  await db
    .update(tags)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tags.id, id));
}

export async function deleteTag(db: DbOrTx, id: string) {
  await db.delete(tags).where(eq(tags.id, id));
}

export async function tagsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(tags).where(inArray(tags.id, ids));
}

// ---------- articles ----------

export interface ArticleListFilter {
  terms: string[];
  categoryId?: string;
  language?: LanguageCode;
  isPublished?: boolean;
  isVisible?: boolean;
  sort: 'updatedAt' | 'createdAt' | 'publishDate' | 'title' | 'viewCount';
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  updatedAt: articles.updatedAt,
  createdAt: articles.createdAt,
  publishDate: articles.publishDate,
  title: articles.title,
  viewCount: articles.viewCount,
} as const;

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  language: articles.language,
  categoryId: articles.categoryId,
  categoryTitle: articleCategories.title,
  categoryTitleEn: articleCategories.titleEn,
  coverSmallKey: articles.coverSmallKey,
  coverKey: articles.coverKey,
  isPublished: articles.isPublished,
  isVisible: articles.isVisible,
  publishDate: articles.publishDate,
  viewCount: articles.viewCount,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

/** Every article (any state), paged and sorted in SQL; search uses the stored normalised text. */
export async function listArticles(db: DbOrTx, filter: ArticleListFilter) {
  const conditions: SQL[] = [];
  for (const term of filter.terms) {
    const like = containsPattern(term);
    conditions.push(sql`(${articles.searchText} ilike ${like} or ${articles.slug} ilike ${like})`);
  }
  if (filter.categoryId) conditions.push(eq(articles.categoryId, filter.categoryId));
  if (filter.language) conditions.push(eq(articles.language, filter.language));
  if (filter.isPublished !== undefined) conditions.push(eq(articles.isPublished, filter.isPublished));
  if (filter.isVisible !== undefined) conditions.push(eq(articles.isVisible, filter.isVisible));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[filter.sort];
  const order = filter.direction === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(order, desc(articles.id))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findArticle(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      article: articles,
      categorySlug: articleCategories.slug,
      categoryTitle: articleCategories.title,
      categoryTitleEn: articleCategories.titleEn,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id));
  return row ?? null;
}

/** The article row locked for the rest of the transaction (stale-edit check, then write). */
export async function lockArticle(db: DbOrTx, id: string) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update');
  return row ?? null;
}

/** What an article's translation link needs to know of the other article. */
export async function findArticleBrief(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, language: articles.language })
    .from(articles)
    .where(eq(articles.id, id));
  return row ?? null;
}

/**
 * Before `articleId` (null: an article still to be inserted) and `partnerId` are linked, or
 * `articleId` unlinked (`partnerId` null): every other article naming either of them, and the
 * partner's own old link, are cleared. The caller writes `articleId`'s own column with its other
 * changes. Each article changed here gets a new version stamp, so an editor open on it cannot
 * save its old link back (409).
 */
export async function releaseTranslations(db: DbOrTx, articleId: string | null, partnerId: string | null) {
  const named = [articleId, partnerId].filter((id): id is string => Boolean(id));
  const others = [inArray(articles.translationId, named), ...(partnerId ? [eq(articles.id, partnerId)] : [])];
  await db
    .update(articles)
    .set({ translationId: null, updatedAt: new Date() })
    .where(and(isNotNull(articles.translationId), articleId ? ne(articles.id, articleId) : undefined, or(...others)));
}

/** The partner's side of a link (after releaseTranslations), with a new version stamp. */
export async function pointTranslationAt(db: DbOrTx, partnerId: string, articleId: string) {
  await db.update(articles).set({ translationId: articleId, updatedAt: new Date() }).where(eq(articles.id, partnerId));
}

export async function articleIdBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
  return row?.id ?? null;
}

export async function insertArticle(db: DbOrTx, values: typeof articles.$inferInsert) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return row!.id;
}

export async function updateArticle(db: DbOrTx, id: string, values: Partial<typeof articles.$inferInsert>) {
  const [row] = await db
    .update(articles)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(articles.id, id))
    .returning({ updatedAt: articles.updatedAt });
  return row?.updatedAt ?? null;
}

export async function deleteArticle(db: DbOrTx, id: string) {
  await db.delete(articles).where(eq(articles.id, id));
}

/** What an article's search text is made of besides its tags: title, summary and body. */
export async function articleSearchSource(db: DbOrTx, articleId: string) {
  const [row] = await db
    .select({ title: articles.title, summary: articles.summary, body: articles.body })
    .from(articles)
    .where(eq(articles.id, articleId));
  return row ?? null;
}

export async function setArticleSearchText(db: DbOrTx, articleId: string, searchText: string) {
  await db.update(articles).set({ searchText }).where(eq(articles.id, articleId));
}

export async function articleTagRows(db: DbOrTx, articleId: string) {
  return db
    .select({ id: tags.id, slug: tags.slug, title: tags.title, titleEn: tags.titleEn })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, articleId))
    .orderBy(asc(tags.title));
}

export async function replaceArticleTags(db: DbOrTx, articleId: string, tagIds: string[]) {
  await db.delete(articleTags).where(eq(articleTags.articleId, articleId));
  if (tagIds.length) await db.insert(articleTags).values(tagIds.map((tagId) => ({ articleId, tagId })));
}

/** Articles that carry a tag (their search text includes the tag's names). */
export async function articlesWithTag(db: DbOrTx, tagId: string) {
  return db
    .select({ id: articles.id, title: articles.title, summary: articles.summary, body: articles.body })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(eq(articleTags.tagId, tagId));
}

// ---------- attachments ----------

export async function attachmentsOf(db: DbOrTx, articleId: string) {
  return db
    .select()
    .from(articleAttachments)
    .where(eq(articleAttachments.articleId, articleId))
    .orderBy(asc(articleAttachments.sortOrder), asc(articleAttachments.createdAt));
}

export async function findAttachment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(articleAttachments).where(eq(articleAttachments.id, id));
  return row ?? null;
}

export async function insertAttachment(db: DbOrTx, values: typeof articleAttachments.$inferInsert) {
  const [row] = await db.insert(articleAttachments).values(values).returning({ id: articleAttachments.id });
  return row!.id;
}

export async function nextAttachmentOrder(db: DbOrTx, articleId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${articleAttachments.sortOrder})` })
    .from(articleAttachments)
    .where(eq(articleAttachments.articleId, articleId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function deleteAttachment(db: DbOrTx, id: string) {
  await db.delete(articleAttachments).where(eq(articleAttachments.id, id));
}

// ---------- backlinks ----------

export async function listBacklinks(db: DbOrTx, filter: { articleId: string; search?: string; pageIndex: number; pageSize: number }) {
  const conditions: SQL[] = [eq(articleBacklinks.articleId, filter.articleId)];
  if (filter.search) {
    const term = containsPattern(filter.search);
    conditions.push(or(ilike(searchable(articleBacklinks.title), term), ilike(articleBacklinks.url, term))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articleBacklinks)
      .where(where)
      .orderBy(asc(articleBacklinks.sortOrder), asc(articleBacklinks.createdAt))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(articleBacklinks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBacklink(db: DbOrTx, id: string) {
  const [row] = await db.select().from(articleBacklinks).where(eq(articleBacklinks.id, id));
  return row ?? null;
}

export async function nextBacklinkOrder(db: DbOrTx, articleId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${articleBacklinks.sortOrder})` })
    .from(articleBacklinks)
    .where(eq(articleBacklinks.articleId, articleId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertBacklink(db: DbOrTx, values: typeof articleBacklinks.$inferInsert) {
  const [row] = await db.insert(articleBacklinks).values(values).returning({ id: articleBacklinks.id });
  return row!.id;
}

export async function updateBacklink(db: DbOrTx, id: string, values: Partial<typeof articleBacklinks.$inferInsert>) {
  await db
    .update(articleBacklinks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articleBacklinks.id, id));
}

export async function deleteBacklink(db: DbOrTx, id: string) {
  await db.delete(articleBacklinks).where(eq(articleBacklinks.id, id));
}
