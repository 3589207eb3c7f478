import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';

/**
 * The screen's language as the API and the formatters name it. Subscribes to language changes
 * (useTranslation), so the component re-renders when the person switches language.
 */
export function useLang(): LanguageCode {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'fa';
}

/**
 * The page's language as a LanguageCode, read from the context without subscribing. For pages
 * that render many links which each need it: useTranslation's subscription per link is measurable
 * in server rendering. The components around them re-render on a language change (they use
 * useTranslation).
 */
export function useLangFromContext(): LanguageCode {
  const { i18n } = useContext(I18nContext);
  return i18n?.language === 'en' ? 'en' : 'fa';
}
