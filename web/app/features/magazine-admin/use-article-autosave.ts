import { useEffect, useRef, useState } from 'react';
import type { UseFormReset, UseFormWatch } from 'react-hook-form';
import type { ArticleInput } from '@rira/contracts/site/admin-magazine';
import { clearDraft, draftDiffers, loadDraft, saveDraft, type ArticleDraft } from './article-draft.ts';

const DRAFT_DELAY_MS = 500;

export interface ArticleAutosaveOptions {
  /** null: a new article. */
  articleId: string | null;
  /** The version being edited: a draft remembers which one it started from. */
  updatedAt: string | null;
  /** The form's values as loaded, which a restored draft is laid over. */
  initial: ArticleInput;
  watch: UseFormWatch<ArticleInput>;
  reset: UseFormReset<ArticleInput>;
}

/**
 * The article form's draft in the browser (article-draft.ts): written a moment after each edit and
 * when the page goes away, offered back on the next visit when it says something the article does
 * not, and cleared once a save succeeds.
 */
export function useArticleAutosave({ articleId, updatedAt, initial, watch, reset }: ArticleAutosaveOptions) {
  const [offer, setOffer] = useState<ArticleDraft | null>(() => {
    const draft = loadDraft(articleId);
    return draft && draftDiffers(draft, initial) ? draft : null;
  });
  // The body's editor keeps its own document: a restored draft remounts it.
  const [editorKey, setEditorKey] = useState(0);
  // Only what the person typed is kept: loading the article or resetting the form writes no draft.
  const edited = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: ArticleInput | null = null;
    const flush = () => {
      if (latest && edited.current) saveDraft(articleId, latest, updatedAt);
      latest = null;
    };
    // A subscription (not a render-time read): the draft is written outside React.
    const subscription = watch((values, { type }) => {
      if (type === 'change') edited.current = true;
      if (!edited.current) return;
      latest = values as ArticleInput;
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer);
      flush();
    };
  }, [watch, articleId, updatedAt]);

  function restore(draft: ArticleDraft) {
    reset({ ...initial, ...draft.values });
    edited.current = true;
    setEditorKey((k) => k + 1);
    setOffer(null);
  }

  function discard() {
    clearDraft(articleId);
    setOffer(null);
  }

  /** Saved: the draft has served its purpose. */
  function saved() {
    edited.current = false;
    clearDraft(articleId);
  }

  return { offer, editorKey, restore, discard, saved };
}
