import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { audit } from '../audit/audit.repo.ts';
import { cleanArticleBody, searchableText } from '../magazine/article-html.ts';
import * as repo from './magazine-admin.repo.ts';

/** A magazine change's audit row: the action is named `magazine.<action>`. */
export async function auditMagazine(
  db: DbOrTx,
  caller: Caller,
  action: string,
  target: { type: string; id: string | null },
  details: Record<string, unknown> = {},
) {
  await audit(db, caller, { action: `magazine.${action}`, targetType: target.type, targetId: target.id, details });
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
  const row = await repo.articleSearchSource(db, articleId);
  if (!row) return;
  const tagRows = await repo.articleTagRows(db, articleId);
  const text = cleanArticleBody(row.body).text;
  await repo.setArticleSearchText(
    db,
    articleId,
    searchableText(row.title, row.summary, text, ...tagRows.flatMap((t) => [t.title, t.titleEn ?? ''])),
  );
}
