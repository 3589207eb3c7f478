import { describe, expect, it } from 'vitest';
import { articleList, buildArticleListRequest } from './article-list-state.ts';
import { headingsOf, toPublicDetails } from './article-preview-page.tsx';

const CATEGORY = '44444444-4444-4444-8444-444444444444';

describe('the articles table’s address', () => {
  it('reads what it can trust and falls back to the defaults', () => {
    const state = articleList.read(
      new URLSearchParams(`page=3&size=25&sort=title&dir=asc&q=ارزیابی&category=${CATEGORY}&published=no&visible=yes`),
    );
    expect(state).toEqual({
      page: 3,
      size: 25,
      sort: 'title',
      direction: 'asc',
      search: 'ارزیابی',
      categoryId: CATEGORY,
      published: 'no',
      visible: 'yes',
    });
    expect(buildArticleListRequest(state)).toEqual({
      pageIndex: 3,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
      search: 'ارزیابی',
      categoryId: CATEGORY,
      isPublished: false,
      isVisible: true,
    });
    const junk = articleList.read(new URLSearchParams('page=-1&size=7&sort=secret&category=x&published=maybe'));
    expect(junk).toMatchObject({ page: 1, size: 10, sort: 'updatedAt', direction: 'desc', categoryId: '', published: '' });
    // "All" filters are left out of the body.
    expect(buildArticleListRequest(junk)).toStrictEqual({ pageIndex: 1, pageSize: 10, sort: 'updatedAt', direction: 'desc' });
  });

  it('goes back to page 1 when what is shown changes, and leaves defaults out', () => {
    const params = new URLSearchParams('page=4&q=okr');
    expect(articleList.write(params, { page: 5 }).toString()).toBe('page=5&q=okr');
    expect(articleList.write(params, { published: 'yes' }).toString()).toBe('q=okr&published=yes');
    expect(articleList.write(params, { sort: 'updatedAt', direction: 'desc', search: '' }).toString()).toBe('');
  });
});

describe('the preview', () => {
  it('lists the body’s numbered headings as the public page does, whatever else they carry', () => {
    expect(headingsOf('<h2 id="section-1" dir="ltr">One <b>bold</b></h2><p>x</p><h3 id="section-2">Two</h3><h4 id="x">no</h4>')).toEqual([
      { anchor: 'section-1', title: 'One bold', level: 2 },
      { anchor: 'section-2', title: 'Two', level: 3 },
    ]);
  });

  it('shapes an unpublished article like a public one (its last edit stands in for a publish date)', () => {
    const details = toPublicDetails(
      {
        id: 'a',
        slug: 's',
        title: 'T',
        language: 'fa',
        categoryId: 'c',
        categorySlug: 'cs',
        categoryTitle: 'C',
        tags: [],
        summary: 'S',
        body: '<p>b</p>',
        cover: { url: '/files/a.webp', smallUrl: '/files/b.webp', shareUrl: null },
        coverAlt: null,
        isPublished: false,
        isVisible: true,
        state: 'draft',
        publishDate: null,
        viewCount: 0,
        readingMinutes: 1,
        attachments: [
          { id: 'f', title: 'F', fileName: 'f.pdf', mimeType: 'application/pdf', sizeBytes: 10, createdAt: '2025-01-01T00:00:00Z' },
        ],
        translation: { id: 't', slug: 's-en', title: 'T in English', language: 'en' },
        createdAt: '2025-01-01T00:00:00Z',
        updatedAt: '2025-01-02T00:00:00Z',
      },
      [{ id: 'l', articleId: 'a', title: 'L', url: 'https://e.com', order: 0, createdAt: '2025-01-01T00:00:00Z' }],
    );
    expect(details).toMatchObject({
      publishDate: '2025-01-02T00:00:00Z',
      category: { id: 'c', slug: 'cs', title: 'C' },
      cover: { url: '/files/a.webp', smallUrl: '/files/b.webp', alt: '', width: 1200, height: 630 },
      attachments: [{ id: 'f', title: 'F', fileName: 'f.pdf', mimeType: 'application/pdf', sizeBytes: 10 }],
      backlinks: [{ id: 'l', title: 'L', url: 'https://e.com' }],
      translation: { slug: 's-en', title: 'T in English', language: 'en' },
    });
  });
});
