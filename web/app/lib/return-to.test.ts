import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginUrlFor, safeReturnTo } from './return-to.ts';

describe('returnTo after sign-in', () => {
  it('keeps same-site admin paths', () => {
    expect(safeReturnTo('/admin/profile')).toBe('/admin/profile');
    expect(safeReturnTo('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeReturnTo('/admin')).toBe('/admin');
    expect(safeReturnTo('/reports/0b0e6f4e-2b7a-4c8e-9a51-7d3f1f0c2a10?version=2')).toBe(
      '/reports/0b0e6f4e-2b7a-4c8e-9a51-7d3f1f0c2a10?version=2',
    );
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

  it('sends a signed-out visitor to sign in, then back', () => {
    expect(loginUrlFor('/admin/x?y=1')).toBe('/login?returnTo=%2Fadmin%2Fx%3Fy%3D1');
  });
});
