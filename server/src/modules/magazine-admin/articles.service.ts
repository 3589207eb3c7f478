import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_TYPES } from '@rira/contracts/site/admin-magazine';
import type {
  AdminAttachment,
  ArticleAdminDetails,
  ArticleAdminListItem,
  ArticleState,
  ArticleValues,
  BacklinkItem,
} from '@rira/contracts/site/admin-magazine';
import { normalizePersianText, textIn, titleIn } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Caller } from '../../http/caller.ts';
import { cleanArticleBody, plainText, readingMinutes, searchableText } from '../magazine/article-html.ts';
import { acceptAttachment, encodeBodyImage, encodeCover, safeFileName } from './article-files.ts';
import * as repo from './magazine-admin.repo.ts';
import { publicPagesChanged } from '../../http/content-admin.ts';
import { auditMagazine, duplicateSlug } from './magazine-admin.shared.ts';
import type { LanguageCode } from '@rira/contracts';

export function articleState(row: { isPublished: boolean; publishDate: Date | null }, now = new Date()): ArticleState {
  if (!row.isPublished) return 'draft';
  return row.publishDate && row.publishDate.getTime() > now.getTime() ? 'scheduled' : 'published';
}

const staleEdit = (updatedAt: Date) =>
  new AppError('conflict', { messageKey: 'magazineAdmin.staleEdit', extra: { updatedAt: updatedAt.toISOString() } });

/** A slug taken meanwhile is the slug's problem; a link made meanwhile by someone else, a plain conflict. */
function uniqueRefusal(err: unknown): unknown {
  if (isUniqueViolation(err, 'articles_slug_uq')) return duplicateSlug();
  if (isUniqueViolation(err)) return new AppError('conflict');
  return err;
}

const fieldError = (field: string, messageKey: string) =>
  new AppError('validation', { fieldErrors: [{ field, code: messageKey.split('.').pop()!, message: messageKey }] });

interface ListRequest {
  search?: string;
  categoryId?: string;
  language?: LanguageCode;
  isPublished?: boolean;
  isVisible?: boolean;
  sort: repo.ArticleListFilter['sort'];
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/** manager/article/*, manager/articleAttachment/*, manager/articleBackLink/*. */
export class ArticleAdminService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async list(caller: Caller, request: ListRequest) {
    const terms = request.search ? searchableText(request.search).split(' ').filter(Boolean).slice(0, 8) : [];
    const { rows, total } = await repo.listArticles(this.db, { ...request, terms });
    const now = new Date();
    const items: ArticleAdminListItem[] = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      language: r.language,
      category: { id: r.categoryId, title: textIn(r.categoryTitle, r.categoryTitleEn, r.language) },
      coverSmallUrl: r.coverSmallKey || r.coverKey ? this.app.files.url((r.coverSmallKey ?? r.coverKey)!) : null,
      isPublished: r.isPublished,
      isVisible: r.isVisible,
      state: articleState(r, now),
      publishDate: r.publishDate?.toISOString() ?? null,
      viewCount: r.viewCount,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
    return { items, total };
  }

  private async load(caller: Caller, id: string) {
    const row = await repo.findArticle(this.db, id);
    if (!row) throw new AppError('notFound', { messageKey: 'errors.articleNotFound' });
    return row;
  }

  async get(caller: Caller, id: string): Promise<ArticleAdminDetails> {
    const { article, categorySlug, categoryTitle, categoryTitleEn } = await this.load(caller, id);
    const [tagRows, attachments, translation] = await Promise.all([
      repo.articleTagRows(this.db, id),
      repo.attachmentsOf(this.db, id),
      article.translationId ? repo.findArticleBrief(this.db, article.translationId) : null,
    ]);
    const files = this.app.files;
    return {
      id: article.id,
      slug: article.slug,
      title: article.title,
      language: article.language,
      categoryId: article.categoryId,
      categorySlug,
      categoryTitle: textIn(categoryTitle, categoryTitleEn, article.language),
      tags: tagRows.map((t) => ({ id: t.id, slug: t.slug, title: titleIn(t, article.language) })),
      summary: article.summary,
      body: article.body,
      cover: article.coverKey
        ? {
            url: files.url(article.coverKey),
            smallUrl: files.url(article.coverSmallKey ?? article.coverKey),
            shareUrl: article.shareImageKey ? files.url(article.shareImageKey) : null,
          }
        : null,
      coverAlt: article.coverAlt,
      isPublished: article.isPublished,
      isVisible: article.isVisible,
      state: articleState(article),
      publishDate: article.publishDate?.toISOString() ?? null,
      viewCount: article.viewCount,
      readingMinutes: article.readingMinutes,
      attachments: attachments.map(toAttachment),
      translation,
      createdAt: article.createdAt.toISOString(),
      updatedAt: article.updatedAt.toISOString(),
    };
  }

