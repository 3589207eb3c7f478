import { useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext, type UseTranslationResponse } from 'react-i18next';
import { memoisedT } from './i18n.ts';

/**
 * react-i18next as the server bundle sees it: web/vite.config.ts points that bundle's imports of
 * 'react-i18next' here (the browser's bundle and the tests keep the package itself). Everything is
 * the package's, but `useTranslation`, the hook of nearly every component, is this one.
 *
 * Why: a server render never changes language (each render has its language's shared instance,
 * lib/i18n.ts `i18nIn`) and never re-renders, so what the package's hook does per component —
 * subscribe to changes, copy the instance into a wrapper, make a fixed `t` — was a tenth of a
 * render's time, a component at a time (docs/decisions/021). Here every component of a render gets
 * the same answer: the instance and its memoised `t` (same strings, so hydration agrees).
 *
 * Supports what the app uses: `useTranslation()` without a namespace or options.
 */
export * from 'react-i18next';

const answers = new WeakMap<I18n, UseTranslationResponse<'common', undefined>>();

export function useTranslation(): UseTranslationResponse<'common', undefined> {
  const { i18n } = useContext(I18nContext);
  let answer = answers.get(i18n);
  if (!answer) {
    const t = memoisedT(i18n) as UseTranslationResponse<'common', undefined>['t'];
    answer = Object.assign([t, i18n, true] as [typeof t, I18n, boolean], { t, i18n, ready: true });
    answers.set(i18n, answer);
  }
  return answer;
}
