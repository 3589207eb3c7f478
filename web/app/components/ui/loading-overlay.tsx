import { useTranslation } from 'react-i18next';
import { useIsLoading, useLoadingMessage } from '../../lib/loading-store.ts';

/**
 * The full-screen overlay: a spinner with a translated status for screen readers, and the words
 * on screen too when the work says what it is (a PDF that takes seconds to make).
 */
export function LoadingOverlay({ message }: { message?: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-page/70 px-6 backdrop-blur-[1px]"
    >
      <span aria-hidden className="size-12 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700" />
      {message ? (
        <span className="max-w-sm rounded-lg bg-surface px-4 py-2 text-center text-sm font-medium text-ink shadow">{message}</span>
      ) : (
        <span className="sr-only">{t('common.loading')}</span>
      )}
    </div>
  );
}

/** Bound to the app-wide loading state (lib/loading-store). */
export function AppLoadingOverlay() {
  const message = useLoadingMessage();
  return useIsLoading() ? <LoadingOverlay message={message} /> : null;
}
