import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PageType } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { pageContents, surveyResponses, users } from '../../db/schema/index.ts';
import { containsPattern, searchable } from '../../db/sql-helpers.ts';
import type { LanguageCode } from '@rira/contracts';

/** Every stored page document's key, language, title fields and last change (the index is small: one row per page and language). */
export async function pageSummaries(db: DbOrTx) {
  return db
    .select({
      pageKey: pageContents.pageKey,
      language: pageContents.language,
      name: sql<
        string | null
      >`coalesce(${pageContents.content} ->> 'name', ${pageContents.content} ->> 'title', ${pageContents.content} -> 'seo' ->> 'title')`,
      updatedAt: pageContents.updatedAt,
    })
    .from(pageContents);
}

/** Both languages' documents of a page, with who saved each last. */
export async function pageDocuments(db: DbOrTx, pageKey: string) {
  return db
    .select({
      language: pageContents.language,
      content: pageContents.content,
      updatedAt: pageContents.updatedAt,
      updatedBy: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(pageContents)
    .leftJoin(users, eq(users.id, pageContents.updatedBy))
    .where(eq(pageContents.pageKey, pageKey));
}

export async function lockPageDocument(db: DbOrTx, pageKey: string, language: LanguageCode) {
  const [row] = await db
    .select({ updatedAt: pageContents.updatedAt })
    .from(pageContents)
    .where(and(eq(pageContents.pageKey, pageKey), eq(pageContents.language, language)))
    .for('update');
  return row ?? null;
}

/** Writes one language's document (inserting it when the page has none in that language yet). */
export async function savePageDocument(
  db: DbOrTx,
  values: { pageKey: string; language: LanguageCode; pageType: PageType; content: Record<string, unknown>; updatedBy: string; now: Date },
) {
  const [row] = await db
    .insert(pageContents)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [pageContents.pageKey, pageContents.language],
      set: { content: values.content, pageType: values.pageType, updatedBy: values.updatedBy, updatedAt: values.now },
    })
    .returning({ updatedAt: pageContents.updatedAt });
  return row!.updatedAt;
}

// ------------------------------------------------------------------ survey responses

export interface SurveyResponseFilter {
  pageIndex: number;
  pageSize: number;
  search?: string;
  language?: LanguageCode;
  seen?: boolean;
}

function responseConditions(filter: Omit<SurveyResponseFilter, 'pageIndex' | 'pageSize'>) {
  const conditions: SQL[] = [eq(surveyResponses.surveyKey, 'survey')];
  if (filter.language) conditions.push(eq(surveyResponses.language, filter.language));
  if (filter.seen !== undefined) conditions.push(eq(surveyResponses.isSeen, filter.seen));
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(searchable(surveyResponses.fullname), like),
        ilike(searchable(surveyResponses.companyName), like),
        ilike(surveyResponses.email, like),
        ilike(surveyResponses.phoneNumber, like),
      )!,
    );
  }
  return and(...conditions);
}

export async function listSurveyResponses(db: DbOrTx, filter: SurveyResponseFilter) {
  const where = responseConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(surveyResponses)
      .where(where)
      .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(surveyResponses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every response for the export, newest first. */
export async function allSurveyResponses(db: DbOrTx, language?: LanguageCode) {
  return db
    .select()
    .from(surveyResponses)
    .where(responseConditions({ language }))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id));
}

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

export async function markSurveyResponseSeen(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(surveyResponses)
    .set({ isSeen: true })
    .where(and(eq(surveyResponses.id, id), eq(surveyResponses.surveyKey, 'survey')))
    .returning({ id: surveyResponses.id });
  return rows.length > 0;
}

export async function deleteSurveyResponse(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(surveyResponses)
    .where(and(eq(surveyResponses.id, id), eq(surveyResponses.surveyKey, 'survey')))
    .returning({ id: surveyResponses.id });
  return rows.length > 0;
}
