import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../../lib/loading-store.ts';

/** The full-screen overlay: a spinner with a translated status for screen readers. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[60] flex items-center justify-center bg-page/70 backdrop-blur-[1px]">
      <span aria-hidden className="size-12 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/** Bound to the app-wide loading state (lib/loading-store). */
export function AppLoadingOverlay() {
  return useIsLoading() ? <LoadingOverlay /> : null;
}
