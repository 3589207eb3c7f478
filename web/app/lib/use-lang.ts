import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/auth';

/**
 * The page's language as a LanguageCode. A plain context read: pages render many links that each
 * need it, and useTranslation's subscription per link is measurable in server rendering. The
 * components around them re-render on a language change (they use useTranslation).
 */
export function useLang(): LanguageCode {
  const { i18n } = useContext(I18nContext);
  return i18n?.language === 'en' ? 'en' : 'fa';
}
