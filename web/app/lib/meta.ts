import type { LanguageCode } from '@rira/contracts/language';
import { translateIn } from './i18n.ts';
import type { MessageKey } from './i18n-keys.ts';
import { isLanguageCode } from './load-context.ts';

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The page language from the root loader's data, as route `meta` functions see it. */
export function langFromMatches(matches: ReadonlyArray<MatchLike | undefined>): LanguageCode {
  const data = matches.find((m) => m?.id === 'root')?.data;
  const lang = data && typeof data === 'object' ? (data as { lang?: unknown }).lang : undefined;
  return isLanguageCode(lang) ? lang : 'fa';
}

/** «عنوان صفحه | ریرا»; the brand word alone for the home page (seed spec §9: the page title is the brand). */
export function pageTitle(matches: ReadonlyArray<MatchLike | undefined>, key?: MessageKey): string {
  const lang = langFromMatches(matches);
  const brand = translateIn(lang, 'brand.name');
  return key ? `${translateIn(lang, key)} | ${brand}` : brand;
}

export function pageDescription(matches: ReadonlyArray<MatchLike | undefined>, key: MessageKey): string {
  return translateIn(langFromMatches(matches), key);
}
