import type { ArticleInput } from '@rira/contracts/site/admin-magazine';

/**
 * The article form keeps what is typed in the browser's localStorage, so a failed save, a closed
 * tab or a stale-edit reload loses nothing. One draft per article ("new" for an unsaved one);
 * cleared when a save succeeds.
 */
export interface ArticleDraft {
  values: ArticleInput;
  /** When the draft was last written (ISO). */
  savedAt: string;
  /** The article version the draft started from (edit only). */
  baseUpdatedAt: string | null;
}

const PREFIX = 'rira:article-draft:';

export function draftKey(articleId: string | null): string {
  return `${PREFIX}${articleId ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveDraft(articleId: string | null, values: ArticleInput, baseUpdatedAt: string | null, now = new Date()): void {
  const draft: ArticleDraft = { values, savedAt: now.toISOString(), baseUpdatedAt };
  try {
    storage()?.setItem(draftKey(articleId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a safety net.
  }
}

export function loadDraft(articleId: string | null): ArticleDraft | null {
  const raw = storage()?.getItem(draftKey(articleId));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as ArticleDraft;
    return draft && typeof draft === 'object' && draft.values && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(articleId: string | null): void {
  storage()?.removeItem(draftKey(articleId));
}

/** Whether a draft says something the loaded article does not (else there is nothing to offer). */
export function draftDiffers(draft: ArticleDraft, current: ArticleInput): boolean {
  const fields: (keyof ArticleInput)[] = ['title', 'slug', 'language', 'categoryId', 'summary', 'body', 'coverAlt', 'translationId'];
  for (const field of fields) {
    if ((draft.values[field] ?? '') !== (current[field] ?? '')) return true;
  }
  const a = [...(draft.values.tagIds ?? [])].sort().join(',');
  const b = [...(current.tagIds ?? [])].sort().join(',');
  return a !== b;
}
