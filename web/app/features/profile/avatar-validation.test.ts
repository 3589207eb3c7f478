import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-validation.ts';

describe('avatar file check', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
