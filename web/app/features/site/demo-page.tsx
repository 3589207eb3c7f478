import { useTranslation } from 'react-i18next';
import type { OfferingContent } from '@rira/contracts/site/content';
import { DemoRequestForm, type DemoKind } from '../lead-forms/demo-request-form.tsx';
import { LocalLink } from '../../components/language/local-link.tsx';
import type { Offering } from './offerings.ts';
import { CheckList, PageHero } from './page-sections.tsx';

function NextSteps() {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="demo-next" className="h-fit rounded-2xl bg-surface p-6 shadow-sm">
      <h2 id="demo-next" className="font-bold text-ink">
        {t('site.demo.whatNext')}
      </h2>
      <CheckList items={t('site.demo.steps', { returnObjects: true }) as string[]} className="mt-4" />
    </aside>
  );
}

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-6">
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm md:p-8">{children}</div>
      <NextSteps />
    </div>
  );
}

/** /products/{id}/demo and /services/{id}/demo: the demo form for one product or service. */
export function OfferingDemoPage({
  offering,
  content,
  names,
}: {
  offering: Offering;
  content: OfferingContent;
  names: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        title={content.demo.title}
        subtitle={content.demo.intro}
        crumbs={[
          {
            name: t(offering.kind === 'product' ? 'site.breadcrumbs.products' : 'site.breadcrumbs.services'),
            to: offering.kind === 'product' ? '/#products' : '/#services',
          },
          { name: content.name, to: offering.path },
          { name: t('site.breadcrumbs.demo') },
        ]}
      >
        <LocalLink to={offering.path} className="inline-flex min-h-11 items-center font-medium text-primary-700 hover:underline">
          {t('site.offering.backTo', { name: content.name })}
        </LocalLink>
      </PageHero>
      <Layout>
        <DemoRequestForm kind={offering.kind} offering={offering.id} names={names} />
      </Layout>
    </>
  );
}

/** /demo/product and /demo/service: the visitor chooses the product or service. */
export function GenericDemoPage({ kind, names }: { kind: DemoKind; names: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        title={t(`site.demo.${kind}.title`)}
        subtitle={t(`site.demo.${kind}.intro`)}
        crumbs={[{ name: t('site.breadcrumbs.demo') }]}
      />
      <Layout>
        <DemoRequestForm kind={kind} names={names} />
      </Layout>
    </>
  );
}
