import { createInstance, type i18n as I18n } from 'i18next';
import type { LanguageCode } from '@rira/contracts/language';
import { fa as faMessages } from '@rira/contracts/messages/fa';
import { isMessageKey, type MessageKey } from './i18n-keys.ts';
import type { Tree } from './locale-tree.ts';
import faCommon from '../locales/fa/common.json';
import faSite from '../locales/fa/site.json';

/**
 * Every UI string lives in locales/{fa,en}/*.json, one file per area (common: shell and sign-in;
 * site: the public website; organisation: companies, people and structure). They are merged into
 * one namespace together with the contracts' validation, error and success messages, so
 * `t('validation.mobile')` works the same on a zod error as on a page label. Each file owns its
 * own top-level keys.
 */

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

/** A ready (synchronously initialised) i18next instance: the browser's one, a preview's, a test's (the server uses i18nIn). */
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
  // The server has every string from the start and makes its two (i18nIn) after: only browsers track.
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

/**
 * The one instance of a language that never switches: every server render in that language shares
 * it (a render only reads it; a render in the other language has the other one, so concurrent
 * renders never mix), as do translations outside React in a given language. Made once: an instance
 * per request, with its stores and translator, was a measurable part of a render (docs/decisions/021).
 */
export function i18nIn(lang: LanguageCode): I18n {
  let instance = byLanguage[lang];
  if (!instance) {
    instance = createI18n(lang);
    // Strings added later (addResources) reach it too.
    instances.add(instance);
    instance.changeLanguage = (() => {
      throw new Error(`The shared ${lang} i18n instance never changes its language: use i18nIn() of the other one.`);
    }) as I18n['changeLanguage'];
    byLanguage[lang] = instance;
  }
  return instance;
}

const memos = new WeakMap<I18n, I18n['t']>();
/** Past this many, a memo starts again (counts and values make keys without end). */
const MEMO_SIZE = 5_000;

/** The memo's key of a call, or null when its answer may not be reused (values that are objects). */
function memoKeyOf(language: string, key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 1) return null;
  if (rest.length === 0 || rest[0] === undefined) return `${language}|${key}`;
  const options = rest[0];
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  for (const value of Object.values(options)) {
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function') return null;
  }
  return `${language}|${key}|${JSON.stringify(options)}`;
}

/**
 * The instance's `t`, each call looked up once per language and then answered from a memo when its
 * options are plain values (a key alone, a count, a name: nearly all of a page's calls); others go
 * to i18next each time. The memo is emptied when strings are added. For the server's shared
 * instances: a page asks for the same labels on every render, and i18next resolves, interpolates
 * and nests each time.
 */
export function memoisedT(instance: I18n): I18n['t'] {
  let t = memos.get(instance);
  if (!t) {
    const memo = new Map<string, string>();
    instance.store.on('added', () => memo.clear());
    const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
    t = ((key: unknown, ...rest: unknown[]) => {
      const memoKey = memoKeyOf(instance.language, key, rest);
      if (memoKey === null) return translate(key, ...rest);
      let text = memo.get(memoKey);
      if (text === undefined) {
        const answer = translate(key, ...rest);
        // Only text is kept: an object (returnObjects) would be shared by every caller.
        if (typeof answer !== 'string') return answer;
        if (memo.size >= MEMO_SIZE) memo.clear();
        memo.set(memoKey, answer);
        text = answer;
      }
      return text;
    }) as unknown as I18n['t'];
    memos.set(instance, t);
  }
  return t;
}

/** Translation in a given language without touching the active instance (route meta on the server). */
export function translateIn(lang: LanguageCode, key: MessageKey, options?: Record<string, unknown>): string {
  return memoisedT(i18nIn(lang))(key, options);
}

function messageText(instance: I18n, message: string): string {
  return isMessageKey(instance, message) ? instance.t(message) : message;
}

/**
 * A message that comes from data — a server's `messageKey`, a zod issue's message in an action on
 * the server — translated if the strings have it, else as it came; in the active language unless
 * `lang` names one. (The contracts' `translateMessage` is the server's: a key and its parameters.)
 */
export function translateServerMessage(message: string, lang?: LanguageCode): string {
  return messageText(lang ? i18nIn(lang) : getActiveI18n(), message);
}
