import type { ExternalToast } from 'sonner';
import type * as Sonner from 'sonner';

/**
 * Toasts without putting sonner in every page's first download: it loads after the page is
 * interactive (LazyToaster) or at the first toast, whichever comes first. A toast made before the
 * Toaster mounts is shown when it does (sonner replays them).
 */
let sonner: Promise<typeof Sonner> | null = null;

export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

async function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  const { toast } = await loadSonner();
  if (options === undefined) toast[kind](message);
  else toast[kind](message, options);
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
