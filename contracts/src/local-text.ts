import type { LanguageCode } from './language.ts';

/**
 * Texts people enter in two languages — titles of departments, positions, assessor types,
 * competencies, factors, templates, companies, article categories and tags; a trusted company's
 * name — in the reader's language (issue 11, docs/decisions/014). Persian is always there; English
 * only when someone wrote it. When the reader's language has no text, the other one is shown.
 * People's names follow the same rule through `fullNameIn` (person-name.ts).
 *
 * The one place for this rule, on the server (mails, workbooks, feeds, API answers) and the web
 * (`web/app/lib/local-text.tsx` adds the `lang`/`dir` marking): nobody writes
 * `(lang === 'en' && x.titleEn) || x.title`.
 */

/** The text a reader of `lang` sees, and the language it is in (the other one when `lang` has none). */
export function pickLocal(
  fa: string | null | undefined,
  en: string | null | undefined,
  lang: LanguageCode,
): { text: string; lang: LanguageCode } {
  const persian = fa?.trim() ? fa : null;
  const english = en?.trim() ? en : null;
  if (lang === 'en') return english ? { text: english, lang: 'en' } : { text: persian ?? '', lang: persian ? 'fa' : 'en' };
  return persian ? { text: persian, lang: 'fa' } : { text: english ?? '', lang: english ? 'en' : 'fa' };
}

/** The text alone: `textIn(x.name, x.nameEn, lang)`. */
export function textIn(fa: string | null | undefined, en: string | null | undefined, lang: LanguageCode): string {
  return pickLocal(fa, en, lang).text;
}

/** A `{ title, titleEn }` item's title in `lang` ('' for no item). */
export function titleIn(item: { title: string; titleEn?: string | null } | null | undefined, lang: LanguageCode): string {
  return item ? textIn(item.title, item.titleEn, lang) : '';
}
