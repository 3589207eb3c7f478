import { and, asc, count, desc, eq, inArray, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  articleAttachments,
  articleBacklinks,
  articleCategories,
  articles,
  articleTags,
  articleViews,
  tags,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import type { LanguageCode } from '@rira/contracts';

/** Published, visible and due: what the public may see. */
export function isPublic(now: Date | Placeholder = new Date()): SQL {
  return and(eq(articles.isPublished, true), eq(articles.isVisible, true), lte(articles.publishDate, now))!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An article's uuid or slug. */
export function byRef(ref: string): SQL {
  return UUID.test(ref) ? eq(articles.id, ref.toLowerCase()) : eq(articles.slug, ref.toLowerCase());
}

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  language: articles.language,
  title: articles.title,
  summary: articles.summary,
  coverKey: articles.coverKey,
  coverSmallKey: articles.coverSmallKey,
  coverAlt: articles.coverAlt,
  publishDate: articles.publishDate,
  viewCount: articles.viewCount,
  readingMinutes: articles.readingMinutes,
  categoryId: articleCategories.id,
  categorySlug: articleCategories.slug,
  categoryTitle: articleCategories.title,
  categoryTitleEn: articleCategories.titleEn,
};
export interface ArticleCardRow {
  id: string;
  slug: string;
  language: LanguageCode;
  title: string;
  summary: string;
  coverKey: string | null;
  coverSmallKey: string | null;
  coverAlt: string | null;
  publishDate: Date | null;
  viewCount: number;
  readingMinutes: number;
  categoryId: string;
  categorySlug: string;
  categoryTitle: string;
  categoryTitleEn: string | null;
}

export interface ArticleFilter {
  language: LanguageCode;
  /** Already normalised with searchableText. */
  terms: string[];
  categorySlug?: string;
  tagSlug?: string;
  publishedBefore?: Date;
}

/**
 * Which conditions a filter has (how many search words, a category, a tag, an archive date), not
 * their values: each shape is one SQL text, built and prepared once (db/prepared.ts).
 */
interface FilterShape {
  terms: number;
  category: boolean;
  tag: boolean;
  publishedBefore: boolean;
}

function shapeOf(filter: ArticleFilter): FilterShape {
  return {
    terms: filter.terms.length,
    category: Boolean(filter.categorySlug),
    tag: Boolean(filter.tagSlug),
    publishedBefore: Boolean(filter.publishedBefore),
  };
}

const shapeName = (shape: FilterShape) =>
  `${shape.terms}${shape.category ? '_category' : ''}${shape.tag ? '_tag' : ''}${shape.publishedBefore ? '_before' : ''}`;

/** The filter's conditions with placeholders for its values (`filterValues`). */
function filterWhere(shape: FilterShape): SQL {
  const p = sql.placeholder;
  const conditions: SQL[] = [isPublic(p('now')), eq(articles.language, p('language'))];
  for (let i = 0; i < shape.terms; i++) conditions.push(sql`${articles.searchText} ilike ${p(`term${i}`)}`);
  if (shape.category) conditions.push(eq(articleCategories.slug, p('category')));
  if (shape.tag) {
    conditions.push(
      sql`exists (select 1 from ${articleTags} inner join ${tags} on ${tags.id} = ${articleTags.tagId}
                  where ${articleTags.articleId} = ${articles.id} and ${tags.slug} = ${p('tag')})`,
    );
  }
  if (shape.publishedBefore) conditions.push(sql`${articles.publishDate} < ${p('publishedBefore')}`);
  return and(...conditions)!;
}

function filterValues(filter: ArticleFilter, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = { now, language: filter.language };
  filter.terms.forEach((term, i) => (values[`term${i}`] = containsPattern(term)));
  if (filter.categorySlug) values.category = filter.categorySlug;
  if (filter.tagSlug) values.tag = filter.tagSlug;
  if (filter.publishedBefore) values.publishedBefore = filter.publishedBefore;
  return values;
}

/** A page of the list with, on each row, how many rows match in all (`count(*) over ()`). */
const publicPage = (shape: FilterShape) => (db: Database, name: string) =>
  db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(filterWhere(shape))
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);

const publicCount = (shape: FilterShape) => (db: Database, name: string) =>
  db
    .select({ total: count() })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(filterWhere(shape))
    .prepare(name);