  /**
   * Title and summary become plain text, the body goes through the allow-list; the search text
   * and reading time are derived here, like the seed does. Category and tags must exist, and so
   * must the translation, in the other language: the one asked for, or (left out) the one the
   * article has (`saved`: the article as stored, on update).
   */
  private async prepare(input: ArticleValues, saved?: { id: string; translationId: string | null }) {
    const title = normalizePersianText(plainText(input.title));
    const summary = normalizePersianText(plainText(input.summary));
    const clean = cleanArticleBody(input.body);
    const problems: { field: string; code: string; message: string }[] = [];
    if (!title) problems.push({ field: 'title', code: 'required', message: 'validation.required' });
    if (!summary) problems.push({ field: 'summary', code: 'required', message: 'validation.required' });
    if (!clean.text && !/<img\s/.test(clean.html)) problems.push({ field: 'body', code: 'required', message: 'validation.required' });
    const category = await repo.findCategory(this.db, input.categoryId);
    if (!category) problems.push({ field: 'categoryId', code: 'unknownCategory', message: 'magazineAdmin.unknownCategory' });
    const tagIds = [...new Set(input.tagIds)];
    const tagRows = await repo.tagsByIds(this.db, tagIds);
    if (tagRows.length !== tagIds.length) problems.push({ field: 'tagIds', code: 'unknownTag', message: 'magazineAdmin.unknownTag' });
    const translationId = input.translationId === undefined ? (saved?.translationId ?? null) : input.translationId;
    if (translationId) {
      const other = await repo.findArticleBrief(this.db, translationId);
      if (!other) problems.push({ field: 'translationId', code: 'unknownTranslation', message: 'magazineAdmin.unknownTranslation' });
      else if (other.id === saved?.id || other.language === input.language) {
        problems.push({ field: 'translationId', code: 'translationLanguage', message: 'magazineAdmin.translationLanguage' });
      }
    }
    if (problems.length) throw new AppError('validation', { fieldErrors: problems });
    return {
      tagIds,
      values: {
        slug: input.slug,
        language: input.language,
        title,
        summary,
        body: clean.html,
        categoryId: input.categoryId,
        coverAlt: input.coverAlt ? plainText(input.coverAlt) : null,
        readingMinutes: readingMinutes(clean.text),
        searchText: searchableText(title, summary, clean.text, ...tagRows.flatMap((t) => [t.title, t.titleEn ?? ''])),
        // Written only when asked: left out, the link stays as it is.
        ...(input.translationId !== undefined ? { translationId: input.translationId } : {}),
      },
    };
  }

  async create(caller: Caller, input: ArticleValues): Promise<string> {
    const { tagIds, values } = await this.prepare(input);
    if (await repo.articleIdBySlug(this.db, values.slug)) throw duplicateSlug();
    try {
      const id = await this.db.transaction(async (tx) => {
        if (values.translationId) await repo.releaseTranslations(tx, null, values.translationId);
        const newId = await repo.insertArticle(tx, { ...values, isPublished: false, isVisible: true, createdBy: caller.userId });
        if (values.translationId) await repo.pointTranslationAt(tx, values.translationId, newId);
        await repo.replaceArticleTags(tx, newId, tagIds);
        await auditMagazine(tx, caller, 'article.create', { type: 'article', id: newId }, { title: values.title, slug: values.slug });
        return newId;
      });
      if (values.translationId) publicPagesChanged(this.app);
      return id;
    } catch (err) {
      throw uniqueRefusal(err);
    }
  }

  /** Refused (409) when the article was saved by someone else after `updatedAt`, the version the editor loaded. */
  async update(caller: Caller, input: ArticleValues & { id: string; updatedAt: string }): Promise<string> {
    const { article: saved } = await this.load(caller, input.id);
    const { tagIds, values } = await this.prepare(input, saved);
    const other = await repo.articleIdBySlug(this.db, values.slug);
    if (other && other !== input.id) throw duplicateSlug();
    let updatedAt: Date;
    try {
      updatedAt = await this.db.transaction(async (tx) => {
        const current = await repo.lockArticle(tx, input.id);
        if (!current) throw new AppError('notFound', { messageKey: 'errors.articleNotFound' });
        if (current.updatedAt.getTime() !== new Date(input.updatedAt).getTime()) throw staleEdit(current.updatedAt);
        const relink = values.translationId !== undefined && values.translationId !== current.translationId;
        if (relink) await repo.releaseTranslations(tx, input.id, values.translationId ?? null);
        const stamp = await repo.updateArticle(tx, input.id, values);
        if (relink && values.translationId) await repo.pointTranslationAt(tx, values.translationId, input.id);
        await repo.replaceArticleTags(tx, input.id, tagIds);
        await auditMagazine(tx, caller, 'article.update', { type: 'article', id: input.id }, { title: values.title, slug: values.slug });
        return stamp!;
      });
    } catch (err) {
      throw uniqueRefusal(err);
    }
    publicPagesChanged(this.app);
    return updatedAt.toISOString();
  }

