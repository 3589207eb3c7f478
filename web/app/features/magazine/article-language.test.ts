import { describe, expect, it } from 'vitest';
import { articleLanguageSwitch, articleSwitchTarget } from './article-language.ts';

const persian = { slug: 'choosing-the-right-raters', language: 'fa' as const, translation: null };
const translated = {
  ...persian,
  translation: { slug: 'choosing-the-right-raters-for-360', title: 'How to choose the right raters', language: 'en' as const },
};

describe('an article page’s language switch', () => {
  it('goes to the translation in the other language’s address', () => {
    expect(articleSwitchTarget(translated, 'en')).toBe('/blogs/details/choosing-the-right-raters-for-360?lang=en');
    expect(
      articleSwitchTarget(
        {
          slug: 'choosing-the-right-raters-for-360',
          language: 'en',
          translation: { slug: 'choosing-the-right-raters', title: 'انتخاب ارزیاب', language: 'fa' },
        },
        'fa',
      ),
    ).toBe('/blogs/details/choosing-the-right-raters');
  });

  it('goes to the magazine in the other language when there is no translation', () => {
    expect(articleSwitchTarget(persian, 'en')).toBe('/blogs?lang=en');
    expect(articleSwitchTarget({ slug: 'okrs-and-kpis-together', language: 'en', translation: null }, 'fa')).toBe('/blogs');
  });

  it('brings an article shown in the other language’s layout back to its own', () => {
    expect(articleSwitchTarget(persian, 'fa')).toBe('/blogs/details/choosing-the-right-raters');
  });

  it('is what the article route tells the switch, from its loader data', () => {
    expect(articleLanguageSwitch.switchTarget!({ article: translated, index: [] }, 'en')).toBe(
      '/blogs/details/choosing-the-right-raters-for-360?lang=en',
    );
    expect(articleLanguageSwitch.switchTarget!(undefined, 'en')).toBeNull();
  });
});
