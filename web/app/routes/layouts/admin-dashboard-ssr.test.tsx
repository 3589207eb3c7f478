import { renderToString } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@rira/contracts/language';
import enCommon from '../../locales/en/common.json';
import faCommon from '../../locales/fa/common.json';
import { HydrateFallback, clientLoader } from './admin-dashboard.tsx';
import { createI18n } from '../../lib/i18n.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/**
 * What the server sends for every /admin page is the guard's HydrateFallback, and the browser
 * hydrates that same markup before the guard runs. Anything in it that could differ between the
 * two renders (the signed-in person, the clock or time zone, a panel string the browser has not
 * loaded yet) would be React's hydration error #418 on every full load of a panel page.
 */

/** An instance with only the shell's strings (common.json): the panel areas not loaded yet. */
function shellOnly(lang: LanguageCode): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { [lang]: { common: lang === 'fa' ? faCommon : enCommon } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

const render = (i18n: I18n) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <HydrateFallback />
    </I18nextProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('the admin area’s server-rendered first paint', () => {
  it('is the guard’s fallback: the panel itself is rendered only in the browser, after the guard', () => {
    expect(clientLoader.hydrate).toBe(true);
    expect(typeof HydrateFallback).toBe('function');
  });

  it.each(['fa', 'en'] as const)('is the same with or without the panel’s lazily loaded strings (%s)', (lang) => {
    const full = render(createI18n(lang));
    expect(render(shellOnly(lang))).toBe(full);
    // Translated, never a key.
    expect(full).toContain(lang === 'fa' ? faCommon.common.loading : enCommon.common.loading);
    expect(full).not.toMatch(/common\.loading/);
  });

  it('does not depend on the clock or the time zone', () => {
    vi.useFakeTimers();
    // 23:00 UTC: already the next day (and the next Jalali day) in Tehran.
    vi.setSystemTime(new Date('2026-03-20T23:00:00Z'));
    const lateUtc = render(createI18n('fa'));
    vi.setSystemTime(new Date('2026-03-21T08:00:00Z'));
    expect(render(createI18n('fa'))).toBe(lateUtc);
  });
});
