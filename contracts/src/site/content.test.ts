import { describe, expect, expectTypeOf, it } from 'vitest';
import { PAGE_KEYS, PAGE_TYPES, pageTypeOf, type PageType } from './catalogue.ts';
import { pageContentResponseSchema, type PageContentResponse } from './content.ts';

const response = (pageType: string) => ({
  pageKey: 'okr',
  pageType,
  language: 'fa',
  content: {},
  updatedAt: '2026-11-01T08:00:00.000Z',
});

describe('a page’s content as the API answers it', () => {
  it('names its type from the server’s own list of page types, and nothing else', () => {
    for (const key of PAGE_KEYS) expect(pageContentResponseSchema.safeParse(response(pageTypeOf(key))).success).toBe(true);
    expect(PAGE_TYPES.every((type) => pageContentResponseSchema.safeParse(response(type)).success)).toBe(true);
    expect(pageContentResponseSchema.safeParse(response('blog')).success).toBe(false);
    expect(pageContentResponseSchema.safeParse(response('')).success).toBe(false);
    expectTypeOf<PageContentResponse['pageType']>().toEqualTypeOf<PageType>();
  });
});
