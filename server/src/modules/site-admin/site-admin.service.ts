import type { FastifyInstance } from 'fastify';
import { PRODUCT_IDS, SERVICE_IDS, type LanguageCode, type TeamSize } from '@rira/contracts';
import type {
  AdminFaq,
  AdminTrustedCompany,
  AttachmentRequestItem,
  AttachmentResendResult,
  DemoDashboard,
  FormSubmissionItem,
  InboxKind,
  ProductDemoItem,
  ServiceDemoItem,
} from '@rira/contracts/site/admin-site';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { reencodeLogo } from '../files/logos.ts';
import { foundOr404, publicPagesChanged } from '../../http/content-admin.ts';
import { audit } from '../audit/audit.repo.ts';
import { sendAttachmentMail } from '../leads/attachment-mail.ts';
import { buildInboxWorkbook } from './inbox-workbook.ts';
import * as repo from './site-admin.repo.ts';

type Paging = { pageIndex: number; pageSize: number; search?: string };

interface FaqFields {
  pageKey: string;
  language: LanguageCode;
  question: string;
  answer: string;
  isVisible: boolean;
  order: number;
}

interface TrustedCompanyFields {
  name: string;
  nameEn?: string | null;
  pageKeys: string[];
  isVisible: boolean;
  order: number;
}

/**
 * The content admin's site lists (FAQs, trusted companies) and inbox (contact and demo
 * submissions, attachment requests). Callers are checked by the routes' hook (system manager or
 * content manager). Every change writes an audit row in the same transaction; a change the
 * public site shows empties the rendered-page micro-cache so the next visitor sees it.
 */
