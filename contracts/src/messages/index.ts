import { fa } from './fa.ts';
import { en } from './en.ts';
import type { LanguageCode } from '../language.ts';
import type { MessageTree } from './message-tree.ts';

export type { MessageTree };

export const messages: Record<LanguageCode, MessageTree> = { fa, en };

/**
 * Looks up `validation.mobile` style keys and fills `{{name}}` placeholders. An unknown key
 * comes back as itself, so a missing translation shows up rather than disappearing.
 */
export function translateMessage(language: LanguageCode, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = messages[language];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