  /** Publishes now, or at `publishDate` (a future instant schedules it: not public before then). */
  async publish(caller: Caller, id: string, publishDate: string | null | undefined): Promise<ArticleState> {
    await this.load(caller, id);
    const when = publishDate ? new Date(publishDate) : new Date();
    await this.db.transaction(async (tx) => {
      await repo.updateArticle(tx, id, { isPublished: true, publishDate: when });
      await auditMagazine(tx, caller, 'article.publish', { type: 'article', id }, { publishDate: when.toISOString() });
    });
    publicPagesChanged(this.app);
    return articleState({ isPublished: true, publishDate: when });
  }

  async unpublish(caller: Caller, id: string) {
    await this.load(caller, id);
    await this.db.transaction(async (tx) => {
      await repo.updateArticle(tx, id, { isPublished: false });
      await auditMagazine(tx, caller, 'article.unpublish', { type: 'article', id });
    });
    publicPagesChanged(this.app);
  }

  async setPublishDate(caller: Caller, id: string, publishDate: string) {
    await this.load(caller, id);
    const when = new Date(publishDate);
    await this.db.transaction(async (tx) => {
      await repo.updateArticle(tx, id, { publishDate: when });
      await auditMagazine(tx, caller, 'article.publishDate', { type: 'article', id }, { publishDate: when.toISOString() });
    });
    publicPagesChanged(this.app);
  }

  async toggleVisible(caller: Caller, id: string) {
    const { article } = await this.load(caller, id);
    await this.db.transaction(async (tx) => {
      await repo.updateArticle(tx, id, { isVisible: !article.isVisible });
      await auditMagazine(tx, caller, 'article.toggleVisible', { type: 'article', id }, { isVisible: !article.isVisible });
    });
    publicPagesChanged(this.app);
  }

  /** Deletes the article with its tags, files and links (cascade), then its stored files. */
  async remove(caller: Caller, id: string) {
    const { article } = await this.load(caller, id);
    const attachments = await repo.attachmentsOf(this.db, id);
    await this.db.transaction(async (tx) => {
      // Its translation is unlinked with a new version (the foreign key alone would not stamp it).
      await repo.releaseTranslations(tx, id, null);
      await repo.deleteArticle(tx, id);
      await auditMagazine(tx, caller, 'article.delete', { type: 'article', id }, { title: article.title, slug: article.slug });
    });
    publicPagesChanged(this.app);
    const covers = new Set([article.coverKey, article.coverSmallKey, article.shareImageKey].filter((k): k is string => Boolean(k)));
    await Promise.all([...covers].map((key) => this.app.files.remove(key)));
    await Promise.all(attachments.map((a) => this.removeAttachmentFile(a.fileKey)));
  }

  async uploadCover(caller: Caller, id: string, bytes: Buffer) {
    const { article } = await this.load(caller, id);
    const images = await encodeCover(bytes);
    const files = this.app.files;
    const [coverKey, coverSmallKey, shareImageKey] = await Promise.all([
      files.put('article-covers', 'webp', images.large),
      files.put('article-covers', 'webp', images.small),
      files.put('article-covers', 'jpg', images.share),
    ]);
    const updatedAt = await this.db.transaction(async (tx) => {
      const stamp = await repo.updateArticle(tx, id, { coverKey, coverSmallKey, shareImageKey });
      await auditMagazine(tx, caller, 'article.cover', { type: 'article', id });
      return stamp!;
    });
    publicPagesChanged(this.app);
    const previous = new Set([article.coverKey, article.coverSmallKey, article.shareImageKey].filter((k): k is string => Boolean(k)));
    await Promise.all([...previous].map((key) => files.remove(key)));
    return {
      url: files.url(coverKey),
      smallUrl: files.url(coverSmallKey),
      shareUrl: files.url(shareImageKey),
      updatedAt: updatedAt.toISOString(),
    };
  }

  /** A picture for an article's body (the editor inserts the returned address). */
  async uploadImage(caller: Caller, bytes: Buffer) {
    const image = await encodeBodyImage(bytes);
    const key = await this.app.files.put('article-images', 'webp', image.bytes);
    await auditMagazine(this.db, caller, 'article.image', { type: 'articleImage', id: null }, { key });
    return { url: this.app.files.url(key) };
  }

