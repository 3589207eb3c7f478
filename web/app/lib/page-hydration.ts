import { useMatches } from 'react-router';

/**
 * Whether the page is hydrated (ships React Router's scripts). A route opts out with
 * `handle.hydrate` false, or a function of its loader data that answers false (the report's print
 * view when the server prints it to PDF); the server then sends plain HTML and no JavaScript.
 */
export type HydrateHandle = { hydrate?: boolean | ((data: unknown) => boolean) };

/** For public pages that work without JavaScript: links, native <details>, popovers and plain form posts. */
export const STATIC_PAGE = { hydrate: false } as const satisfies HydrateHandle;

/**
 * False while the server renders a page that will not hydrate. In the browser it is always true:
 * code runs there only on a hydrated page, and a client-side navigation from one into a static
 * route keeps the scripts it already has (the route works as a normal client-rendered page).
 */
export function usePageHydrates(): boolean {
  const matches = useMatches();
  if (typeof document !== 'undefined') return true;
  return !matches.some((m) => {
    const hydrate = (m.handle as HydrateHandle | undefined)?.hydrate;
    return typeof hydrate === 'function' ? !hydrate(m.data) : hydrate === false;
  });
}
