/** Where to go after signing in: only same-site paths into the admin area or the reports are honoured. */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

export function safeReturnTo(value: string | null | undefined): string {
  if (!value) return DEFAULT_AFTER_LOGIN;
  // No protocol-relative ("//evil") or backslash tricks, and only the admin area and the reports.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_AFTER_LOGIN;
  if (!/^\/(admin|reports)(\/|\?|#|$)/i.test(value)) return DEFAULT_AFTER_LOGIN;
  try {
    const url = new URL(value, 'http://rira.local');
    if (url.origin !== 'http://rira.local') return DEFAULT_AFTER_LOGIN;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}

/** The login URL that brings the person back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?returnTo=${encodeURIComponent(path)}`;
}
