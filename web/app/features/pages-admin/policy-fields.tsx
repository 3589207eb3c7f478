import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, ObjectList, Section, TextField, TextList } from './editor-fields.tsx';
import { SeoFields, useItemNumber } from './common-sections.tsx';
import type { LanguageCode } from '@rira/contracts/language';

/**
 * A new section's anchor (`/policy#section-3`): lower-case Latin letters, digits and hyphens as the
 * schema asks, unique within the page.
 */
export function newSectionId(existing: readonly string[]): string {
  let n = existing.length + 1;
  while (existing.includes(`section-${n}`)) n += 1;
  return `section-${n}`;
}

/** The privacy policy (policyContentSchema) for one language: its opening, the date it took effect and its sections. */
export function PolicyFields({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext();
  const p = (path: string) => `${lang}.${path}`;
  const n = useItemNumber();
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.seo')}>
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.page')}>
        <TextField name={p('title')} label={t('pagesAdmin.fields.pageTitle')} />
        <TextField name={p('intro')} label={t('pagesAdmin.fields.intro')} multiline rows={4} />
        <DateField name={p('updatedOn')} label={t('pagesAdmin.fields.updatedOn')} hint={t('pagesAdmin.hints.updatedOn')} />
      </Section>

      <Section title={t('pagesAdmin.sections.policySections')}>
        <ObjectList
          name={p('sections')}
          itemLabel={(i) => t('pagesAdmin.items.section', { n: n(i) })}
          addLabel={t('pagesAdmin.add.section')}
          min={1}
          max={20}
          newItem={() => {
            const ids = ((getValues(p('sections')) as { id: string }[] | undefined) ?? []).map((s) => s.id);
            return { id: newSectionId(ids), title: '', paragraphs: [''], items: [] };
          }}
        >
          {(section, index) => (
            <>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
                <TextField name={`${section}.title`} label={t('pagesAdmin.fields.itemTitle')} />
                <TextField
                  name={`${section}.id`}
                  label={t('pagesAdmin.fields.sectionId')}
                  hint={t('pagesAdmin.hints.sectionId')}
                  dir="ltr"
                />
              </div>
              <TextList
                name={`${section}.paragraphs`}
                itemLabel={(i) => t('pagesAdmin.items.sectionParagraph', { section: n(index), n: n(i) })}
                addLabel={t('pagesAdmin.add.paragraph')}
                min={1}
                max={8}
                multiline
              />
              <p className="text-sm text-ink-muted">{t('pagesAdmin.hints.sectionItems')}</p>
              <TextList
                name={`${section}.items`}
                itemLabel={(i) => t('pagesAdmin.items.sectionItem', { section: n(index), n: n(i) })}
                addLabel={t('pagesAdmin.add.listItem')}
                max={12}
              />
            </>
          )}
        </ObjectList>
      </Section>
    </div>
  );
}
