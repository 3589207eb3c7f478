import { Eye, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard as ArticleCardData } from '@rira/contracts/site/magazine';
import { cn } from '../../components/ui/cn.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { directionOf } from '../../lib/language.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { LocalLink } from '../../components/language/local-link.tsx';
import { articlePath } from './magazine-links.ts';

/**
 * One article in a list: cover, category, title, summary, Jalali (or Gregorian) date, views and
 * reading time. The title's link covers the whole card, so there is one stop per card for the keyboard.
 */
export function ArticleCard({
  article,
  heading = 'h2',
  eager = false,
  wide = false,
}: {
  article: ArticleCardData;
  heading?: 'h2' | 'h3';
  /** The first card above the fold loads its picture at once (it is the page's largest paint). */
  eager?: boolean;
  wide?: boolean;
}) {
  const lang = useLangFromContext();
  const Heading = heading;
  // A card of the other language keeps its own language and direction for its words.
  const own = article.language !== lang ? { lang: article.language, dir: directionOf(article.language) } : {};
  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition hover:border-primary-300 hover:shadow-md focus-within:border-primary-300',
        wide && 'md:flex-row',
      )}
    >
      {article.cover ? (
        <img
          src={article.cover.url}
          srcSet={article.cover.smallUrl !== article.cover.url ? `${article.cover.smallUrl} 640w, ${article.cover.url} 1200w` : undefined}
          sizes={wide ? '(min-width: 960px) 50vw, 100vw' : '(min-width: 1280px) 400px, (min-width: 600px) 50vw, 100vw'}
          width={article.cover.width}
          height={article.cover.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className={cn('aspect-[1200/630] w-full bg-primary-50 object-cover', wide && 'md:w-1/2')}
        />
      ) : null}
      <div className={cn('flex flex-1 flex-col gap-2 p-5', wide && 'md:justify-center md:p-8')}>
        <p {...own} className="text-sm font-semibold text-primary-700">
          {article.category.title}
        </p>
        <Heading {...own} className={cn('font-bold text-ink', wide ? 'text-2xl' : 'text-lg')}>
          <LocalLink
            to={articlePath(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary-800 focus-visible:outline-none"
          >
            {article.title}
          </LocalLink>
        </Heading>
        <p {...own} className={cn('flex-1 text-ink-muted', !wide && 'line-clamp-3')}>
          {article.summary}
        </p>
        <ArticleMeta article={article} className="mt-2" />
      </div>
    </article>
  );
}

/** Date, views and reading time: each reads on its own («۱٬۲۶۰ بازدید», «۳ دقیقه مطالعه»). */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<ArticleCardData, 'publishDate' | 'viewCount' | 'readingMinutes'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted', className)}>
      <span>
        <span className="sr-only">{t('magazine.publishedOn')}: </span>
        <time dateTime={article.publishDate}>{formatDate(article.publishDate, lang)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Eye aria-hidden className="size-4" />
        {t('magazine.views', { count: article.viewCount, value: formatNumber(article.viewCount, lang) })}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-4" />
        {t('magazine.readingTime', { value: formatNumber(article.readingMinutes, lang) })}
      </span>
    </p>
  );
}
