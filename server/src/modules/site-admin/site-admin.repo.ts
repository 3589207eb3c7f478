import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  articleAttachments,
  articles,
  attachmentRequests,
  faqs,
  formSubmissions,
  pageContents,
  productDemoRequests,
  serviceDemoRequests,
  trustedCompanies,
} from '../../db/schema/index.ts';
import { containsPattern, searchable } from '../../db/sql-helpers.ts';
import type { LanguageCode } from '@rira/contracts';

interface Paging {
  pageIndex: number;
  pageSize: number;
  search?: string;
}

const offset = (p: Paging) => (p.pageIndex - 1) * p.pageSize;

/** `search` (already normalised) in any of the columns, digits compared in Latin. */
function searchIn(search: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return or(...columns.map((c) => ilike(searchable(c), like)));
}

// ---------------------------------------------------------------- FAQs

export type FaqRow = typeof faqs.$inferSelect;

export async function listFaqs(db: DbOrTx, filter: Paging & { pageKey?: string; language?: LanguageCode; isVisible?: boolean }) {
  const where = and(
    filter.pageKey ? eq(faqs.pageKey, filter.pageKey) : undefined,
    filter.language ? eq(faqs.language, filter.language) : undefined,
    filter.isVisible === undefined ? undefined : eq(faqs.isVisible, filter.isVisible),
    searchIn(filter.search, [faqs.question, faqs.answer]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.pageKey), asc(faqs.language), asc(faqs.sortOrder), asc(faqs.createdAt))
      .limit(filter.pageSize)
      .offset(offset(filter)),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFaq(db: DbOrTx, id: string) {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row ?? null;
}

export async function insertFaq(db: DbOrTx, values: typeof faqs.$inferInsert) {
  const [row] = await db.insert(faqs).values(values).returning({ id: faqs.id });
  return row!.id;
}

export async function updateFaq(db: DbOrTx, id: string, values: Partial<typeof faqs.$inferInsert>) {
  await db
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqs.id, id));
}

export async function deleteFaq(db: DbOrTx, id: string) {
  await db.delete(faqs).where(eq(faqs.id, id));
}

// ---------------------------------------------------------------- trusted companies

export type TrustedCompanyRow = typeof trustedCompanies.$inferSelect;

