const ORIGIN = 'http://local.invalid';

/**
 * A path on this site to redirect or navigate to, in the form a browser resolves it to, or null.
 * The check is made on the RESOLVED address, never on the text as written: the URL parser drops
 * tabs and line breaks, reads `\` as `/` and `%2e` as `.`, and resolves dot segments, so
 * `/.//evil`, `/..//evil`, `/%2e%2e//evil` and `/\t/evil` all become `//evil` — another host to
 * the browser. Only a written path (starting with `/`) is taken; it must resolve on this origin to
 * a pathname that does not start with `//` or `/\`. Returns the resolved path, query and fragment,
 * so that what is checked is exactly what is sent on.
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
  return url.pathname + url.search + url.hash;
}
