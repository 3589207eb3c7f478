import type { LanguageCode } from '@rira/contracts/language';

export type Direction = 'rtl' | 'ltr';

/** Persian reads right to left, English left to right. */
export function directionOf(lang: LanguageCode): Direction {
  return lang === 'fa' ? 'rtl' : 'ltr';
}

/** The BCP 47 tag for <html lang>: plain 'fa' / 'en'. */
export function htmlLangOf(lang: LanguageCode): string {
  return lang;
}

/** Applies a language to the live document at once (before any revalidation lands). */
export function applyDocumentLanguage(lang: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = htmlLangOf(lang);
  doc.documentElement.dir = directionOf(lang);
}
