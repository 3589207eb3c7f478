import type { LanguageCode } from '@rira/contracts/auth';

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

/** A path on this site to redirect to, or null (no other origins, no `//host` or `/\host` tricks). */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    // Resolved against a dummy origin, a local path stays on it.
    const url = new URL(value, 'http://local.invalid');
    return url.origin === 'http://local.invalid' ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
