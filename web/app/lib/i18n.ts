import { createInstance, type i18n as I18n } from 'i18next';
import type { LanguageCode } from '@rira/contracts/auth';
import { fa as faMessages } from '@rira/contracts/messages/fa';
import { isMessageKey, type MessageKey } from './i18n-keys.ts';
import faCommon from '../locales/fa/common.json';
import faSite from '../locales/fa/site.json';

/**
 * Every UI string lives in locales/{fa,en}/*.json, one file per area (common: shell and sign-in;
 * site: the public website; organisation: companies, people and structure). They are merged into
 * one namespace together with the contracts' validation, error and success messages, so
 * `t('validation.mobile')` works the same on a zod error as on a page label. Each file owns its
 * own top-level keys.
 */
export type Tree = { [key: string]: string | Tree };

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && current && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

export const NAMESPACE = 'common';

/**
 * What ships with every page: the Persian strings of the shell, sign-in, public site and messages.
 * English (locales-en.ts) and the panel's areas (panel-locales.ts) are added on the server at start
 * and in the browser when a page needs them (ensureLanguage, ensurePanelTranslations), so a
 * Persian public page carries neither.
 */
export const resources: Record<LanguageCode, Record<typeof NAMESPACE, Tree>> = {
  fa: { [NAMESPACE]: [faSite, faMessages].reduce<Tree>((all, part) => merge(all, part as unknown as Tree), faCommon as Tree) },
  en: { [NAMESPACE]: {} },
};

/** Every instance made so far, so that strings added later reach them too. */
const instances = new Set<I18n>();

/** Merges more areas' strings into the one namespace, for instances to come and those already made. */
export function addResources(extra: Record<LanguageCode, readonly Tree[]>): void {
  for (const lang of ['fa', 'en'] as const) {
    const tree = extra[lang].reduce<Tree>((all, part) => merge(all, part), {});
    resources[lang][NAMESPACE] = merge(resources[lang][NAMESPACE], tree);
    for (const instance of instances) instance.addResourceBundle(lang, NAMESPACE, tree, true, true);
  }
}

let englishStrings: Promise<void> | null = null;

/** Loads a language's strings once (English is a separate chunk); call before switching to it. */
export function ensureLanguage(lang: LanguageCode): Promise<void> {
  if (lang === 'fa') return Promise.resolve();
  englishStrings ??= import('./locales-en.ts').then((m) => addResources({ fa: [], en: m.ENGLISH_LOCALES }));
  return englishStrings;
}

let panelStrings: Promise<void> | null = null;

/** Loads the panel areas' strings once (a separate chunk); panel routes await it before they render. */
export function ensurePanelTranslations(): Promise<void> {
  panelStrings ??= import('./panel-locales.ts').then((m) => addResources(m.PANEL_LOCALES));
  return panelStrings;
}

/** A ready (synchronously initialised) i18next instance; one per request on the server. */
export function createI18n(lang: LanguageCode): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'fa',
    supportedLngs: ['fa', 'en'],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The server makes one per request and has every string from the start: only browsers track.
  if (typeof document !== 'undefined') instances.add(instance);
  return instance;
}

/** The browser's one instance, set by entry.client before hydration (and by tests). */
let active: I18n | undefined;

export function setActiveI18n(instance: I18n): void {
  active = instance;
}

export function getActiveI18n(): I18n {
  active ??= createI18n('fa');
  return active;
}

/** Translates outside React (toasts from the API client, meta titles). */
export function translate(key: MessageKey, options?: Record<string, unknown>): string {
  return getActiveI18n().t(key, options);
}

const byLanguage: Partial<Record<LanguageCode, I18n>> = {};

function instanceIn(lang: LanguageCode): I18n {
  byLanguage[lang] ??= createI18n(lang);
  return byLanguage[lang];
}

/** Translation in a given language without touching the active instance (route meta on the server). */
export function translateIn(lang: LanguageCode, key: MessageKey, options?: Record<string, unknown>): string {
  return instanceIn(lang).t(key, options);
}

function messageText(instance: I18n, message: string): string {
  return isMessageKey(instance, message) ? instance.t(message) : message;
}

/** A message that comes from data (a server's `messageKey`): translated if the strings have it, else as it came. */
export function translateMessage(message: string): string {
  return messageText(getActiveI18n(), message);
}

/** The same in a given language (a zod issue's message in an action on the server). */
export function translateMessageIn(lang: LanguageCode, message: string): string {
  return messageText(instanceIn(lang), message);
}
