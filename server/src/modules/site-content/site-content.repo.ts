import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { faqs, pageContents, trustedCompanies } from '../../db/schema/index.ts';
import type { LanguageCode } from '@rira/contracts';

export async function findPageContent(db: DbOrTx, pageKey: string, language: LanguageCode) {
  const [row] = await db
    .select()
    .from(pageContents)
    .where(and(eq(pageContents.pageKey, pageKey), eq(pageContents.language, language)))
    .limit(1);
  return row ?? null;
}

/** When each page last changed (the sitemap's lastmod). */
export async function pageContentDates(db: DbOrTx) {
  return db
    .select({ pageKey: pageContents.pageKey, language: pageContents.language, updatedAt: pageContents.updatedAt })
    .from(pageContents);
}

export async function visibleFaqs(db: DbOrTx, pageKey: string, language: LanguageCode) {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(and(eq(faqs.pageKey, pageKey), eq(faqs.language, language), eq(faqs.isVisible, true)))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt));
}

export async function visibleTrustedCompanies(db: DbOrTx, pageKey: string) {
  return db
    .select({
      id: trustedCompanies.id,
      name: trustedCompanies.name,
      nameEn: trustedCompanies.nameEn,
      logoFaKey: trustedCompanies.logoFaKey,
      logoEnKey: trustedCompanies.logoEnKey,
    })
    .from(trustedCompanies)
    .where(and(eq(trustedCompanies.isVisible, true), sql`${pageKey} = any(${trustedCompanies.pageKeys})`))
    .orderBy(asc(trustedCompanies.sortOrder), asc(trustedCompanies.name));
}
