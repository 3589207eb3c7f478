import { safeLocalPath } from './local-path.ts';

/** Where to go after signing in: only same-site paths into the admin area or the reports are honoured. */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

export function safeReturnTo(value: string | null | undefined): string {
  // Judged as resolved (local-path.ts): `/admin/..//host` is `//host`, another site, and
  // `/admin/../blogs` is not the admin area. Anything refused goes to the default page.
  const path = safeLocalPath(value);
  if (!path || !/^\/(admin|reports)(\/|\?|#|$)/i.test(path)) return DEFAULT_AFTER_LOGIN;
  return path;
}

/** The login URL that brings the person back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?returnTo=${encodeURIComponent(path)}`;
}
