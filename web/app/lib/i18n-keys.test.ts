import { describe, expect, it } from 'vitest';
import { createI18n, translateServerMessage } from './i18n.ts';
import { isMessageKey, offeringNameKey, type KeysUnder, type MessageKey, type PrefixWith } from './i18n-keys.ts';

// The `@ts-expect-error` lines are the check: `npm run typecheck -w web` compiles this file, and
// fails on any of them that stops being an error — that is, if keys became plain strings again.
describe('typed message keys', () => {
  it('t takes the locales’ keys and refuses any other', () => {
    const { t } = createI18n('en');
    expect(t('nav.home')).toBe('Home');
    // @ts-expect-error -- not a key of the locales
    expect(t('nav.nowhere')).toBe('nav.nowhere');
  });

  it('a label field, a key under a prefix and a shared screen’s prefix are checked too', () => {
    const label: MessageKey = 'validation.required';
    // @ts-expect-error -- not a key of the locales
    const missing: MessageKey = 'validation.notThere';
    const field: KeysUnder<'people.fields'> = 'firstName';
    // @ts-expect-error -- people.fields has no such key
    const unknownField: KeysUnder<'people.fields'> = 'nickname';
    const screen: PrefixWith<'title' | 'intro'> = 'library.factor';
    // @ts-expect-error -- library.fields has a title but no intro
    const notAScreen: PrefixWith<'title' | 'intro'> = 'library.fields';
    expect([label, missing, field, unknownField, screen, notAScreen]).toHaveLength(6);
  });

  it('names a product or a service by its catalogue key', () => {
    expect(offeringNameKey('riraSanj')).toBe('catalogue.products.riraSanj.name');
    expect(offeringNameKey('okr')).toBe('catalogue.services.okr.name');
  });
});

describe('keys that come from data', () => {
  it('are keys only when the strings have them', () => {
    const i18n = createI18n('en');
    expect(isMessageKey(i18n, 'validation.email')).toBe(true);
    expect(isMessageKey(i18n, 'validation.notThere')).toBe(false);
    expect(isMessageKey(i18n, 'Already a sentence.')).toBe(false);
  });

  it('are translated when they are keys and shown as they came otherwise', () => {
    expect(translateServerMessage('validation.email', 'en')).toBe('Enter a valid e-mail address.');
    expect(translateServerMessage('Already a sentence.', 'en')).toBe('Already a sentence.');
  });
});
