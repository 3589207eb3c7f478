import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Faq, HomeContent, TrustedCompany } from '@rira/contracts/site/content';
import type { ArticleCard as ArticleCardData } from '@rira/contracts/site/magazine';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { ArticleCard } from '../magazine/article-card.tsx';
import { PRODUCTS, SERVICES, type CatalogueItem } from '../site/catalogue.ts';
import { LocalLink } from '../../components/language/local-link.tsx';
import { CardGrid, CtaBand, FaqList, Section, TrustedLogos } from '../site/page-sections.tsx';

export interface HomePageProps {
  content: HomeContent;
  latest: ArticleCardData[];
  faqs: Faq[];
  companies: TrustedCompany[];
}

function CatalogueList({ items }: { items: readonly CatalogueItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <LocalLink
            to={item.path}
            className="group flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-5 shadow-sm transition hover:border-primary-300 hover:shadow-md"
          >
            <h3 className="text-lg font-semibold text-primary-800">{t(item.nameKey)}</h3>
            <p className="flex-1 text-ink-muted">{t(item.summaryKey)}</p>
            <span className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 group-hover:underline">
              {t('site.home.more')}
              <ArrowLeft aria-hidden className="size-4 ltr:rotate-180" />
            </span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

/** The home page (seed spec §1): hero, figures, products, services, approach, logos, articles, FAQs, call to action. */
export function HomePage({ content, latest, faqs, companies }: HomePageProps) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  return (
    <>
      <section aria-labelledby="page-title" className="bg-gradient-to-b from-primary-50 to-page">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 md:py-24 lg:px-6">
          <p className="font-semibold text-primary-700">{content.hero.eyebrow}</p>
          <h1 id="page-title" className="max-w-3xl text-3xl leading-tight font-extrabold text-ink md:text-5xl md:leading-tight">
            {content.hero.title}
          </h1>
          <p className="max-w-2xl text-lg text-ink-muted">{content.hero.subtitle}</p>
          <div className="flex flex-wrap gap-3">
            <LocalLink to="/contact-us" className={buttonClasses('primary', 'md')}>
              {content.hero.primaryCta}
            </LocalLink>
            <LocalLink to="/#products" className={buttonClasses('secondary', 'md')}>
              {content.hero.secondaryCta}
            </LocalLink>
          </div>
        </div>
      </section>

      <section aria-label={t('site.home.statsLabel')} className="mx-auto max-w-7xl px-4 lg:px-6">
        <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-surface p-6 shadow-sm md:grid-cols-4">
          {content.stats.map((stat) => (
            <div key={stat.id} className="flex flex-col-reverse items-center gap-1 text-center">
              <dt className="text-ink-muted">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-primary-700">
                {t(`site.stats.${stat.display}`, { value: formatNumber(stat.value, lang) })}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="products" title={content.products.title} intro={content.products.intro}>
        <CatalogueList items={PRODUCTS} />
      </Section>
      <Section id="services" tone="surface" title={content.services.title} intro={content.services.intro}>
        <CatalogueList items={SERVICES} />
      </Section>
      <Section id="approach" title={content.approach.title} intro={content.approach.intro}>
        <CardGrid items={content.approach.items} />
      </Section>
      {companies.length ? (
        <Section id="trusted" tone="surface" title={content.trusted.title} intro={content.trusted.intro}>
          <TrustedLogos companies={companies} />
        </Section>
      ) : null}
      <Section id="magazine" title={content.magazine.title} intro={content.magazine.intro}>
        {latest.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} heading="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('site.home.noArticles')}</p>
        )}
        <LocalLink to="/blogs" className={buttonClasses('secondary', 'md', 'mt-8')}>
          {content.magazine.linkLabel}
        </LocalLink>
      </Section>
      <Section id="faq" tone="surface" title={content.faq.title}>
        <FaqList faqs={faqs} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} button={content.cta.button} to="/contact-us" />
    </>
  );
}