export async function listTrustedCompanies(db: DbOrTx, filter: Paging & { pageKey?: string; isVisible?: boolean }) {
  const where = and(
    filter.pageKey ? sql`${filter.pageKey} = any(${trustedCompanies.pageKeys})` : undefined,
    filter.isVisible === undefined ? undefined : eq(trustedCompanies.isVisible, filter.isVisible),
    searchIn(filter.search, [trustedCompanies.name, trustedCompanies.nameEn]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trustedCompanies)
      .where(where)
      .orderBy(asc(trustedCompanies.sortOrder), asc(trustedCompanies.name))
      .limit(filter.pageSize)
      .offset(offset(filter)),
    db.select({ n: count() }).from(trustedCompanies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTrustedCompany(db: DbOrTx, id: string) {
  const [row] = await db.select().from(trustedCompanies).where(eq(trustedCompanies.id, id)).limit(1);
  return row ?? null;
}

export async function insertTrustedCompany(db: DbOrTx, values: typeof trustedCompanies.$inferInsert) {
  const [row] = await db.insert(trustedCompanies).values(values).returning({ id: trustedCompanies.id });
  return row!.id;
}

export async function updateTrustedCompany(db: DbOrTx, id: string, values: Partial<typeof trustedCompanies.$inferInsert>) {
  await db
    .update(trustedCompanies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trustedCompanies.id, id));
}

export async function deleteTrustedCompany(db: DbOrTx, id: string) {
  await db.delete(trustedCompanies).where(eq(trustedCompanies.id, id));
}

// ---------------------------------------------------------------- the inbox

type InboxTable = typeof formSubmissions | typeof productDemoRequests | typeof serviceDemoRequests;
const INBOX_TABLES = { formSubmission: formSubmissions, productDemo: productDemoRequests, serviceDemo: serviceDemoRequests } as const;
export type InboxKind = keyof typeof INBOX_TABLES;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type ProductDemoRow = typeof productDemoRequests.$inferSelect;
export type ServiceDemoRow = typeof serviceDemoRequests.$inferSelect;

interface InboxFilter extends Paging {
  isSeen?: boolean;
}

function seenFilter(table: InboxTable, isSeen: boolean | undefined) {
  return isSeen === undefined ? undefined : eq(table.isSeen, isSeen);
}

/** Contact submissions, newest first. `pageSize: null` reads them all (the export). */
export async function listFormSubmissions(db: DbOrTx, filter: Omit<InboxFilter, 'pageSize'> & { pageSize: number | null }) {
  const t = formSubmissions;
  const where = and(seenFilter(t, filter.isSeen), searchIn(filter.search, [t.fullname, t.email, t.phoneNumber, t.position, t.message]));
  const query = db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id));
  const [rows, [total]] = await Promise.all([
    filter.pageSize === null ? query : query.limit(filter.pageSize).offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

function demoSearch(t: typeof productDemoRequests | typeof serviceDemoRequests, search: string | undefined) {
  return searchIn(search, [t.fullname, t.companyName, t.email, t.phoneNumber, t.position, t.message]);
}

export async function listProductDemos(db: DbOrTx, filter: Omit<InboxFilter, 'pageSize'> & { pageSize: number | null; product?: string }) {
  const t = productDemoRequests;
  const where = and(seenFilter(t, filter.isSeen), filter.product ? eq(t.product, filter.product) : undefined, demoSearch(t, filter.search));
  const query = db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id));
  const [rows, [total]] = await Promise.all([
    filter.pageSize === null ? query : query.limit(filter.pageSize).offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listServiceDemos(db: DbOrTx, filter: Omit<InboxFilter, 'pageSize'> & { pageSize: number | null; service?: string }) {
  const t = serviceDemoRequests;
  const where = and(seenFilter(t, filter.isSeen), filter.service ? eq(t.service, filter.service) : undefined, demoSearch(t, filter.search));
  const query = db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id));
  const [rows, [total]] = await Promise.all([
    filter.pageSize === null ? query : query.limit(filter.pageSize).offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one row seen; false when there is no such row. */
export async function markSeen(db: DbOrTx, kind: InboxKind, id: string): Promise<boolean> {
  const table: InboxTable = INBOX_TABLES[kind];
  const rows = await db.update(table).set({ isSeen: true }).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes one row; false when there is no such row. */
export async function deleteInboxRow(db: DbOrTx, kind: InboxKind, id: string): Promise<boolean> {
  const table: InboxTable = INBOX_TABLES[kind];
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/**
 * The demo dashboard in one query: per product (or service) the total, the unseen and the last
 * 30 days' requests (filtered aggregates over one scan); the totals are their sums.
 */
export async function demoCounts(db: DbOrTx, kind: 'product' | 'service') {
  const t = kind === 'product' ? productDemoRequests : serviceDemoRequests;
  const offering = kind === 'product' ? productDemoRequests.product : serviceDemoRequests.service;
  return db
    .select({
      id: offering,
      total: sql<number>`count(*)`.mapWith(Number),
      unseen: sql<number>`count(*) filter (where not ${t.isSeen})`.mapWith(Number),
      last30Days: sql<number>`count(*) filter (where ${t.createdAt} >= now() - interval '30 days')`.mapWith(Number),
    })
    .from(t)
    .groupBy(offering);
}

// ---------------------------------------------------------------- attachment requests

export async function listAttachmentRequests(db: DbOrTx, filter: Paging & { sendStatus?: 'pending' | 'sent' | 'logged' | 'failed' }) {
  const r = attachmentRequests;
  const where = and(
    filter.sendStatus ? eq(r.sendStatus, filter.sendStatus) : undefined,
    searchIn(filter.search, [r.fullname, r.email, r.articleTitle, r.fileName, r.phoneNumber]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: r, attachmentExists: sql<boolean>`${articleAttachments.id} is not null` })
      .from(r)
      .leftJoin(articleAttachments, eq(articleAttachments.id, r.attachmentId))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(filter.pageSize)
      .offset(offset(filter)),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A request with its file and article (null file when either has been deleted since). */
export async function findAttachmentRequestWithFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      request: attachmentRequests,
      file: {
        articleTitle: articles.title,
        articleSlug: articles.slug,
        articleLanguage: articles.language,
        fileName: articleAttachments.fileName,
        fileKey: articleAttachments.fileKey,
        mimeType: articleAttachments.mimeType,
      },
    })
    .from(attachmentRequests)
    .leftJoin(articleAttachments, eq(articleAttachments.id, attachmentRequests.attachmentId))
    .leftJoin(articles, eq(articles.id, articleAttachments.articleId))
    .where(eq(attachmentRequests.id, id))
    .limit(1);
  return row ?? null;
}

export async function findAttachmentRequest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(attachmentRequests).where(eq(attachmentRequests.id, id)).limit(1);
  return row ?? null;
}

/** The products' and services' own names (their page content's `name`) in a language, in one query. */
export async function offeringNames(db: DbOrTx, language: LanguageCode, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ pageKey: pageContents.pageKey, name: sql<string | null>`${pageContents.content} ->> 'name'` })
    .from(pageContents)
    .where(and(eq(pageContents.language, language), inArray(pageContents.pageKey, [...ids])));
  return new Map(rows.filter((r) => r.name).map((r) => [r.pageKey, r.name!]));
}