/**
 * One page of public articles, newest first, and how many match: one query, whose rows carry the
 * total. Only a page past the last one (no rows to carry it) asks for the total on its own.
 * This is the magazine's busiest call, so its text is built once per filter shape.
 */
export async function listPublicArticles(
  db: Database,
  filter: ArticleFilter,
  page: { pageIndex: number; pageSize: number },
  now = new Date(),
) {
  const shape = shapeOf(filter);
  const values = filterValues(filter, now);
  const offset = (page.pageIndex - 1) * page.pageSize;
  const rows = await preparedQuery(db, `public_articles_${shapeName(shape)}`, publicPage(shape)).execute({
    ...values,
    limit: page.pageSize,
    offset,
  });
  if (rows.length > 0) return { rows: rows as (ArticleCardRow & { total: number })[], total: rows[0]!.total };
  if (offset === 0) return { rows: [], total: 0 };
  const [totals] = await preparedQuery(db, `public_articles_count_${shapeName(shape)}`, publicCount(shape)).execute(values);
  return { rows: [], total: totals?.total ?? 0 };
}

export async function latestPublicArticles(db: DbOrTx, language: LanguageCode, limit: number, excludeId?: string, now = new Date()) {
  const conditions = [isPublic(now), eq(articles.language, language)];
  if (excludeId) conditions.push(ne(articles.id, excludeId));
  return await db
    .select(cardColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(...conditions))
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(limit);
}

/** The magazine's lead story: the most read article of the last 90 days, else the newest. */
export async function leadPublicArticle(db: DbOrTx, language: LanguageCode, now = new Date()) {
  const since = new Date(now.getTime() - 90 * 24 * 3600 * 1000);
  const [row]: ArticleCardRow[] = await db
    .select(cardColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(isPublic(now), eq(articles.language, language)))
    .orderBy(sql`(${articles.publishDate} >= ${since}) desc`, desc(articles.viewCount), desc(articles.publishDate))
    .limit(1);
  return row ?? null;
}

/**
 * Articles related to one: two points for the same category and one per shared tag, then the
 * newest. One query with a correlated count of shared tags.
 */
export async function relatedPublicArticles(
  db: DbOrTx,
  article: { id: string; language: LanguageCode; categoryId: string },
  limit: number,
  now = new Date(),
) {
  const sharedTags = sql<number>`(select count(*) from ${articleTags} as other
      where other.article_id = ${articles.id}
        and other.tag_id in (select mine.tag_id from ${articleTags} as mine where mine.article_id = ${article.id}))`;
  const score = sql`(case when ${articles.categoryId} = ${article.categoryId} then 2 else 0 end) + ${sharedTags}`;
  return await db
    .select(cardColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(isPublic(now), eq(articles.language, article.language), ne(articles.id, article.id)))
    .orderBy(desc(score), desc(articles.publishDate))
    .limit(limit);
}

/** A public article with everything its page needs except the lists (tags, files, links). */
export async function findPublicArticle(db: DbOrTx, ref: string, now = new Date()) {
  const [row] = await db
    .select({
      ...cardColumns,
      body: articles.body,
      shareImageKey: articles.shareImageKey,
      translationId: articles.translationId,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(byRef(ref), isPublic(now)))
    .limit(1);
  return row ?? null;
}

/** An article's translation, when it is public too: the address the page's language switch goes to. */
export async function publicTranslation(db: DbOrTx, translationId: string, now = new Date()) {
  const [row] = await db
    .select({ slug: articles.slug, title: articles.title, language: articles.language })
    .from(articles)
    .where(and(eq(articles.id, translationId), isPublic(now)));
  return row ?? null;
}

export async function tagsOfArticles(db: DbOrTx, articleIds: string[]) {
  if (articleIds.length === 0) return [];
  return db
    .select({ articleId: articleTags.articleId, id: tags.id, slug: tags.slug, title: tags.title, titleEn: tags.titleEn })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(inArray(articleTags.articleId, articleIds), eq(tags.isActive, true)))
    .orderBy(asc(tags.title));
}

export async function attachmentsOfArticle(db: DbOrTx, articleId: string) {
  return db
    .select({
      id: articleAttachments.id,
      title: articleAttachments.title,
      fileName: articleAttachments.fileName,
      mimeType: articleAttachments.mimeType,
      sizeBytes: articleAttachments.sizeBytes,
    })
    .from(articleAttachments)
    .where(eq(articleAttachments.articleId, articleId))
    .orderBy(asc(articleAttachments.sortOrder), asc(articleAttachments.createdAt));
}

