import { Form } from 'react-router';
import { Archive, Rss, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '@rira/contracts/envelopes';
import type { MagazineContent } from '@rira/contracts/site/content';
import type { ArticleCard, ArticleCategory, ArticleTag } from '@rira/contracts/site/magazine';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Input } from '../../components/ui/input.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { LocalLink } from '../../components/language/local-link.tsx';
import { PageHero } from '../site/page-sections.tsx';
import { ArticleFeed } from './article-feed.tsx';
import { magazineHref, type MagazineFilters } from './magazine-links.ts';
import { Pagination } from './pagination.tsx';

export type { MagazineFilters };

const chip = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors';

function Filters({ categories, tags, filters }: { categories: ArticleCategory[]; tags: ArticleTag[]; filters: MagazineFilters }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const anyFilter = Boolean(filters.q || filters.category || filters.tag);
  return (
    <section aria-label={t('magazine.filters')} className="flex flex-col gap-5">
      <Form method="get" action="/blogs" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="magazine-search" className="sr-only">
          {t('magazine.searchLabel')}
        </label>
        <Input
          id="magazine-search"
          type="search"
          name="q"
          defaultValue={filters.q ?? ''}
          placeholder={t('magazine.searchPlaceholder')}
          maxLength={100}
        />
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        {lang === 'en' ? <input type="hidden" name="lang" value="en" /> : null}
        <Button type="submit" className="shrink-0">
          <Search aria-hidden className="size-5" />
          <span className="max-sm:sr-only">{t('magazine.searchSubmit')}</span>
        </Button>
      </Form>
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-ink-muted">{t('magazine.categories')}</h2>
        <ul className="flex flex-wrap gap-2">
          <li>
            <LocalLink
              to="/blogs"
              aria-current={!filters.category && !filters.tag && !filters.q ? 'page' : undefined}
              className={cn(
                chip,
                !anyFilter ? 'border-primary-700 bg-primary-700 text-white' : 'border-line bg-surface text-ink hover:border-primary-300',
              )}
            >
              {t('magazine.allCategories')}
            </LocalLink>
          </li>
          {categories
            .filter((c) => c.articleCount > 0)
            .map((category) => {
              const active = filters.category === category.slug;
              return (
                <li key={category.id}>
                  <LocalLink
                    to={magazineHref('/blogs', { category: category.slug })}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      chip,
                      active ? 'border-primary-700 bg-primary-700 text-white' : 'border-line bg-surface text-ink hover:border-primary-300',
                    )}
                  >
                    {category.title}
                    <span className={cn('ms-2 text-xs', active ? 'text-primary-100' : 'text-ink-muted')}>
                      {formatNumber(category.articleCount, lang)}
                    </span>
                  </LocalLink>
                </li>
              );
            })}
        </ul>
      </div>
      {tags.length ? (
        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-ink-muted">{t('magazine.tags')}</h2>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => {
              const active = filters.tag === tag.slug;
              return (
                <li key={tag.id}>
                  <LocalLink
                    to={magazineHref('/blogs', { tag: tag.slug })}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      chip,
                      'min-h-9 text-xs',
                      active
                        ? 'border-primary-700 bg-primary-50 text-primary-800'
                        : 'border-line bg-surface text-ink-muted hover:border-primary-300',
                    )}
                  >
                    #{tag.title}
                  </LocalLink>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export interface MagazinePageProps {
  content: MagazineContent;
  list: ListEnvelope<ArticleCard>;
  categories: ArticleCategory[];
  tags: ArticleTag[];
  filters: MagazineFilters;
  /** The archive (/blogs/details/old): older articles only, no filters. */
  archive?: { publishedBefore: string };
}

/** /blogs and its archive: heading, filters, the list with its "more" link (infinite with the small script) and plain page links. */
export function MagazinePage({ content, list, categories, tags, filters, archive }: MagazinePageProps) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const path = archive ? '/blogs/details/old' : '/blogs';
  const category = categories.find((c) => c.slug === filters.category);
  const tag = tags.find((x) => x.slug === filters.tag);
  const heading = filters.q
    ? t('magazine.resultsFor', { query: filters.q })
    : category
      ? t('magazine.inCategory', { name: category.title })
      : tag
        ? t('magazine.withTag', { name: tag.title })
        : null;
  const moreHref = list.pageIndex < list.totalPages ? magazineHref(path, filters, list.pageIndex + 1) : null;

  return (
    <>
      <PageHero
        title={archive ? content.archive.title : content.title}
        subtitle={archive ? content.archive.intro : content.intro}
        crumbs={
          archive
            ? [{ name: t('site.breadcrumbs.magazine'), to: '/blogs' }, { name: content.archive.title }]
            : [{ name: t('site.breadcrumbs.magazine') }]
        }
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pb-8 lg:px-6">
        {archive ? null : <Filters categories={categories} tags={tags} filters={filters} />}
        <section aria-labelledby="magazine-list-title" className="flex flex-col gap-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="magazine-list-title" className={cn('text-xl font-bold', !heading && 'sr-only')}>
              {heading ?? (archive ? content.archive.title : content.title)}
            </h2>
            <p className="text-ink-muted">{t('magazine.count', { count: list.totalItems, value: formatNumber(list.totalItems, lang) })}</p>
          </div>
          <ArticleFeed key={`${path}|${JSON.stringify(filters)}|${list.pageIndex}`} initial={list} moreHref={moreHref} />
          <Pagination page={list.pageIndex} totalPages={list.totalPages} hrefOf={(page) => magazineHref(path, filters, page)} />
        </section>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6 text-sm">
          {archive ? (
            <LocalLink to="/blogs" className="inline-flex min-h-11 items-center font-medium text-primary-700 hover:underline">
              {t('magazine.backToMagazine')}
            </LocalLink>
          ) : (
            <LocalLink
              to="/blogs/details/old"
              className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-700 hover:underline"
            >
              <Archive aria-hidden className="size-4" />
              {t('magazine.archiveLink')}
            </LocalLink>
          )}
          <a
            href={lang === 'en' ? '/blogs/rss.xml?lang=en' : '/blogs/rss.xml'}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-700 hover:underline"
          >
            <Rss aria-hidden className="size-4" />
            {t('magazine.rss')}
          </a>
        </div>
      </div>
    </>
  );
}
