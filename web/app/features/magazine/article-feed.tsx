import { useCallback, useEffect, useRef, useState } from 'react';
import { LoaderCircle, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { magazineContract } from '@rira/contracts/api/magazine';
import type { ListEnvelope } from '@rira/contracts/envelopes';
import type { ArticleCard as ArticleCardData } from '@rira/contracts/site/magazine';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { apiAt, type RouteAddress } from '../../lib/api-address.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { ArticleCard } from './article-card.tsx';

/** The spec's infinite-scroll states: more to load, loading, nothing (more) to show, failed. */
export type FeedState = 'ok' | 'loading' | 'empty' | 'error';

export interface FeedQuery {
  search?: string;
  category?: string;
  tag?: string;
  publishedBefore?: string;
}

export const FEED_PAGE_SIZE = 10;

/** The next pages' call, by address (lib/api-address.ts): the magazine's schemas stay out of the page. */
const NEXT_PAGE: RouteAddress<typeof magazineContract.list> = { method: 'POST', path: '/user/article/GetAll' };

/**
 * The magazine's list with infinite scroll (vertical, at the end, when the end comes into view).
 * The server renders the first page; the browser asks user/article/GetAll for the next ones.
 * Articles already shown are skipped if a new one shifted the pages meanwhile.
 */
export function ArticleFeed({ initial, query }: { initial: ListEnvelope<ArticleCardData>; query: FeedQuery }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const [items, setItems] = useState(initial.data);
  const [nextPage, setNextPage] = useState(initial.pageIndex + 1);
  const [state, setState] = useState<FeedState>(initial.totalItems === 0 || initial.pageIndex >= initial.totalPages ? 'empty' : 'ok');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState('loading');
    try {
      const page = await apiAt(
        NEXT_PAGE,
        { body: { ...query, pageIndex: nextPage, pageSize: FEED_PAGE_SIZE } },
        { lang, successToast: false, errorToast: false },
      );
      setItems((shown) => {
        const seen = new Set(shown.map((a) => a.id));
        return [...shown, ...page.data.filter((a) => !seen.has(a.id))];
      });
      setNextPage(page.pageIndex + 1);
      setState(page.data.length === 0 || page.pageIndex >= page.totalPages ? 'empty' : 'ok');
    } catch {
      setState('error');
    } finally {
      busy.current = false;
    }
  }, [lang, nextPage, query]);

  useEffect(() => {
    const target = sentinel.current;
    if (state !== 'ok' || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [state, loadMore]);

  if (initial.totalItems === 0) {
    return (
      <div data-feed-state="empty">
        <EmptyState icon={SearchX} title={t('magazine.emptyTitle')} description={t('magazine.emptyBody')} />
      </div>
    );
  }

  return (
    <div data-feed-state={state}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((article, i) => (
          <li key={article.id} className={i % FEED_PAGE_SIZE === 0 ? 'sm:col-span-2 lg:col-span-3' : undefined}>
            <ArticleCard article={article} eager={i === 0} wide={i % FEED_PAGE_SIZE === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      <div className="mt-8 flex min-h-12 flex-col items-center justify-center gap-3 text-ink-muted" role="status">
        {state === 'loading' ? (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden className="size-5 animate-spin text-primary-700" />
            {t('magazine.loading')}
          </span>
        ) : state === 'empty' ? (
          <span>{t('magazine.end')}</span>
        ) : state === 'error' ? (
          <span>{t('magazine.error')}</span>
        ) : null}
      </div>
      {state === 'error' ? (
        <div className="mt-2 flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()}>
            {t('magazine.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
