import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PLATFORM_ROLES } from '@rira/contracts/auth';
import type { DbOrTx } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireRole, type Actor } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { cleanArticleBody, searchableText } from '../magazine/article-html.ts';
import * as repo from './magazine-admin.repo.ts';

/** System and content managers run the magazine; everyone else is refused (403). */
export function requireEditor(actor: Actor): void {
  requireRole(actor, PLATFORM_ROLES);
}

export async function audit(
  db: DbOrTx,
  actor: Actor,
  action: string,
  target: { type: string; id: string | null },
  ip: string,
  details: Record<string, unknown> = {},
) {
  await recordAudit(db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action: `magazine.${action}`,
    targetType: target.type,
    targetId: target.id ?? undefined,
    details,
    ip,
  });
}

/** The public pages are micro-cached for a few seconds: after a change they are rendered afresh. */
export function publicChanged(app: FastifyInstance) {
  app.publicPages?.clear();
}

export const duplicateSlug = () =>
  new AppError('conflict', {
    messageKey: 'magazineAdmin.duplicateSlug',
    fieldErrors: [{ field: 'slug', code: 'duplicateSlug', message: 'magazineAdmin.duplicateSlug' }],
  });

/**
 * A slug from a title when none was typed: Latin words as they are, otherwise a short random
 * one (a Persian title has no Latin spelling we could guess well).
 */
export function slugFrom(prefix: string, ...titles: (string | null | undefined)[]): string {
  for (const title of titles) {
    const slug = (title ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '');
    if (slug) return slug;
  }
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

export function withSuffix(slug: string): string {
  return `${slug.slice(0, 110)}-${randomBytes(2).toString('hex')}`;
}

/**
 * What search matches for an article, written the way the seed writes it: title, summary, body
 * text and its tags' names in both languages.
 */
export async function refreshSearchText(db: DbOrTx, articleId: string) {
  const [row] = await db
    .select({ title: articles.title, summary: articles.summary, body: articles.body })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) return;
  const tagRows = await repo.articleTagRows(db, articleId);
  const text = cleanArticleBody(row.body).text;
  await db
    .update(articles)
    .set({ searchText: searchableText(row.title, row.summary, text, ...tagRows.flatMap((t) => [t.title, t.titleEn ?? ''])) })
    .where(eq(articles.id, articleId));
}
