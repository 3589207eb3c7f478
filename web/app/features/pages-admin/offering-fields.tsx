import { useTranslation } from 'react-i18next';
import { ObjectList, Section, TextField, TextList } from './editor-fields.tsx';
import { CardList, CtaFields, HeroFields, SeoFields, useItemNumber } from './common-sections.tsx';
import type { LanguageCode } from '@rira/contracts/language';

/**
 * Every section of a product or service page (offeringContentSchema), in the order the page shows
 * them, for one language (`lang` is the form's top-level key).
 */
export function OfferingFields({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  const p = (path: string) => `${lang}.${path}`;
  const n = useItemNumber();
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.identity')}>
        <TextField name={p('name')} label={t('pagesAdmin.fields.name')} hint={t('pagesAdmin.hints.name')} />
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.hero')}>
        <HeroFields prefix={p('hero')} />
      </Section>

      <Section title={t('pagesAdmin.sections.overview')}>
        <TextField name={p('overview.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextList
          name={p('overview.paragraphs')}
          itemLabel={(i) => t('pagesAdmin.items.paragraph', { n: n(i) })}
          addLabel={t('pagesAdmin.add.paragraph')}
          min={1}
          max={4}
          multiline
        />
      </Section>

      <Section title={t('pagesAdmin.sections.facts')}>
        <ObjectList
          name={p('facts')}
          itemLabel={(i) => t('pagesAdmin.items.fact', { n: n(i) })}
          addLabel={t('pagesAdmin.add.fact')}
          max={4}
          newItem={() => ({ value: '', label: '' })}
        >
          {(item) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name={`${item}.value`} label={t('pagesAdmin.fields.factValue')} />
              <TextField name={`${item}.label`} label={t('pagesAdmin.fields.factLabel')} />
            </div>
          )}
        </ObjectList>
      </Section>

      <Section title={t('pagesAdmin.sections.features')}>
        <TextField name={p('features.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <CardList
          name={p('features.items')}
          itemLabel={(i) => t('pagesAdmin.items.card', { n: n(i) })}
          addLabel={t('pagesAdmin.add.card')}
          min={2}
          max={8}
        />
      </Section>

      <Section title={t('pagesAdmin.sections.process')}>
        <TextField name={p('process.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <ObjectList
          name={p('process.steps')}
          itemLabel={(i) => t('pagesAdmin.items.step', { n: n(i) })}
          addLabel={t('pagesAdmin.add.step')}
          min={2}
          max={8}
          newItem={() => ({ title: '', body: '' })}
        >
          {(item) => (
            <>
              <TextField name={`${item}.title`} label={t('pagesAdmin.fields.itemTitle')} />
              <TextField name={`${item}.body`} label={t('pagesAdmin.fields.body')} multiline rows={2} />
            </>
          )}
        </ObjectList>
      </Section>

      <Section title={t('pagesAdmin.sections.outcomes')}>
        <TextField name={p('outcomes.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextList
          name={p('outcomes.items')}
          itemLabel={(i) => t('pagesAdmin.items.outcome', { n: n(i) })}
          addLabel={t('pagesAdmin.add.outcome')}
          min={2}
          max={10}
        />
      </Section>

      <Section title={t('pagesAdmin.sections.audience')}>
        <TextField name={p('audience.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextList
          name={p('audience.items')}
          itemLabel={(i) => t('pagesAdmin.items.audience', { n: n(i) })}
          addLabel={t('pagesAdmin.add.audience')}
          min={1}
          max={8}
        />
      </Section>

      <Section title={t('pagesAdmin.sections.faq')}>
        <TextField name={p('faq.title')} label={t('pagesAdmin.fields.sectionTitle')} hint={t('pagesAdmin.hints.faq')} />
      </Section>

      <Section title={t('pagesAdmin.sections.cta')}>
        <CtaFields prefix={p('cta')} />
      </Section>

      <Section title={t('pagesAdmin.sections.demo')}>
        <TextField name={p('demo.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('demo.intro')} label={t('pagesAdmin.fields.intro')} multiline rows={2} />
        <SeoFields prefix={p('demo.seo')} />
      </Section>
    </div>
  );
}
