import { useTranslation } from 'react-i18next';
import { Section, TextField } from './editor-fields.tsx';
import { SeoFields } from './common-sections.tsx';
import type { LanguageCode } from '@rira/contracts/language';

/**
 * The contact page's texts (contactContentSchema) for one language. The form's fields and the
 * address block are the site's own (the form's labels, CONTACT_INFO), not page copy.
 */
export function ContactFields({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  const p = (path: string) => `${lang}.${path}`;
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.seo')}>
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.page')}>
        <TextField name={p('title')} label={t('pagesAdmin.fields.pageTitle')} />
        <TextField name={p('intro')} label={t('pagesAdmin.fields.intro')} multiline />
      </Section>

      <Section title={t('pagesAdmin.sections.contactForm')}>
        <TextField name={p('formTitle')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('formIntro')} label={t('pagesAdmin.fields.intro')} multiline rows={2} />
        <p className="text-sm text-ink-muted">{t('pagesAdmin.hints.contactForm')}</p>
      </Section>

      <Section title={t('pagesAdmin.sections.hours')}>
        <TextField name={p('hoursTitle')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('hours')} label={t('pagesAdmin.fields.hours')} />
        <TextField name={p('responseTime')} label={t('pagesAdmin.fields.responseTime')} multiline rows={2} />
      </Section>
    </div>
  );
}
