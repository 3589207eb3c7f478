import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { PAGE_KEYS, pageContentSchemaFor, pageTypeOf, type LanguageCode } from '@rira/contracts';
import { siteSettingsSchema } from '@rira/contracts/site/settings';
import type { Database, DbOrTx } from '../db/client.ts';
import {
  articleAttachments,
  articleBacklinks,
  articleCategories,
  articles,
  articleTags,
  faqs,
  pageContents,
  seedMarkers,
  siteSettings,
  tags,
  trustedCompanies,
} from '../db/schema/index.ts';
import type { FileStore } from '../plugins/storage.ts';
import { cleanArticleBody, readingMinutes, searchableText } from '../modules/magazine/article-html.ts';
import { pointTranslationAt, releaseTranslations } from '../modules/magazine-admin/magazine-admin.repo.ts';
import { ARTICLES_EN } from './site/articles-en.ts';
import { ARTICLES_FA_1 } from './site/articles-fa-1.ts';
import { ARTICLES_FA_2 } from './site/articles-fa-2.ts';
import { FAQS, NEW_SERVICE_FAQS } from './site/faqs.ts';
import { coverSvg, docx, DOCX_MIME, logoSvg, pdf } from './site/generated-files.ts';
import { CATEGORIES, TAGS, type SeedArticle } from './site/magazine-taxonomy.ts';
import { PAGE_DOCUMENTS } from './site/pages.ts';
import { SITE_SETTINGS } from './site/site-settings.ts';
import { TRUSTED_COMPANIES } from './site/trusted-companies.ts';

export const SEED_ARTICLES: readonly SeedArticle[] = [...ARTICLES_FA_1, ...ARTICLES_FA_2, ...ARTICLES_EN];

const DAY_MS = 24 * 3600 * 1000;

/**
 * Page documents for every page key and language that has none yet. The site's own copy, so it
 * is seeded whatever SEED_DEMO says; each document is checked with its page type's schema first.
 */
export async function seedPageContents(db: DbOrTx): Promise<number> {
  const rows = (['fa', 'en'] as const).flatMap((language: LanguageCode) =>
    PAGE_KEYS.map((pageKey) => ({
      pageKey,
      language,
      pageType: pageTypeOf(pageKey),
      content: pageContentSchemaFor(pageKey).parse(PAGE_DOCUMENTS[language][pageKey]) as Record<string, unknown>,
    })),
  );
  const inserted = await db.insert(pageContents).values(rows).onConflictDoNothing().returning({ key: pageContents.pageKey });
  return inserted.length;
}

/**
 * The site settings when there are none yet (a fresh install, or a database from before them):
 * like the page documents, the site's own copy, seeded whatever SEED_DEMO says; an edit is kept.
 */
export async function seedSiteSettings(db: DbOrTx): Promise<boolean> {
  const document = siteSettingsSchema.parse(SITE_SETTINGS);
  const inserted = await db.insert(siteSettings).values({ document }).onConflictDoNothing().returning({ id: siteSettings.id });
  return inserted.length > 0;
}

/** Runs `step` only if its marker is missing, and sets the marker in the same transaction. */
async function once(db: Database, key: string, step: (tx: DbOrTx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx.insert(seedMarkers).values({ key }).onConflictDoNothing().returning({ key: seedMarkers.key });
    if (marked.length === 0) return false;
    await step(tx);
    return true;
  });
}

/** Sharing pictures are JPEGs rendered from the SVG covers; rendering is the slow part, so keep them per process. */
const shareImageCache = new Map<string, Buffer>();

async function shareImage(slug: string, svg: Buffer): Promise<Buffer> {
  let jpeg = shareImageCache.get(slug);
  if (!jpeg) {
    jpeg = await sharp(svg).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    shareImageCache.set(slug, jpeg);
  }
  return jpeg;
}

/**
 * The demo articles that translate one another, linked both ways (docs/decisions/014). On an older
 * database whose magazine was seeded before translations existed, the translation articles are
 * added first (only while their original is still there).
 */
async function seedTranslations(tx: DbOrTx, files: FileStore, privateFiles: FileStore, now: Date): Promise<void> {
  const pairs = SEED_ARTICLES.filter((a) => a.translationOf);
  const idOf = async (slug: string) => (await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)))[0]?.id ?? null;
  const originals = [];
  for (const seed of pairs) if (await idOf(seed.translationOf!)) originals.push(seed);
  await seedMagazine(tx, files, privateFiles, now, originals);
  for (const seed of originals) {
    const [id, partner] = [await idOf(seed.slug), await idOf(seed.translationOf!)];
    if (!id || !partner) continue;
    await releaseTranslations(tx, id, partner);
    await tx.update(articles).set({ translationId: partner }).where(eq(articles.id, id));
    await pointTranslationAt(tx, partner, id);
  }
}