export async function backlinksOfArticle(db: DbOrTx, articleId: string) {
  return db
    .select({ id: articleBacklinks.id, title: articleBacklinks.title, url: articleBacklinks.url })
    .from(articleBacklinks)
    .where(eq(articleBacklinks.articleId, articleId))
    .orderBy(asc(articleBacklinks.sortOrder), asc(articleBacklinks.createdAt));
}

/** A file of a public article, with what the e-mail needs. */
export async function findPublicAttachment(db: DbOrTx, articleId: string, attachmentId: string, now = new Date()) {
  const [row] = await db
    .select({
      articleId: articles.id,
      articleTitle: articles.title,
      articleSlug: articles.slug,
      articleLanguage: articles.language,
      attachmentId: articleAttachments.id,
      fileName: articleAttachments.fileName,
      fileKey: articleAttachments.fileKey,
      mimeType: articleAttachments.mimeType,
    })
    .from(articleAttachments)
    .innerJoin(articles, eq(articles.id, articleAttachments.articleId))
    .where(and(eq(articles.id, articleId), eq(articleAttachments.id, attachmentId), isPublic(now)))
    .limit(1);
  return row ?? null;
}

/** Active categories with the number of public articles of a language in each. */
export async function categoriesWithCounts(db: DbOrTx, language: LanguageCode, now = new Date()) {
  return db
    .select({
      id: articleCategories.id,
      slug: articleCategories.slug,
      title: articleCategories.title,
      titleEn: articleCategories.titleEn,
      articleCount: sql<number>`count(${articles.id})`.mapWith(Number),
    })
    .from(articleCategories)
    .leftJoin(articles, and(eq(articles.categoryId, articleCategories.id), eq(articles.language, language), isPublic(now)))
    .where(eq(articleCategories.isActive, true))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sortOrder), asc(articleCategories.title));
}

/** Tags used by public articles of a language, most used first. */
export async function tagsInUse(db: DbOrTx, language: LanguageCode, limit: number, now = new Date()) {
  return db
    .select({ id: tags.id, slug: tags.slug, title: tags.title, titleEn: tags.titleEn, uses: sql<number>`count(*)`.mapWith(Number) })
    .from(tags)
    .innerJoin(articleTags, eq(articleTags.tagId, tags.id))
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(and(eq(tags.isActive, true), eq(articles.language, language), isPublic(now)))
    .groupBy(tags.id)
    .orderBy(desc(sql`count(*)`), asc(tags.title))
    .limit(limit);
}

/**
 * Writes the views noted since the last write, each counted once per reader and Tehran day: the
 * insert skips the rows already there (a reader seen by another server copy, or earlier today) and
 * the counts go up by the rows it added, in the same statement.
 */
export async function recordViews(db: DbOrTx, views: readonly { articleId: string; visitorHash: string; day: string }[]) {
  if (views.length === 0) return;
  const rows = sql.join(
    views.map((v) => sql`(${v.articleId}::uuid, ${v.visitorHash}, ${v.day}::date)`),
    sql`, `,
  );
  await db.execute(sql`
    with inserted as (
      insert into ${articleViews} (article_id, visitor_hash, day)
      select distinct article_id, visitor_hash, day from (values ${rows}) as noted (article_id, visitor_hash, day)
      where exists (select 1 from ${articles} where ${articles.id} = noted.article_id)
      on conflict do nothing returning article_id
    ), added as (select article_id, count(*)::int as n from inserted group by article_id)
    update ${articles} set view_count = view_count + added.n from added where ${articles.id} = added.article_id`);
}

/** Views older than two days are no longer needed to tell visitors apart. */
export async function forgetOldViews(db: DbOrTx, beforeDay: string) {
  await db.delete(articleViews).where(sql`${articleViews.day} < ${beforeDay}`);
}

/** Public articles for the sitemap and the feed. */
export async function publicArticlesForFeeds(db: DbOrTx, language: LanguageCode | null, limit: number, now = new Date()) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      language: articles.language,
      translationId: articles.translationId,
      title: articles.title,
      summary: articles.summary,
      publishDate: articles.publishDate,
      updatedAt: articles.updatedAt,
      categoryTitle: articleCategories.title,
      categoryTitleEn: articleCategories.titleEn,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(language ? and(isPublic(now), eq(articles.language, language)) : isPublic(now))
    .orderBy(desc(articles.publishDate))
    .limit(limit);
}
