import { describe, expect, it } from 'vitest';
import type { Tree } from './locale-tree.ts';
import type { LanguageCode } from '@rira/contracts/language';

// Keys are typed from the Persian files only (app/i18next.d.ts): this keeps English in step.
const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });

function filesOf(lang: LanguageCode): Map<string, Tree> {
  const prefix = `../locales/${lang}/`;
  return new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, tree]) => [path.slice(prefix.length), tree]),
  );
}

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)))
    .sort();
}

describe('locale files', () => {
  const fa = filesOf('fa');
  const en = filesOf('en');

  it('are the same files in Persian and English', () => {
    expect(fa.size).toBeGreaterThan(0);
    expect([...en.keys()].sort()).toEqual([...fa.keys()].sort());
  });

  it.each([...fa.keys()])('%s has the same keys in English as in Persian', (name) => {
    expect(keysOf(en.get(name) ?? {})).toEqual(keysOf(fa.get(name)!));
  });
});
