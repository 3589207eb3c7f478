import { useTranslation } from 'react-i18next';
import type { Faq, OfferingContent, TrustedCompany } from '@rira/contracts/site/content';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LocalLink } from '../../components/language/local-link.tsx';
import type { Offering } from './offerings.ts';
import { CardGrid, CheckList, CtaBand, FaqList, PageHero, Paragraphs, Section, StepList, TrustedLogos } from './page-sections.tsx';

export interface OfferingPageProps {
  offering: Offering;
  content: OfferingContent;
  faqs: Faq[];
  companies: TrustedCompany[];
}

/** A product or service page: every section comes from its page-content document. */
export function OfferingPage({ offering, content, faqs, companies }: OfferingPageProps) {
  const { t } = useTranslation();
  const demoPath = `${offering.path}/demo`;
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        crumbs={[
          {
            name: t(offering.kind === 'product' ? 'site.breadcrumbs.products' : 'site.breadcrumbs.services'),
            to: offering.kind === 'product' ? '/#products' : '/#services',
          },
          { name: content.name },
        ]}
      >
        <LocalLink to={demoPath} className={buttonClasses('primary', 'md')}>
          {t('site.offering.requestDemo')}
        </LocalLink>
        <LocalLink to="/contact-us" className={buttonClasses('secondary', 'md')}>
          {t('nav.contact')}
        </LocalLink>
      </PageHero>

      <Section id="overview" title={content.overview.title}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Paragraphs items={content.overview.paragraphs} />
          {content.facts.length ? (
            <aside aria-labelledby="facts-title" className="rounded-2xl bg-surface p-6 shadow-sm">
              <h3 id="facts-title" className="font-bold text-ink">
                {t('site.offering.atAGlance')}
              </h3>
              <dl className="mt-4 flex flex-col gap-4">
                {content.facts.map((fact) => (
                  <div key={fact.label} className="flex flex-col-reverse gap-0.5">
                    <dt className="text-sm text-ink-muted">{fact.label}</dt>
                    <dd className="text-xl font-extrabold text-primary-700">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </aside>
          ) : null}
        </div>
      </Section>
      <Section id="features" tone="surface" title={content.features.title}>
        <CardGrid items={content.features.items} />
      </Section>
      <Section id="process" title={content.process.title}>
        <StepList steps={content.process.steps} />
      </Section>
      <div className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:py-16 lg:px-6">
          <div>
            <h2 className="text-2xl font-bold text-ink">{content.outcomes.title}</h2>
            <CheckList items={content.outcomes.items} className="mt-6" />
          </div>
          <div>
            <h2 className="text-2xl font-bold text-ink">{content.audience.title}</h2>
            <CheckList items={content.audience.items} className="mt-6" />
          </div>
        </div>
      </div>
      {companies.length ? (
        <Section id="trusted" title={t('site.offering.trustedTitle', { name: content.name })}>
          <TrustedLogos companies={companies} />
        </Section>
      ) : null}
      <Section id="faq" tone={companies.length ? 'surface' : 'page'} title={content.faq.title}>
        <FaqList faqs={faqs} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} button={content.cta.button} to={demoPath} />
    </>
  );
}
