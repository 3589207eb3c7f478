import { useTranslation } from 'react-i18next';
import type { ContactContent } from '@rira/contracts/site/content';
import { ContactForm } from '../lead-forms/contact-form.tsx';
import { ContactAddress } from './contact-address.tsx';
import { PageHero } from './page-sections.tsx';
import { useSiteSettings } from './site-settings.ts';

/** /contact-us: the contact form and the address block. */
export function ContactPage({ content }: { content: ContactContent }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <>
      <PageHero title={content.title} subtitle={content.intro} crumbs={[{ name: content.title }]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-6">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-line bg-surface p-5 shadow-sm md:p-8">
          <h2 id="contact-form-title" className="text-xl font-bold text-ink">
            {content.formTitle}
          </h2>
          <p className="mt-1 mb-6 text-ink-muted">{content.formIntro}</p>
          <ContactForm />
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="contact-reach" className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h2 id="contact-reach" className="mb-4 text-xl font-semibold text-ink">
              {t('site.contact.otherWays')}
            </h2>
            <ContactAddress settings={settings} tone="light" />
          </section>
          <section aria-labelledby="contact-hours" className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h2 id="contact-hours" className="mb-2 text-xl font-semibold text-ink">
              {content.hoursTitle}
            </h2>
            <p className="text-ink">{content.hours}</p>
            <p className="mt-3 text-ink-muted">{content.responseTime}</p>
          </section>
        </div>
      </div>
    </>
  );
}