export class SiteAdminService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  // ---------------------------------------------------------------- FAQs

  private toFaq(row: repo.FaqRow): AdminFaq {
    return {
      id: row.id,
      pageKey: row.pageKey,
      language: row.language,
      question: row.question,
      answer: row.answer,
      isVisible: row.isVisible,
      order: row.sortOrder,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async listFaqs(request: Paging & { pageKey?: string; language?: LanguageCode; isVisible?: boolean }) {
    const { rows, total } = await repo.listFaqs(this.db, request);
    return { items: rows.map((r) => this.toFaq(r)), total };
  }

  async getFaq(id: string): Promise<AdminFaq> {
    const row = foundOr404(await repo.findFaq(this.db, id));
    return this.toFaq(row);
  }

  private faqColumns(input: FaqFields) {
    return {
      pageKey: input.pageKey,
      language: input.language,
      question: input.question,
      answer: input.answer,
      isVisible: input.isVisible,
      sortOrder: input.order,
    };
  }

  async createFaq(caller: Caller, input: FaqFields): Promise<string> {
    const id = await this.db.transaction(async (tx) => {
      const id = await repo.insertFaq(tx, this.faqColumns(input));
      await audit(tx, caller, {
        action: 'faq.create',
        targetType: 'faq',
        targetId: id,
        details: { pageKey: input.pageKey, language: input.language },
      });
      return id;
    });
    publicPagesChanged(this.app);
    return id;
  }

  async updateFaq(caller: Caller, input: FaqFields & { id: string }) {
    foundOr404(await repo.findFaq(this.db, input.id));
    await this.db.transaction(async (tx) => {
      await repo.updateFaq(tx, input.id, this.faqColumns(input));
      await audit(tx, caller, {
        action: 'faq.update',
        targetType: 'faq',
        targetId: input.id,
        details: { pageKey: input.pageKey, language: input.language },
      });
    });
    publicPagesChanged(this.app);
  }

  async toggleFaq(caller: Caller, id: string) {
    const row = foundOr404(await repo.findFaq(this.db, id));
    await this.db.transaction(async (tx) => {
      await repo.updateFaq(tx, id, { isVisible: !row.isVisible });
      await audit(tx, caller, { action: 'faq.toggle', targetType: 'faq', targetId: id, details: { isVisible: !row.isVisible } });
    });
    publicPagesChanged(this.app);
  }

  async deleteFaq(caller: Caller, id: string) {
    const row = foundOr404(await repo.findFaq(this.db, id));
    await this.db.transaction(async (tx) => {
      await repo.deleteFaq(tx, id);
      await audit(tx, caller, {
        action: 'faq.delete',
        targetType: 'faq',
        targetId: id,
        details: { pageKey: row.pageKey, question: row.question },
      });
    });
    publicPagesChanged(this.app);
  }

  // ---------------------------------------------------------------- trusted companies

  private toTrustedCompany(row: repo.TrustedCompanyRow): AdminTrustedCompany {
    return {
      id: row.id,
      name: row.name,
      nameEn: row.nameEn,
      pageKeys: row.pageKeys,
      isVisible: row.isVisible,
      order: row.sortOrder,
      logoFaUrl: row.logoFaKey ? this.app.files.url(row.logoFaKey) : null,
      logoEnUrl: row.logoEnKey ? this.app.files.url(row.logoEnKey) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async listTrustedCompanies(request: Paging & { pageKey?: string; isVisible?: boolean }) {
    const { rows, total } = await repo.listTrustedCompanies(this.db, request);
    return { items: rows.map((r) => this.toTrustedCompany(r)), total };
  }

  async getTrustedCompany(id: string): Promise<AdminTrustedCompany> {
    const row = foundOr404(await repo.findTrustedCompany(this.db, id));
    return this.toTrustedCompany(row);
  }

  private trustedCompanyColumns(input: TrustedCompanyFields) {
    return { name: input.name, nameEn: input.nameEn ?? null, pageKeys: input.pageKeys, isVisible: input.isVisible, sortOrder: input.order };
  }

  async createTrustedCompany(caller: Caller, input: TrustedCompanyFields): Promise<string> {
    const id = await this.db.transaction(async (tx) => {
      const id = await repo.insertTrustedCompany(tx, this.trustedCompanyColumns(input));
      await audit(tx, caller, {
        action: 'trustedCompany.create',
        targetType: 'trustedCompany',
        targetId: id,
        details: { name: input.name },
      });
      return id;
    });
    publicPagesChanged(this.app);
    return id;
  }

  async updateTrustedCompany(caller: Caller, input: TrustedCompanyFields & { id: string }) {
    foundOr404(await repo.findTrustedCompany(this.db, input.id));
    await this.db.transaction(async (tx) => {
      await repo.updateTrustedCompany(tx, input.id, this.trustedCompanyColumns(input));
      await audit(tx, caller, {
        action: 'trustedCompany.update',
        targetType: 'trustedCompany',
        targetId: input.id,
        details: { name: input.name },
      });
    });
    publicPagesChanged(this.app);
  }

  async toggleTrustedCompany(caller: Caller, id: string) {
    const row = foundOr404(await repo.findTrustedCompany(this.db, id));
    await this.db.transaction(async (tx) => {
      await repo.updateTrustedCompany(tx, id, { isVisible: !row.isVisible });
      await audit(tx, caller, {
        action: 'trustedCompany.toggle',
        targetType: 'trustedCompany',
        targetId: id,
        details: { isVisible: !row.isVisible },
      });
    });
    publicPagesChanged(this.app);
  }

  async deleteTrustedCompany(caller: Caller, id: string) {
    const row = foundOr404(await repo.findTrustedCompany(this.db, id));
    await this.db.transaction(async (tx) => {
      await repo.deleteTrustedCompany(tx, id);
      await audit(tx, caller, { action: 'trustedCompany.delete', targetType: 'trustedCompany', targetId: id, details: { name: row.name } });
    });
    publicPagesChanged(this.app);
    const logos = [row.logoFaKey, row.logoEnKey].filter((k): k is string => Boolean(k));
    await Promise.all(logos.map((key) => this.app.files.remove(key)));
  }

  /** Checked by content (a lying extension is a 415), drawn to a WebP; the old logo's file is removed. */
  async uploadTrustedCompanyLogo(caller: Caller, id: string, language: LanguageCode, bytes: Buffer): Promise<string> {
    const row = foundOr404(await repo.findTrustedCompany(this.db, id));
    const webp = await reencodeLogo(bytes);
    const key = await this.app.files.put('logos', 'webp', webp);
    const previous = language === 'fa' ? row.logoFaKey : row.logoEnKey;
    await this.db.transaction(async (tx) => {
      await repo.updateTrustedCompany(tx, id, language === 'fa' ? { logoFaKey: key } : { logoEnKey: key });
      await audit(tx, caller, { action: 'trustedCompany.logo', targetType: 'trustedCompany', targetId: id, details: { language } });
    });
    publicPagesChanged(this.app);
    if (previous) await this.app.files.remove(previous);
    return this.app.files.url(key);
  }

  // ---------------------------------------------------------------- the inbox

  private inboxCommon(row: repo.FormSubmissionRow | repo.ProductDemoRow | repo.ServiceDemoRow) {
    return {
      id: row.id,
      language: row.language,
      isSeen: row.isSeen,
      createdAt: row.createdAt.toISOString(),
      fullname: row.fullname,
      phoneNumber: row.phoneNumber,
      email: row.email,
      message: row.message,
    };
  }

  toFormSubmission(row: repo.FormSubmissionRow): FormSubmissionItem {
    return { ...this.inboxCommon(row), position: row.position };
  }

  private demoCommon(row: repo.ProductDemoRow | repo.ServiceDemoRow) {
    return { ...this.inboxCommon(row), companyName: row.companyName, position: row.position, teamSize: row.teamSize as TeamSize | null };
  }

  toProductDemo(row: repo.ProductDemoRow): ProductDemoItem {
    return { ...this.demoCommon(row), product: row.product };
  }

  toServiceDemo(row: repo.ServiceDemoRow): ServiceDemoItem {
    return { ...this.demoCommon(row), service: row.service };
  }

  async listFormSubmissions(request: Paging & { isSeen?: boolean }) {
    const { rows, total } = await repo.listFormSubmissions(this.db, request);
    return { items: rows.map((r) => this.toFormSubmission(r)), total };
  }

  async listProductDemos(request: Paging & { isSeen?: boolean; product?: string }) {
    const { rows, total } = await repo.listProductDemos(this.db, request);
    return { items: rows.map((r) => this.toProductDemo(r)), total };
  }

  async listServiceDemos(request: Paging & { isSeen?: boolean; service?: string }) {
    const { rows, total } = await repo.listServiceDemos(this.db, request);
    return { items: rows.map((r) => this.toServiceDemo(r)), total };
  }

  /** Every row the filters match, newest first, as an Excel workbook in the caller's language. */
  async exportWorkbook(
    kind: InboxKind,
    filter: { search?: string; isSeen?: boolean; product?: string; service?: string },
    lang: LanguageCode,
  ) {
    const all = { ...filter, pageIndex: 1, pageSize: null };
    const names = await repo.offeringNames(this.db, lang, kind === 'productDemo' ? PRODUCT_IDS : kind === 'serviceDemo' ? SERVICE_IDS : []);
    const nameOf = (id: string) => names.get(id) ?? id;
    if (kind === 'formSubmission') {
      const rows = (await repo.listFormSubmissions(this.db, all)).rows.map((r) => this.toFormSubmission(r));
      return buildInboxWorkbook({ kind, rows }, lang, nameOf);
    }
    if (kind === 'productDemo') {
      const rows = (await repo.listProductDemos(this.db, all)).rows.map((r) => this.toProductDemo(r));
      return buildInboxWorkbook({ kind, rows }, lang, nameOf);
    }
    const rows = (await repo.listServiceDemos(this.db, all)).rows.map((r) => this.toServiceDemo(r));
    return buildInboxWorkbook({ kind, rows }, lang, nameOf);
  }

  async markSeen(caller: Caller, kind: InboxKind, id: string) {
    await this.db.transaction(async (tx) => {
      foundOr404(await repo.markSeen(tx, kind, id));
      await audit(tx, caller, { action: `${kind}.seen`, targetType: kind, targetId: id });
    });
  }

  async deleteInboxRow(caller: Caller, kind: InboxKind, id: string) {
    await this.db.transaction(async (tx) => {
      foundOr404(await repo.deleteInboxRow(tx, kind, id));
      await audit(tx, caller, { action: `${kind}.delete`, targetType: kind, targetId: id });
    });
  }

  async demoDashboard(kind: 'product' | 'service'): Promise<DemoDashboard> {
    const counts = await repo.demoCounts(this.db, kind);
    const byId = new Map(counts.map((c) => [c.id, c]));
    const catalogue: readonly string[] = kind === 'product' ? PRODUCT_IDS : SERVICE_IDS;
    // Requests for an offering no longer in the catalogue still count, listed after it.
    const ids = [...catalogue, ...counts.map((c) => c.id).filter((id) => !catalogue.includes(id))];
    const perOffering = ids.map((id) => {
      const c = byId.get(id);
      return { id, total: c?.total ?? 0, unseen: c?.unseen ?? 0, last30Days: c?.last30Days ?? 0 };
    });
    const sum = (field: 'total' | 'unseen' | 'last30Days') => perOffering.reduce((n, o) => n + o[field], 0);
    return { total: sum('total'), unseen: sum('unseen'), last30Days: sum('last30Days'), perOffering };
  }

  // ---------------------------------------------------------------- attachment requests

  async listAttachmentRequests(request: Paging & { sendStatus?: 'pending' | 'sent' | 'logged' | 'failed' }) {
    const { rows, total } = await repo.listAttachmentRequests(this.db, request);
    const items: AttachmentRequestItem[] = rows.map(({ request: r, attachmentExists }) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      articleId: r.articleId,
      articleTitle: r.articleTitle,
      fileName: r.fileName,
      fullname: r.fullname,
      email: r.email,
      phoneNumber: r.phoneNumber,
      language: r.language,
      sendStatus: r.sendStatus,
      sendError: r.sendError,
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      canResend: Boolean(attachmentExists),
    }));
    return { items, total };
  }

  /**
   * Sends the file again exactly as the public request did (same mail, same attachment, in the
   * visitor's language) and records the new outcome on the request. A file deleted since is a 409.
   */
  async resendAttachment(caller: Caller, id: string): Promise<{ result: AttachmentResendResult; email: string }> {
    const row = foundOr404(await repo.findAttachmentRequestWithFile(this.db, id));
    const file = row.file;
    if (!file?.fileKey || !file.articleSlug || !file.articleLanguage || !file.fileName || !file.mimeType) {
      throw new AppError('conflict', { messageKey: 'siteAdmin.attachmentGone' });
    }
    const outcome = await sendAttachmentMail(
      this.app,
      id,
      {
        articleTitle: file.articleTitle ?? row.request.articleTitle,
        articleSlug: file.articleSlug,
        articleLanguage: file.articleLanguage,
        fileName: file.fileName,
        fileKey: file.fileKey,
        mimeType: file.mimeType,
      },
      { fullname: row.request.fullname, email: row.request.email },
      row.request.language,
    );
    const after = await repo.findAttachmentRequest(this.db, id);
    await this.db.transaction((tx) =>
      audit(tx, caller, {
        action: 'attachmentRequest.resend',
        targetType: 'attachmentRequest',
        targetId: id,
        details: {
          sendStatus: outcome.status,
          outboxId: after?.outboxId ?? null,
        },
      }),
    );
    return {
      email: row.request.email,
      result: {
        sendStatus: outcome.status,
        sendError: outcome.error,
        sentAt: after?.sentAt ? after.sentAt.toISOString() : null,
      },
    };
  }
}
