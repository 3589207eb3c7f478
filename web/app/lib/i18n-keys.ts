import type { i18n as I18n, ParseKeys } from 'i18next';
import { isProductId, type ProductId, type ServiceId } from '@rira/contracts/site/catalogue';

/**
 * A key of the one namespace (typed from the Persian locales in app/i18next.d.ts): the type of a
 * config object's label field, so a missing translation fails the typecheck where the key is
 * written rather than where `t` is called. Keys built from a union (`roles.${Role}`) need no map.
 */
export type MessageKey = ParseKeys;

/** What follows `Prefix.` in the keys under it: `KeysUnder<'people.fields'>` is `'firstName' | 'lastName' | …`. */
export type KeysUnder<Prefix extends string> = RestOf<MessageKey, Prefix>;

// Distributive over the key union because `Key` is a type parameter.
type RestOf<Key, Prefix extends string> = Key extends `${Prefix}.${infer Rest}` ? Rest : never;
type PrefixesOf<Key, Name extends string> = Key extends `${infer Prefix}.${Name}` ? Prefix : never;

/**
 * The prefixes under which every one of `Names` is a key: a screen shared by several kinds takes
 * its texts' prefix as `PrefixWith<'title' | 'intro'>` and writes `` `${prefix}.title` `` checked.
 */
export type PrefixWith<Names extends string> = {
  [Prefix in PrefixesOf<MessageKey, Names>]: `${Prefix}.${Names}` extends MessageKey ? Prefix : never;
}[PrefixesOf<MessageKey, Names>];

/** A product's or service's catalogue name (locales `catalogue.*`): the public site's and the content admin's. */
export function offeringNameKey(id: ProductId | ServiceId): MessageKey {
  return isProductId(id) ? `catalogue.products.${id}.name` : `catalogue.services.${id}.name`;
}

/**
 * The one way a key that comes from data becomes a `MessageKey`: a zod issue's message or a
 * server's `messageKey` is a key the strings may not have (a newer server, a message written out
 * in full). True only when the strings have it; the caller shows the text as it came otherwise.
 */
export function isMessageKey(i18n: I18n, value: string): value is MessageKey {
  return i18n.exists(value);
}
