import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addResources, createI18n, setActiveI18n } from '../lib/i18n.ts';
import { ENGLISH_LOCALES } from '../lib/locales-en.ts';
import { PANEL_LOCALES } from '../lib/panel-locales.ts';

// Components of every area are tested in both languages: all strings, as on the server.
addResources({ fa: [], en: ENGLISH_LOCALES });
addResources(PANEL_LOCALES);

// Persian is the default language; tests that need English render with their own instance.
setActiveI18n(createI18n('fa'));

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
