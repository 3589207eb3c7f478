import { useSyncExternalStore } from 'react';

/**
 * The app-wide loading state of the spec (§2): a counter, so overlapping calls keep the overlay
 * up until the last one ends. Errors that leave the page (401/402) reset it to zero.
 */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  start(): void {
    count += 1;
    emit();
  },
  stop(): void {
    if (count === 0) return;
    count -= 1;
    emit();
  },
  reset(): void {
    if (count === 0) return;
    count = 0;
    emit();
  },
  isLoading(): boolean {
    return count > 0;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Runs `work` with the overlay shown. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  loadingStore.start();
  try {
    return await work();
  } finally {
    loadingStore.stop();
  }
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading, () => false);
}
