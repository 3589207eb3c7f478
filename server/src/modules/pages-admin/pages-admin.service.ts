import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  PAGE_KEYS,
  normalizeForSearch,
  pageContentSchemaFor,
  pageTypeOf,
  stripHtmlDeep,
  type FieldError,
  type LanguageCode,
  type SurveyContent,
} from '@rira/contracts';
import {
  adminPathOf,
  publicPathOf,
  type AdminPageDetail,
  type AdminPageItem,
  type SurveyResponseItem,
} from '@rira/contracts/site/admin-pages';
import { AppError } from '../../http/app-error.ts';
import { issueMessageKey } from '../../http/translate.ts';
import type { Caller } from '../../http/caller.ts';
import { foundOr404, publicPagesChanged } from '../../http/content-admin.ts';
import { audit } from '../audit/audit.repo.ts';
import { pageKeyOrNotFound } from '../site-content/site-content.service.ts';
import * as repo from './pages-admin.repo.ts';
import { answerItems } from './survey-answers.ts';
import { buildSurveyWorkbook } from './survey-workbook.ts';

type PageTypeFilter = 'product' | 'service' | 'standalone';

/** A zod issue as a field error at `content.<path>`; list-length problems get their own words. */
function contentFieldError(issue: z.core.$ZodIssue): FieldError {
  let key = issueMessageKey({ code: issue.code, message: issue.message });
  if (issue.code === 'too_small' && issue.origin === 'array' && key === 'validation.tooShort') key = 'pagesAdmin.tooFewItems';
  if (issue.code === 'too_big' && issue.origin === 'array' && key === 'validation.tooLong') key = 'pagesAdmin.tooManyItems';
  return { field: ['content', ...issue.path.map(String)].join('.'), code: key.split('.').pop()!, message: key };
}

/**
 * The page editors and the survey admin: every page's document per language, checked by its page
 * type's schema on save, with HTML taken out of every text first. System manager and content
 * manager only. Each save writes an audit row in its transaction and empties the public pages'
 * micro-cache, so the next visitor sees the change.
 */
