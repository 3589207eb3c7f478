import { describe, expect, it } from 'vitest';
import { PAGE_KEYS, PRODUCT_IDS, SERVICE_IDS } from './catalogue.ts';
import {
  ADMIN_PRODUCT_SLUGS,
  ADMIN_SERVICE_SLUGS,
  ADMIN_STANDALONE_EDITOR_KEYS,
  adminPageItemSchema,
  adminPathOf,
  pageKeyOfAdminSlug,
  publicPathOf,
} from './admin-pages.ts';
import { stripHtml, stripHtmlDeep } from '../html-text.ts';

describe('the editors’ addresses', () => {
  it('give every product and service exactly one editor, at the spec’s addresses', () => {
    expect(Object.values(ADMIN_PRODUCT_SLUGS).sort()).toEqual([...PRODUCT_IDS].sort());
    expect(Object.values(ADMIN_SERVICE_SLUGS).sort()).toEqual([...SERVICE_IDS].sort());
    expect(adminPathOf('riraAcademy')).toBe('/admin/products/academy');
    expect(adminPathOf('rira360')).toBe('/admin/products/assessment');
    expect(adminPathOf('riraSanj')).toBe('/admin/products/rira-sanj');
    expect(adminPathOf('riraWorkshop')).toBe('/admin/services/workshop');
    expect(adminPathOf('managmentSystem')).toBe('/admin/services/managmentSystem');
    expect(adminPathOf('survey')).toBe('/admin/servey/assessment');
    expect(adminPathOf('home')).toBe('/admin/pages/home');
    expect(adminPathOf('about')).toBe('/admin/pages/about');
  });

  it('give every page an editor: the standalone pages by their key under /admin/pages', () => {
    const paths = PAGE_KEYS.map(adminPathOf);
    expect(new Set(paths).size).toBe(PAGE_KEYS.length);
    for (const key of ADMIN_STANDALONE_EDITOR_KEYS) expect(pageKeyOfAdminSlug('pages', key)).toBe(key);
    expect(pageKeyOfAdminSlug('pages', 'survey')).toBeNull();
    expect(pageKeyOfAdminSlug('pages', 'About')).toBeNull();
    expect(pageKeyOfAdminSlug('pages', 'okr')).toBeNull();
  });

  it('type a page-index row by the page-type list', () => {
    const row = {
      pageKey: 'about',
      title: { fa: 'a', en: 'a' },
      publicPath: '/about-us',
      adminPath: '/admin/pages/about',
      updatedAt: { fa: null, en: null },
    };
    expect(adminPageItemSchema.safeParse({ ...row, pageType: 'about' }).success).toBe(true);
    expect(adminPageItemSchema.safeParse({ ...row, pageType: 'blog' }).success).toBe(false);
  });

  it('read a slug exactly; anything else is unknown (the admin 404)', () => {
    expect(pageKeyOfAdminSlug('products', 'rira-amouz')).toBe('riraAmouz');
    expect(pageKeyOfAdminSlug('services', 'jobClassification')).toBe('jobClassification');
    expect(pageKeyOfAdminSlug('services', 'academy')).toBeNull();
    expect(pageKeyOfAdminSlug('products', 'toString')).toBeNull();
    expect(pageKeyOfAdminSlug('services', 'riraWorkshop')).toBeNull();
  });

  it('know every page’s public address', () => {
    for (const key of PAGE_KEYS) expect(publicPathOf(key), key).toMatch(/^\//);
    expect(publicPathOf('riraSanj')).toBe('/products/RIRASanj');
    expect(publicPathOf('integratedMaintenance')).toBe('/services/integratedMaintenance');
  });
});

describe('stripHtmlDeep', () => {
  it('takes markup out of every text of a document, keeping its shape', () => {
    expect(stripHtml('<script>alert(1)</script>سلام <b>دنیا</b><img src=x onerror=alert(1)>')).toBe('سلام دنیا');
    expect(stripHtml('a < b and 3 > 2')).toBe('a < b and 3 > 2');
    expect(stripHtml('open <img src=x onerror=alert(1)')).toBe('open ');
    // Text, not HTML: an entity stays as typed.
    expect(stripHtml('R&amp;D <style>p{}</style>')).toBe('R&amp;D ');
    expect(stripHtmlDeep({ a: ['<i>x</i>', { b: '<!-- c -->d' }], n: 4, f: false })).toEqual({ a: ['x', { b: 'd' }], n: 4, f: false });
  });
});
