import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nextProvider } from 'react-i18next';
import { installChunkReload } from './lib/chunk-reload.ts';
import { createI18n, ensureLanguage, ensurePanelTranslations, setActiveI18n } from './lib/i18n.ts';
import { isPublicSitePath } from './lib/public-paths.ts';

// The server rendered <html lang> from the same decision as the root loader.
const lang = document.documentElement.lang === 'en' ? 'en' : 'fa';
const i18n = createI18n(lang);
setActiveI18n(i18n);
installChunkReload();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// Persian public pages ship only the Persian strings of the shell and site; English and the panel's
// strings load first where the page needs them (lib/i18n.ts).
const publicPage = isPublicSitePath(window.location.pathname);
if (lang === 'fa' && publicPage) hydrate();
else void Promise.all([ensureLanguage(lang), publicPage ? undefined : ensurePanelTranslations()]).then(hydrate, hydrate);
if (publicPage) {
  // Fetched when the browser is idle, so a later step into the panel finds them ready.
  const later = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 2000));
  later(() => void ensurePanelTranslations());
}