export class PagesAdminService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  // ---------------------------------------------------------------- pages

  async list(caller: Caller, filter: { pageIndex: number; pageSize: number; search?: string; pageType?: PageTypeFilter }) {
    const rows = await repo.pageSummaries(this.db);
    const byKey = new Map<string, Partial<Record<LanguageCode, { name: string | null; updatedAt: Date }>>>();
    for (const r of rows) byKey.set(r.pageKey, { ...byKey.get(r.pageKey), [r.language]: { name: r.name, updatedAt: r.updatedAt } });
    const terms = filter.search ? normalizeForSearch(filter.search).toLowerCase().split(/\s+/).filter(Boolean) : [];
    const items: AdminPageItem[] = PAGE_KEYS.flatMap((pageKey) => {
      const pageType = pageTypeOf(pageKey);
      const group: PageTypeFilter = pageType === 'product' || pageType === 'service' ? pageType : 'standalone';
      if (filter.pageType && filter.pageType !== group) return [];
      const docs = byKey.get(pageKey) ?? {};
      const item: AdminPageItem = {
        pageKey,
        pageType,
        title: { fa: docs.fa?.name ?? pageKey, en: docs.en?.name ?? pageKey },
        publicPath: publicPathOf(pageKey),
        adminPath: adminPathOf(pageKey),
        updatedAt: { fa: docs.fa?.updatedAt.toISOString() ?? null, en: docs.en?.updatedAt.toISOString() ?? null },
      };
      const haystack = normalizeForSearch(`${pageKey} ${item.title.fa} ${item.title.en} ${item.publicPath}`).toLowerCase();
      return terms.every((term) => haystack.includes(term)) ? [item] : [];
    });
    // The catalogue of pages is fixed and small (one row per page key), so it is paged here.
    const start = (filter.pageIndex - 1) * filter.pageSize;
    return { items: items.slice(start, start + filter.pageSize), total: items.length };
  }

  async get(caller: Caller, keyParam: string): Promise<AdminPageDetail> {
    const pageKey = pageKeyOrNotFound(keyParam);
    const rows = await repo.pageDocuments(this.db, pageKey);
    const doc = (lang: LanguageCode) => {
      const row = rows.find((r) => r.language === lang);
      return row
        ? { content: row.content as Record<string, unknown>, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy }
        : null;
    };
    return {
      pageKey,
      pageType: pageTypeOf(pageKey),
      publicPath: publicPathOf(pageKey),
      adminPath: adminPathOf(pageKey),
      documents: { fa: doc('fa'), en: doc('en') },
    };
  }

  /**
   * Saves one language's document: HTML out of every text, then the page type's schema with every
   * field's problem at once; a stale `updatedAt` (saved elsewhere since it was loaded) is a 409.
   */
  async update(
    caller: Caller,
    input: { pageKey: string; language: LanguageCode; content: Record<string, unknown>; updatedAt?: string },
  ): Promise<{ updatedAt: string }> {
    const pageKey = pageKeyOrNotFound(input.pageKey);
    const parsed = pageContentSchemaFor(pageKey).safeParse(stripHtmlDeep(input.content));
    if (!parsed.success) throw new AppError('validation', { fieldErrors: parsed.error.issues.map(contentFieldError) });
    const content = parsed.data as Record<string, unknown>;
    const updatedAt = await this.db.transaction(async (tx) => {
      const current = await repo.lockPageDocument(tx, pageKey, input.language);
      if (input.updatedAt && current && Math.abs(current.updatedAt.getTime() - Date.parse(input.updatedAt)) >= 1) {
        throw new AppError('conflict', { messageKey: 'pagesAdmin.staleEdit' });
      }
      const saved = await repo.savePageDocument(tx, {
        pageKey,
        language: input.language,
        pageType: pageTypeOf(pageKey),
        content,
        updatedBy: caller.userId,
        now: new Date(),
      });
      await audit(tx, caller, {
        action: 'pageContent.update',
        targetType: 'pageContent',
        targetId: `${pageKey}:${input.language}`,
        details: {
          pageKey,
          language: input.language,
        },
      });
      return saved;
    });
    publicPagesChanged(this.app);
    return { updatedAt: updatedAt.toISOString() };
  }

  // ---------------------------------------------------------------- survey responses

  async responses(caller: Caller, filter: repo.SurveyResponseFilter): Promise<{ items: SurveyResponseItem[]; total: number }> {
    const { rows, total } = await repo.listSurveyResponses(this.db, filter);
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        language: r.language,
        createdAt: r.createdAt.toISOString(),
        isSeen: r.isSeen,
        fullname: r.fullname,
        companyName: r.companyName,
        email: r.email,
        phoneNumber: r.phoneNumber,
        answers: answerItems(r.questions, r.answers),
      })),
    };
  }

  async markSeen(caller: Caller, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      foundOr404(await repo.markSurveyResponseSeen(tx, id));
      await audit(tx, caller, { action: 'surveyResponse.seen', targetType: 'surveyResponse', targetId: id });
    });
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      foundOr404(await repo.deleteSurveyResponse(tx, id));
      await audit(tx, caller, { action: 'surveyResponse.delete', targetType: 'surveyResponse', targetId: id });
    });
  }

  /** The responses as .xlsx: columns for the current survey's questions in the caller's language. */
  async exportResponses(caller: Caller, lang: LanguageCode, language?: LanguageCode): Promise<Buffer> {
    const [rows, docs] = await Promise.all([repo.allSurveyResponses(this.db, language), repo.pageDocuments(this.db, 'survey')]);
    const current = docs.find((d) => d.language === lang)?.content as SurveyContent | undefined;
    return buildSurveyWorkbook(rows, current?.questions ?? [], lang);
  }
}
