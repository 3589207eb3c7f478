import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/auth';

/** The screen's language as the API and the formatters name it. */
export function useLang(): LanguageCode {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'fa';
}
