import type { i18n as I18n } from 'i18next';
import type { languageContract } from '@rira/contracts/api/language';
import type { LanguageCode } from '@rira/contracts/language';
import { apiAt, type RouteAddress } from './api-address.ts';
import { ensureLanguage } from './i18n.ts';
import { applyDocumentLanguage } from './language.ts';
import { LANGUAGE_COOKIE } from './load-context.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** By address: the language switch hydrates on public pages, which must not load the route tables' schemas. */
const CHANGE_LANGUAGE: RouteAddress<typeof languageContract.change> = { method: 'POST', path: '/Language/change' };

/**
 * Switches the interface language: tells the server (which stores it on the account and in the
 * `rira_lang` cookie), then changes the texts and the page direction at once. The caller
 * revalidates so that server-rendered data (and <html lang dir>) follow.
 */
export async function changeLanguage(i18n: I18n, next: LanguageCode): Promise<void> {
  try {
    await apiAt(
      CHANGE_LANGUAGE,
      { body: { language: next } },
      { successToast: false, errorToast: false, handleAuthErrors: false, loading: true },
    );
  } catch {
    // The cookie below still carries the choice; the account keeps its old language until next time.
  }
  // The server's cookie normally arrives with the answer; this covers a failed call (an httpOnly
  // cookie of the same name wins, as it should).
  document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  await ensureLanguage(next);
  await i18n.changeLanguage(next);
  applyDocumentLanguage(next);
}
