import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_ICONS } from '@rira/contracts/site/content';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { localDigits } from '../../lib/digits.ts';
import { fieldId, ObjectList, Section, TextField, TextList, useFieldError } from './editor-fields.tsx';

/** The icon beside a card: one of the site's icons, by its translated name. */
function IconSelect({ name }: { name: string }) {
  const { t } = useTranslation();
  // Controlled: a list item's select keeps its value when items move.
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <Field id={fieldId(name)} label={t('pagesAdmin.fields.icon')} error={error}>
      {(c) => (
        <Select
          {...c}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          {CONTENT_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {t(`pagesAdmin.icons.${icon}`)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** SEO title and description (search results and sharing). */
export function SeoFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name={`${prefix}.title`} label={t('pagesAdmin.fields.seoTitle')} hint={t('pagesAdmin.hints.seoTitle')} />
      <TextField
        name={`${prefix}.description`}
        label={t('pagesAdmin.fields.seoDescription')}
        hint={t('pagesAdmin.hints.seoDescription')}
        multiline
        rows={2}
      />
    </>
  );
}

/**
 * Every section of a product or service page (offeringContentSchema), in the order the page shows
 * them, for one language (`lang` is the form's top-level key).
 */
export function OfferingFields({ lang }: { lang: 'fa' | 'en' }) {
  const { t, i18n } = useTranslation();
  const p = (path: string) => `${lang}.${path}`;
  const n = (i: number) => localDigits(i + 1, i18n.language === 'en' ? 'en' : 'fa');
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.identity')}>
        <TextField name={p('name')} label={t('pagesAdmin.fields.name')} hint={t('pagesAdmin.hints.name')} />
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.hero')}>
        <TextField name={p('hero.eyebrow')} label={t('pagesAdmin.fields.eyebrow')} />
        <TextField name={p('hero.title')} label={t('pagesAdmin.fields.heroTitle')} />
        <TextField name={p('hero.subtitle')} label={t('pagesAdmin.fields.subtitle')} multiline />
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
        <ObjectList
          name={p('features.items')}
          itemLabel={(i) => t('pagesAdmin.items.card', { n: n(i) })}
          addLabel={t('pagesAdmin.add.card')}
          min={2}
          max={8}
          newItem={() => ({ icon: 'sparkles', title: '', body: '' })}
        >
          {(item) => (
            <>
              <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <IconSelect name={`${item}.icon`} />
                <TextField name={`${item}.title`} label={t('pagesAdmin.fields.itemTitle')} />
              </div>
              <TextField name={`${item}.body`} label={t('pagesAdmin.fields.body')} multiline rows={2} />
            </>
          )}
        </ObjectList>
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
        <TextField name={p('cta.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('cta.body')} label={t('pagesAdmin.fields.body')} multiline rows={2} />
        <TextField name={p('cta.button')} label={t('pagesAdmin.fields.button')} />
      </Section>

      <Section title={t('pagesAdmin.sections.demo')}>
        <TextField name={p('demo.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('demo.intro')} label={t('pagesAdmin.fields.intro')} multiline rows={2} />
        <SeoFields prefix={p('demo.seo')} />
      </Section>
    </div>
  );
}
