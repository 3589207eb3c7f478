import { useTranslation } from 'react-i18next';
import type { ArticleCard as ArticleCardData, ArticleDetails } from '@rira/contracts/site/magazine';
import { cn } from '../../components/ui/cn.ts';
import { directionOf } from '../../lib/language.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { LocalLink } from '../../components/language/local-link.tsx';
import { Breadcrumbs } from '../site/page-sections.tsx';
import { ArticleCard, ArticleMeta } from './article-card.tsx';
import { AttachmentRequests } from './attachment-requests.tsx';
import { magazineHref } from './magazine-links.ts';

export interface ArticlePageProps {
  article: ArticleDetails;
  index: { anchor: string; title: string; level: number }[];
  related: ArticleCardData[];
  latest: ArticleCardData[];
  /** The admin's preview: files are listed but cannot be requested. */
  preview?: boolean;
}

function ArticleList({ id, title, articles }: { id: string; title: string; articles: ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => (
          <li key={a.id}>
            <ArticleCard article={a} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /blogs/details/{slug}: the article in its own language (an English article keeps its direction
 * inside a Persian page), its contents, files, sources, and more to read.
 */
export function ArticlePage({ article, index, related, latest, preview = false }: ArticlePageProps) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const foreign = article.language !== lang;
  // An article in the other language keeps its own language and direction; the page's labels keep theirs.
  const own = foreign ? { lang: article.language, dir: directionOf(article.language) } : {};
  return (
    <>
      <article aria-labelledby="article-title" className="mx-auto max-w-7xl px-4 pt-6 pb-10 lg:px-6">
        <Breadcrumbs
          items={[
            { name: t('site.breadcrumbs.magazine'), to: '/blogs' },
            { name: article.category.title, to: magazineHref('/blogs', { category: article.category.slug }) },
            { name: article.title },
          ]}
        />
        <header className="mt-6 flex max-w-3xl flex-col gap-3">
          <LocalLink
            to={magazineHref('/blogs', { category: article.category.slug })}
            className="inline-flex min-h-10 w-fit items-center font-semibold text-primary-700 hover:underline"
          >
            <span className="sr-only">{t('magazine.article.category')}: </span>
            {article.category.title}
          </LocalLink>
          <h1 id="article-title" {...own} className="text-3xl leading-tight font-extrabold text-ink md:text-4xl md:leading-tight">
            {article.title}
          </h1>
          <p {...own} className="text-lg text-ink-muted">
            {article.summary}
          </p>
          <ArticleMeta article={article} />
          {foreign && article.language === 'en' ? <p className="text-sm text-ink-muted">{t('magazine.article.englishArticle')}</p> : null}
        </header>
        {article.cover ? (
          <img
            src={article.cover.url}
            srcSet={article.cover.smallUrl !== article.cover.url ? `${article.cover.smallUrl} 640w, ${article.cover.url} 1200w` : undefined}
            sizes="(min-width: 1280px) 1200px, 100vw"
            width={article.cover.width}
            height={article.cover.height}
            alt={article.cover.alt}
            fetchPriority="high"
            decoding="async"
            className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-primary-50 object-cover"
          />
        ) : null}
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="flex min-w-0 flex-col gap-10">
            {/* Sanitised on the server with an allow-list before it was stored (article-html.ts). */}
            <div {...own} className="article-body" dangerouslySetInnerHTML={{ __html: article.body }} />
            {article.tags.length ? (
              <section aria-labelledby="article-tags">
                <h2 id="article-tags" className="text-sm font-semibold text-ink-muted">
                  {t('magazine.article.tags')}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {article.tags.map((tag) => (
                    <li key={tag.id}>
                      <LocalLink
                        to={magazineHref('/blogs', { tag: tag.slug })}
                        className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-4 text-sm text-ink hover:border-primary-300"
                      >
                        #{tag.title}
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <AttachmentRequests articleId={article.id} attachments={article.attachments} requestable={!preview} />
            {article.backlinks.length ? (
              <section aria-labelledby="article-backlinks">
                <h2 id="article-backlinks" className="text-xl font-bold text-ink">
                  {t('magazine.article.backlinks')}
                </h2>
                <ul className="mt-3 flex list-disc flex-col gap-2 ps-6">
                  {article.backlinks.map((link) => (
                    <li key={link.id}>
                      {link.url.startsWith('/') ? (
                        <LocalLink to={link.url} className="text-primary-700 underline hover:text-primary-900">
                          {link.title}
                        </LocalLink>
                      ) : (
                        <a
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-primary-700 underline hover:text-primary-900"
                        >
                          {link.title}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          {index.length > 1 ? (
            <aside aria-labelledby="article-toc" className="order-first lg:order-none">
              <nav aria-labelledby="article-toc" className="rounded-xl border border-line bg-surface p-5 lg:sticky lg:top-24">
                <h2 id="article-toc" className="font-bold text-ink">
                  {t('magazine.article.toc')}
                </h2>
                <ol className="mt-3 flex flex-col gap-1 text-sm">
                  {index.map((entry) => (
                    <li key={entry.anchor} className={cn(entry.level === 3 && 'ps-4')}>
                      <a
                        href={`#${entry.anchor}`}
                        className="inline-flex min-h-9 items-center text-ink-muted hover:text-primary-800 hover:underline"
                      >
                        {entry.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            </aside>
          ) : null}
        </div>
      </article>
      <div className="bg-surface">
        <ArticleList id="related-articles" title={t('magazine.article.related')} articles={related} />
      </div>
      <ArticleList id="latest-articles" title={t('magazine.article.latest')} articles={latest} />
    </>
  );
}