async function seedMagazine(
  tx: DbOrTx,
  files: FileStore,
  privateFiles: FileStore,
  now: Date,
  only: readonly SeedArticle[] = SEED_ARTICLES,
): Promise<void> {
  await tx
    .insert(articleCategories)
    .values([...CATEGORIES])
    .onConflictDoNothing();
  await tx
    .insert(tags)
    .values(TAGS.map((t) => ({ ...t, title: t.title })))
    .onConflictDoNothing();
  const categoryIds = new Map(
    (await tx.select({ id: articleCategories.id, slug: articleCategories.slug }).from(articleCategories)).map((c) => [c.slug, c.id]),
  );
  const tagRows = await tx
    .select()
    .from(tags)
    .where(
      inArray(
        tags.slug,
        TAGS.map((t) => t.slug),
      ),
    );
  const tagBySlug = new Map(tagRows.map((t) => [t.slug, t]));

  for (const seed of only) {
    const [existing] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, seed.slug));
    if (existing) continue;
    const clean = cleanArticleBody(seed.body);
    const tagTitles = seed.tags.flatMap((slug) => [tagBySlug.get(slug)!.title, tagBySlug.get(slug)!.titleEn ?? '']);
    const svg = coverSvg(seed.slug, seed.category);
    const [coverKey, shareImageKey] = await Promise.all([
      files.put('article-covers', 'svg', svg),
      shareImage(seed.slug, svg).then((jpeg) => files.put('article-covers', 'jpg', jpeg)),
    ]);
    const published = seed.published ?? true;
    const [article] = await tx
      .insert(articles)
      .values({
        slug: seed.slug,
        language: seed.language,
        title: seed.title,
        summary: seed.summary,
        body: clean.html,
        categoryId: categoryIds.get(seed.category)!,
        coverKey,
        coverSmallKey: coverKey,
        shareImageKey,
        coverAlt: seed.coverAlt,
        publishDate: published ? new Date(now.getTime() - seed.publishedDaysAgo * DAY_MS) : null,
        isPublished: published,
        viewCount: seed.views,
        readingMinutes: readingMinutes(clean.text),
        searchText: searchableText(seed.title, seed.summary, clean.text, ...tagTitles),
        createdAt: new Date(now.getTime() - Math.max(seed.publishedDaysAgo, 0) * DAY_MS),
        updatedAt: new Date(now.getTime() - Math.max(seed.publishedDaysAgo, 0) * DAY_MS),
      })
      .returning({ id: articles.id });
    const articleId = article!.id;
    if (seed.tags.length) {
      await tx.insert(articleTags).values(seed.tags.map((slug) => ({ articleId, tagId: tagBySlug.get(slug)!.id })));
    }
    if (seed.backlinks.length) {
      await tx.insert(articleBacklinks).values(seed.backlinks.map((b, i) => ({ articleId, title: b.title, url: b.url, sortOrder: i })));
    }
    for (const [i, file] of (seed.attachments ?? []).entries()) {
      const bytes =
        file.kind === 'docx'
          ? docx({ title: file.heading, intro: file.intro, items: file.items, footer: file.footer, rtl: seed.language === 'fa' })
          : pdf({ title: file.heading, lines: [file.intro, ...file.items, file.footer] });
      const fileKey = await privateFiles.put('article-attachments', file.kind, bytes);
      await tx.insert(articleAttachments).values({
        articleId,
        title: file.title,
        fileName: file.fileName,
        fileKey,
        mimeType: file.kind === 'docx' ? DOCX_MIME : 'application/pdf',
        sizeBytes: bytes.length,
        sortOrder: i,
      });
    }
  }
}

async function seedFaqs(tx: DbOrTx, source: typeof FAQS = FAQS): Promise<void> {
  const rows = Object.entries(source).flatMap(([pageKey, byLanguage]) =>
    (['fa', 'en'] as const).flatMap((language) =>
      byLanguage![language].map(([question, answer], i) => ({ pageKey, language, question, answer, sortOrder: i })),
    ),
  );
  await tx.insert(faqs).values(rows);
}

async function seedTrustedCompanies(tx: DbOrTx, files: FileStore): Promise<void> {
  const rows = [];
  for (const [i, company] of TRUSTED_COMPANIES.entries()) {
    const [logoFaKey, logoEnKey] = await Promise.all([
      files.put('trusted-companies', 'svg', logoSvg(company.name, company.colour, company.shape, true)),
      files.put('trusted-companies', 'svg', logoSvg(company.nameEn, company.colour, company.shape, false)),
    ]);
    rows.push({ name: company.name, nameEn: company.nameEn, logoFaKey, logoEnKey, pageKeys: [...company.pageKeys], sortOrder: i });
  }
  await tx.insert(trustedCompanies).values(rows);
}

export interface SiteContentSeedResult {
  pages: number;
  /** The site settings were missing and are now the seed's. */
  siteSettings: boolean;
  magazine: boolean;
  /** The demo translation pairs (their own marker, for databases seeded before translations). */
  articleTranslations: boolean;
  faqs: boolean;
  /** The FAQs of the three service pages added later (their own marker, for older databases). */
  newServiceFaqs: boolean;
  trustedCompanies: boolean;
}

/**
 * The public site's content: page documents and the site settings always (the site's copy), and with demo content the
 * magazine (categories, tags, articles with covers, files and backlinks), FAQs and logos, each once.
 */
export async function seedSiteContent(
  db: Database,
  options: { demo: boolean; files: FileStore; privateFiles: FileStore; now?: Date },
): Promise<SiteContentSeedResult> {
  const now = options.now ?? new Date();
  const pages = await db.transaction((tx) => seedPageContents(tx));
  const settings = await seedSiteSettings(db);
  if (!options.demo)
    return {
      pages,
      siteSettings: settings,
      magazine: false,
      articleTranslations: false,
      faqs: false,
      newServiceFaqs: false,
      trustedCompanies: false,
    };
  return {
    pages,
    siteSettings: settings,
    magazine: await once(db, 'site.magazine.v1', (tx) => seedMagazine(tx, options.files, options.privateFiles, now)),
    articleTranslations: await once(db, 'site.magazine.translations.v1', (tx) =>
      seedTranslations(tx, options.files, options.privateFiles, now),
    ),
    faqs: await once(db, 'site.faqs.v1', (tx) => seedFaqs(tx)),
    newServiceFaqs: await once(db, 'site.faqs.newServices.v1', (tx) => seedFaqs(tx, NEW_SERVICE_FAQS)),
    trustedCompanies: await once(db, 'site.trustedCompanies.v1', (tx) => seedTrustedCompanies(tx, options.files)),
  };
}
