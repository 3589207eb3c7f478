import type { LanguageCode } from '@rira/contracts/language';

/**
 * English pages live at the same path as Persian ones with `?lang=en` (docs/decisions/003). Links
 * inside an English page carry it, so a crawler that follows them (and keeps no cookies) stays
 * in English; Persian, the default, has no parameter.
 */
export function localizePath(to: string, lang: LanguageCode): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  params.delete('lang');
  if (lang === 'en') params.set('lang', 'en');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
