/** The same limits the server applies to avatars: JPEG, PNG or WebP of at most 2 MB. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarProblem = 'type' | 'size' | null;

export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarProblem {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
