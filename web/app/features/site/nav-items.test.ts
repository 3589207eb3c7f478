import { describe, expect, it } from 'vitest';
import { activeNavItem } from './nav-items.ts';

describe('active header item', () => {
  it('follows the path, case-insensitively', () => {
    expect(activeNavItem('/')).toBe('home');
    expect(activeNavItem('/blogs')).toBe('magazine');
    expect(activeNavItem('/Blogs/details/12')).toBe('magazine');
    expect(activeNavItem('/About-us')).toBe('about');
    expect(activeNavItem('/products/rira360')).toBe('products');
    expect(activeNavItem('/Services/okr/demo')).toBe('services');
    expect(activeNavItem('/blogs/')).toBe('magazine');
  });

  it('uses the #products / #services anchors on the home page', () => {
    expect(activeNavItem('/', '#products')).toBe('products');
    expect(activeNavItem('/', '#services')).toBe('services');
    expect(activeNavItem('/', '#other')).toBe('home');
  });

  it('highlights nothing elsewhere', () => {
    expect(activeNavItem('/contact-us')).toBeNull();
    expect(activeNavItem('/blogsx')).toBeNull();
    expect(activeNavItem('/admin/dashboard')).toBeNull();
  });
});
