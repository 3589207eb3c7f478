import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { AppLoadContext } from 'react-router';

/**
 * Data that a page shows as HTML and does not send a second time (docs/decisions/019).
 *
 * React Router writes every loader's data into the page again as its hydration data, so that the
 * browser can render the same tree. For a large document that the page only shows (the report:
 * 90 KB of JSON behind 42 competencies) that doubles the page. Instead, the loader hands such a
 * value to the server's render alone (`keepForRender`, read with `useRenderOnly`), and the
 * browser keeps the markup made from it as the server sent it (`KeptMarkup`) rather than render
 * it again. A client-side navigation's data request renders nothing on the server: there
 * `keepForRender` answers false and the loader returns the value in its data, as usual, and the
 * browser renders it.
 */

declare const valueType: unique symbol;
/** The name a value is kept under, typed with the value. */
export type RenderOnlyKey<T> = string & { readonly [valueType]?: T };
export const renderOnlyKey = <T,>(name: string) => name as RenderOnlyKey<T>;

/** This request's values for its render; the server creates one for each page request (not for a data request). */
export type RenderOnlyValues = Map<string, unknown>;

const RenderOnlyContext = createContext<RenderOnlyValues | undefined>(undefined);

/** Given by the server's entry (entry.server.tsx) from the request's load context; absent in the browser. */
export function RenderOnlyProvider({ values, children }: { values: RenderOnlyValues | undefined; children: ReactNode }) {
  return <RenderOnlyContext.Provider value={values}>{children}</RenderOnlyContext.Provider>;
}

/**
 * Keeps `value` for this request's HTML render only. False when the request renders no HTML (a
 * client-side navigation's data request, or a context without the store): the caller must then
 * return the value in its data.
 */
export function keepForRender<T>(
  context: Partial<Pick<AppLoadContext, 'renderOnly'>> | undefined,
  key: RenderOnlyKey<T>,
  value: T,
): boolean {
  const values = context?.renderOnly;
  if (!values) return false;
  values.set(key, value);
  return true;
}

/** The kept value while the server renders the page; undefined in the browser. */
export function useRenderOnly<T>(key: RenderOnlyKey<T>): T | undefined {
  return useContext(RenderOnlyContext)?.get(key) as T | undefined;
}

/** `__html` unchanged from render to render, so React never writes into the kept element. */
const KEEP = { __html: '' };

/**
 * A box whose content the server renders and the browser keeps. With `children` (on the server,
 * and in the browser once it has the data) it renders them. Without (the browser hydrating a
 * page whose data stayed on the server), it renders the same box with no React children:
 * React then leaves the server's markup inside it in place, neither hydrating nor replacing it.
 * Once children arrive (after a navigation or revalidation brings the data), a new box replaces
 * the kept one.
 *
 * Kept markup is not React's: nothing in it has event handlers or effects. What needs the browser
 * there is wired by hand with `enhance` (e.g. `enhanceScrollAreas`), once, after hydration.
 * The box itself must be the same element with the same attributes in both cases.
 */
export function KeptMarkup({
  children,
  className,
  enhance,
}: {
  children: ReactNode | null;
  className?: string;
  enhance?: (root: HTMLElement) => () => void;
}) {
  const kept = children === null || children === undefined;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!kept || !enhance || !box.current) return;
    return enhance(box.current);
  }, [kept, enhance]);
  if (kept) return <div key="kept" ref={box} data-kept="" className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return (
    <div key="rendered" data-kept="" className={className}>
      {children}
    </div>
  );
}
