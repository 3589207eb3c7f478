import { LoaderCircle, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '@rira/contracts/envelopes';
import type { ArticleCard as ArticleCardData } from '@rira/contracts/site/magazine';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LocalLink } from '../../components/language/local-link.tsx';
import { InlineScript } from '../../lib/inline-script.tsx';
import { ArticleCard } from './article-card.tsx';
import { enhanceMagazineFeed } from './feed-script.ts';

/** The spec's infinite-scroll states: more to load, loading, nothing (more) to show, failed. */
export type FeedState = 'ok' | 'loading' | 'empty' | 'error';

export const FEED_PAGE_SIZE = 10;

/**
 * The magazine's list: the page the server rendered and a "more" link to the next page
 * (`moreHref`), which works without JavaScript. On the static page a small script
 * (feed-script.ts) turns it into infinite scroll: the next pages are appended in place, and the
 * messages below show its state. Each state's message is in the page from the start (hidden until
 * its state), so the script needs no strings of its own.
 */
export function ArticleFeed({ initial, moreHref }: { initial: ListEnvelope<ArticleCardData>; moreHref: string | null }) {
  const { t } = useTranslation();
  if (initial.totalItems === 0) {
    return (
      <div data-feed-state="empty">
        <EmptyState icon={SearchX} title={t('magazine.emptyTitle')} description={t('magazine.emptyBody')} />
      </div>
    );
  }
  const state: FeedState = moreHref ? 'ok' : 'empty';
  // The stylesheet's base hides [hidden] whatever an element's display class (Tailwind's preflight).
  const when = (s: FeedState) => ({ 'data-feed-when': s, hidden: state !== s });

  return (
    <div data-feed="" data-feed-state={state}>
      <ul data-feed-list="" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {initial.data.map((article, i) => (
          <li
            key={article.id}
            data-article-id={article.id}
            className={i % FEED_PAGE_SIZE === 0 ? 'sm:col-span-2 lg:col-span-3' : undefined}
          >
            <ArticleCard article={article} eager={i === 0} wide={i % FEED_PAGE_SIZE === 0} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex min-h-12 flex-col items-center justify-center gap-3 text-ink-muted" role="status">
        <span {...when('loading')} className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-5 animate-spin text-primary-700" />
          {t('magazine.loading')}
        </span>
        <span {...when('empty')}>{t('magazine.end')}</span>
        <span {...when('error')}>{t('magazine.error')}</span>
      </div>
      <div className="mt-2 flex justify-center">
        {moreHref ? (
          <LocalLink to={moreHref} data-feed-more="" className={buttonClasses('secondary')}>
            {t('magazine.more')}
          </LocalLink>
        ) : null}
        <button type="button" data-feed-retry="" {...when('error')} className={buttonClasses('secondary')}>
          {t('magazine.retry')}
        </button>
      </div>
      <InlineScript run={enhanceMagazineFeed} />
    </div>
  );
}
