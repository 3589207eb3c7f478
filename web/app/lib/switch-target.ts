import type { LanguageCode } from '@rira/contracts/language';

/** Where the language switch posts when the page has no JavaScript (routes/site/language.ts). */
export const LANGUAGE_ACTION = '/language';

/**
 * A route whose page lives at another address in the other language (an article: its translation)
 * says so in its `handle`, from its loader data; null leaves the switch's own rule (switchTarget).
 */
export type LanguageSwitchHandle = { switchTarget?: (data: unknown, next: LanguageCode) => string | null };

/** The deepest route's own target for `next`, if one says. */
export function routeSwitchTarget(matches: readonly { handle?: unknown; data?: unknown }[], next: LanguageCode): string | null {
  for (const match of [...matches].reverse()) {
    const target = (match.handle as LanguageSwitchHandle | undefined)?.switchTarget?.(match.data, next);
    if (target) return target;
  }
  return null;
}

/**
 * The address to show after switching to `next`: on public pages the other language's own URL
 * (`?lang=en` for English, none for Persian, docs/decisions/003); elsewhere the same page without
 * `?lang=`, so the stored choice decides.
 */
export function switchTarget(pathname: string, search: string, next: LanguageCode): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (next === 'en' && !/^\/admin(\/|$)/i.test(pathname)) params.set('lang', 'en');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
