import { describe, expect, it } from 'vitest';
import { OFF_SITE } from '../test/off-site-paths.ts';
import { DEFAULT_AFTER_LOGIN, loginUrlFor, safeReturnTo } from './return-to.ts';

describe('returnTo after sign-in', () => {
  it('keeps same-site admin paths', () => {
    expect(safeReturnTo('/admin/profile')).toBe('/admin/profile');
    expect(safeReturnTo('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeReturnTo('/admin')).toBe('/admin');
    expect(safeReturnTo('/reports/0b0e6f4e-2b7a-4c8e-9a51-7d3f1f0c2a10?version=2')).toBe(
      '/reports/0b0e6f4e-2b7a-4c8e-9a51-7d3f1f0c2a10?version=2',
    );
    expect(safeReturnTo('/admin/users?page=2#list')).toBe('/admin/users?page=2#list');
    expect(safeReturnTo('/admin/./users/../profile')).toBe('/admin/profile');
    expect(safeReturnTo('/blogs/../admin/profile')).toBe('/admin/profile');
  });

  it('refuses everything else', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil',
      '/blogs',
      '/administrator',
      '/reportsx',
      'admin/x',
    ]) {
      expect(safeReturnTo(bad)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  it('judges the path as the browser resolves it, not as written', () => {
    for (const bad of [
      ...OFF_SITE,
      // Written inside the admin area, resolved to another host.
      '/admin/..//evil.example/x',
      '/admin/%2e%2e//evil.example/x',
      '/admin/%2E%2E/%2e%2e//evil.example/x',
      '/reports/x/../..//evil.example/x',
      '/admin/..\\\\evil.example/x',
      '/admin/..\t//evil.example/x',
      '/admin/.\n./\\evil.example/x',
      // Written inside the admin area, resolved outside it.
      '/admin/../blogs',
      '/reports/%2e%2e/about-us',
    ]) {
      expect(safeReturnTo(bad), JSON.stringify(bad)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  it('sends a signed-out visitor to sign in, then back', () => {
    expect(loginUrlFor('/admin/x?y=1')).toBe('/login?returnTo=%2Fadmin%2Fx%3Fy%3D1');
  });
});
