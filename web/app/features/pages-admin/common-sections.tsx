import { useTranslation } from 'react-i18next';
import { CONTENT_ICONS } from '@rira/contracts/site/content';
import { localDigits } from '../../lib/digits.ts';
import { ObjectList, SelectField, TextField } from './editor-fields.tsx';

/**
 * The parts several page types share (contracts/src/site/content.ts: `seo`, the hero, the cards,
 * the call to action), so each page's editor names the same thing with the same words.
 */

/** The item number in the screen's digits: «۳» in Persian, «3» in English. */
export function useItemNumber() {
  const { i18n } = useTranslation();
  return (i: number) => localDigits(i + 1, i18n.language === 'en' ? 'en' : 'fa');
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

/** The icon beside a card: one of the site's icons, by its translated name. */
function IconSelect({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={name}
      label={t('pagesAdmin.fields.icon')}
      options={CONTENT_ICONS.map((icon) => ({ value: icon, label: t(`pagesAdmin.icons.${icon}`) }))}
    />
  );
}

/** A list of cards (icon, title, text): a product's features, the about page's values, the home page's approach. */
export function CardList({
  name,
  min,
  max,
  itemLabel,
  addLabel,
}: {
  name: string;
  min: number;
  max: number;
  itemLabel: (i: number) => string;
  addLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <ObjectList
      name={name}
      itemLabel={itemLabel}
      addLabel={addLabel}
      min={min}
      max={max}
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
  );
}

/** The page's opening: the label above the title, the title and the subtitle. */
export function HeroFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name={`${prefix}.eyebrow`} label={t('pagesAdmin.fields.eyebrow')} />
      <TextField name={`${prefix}.title`} label={t('pagesAdmin.fields.heroTitle')} />
      <TextField name={`${prefix}.subtitle`} label={t('pagesAdmin.fields.subtitle')} multiline />
    </>
  );
}

/** A section's title and its introduction. */
export function TitledFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name={`${prefix}.title`} label={t('pagesAdmin.fields.sectionTitle')} />
      <TextField name={`${prefix}.intro`} label={t('pagesAdmin.fields.intro')} multiline rows={2} />
    </>
  );
}

/** The call to action at the foot of a page. */
export function CtaFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name={`${prefix}.title`} label={t('pagesAdmin.fields.sectionTitle')} />
      <TextField name={`${prefix}.body`} label={t('pagesAdmin.fields.body')} multiline rows={2} />
      <TextField name={`${prefix}.button`} label={t('pagesAdmin.fields.button')} />
    </>
  );
}
