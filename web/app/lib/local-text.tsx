import type { ElementType, ReactNode } from 'react';
import type { LanguageCode } from '@rira/contracts/auth';
import { directionOf, type Direction } from './language.ts';
import { useLang } from './use-lang.ts';

/**
 * Texts people enter in two languages — titles of departments, positions, assessor types,
 * competencies, templates, companies, categories; a person's name and its Latin spelling — shown in
 * the reader's language (issue 11, docs/decisions/014). Persian is always there; English only when
 * someone wrote it. When the reader's language has no text, the other one is shown, marked with
 * its own `lang` and `dir` so that screen readers pronounce it right and bidi keeps it whole.
 *
 * The one place for this rule: screens never write `(lang === 'en' && x.titleEn) || x.title`.
 */

/** The text a reader of `lang` sees, and the language it is in (the other one when `lang` has none). */
export function pickLocal(fa: string | null | undefined, en: string | null | undefined, lang: LanguageCode): { text: string; lang: LanguageCode } {
  const persian = fa?.trim() ? fa : null;
  const english = en?.trim() ? en : null;
  if (lang === 'en') return english ? { text: english, lang: 'en' } : { text: persian ?? '', lang: persian ? 'fa' : 'en' };
  return persian ? { text: persian, lang: 'fa' } : { text: english ?? '', lang: english ? 'en' : 'fa' };
}

/** The text alone, for attributes, options, chart labels and sentences (`localText(x.title, x.titleEn, lang)`). */
export function localText(fa: string | null | undefined, en: string | null | undefined, lang: LanguageCode): string {
  return pickLocal(fa, en, lang).text;
}

/** A `{ title, titleEn }` item's title in `lang`. */
export function localTitle(item: { title: string; titleEn?: string | null } | null | undefined, lang: LanguageCode): string {
  return item ? localText(item.title, item.titleEn, lang) : '';
}

/** `lang` and `dir` for an element holding the text, set only when it is not in the reader's language. */
export function localTextAttributes(
  fa: string | null | undefined,
  en: string | null | undefined,
  lang: LanguageCode,
): { lang?: LanguageCode; dir?: Direction } {
  const picked = pickLocal(fa, en, lang);
  return picked.lang === lang ? {} : { lang: picked.lang, dir: directionOf(picked.lang) };
}

export interface LocalTextProps {
  fa: string | null | undefined;
  en?: string | null;
  /** The element wrapping a text in the other language (always rendered when `className` is given). */
  as?: ElementType;
  className?: string;
  /** Shown when neither language has a text. */
  fallback?: ReactNode;
}

/** The text in the page's language; the other language's, marked with its `lang` and `dir`, when there is none. */
export function LocalText({ fa, en, as: Tag = 'span', className, fallback = null }: LocalTextProps) {
  const lang = useLang();
  const picked = pickLocal(fa, en, lang);
  if (!picked.text) return <>{fallback}</>;
  if (picked.lang === lang) return className ? <Tag className={className}>{picked.text}</Tag> : <>{picked.text}</>;
  return (
    <Tag lang={picked.lang} dir={directionOf(picked.lang)} className={className}>
      {picked.text}
    </Tag>
  );
}

/** A `{ title, titleEn }` item's title (see LocalText). */
export function LocalTitle({ item, ...rest }: { item: { title: string; titleEn?: string | null } | null | undefined } & Omit<LocalTextProps, 'fa' | 'en'>) {
  return <LocalText fa={item?.title} en={item?.titleEn} {...rest} />;
}
