import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Section, NumberField, ObjectList, SelectField, TextField } from './editor-fields.tsx';
import { CardList, CtaFields, HeroFields, SeoFields, TitledFields, useItemNumber } from './common-sections.tsx';
import type { LanguageCode } from '@rira/contracts/language';

const STAT_DISPLAYS = ['plain', 'plus', 'thousandsPlus'] as const;

/**
 * A new figure's id: the page only needs it to tell the figures apart, so it is made here and not
 * shown (unique within the list, within the schema's 40 characters).
 */
export function newStatId(existing: readonly string[]): string {
  let n = existing.length + 1;
  while (existing.includes(`stat${n}`)) n += 1;
  return `stat${n}`;
}

/** Every section of the home page (homeContentSchema), in the order the page shows them, for one language. */
export function HomeFields({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext();
  const p = (path: string) => `${lang}.${path}`;
  const n = useItemNumber();
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.seo')}>
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.hero')}>
        <HeroFields prefix={p('hero')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name={p('hero.primaryCta')} label={t('pagesAdmin.fields.primaryCta')} hint={t('pagesAdmin.hints.primaryCta')} />
          <TextField name={p('hero.secondaryCta')} label={t('pagesAdmin.fields.secondaryCta')} hint={t('pagesAdmin.hints.secondaryCta')} />
        </div>
      </Section>

      <Section title={t('pagesAdmin.sections.stats')}>
        <ObjectList
          name={p('stats')}
          itemLabel={(i) => t('pagesAdmin.items.stat', { n: n(i) })}
          addLabel={t('pagesAdmin.add.stat')}
          min={1}
          max={6}
          newItem={() => {
            const ids = ((getValues(p('stats')) as { id: string }[] | undefined) ?? []).map((s) => s.id);
            return { id: newStatId(ids), value: undefined, display: 'plain', label: '' };
          }}
        >
          {(item) => (
            <div className="grid gap-3 sm:grid-cols-3">
              <NumberField name={`${item}.value`} label={t('pagesAdmin.fields.statValue')} />
              <SelectField
                name={`${item}.display`}
                label={t('pagesAdmin.fields.statDisplay')}
                options={STAT_DISPLAYS.map((d) => ({ value: d, label: t(`pagesAdmin.statDisplays.${d}`) }))}
              />
              <TextField name={`${item}.label`} label={t('pagesAdmin.fields.statLabel')} />
            </div>
          )}
        </ObjectList>
      </Section>

      <Section title={t('pagesAdmin.sections.products')}>
        <TitledFields prefix={p('products')} />
        <p className="text-sm text-ink-muted">{t('pagesAdmin.hints.catalogue')}</p>
      </Section>

      <Section title={t('pagesAdmin.sections.services')}>
        <TitledFields prefix={p('services')} />
        <p className="text-sm text-ink-muted">{t('pagesAdmin.hints.catalogue')}</p>
      </Section>

      <Section title={t('pagesAdmin.sections.approach')}>
        <TitledFields prefix={p('approach')} />
        <CardList
          name={p('approach.items')}
          itemLabel={(i) => t('pagesAdmin.items.reason', { n: n(i) })}
          addLabel={t('pagesAdmin.add.reason')}
          min={2}
          max={6}
        />
      </Section>

      <Section title={t('pagesAdmin.sections.trusted')}>
        <TitledFields prefix={p('trusted')} />
        <p className="text-sm text-ink-muted">{t('pagesAdmin.hints.trusted')}</p>
      </Section>

      <Section title={t('pagesAdmin.sections.latestArticles')}>
        <TitledFields prefix={p('magazine')} />
        <TextField name={p('magazine.linkLabel')} label={t('pagesAdmin.fields.linkLabel')} />
        <p className="text-sm text-ink-muted">{t('pagesAdmin.hints.latestArticles')}</p>
      </Section>

      <Section title={t('pagesAdmin.sections.faq')}>
        <TextField name={p('faq.title')} label={t('pagesAdmin.fields.sectionTitle')} hint={t('pagesAdmin.hints.faq')} />
      </Section>

      <Section title={t('pagesAdmin.sections.cta')}>
        <CtaFields prefix={p('cta')} />
      </Section>
    </div>
  );
}