  // ---------- attachments ----------

  async uploadAttachment(caller: Caller, input: { articleId: string; title: string }, file: { bytes: Buffer; filename: string }) {
    await this.load(caller, input.articleId);
    const kind = await acceptAttachment(file.bytes, file.filename);
    const fileKey = await this.app.privateFiles.put('article-attachments', kind, file.bytes);
    const title = plainText(input.title);
    if (!title) {
      await this.app.privateFiles.remove(fileKey);
      throw fieldError('title', 'validation.required');
    }
    const id = await this.db.transaction(async (tx) => {
      const newId = await repo.insertAttachment(tx, {
        articleId: input.articleId,
        title,
        fileName: safeFileName(file.filename, kind),
        fileKey,
        mimeType: ATTACHMENT_TYPES[kind],
        sizeBytes: file.bytes.length,
        sortOrder: await repo.nextAttachmentOrder(tx, input.articleId),
      });
      await auditMagazine(
        tx,
        caller,
        'attachment.upload',
        { type: 'articleAttachment', id: newId },
        {
          articleId: input.articleId,
          title,
          sizeBytes: file.bytes.length,
        },
      );
      return newId;
    });
    publicPagesChanged(this.app);
    return id;
  }

  async removeAttachment(caller: Caller, id: string) {
    const row = await repo.findAttachment(this.db, id);
    if (!row) throw new AppError('notFound');
    await this.db.transaction(async (tx) => {
      await repo.deleteAttachment(tx, id);
      await auditMagazine(
        tx,
        caller,
        'attachment.delete',
        { type: 'articleAttachment', id },
        { articleId: row.articleId, title: row.title },
      );
    });
    publicPagesChanged(this.app);
    await this.removeAttachmentFile(row.fileKey);
  }

  /** Uploaded files live in the private store; the seed's demo files in the public one. */
  private async removeAttachmentFile(key: string) {
    await Promise.all([this.app.privateFiles.remove(key), this.app.files.remove(key)]);
  }

  // ---------- backlinks ----------

  async listBacklinks(caller: Caller, request: { articleId: string; search?: string; pageIndex: number; pageSize: number }) {
    await this.load(caller, request.articleId);
    const { rows, total } = await repo.listBacklinks(this.db, request);
    return { items: rows.map(toBacklink), total };
  }

  private async loadBacklink(caller: Caller, id: string) {
    const row = await repo.findBacklink(this.db, id);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async getBacklink(caller: Caller, id: string) {
    return toBacklink(await this.loadBacklink(caller, id));
  }

  async createBacklink(caller: Caller, input: { articleId: string; title: string; url: string; order?: number }) {
    await this.load(caller, input.articleId);
    const title = plainText(input.title);
    if (!title) throw fieldError('title', 'validation.required');
    const id = await this.db.transaction(async (tx) => {
      const newId = await repo.insertBacklink(tx, {
        articleId: input.articleId,
        title,
        url: input.url,
        sortOrder: input.order ?? (await repo.nextBacklinkOrder(tx, input.articleId)),
      });
      await auditMagazine(
        tx,
        caller,
        'backlink.create',
        { type: 'articleBacklink', id: newId },
        { articleId: input.articleId, url: input.url },
      );
      return newId;
    });
    publicPagesChanged(this.app);
    return id;
  }

  async updateBacklink(caller: Caller, input: { id: string; title: string; url: string; order?: number }) {
    const row = await this.loadBacklink(caller, input.id);
    const title = plainText(input.title);
    if (!title) throw fieldError('title', 'validation.required');
    await this.db.transaction(async (tx) => {
      await repo.updateBacklink(tx, row.id, { title, url: input.url, ...(input.order !== undefined ? { sortOrder: input.order } : {}) });
      await auditMagazine(
        tx,
        caller,
        'backlink.update',
        { type: 'articleBacklink', id: row.id },
        { articleId: row.articleId, url: input.url },
      );
    });
    publicPagesChanged(this.app);
  }

  async removeBacklink(caller: Caller, id: string) {
    const row = await this.loadBacklink(caller, id);
    await this.db.transaction(async (tx) => {
      await repo.deleteBacklink(tx, row.id);
      await auditMagazine(
        tx,
        caller,
        'backlink.delete',
        { type: 'articleBacklink', id: row.id },
        { articleId: row.articleId, url: row.url },
      );
    });
    publicPagesChanged(this.app);
  }
}

function toAttachment(row: repo.AttachmentRow): AdminAttachment {
  return {
    id: row.id,
    title: row.title,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

function toBacklink(row: repo.BacklinkRow): BacklinkItem {
  return {
    id: row.id,
    articleId: row.articleId,
    title: row.title,
    url: row.url,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}
