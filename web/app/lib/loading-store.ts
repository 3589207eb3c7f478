import { useSyncExternalStore } from 'react';

/**
 * The app-wide loading state of the seed spec (§2): a counter, so overlapping calls keep the overlay
 * up until the last one ends. Errors that leave the page (401/402) reset it to zero.
 */
type Listener = () => void;

let count = 0;
/** What the overlay says while it is up, when the work is long enough to need words (a PDF being made). */
let message: string | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  start(says?: string): void {
    count += 1;
    if (says) message = says;
    emit();
  },
  stop(): void {
    if (count === 0) return;
    count -= 1;
    if (count === 0) message = null;
    emit();
  },
  reset(): void {
    if (count === 0) return;
    count = 0;
    message = null;
    emit();
  },
  isLoading(): boolean {
    return count > 0;
  },
  message(): string | null {
    return count > 0 ? message : null;
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

export function useLoadingMessage(): string | null {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.message, () => null);
}
