import type { FastifyInstance } from 'fastify';
import {
  findPageKey,
  pageContentSchemaFor,
  pageTypeOf,
  textIn,
  type Faq,
  type LanguageCode,
  type PageContentResponse,
  type PageKey,
  type TrustedCompany,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './site-content.repo.ts';

/** A page key from a path parameter, any casing; an unknown one is a 404. */
export function pageKeyOrNotFound(value: string): PageKey {
  const key = findPageKey(value);
  if (!key) throw new AppError('notFound');
  return key;
}

/** The public side of the page-content store, FAQs and trusted-company logos. */
export class SiteContentService {
  constructor(private readonly app: FastifyInstance) {}

  /** A page's document in a language, checked against its page type's schema before it leaves. */
  async page(key: PageKey, lang: LanguageCode): Promise<PageContentResponse> {
    const row = await repo.findPageContent(this.app.db, key, lang);
    if (!row) throw new AppError('notFound');
    const parsed = pageContentSchemaFor(key).safeParse(row.content);
    if (!parsed.success) {
      // Stored content that no longer fits its schema is a bug to fix, not something to render.
      this.app.log.error({ pageKey: key, lang, issues: parsed.error.issues.slice(0, 5) }, 'page content does not match its schema');
      throw new AppError('internal');
    }
    return {
      pageKey: key,
      pageType: pageTypeOf(key),
      language: lang,
      content: parsed.data as Record<string, unknown>,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async faqs(key: PageKey, lang: LanguageCode): Promise<Faq[]> {
    return repo.visibleFaqs(this.app.db, key, lang);
  }

  /** Logos in the caller's language, falling back to the other one when only one exists. */
  async trustedCompanies(key: PageKey, lang: LanguageCode): Promise<TrustedCompany[]> {
    const rows = await repo.visibleTrustedCompanies(this.app.db, key);
    return rows.flatMap((r) => {
      const logoKey = lang === 'en' ? (r.logoEnKey ?? r.logoFaKey) : (r.logoFaKey ?? r.logoEnKey);
      if (!logoKey) return [];
      return [{ id: r.id, name: textIn(r.name, r.nameEn, lang), logoUrl: this.app.files.url(logoKey) }];
    });
  }
}
