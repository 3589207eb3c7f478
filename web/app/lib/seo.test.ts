import { describe, expect, it } from 'vitest';
import { seoMeta } from './seo.ts';

const matches = [{ id: 'root', data: { lang: 'fa', origin: 'https://rira.example' } }];
const links = (meta: ReturnType<typeof seoMeta>) =>
  meta.filter((m) => 'rel' in m && m.rel === 'alternate').map((m) => [(m as { hrefLang: string }).hrefLang, (m as { href: string }).href]);

describe('seoMeta: an article’s alternates', () => {
  it('names the article alone when it has no translation', () => {
    expect(
      links(seoMeta(matches, { title: 't', description: 'd', path: '/blogs/details/okrs-and-kpis-together', languages: ['en'] })),
    ).toEqual([
      ['en', 'https://rira.example/blogs/details/okrs-and-kpis-together?lang=en'],
      ['x-default', 'https://rira.example/blogs/details/okrs-and-kpis-together?lang=en'],
    ]);
  });

  it('names its translation as the other language’s page, the Persian one as x-default', () => {
    const meta = seoMeta(matches, {
      title: 't',
      description: 'd',
      path: '/blogs/details/choosing-the-right-raters-for-360',
      languages: ['en'],
      translations: [{ language: 'fa', path: '/blogs/details/choosing-the-right-raters' }],
    });
    expect(links(meta)).toEqual([
      ['en', 'https://rira.example/blogs/details/choosing-the-right-raters-for-360?lang=en'],
      ['fa', 'https://rira.example/blogs/details/choosing-the-right-raters'],
      ['x-default', 'https://rira.example/blogs/details/choosing-the-right-raters'],
    ]);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://rira.example/blogs/details/choosing-the-right-raters-for-360?lang=en',
    });
  });
});
