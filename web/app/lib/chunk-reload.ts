/**
 * A code chunk that fails to load (usually: a new deploy removed the old files) reloads the page,
 * at most once per 10 seconds per path so a truly broken chunk cannot loop (seed spec §8, §9).
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'rira:chunk-reload:';

export function shouldReloadAfterChunkError(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number = Date.now(),
): boolean {
  const key = KEY_PREFIX + path;
  let last: number;
  try {
    last = Number(storage.getItem(key) ?? 0) || 0;
  } catch {
    // Storage blocked: reloading without a guard could loop, so don't.
    return false;
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  return true;
}

export function installChunkReload(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (shouldReloadAfterChunkError(win.location.pathname, win.sessionStorage)) {
      event.preventDefault();
      win.location.reload();
    }
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
