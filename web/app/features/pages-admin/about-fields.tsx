import { useTranslation } from 'react-i18next';
import { ObjectList, Section, TextField, TextList } from './editor-fields.tsx';
import { CardList, CtaFields, HeroFields, SeoFields, useItemNumber } from './common-sections.tsx';
import type { LanguageCode } from '@rira/contracts/language';

/** Every section of the about page (aboutContentSchema), in the order the page shows them, for one language. */
export function AboutFields({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  const p = (path: string) => `${lang}.${path}`;
  const n = useItemNumber();
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.seo')}>
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.hero')}>
        <HeroFields prefix={p('hero')} />
      </Section>

      <Section title={t('pagesAdmin.sections.story')}>
        <TextField name={p('story.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextList
          name={p('story.paragraphs')}
          itemLabel={(i) => t('pagesAdmin.items.paragraph', { n: n(i) })}
          addLabel={t('pagesAdmin.add.paragraph')}
          min={1}
          max={6}
          multiline
        />
      </Section>

      <Section title={t('pagesAdmin.sections.values')}>
        <TextField name={p('values.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <CardList
          name={p('values.items')}
          itemLabel={(i) => t('pagesAdmin.items.value', { n: n(i) })}
          addLabel={t('pagesAdmin.add.value')}
          min={2}
          max={8}
        />
      </Section>

      <Section title={t('pagesAdmin.sections.milestones')}>
        <TextField name={p('milestones.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <ObjectList
          name={p('milestones.items')}
          itemLabel={(i) => t('pagesAdmin.items.milestone', { n: n(i) })}
          addLabel={t('pagesAdmin.add.milestone')}
          min={1}
          max={12}
          newItem={() => ({ year: '', title: '', body: '' })}
        >
          {(item) => (
            <>
              <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <TextField name={`${item}.year`} label={t('pagesAdmin.fields.year')} />
                <TextField name={`${item}.title`} label={t('pagesAdmin.fields.itemTitle')} />
              </div>
              <TextField name={`${item}.body`} label={t('pagesAdmin.fields.body')} multiline rows={2} />
            </>
          )}
        </ObjectList>
      </Section>

      <Section title={t('pagesAdmin.sections.workingMethod')}>
        <TextField name={p('approach.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextList
          name={p('approach.paragraphs')}
          itemLabel={(i) => t('pagesAdmin.items.paragraph', { n: n(i) })}
          addLabel={t('pagesAdmin.add.paragraph')}
          min={1}
          max={4}
          multiline
        />
      </Section>

      <Section title={t('pagesAdmin.sections.cta')}>
        <CtaFields prefix={p('cta')} />
      </Section>
    </div>
  );
}
