import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. On the server (and in the first client
 * render of a hydrated page) it answers `serverValue`, so both renders agree.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** The design's "md" breakpoint (960 px): from here on the three piles stand side by side. */
export const WIDE_SORT_QUERY = '(min-width: 960px)';
