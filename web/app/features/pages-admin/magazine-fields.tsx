import { useTranslation } from 'react-i18next';
import { Section, TextField } from './editor-fields.tsx';
import { SeoFields } from './common-sections.tsx';
import type { LanguageCode } from '@rira/contracts/language';

/** The magazine's texts (magazineContentSchema) for one language: /blogs and its archive. The articles are edited in Articles. */
export function MagazineFields({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  const p = (path: string) => `${lang}.${path}`;
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.seo')}>
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.page')}>
        <TextField name={p('title')} label={t('pagesAdmin.fields.pageTitle')} />
        <TextField name={p('intro')} label={t('pagesAdmin.fields.intro')} multiline rows={2} />
        <p className="text-sm text-ink-muted">{t('pagesAdmin.hints.magazine')}</p>
      </Section>

      <Section title={t('pagesAdmin.sections.archive')}>
        <TextField name={p('archive.title')} label={t('pagesAdmin.fields.pageTitle')} />
        <TextField name={p('archive.intro')} label={t('pagesAdmin.fields.intro')} multiline rows={2} />
        <SeoFields prefix={p('archive.seo')} />
      </Section>
    </div>
  );
}
