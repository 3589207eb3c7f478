import { redirect } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/admin-dashboard';
import { LoadingOverlay } from '../../components/ui/loading-overlay.tsx';
import { AdminLayout } from '../../features/admin-shell/admin-layout.tsx';
import { currentUserQuery } from '../../lib/current-user.ts';
import { ApiError } from '../../lib/api-client.ts';
import { ensurePanelTranslations, translate } from '../../lib/i18n.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { loginUrlFor } from '../../lib/return-to.ts';
import { clearCurrentUser } from '../../lib/session.ts';

/**
 * The guard of every /admin page (spec §6): ask the server who is signed in (cached), else a
 * full-page trip to the login page that brings the person back here afterwards. An expired
 * licence (402) goes to /licenseExpired instead.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The panel's strings are not part of the public pages' bundle (lib/i18n.ts).
  await ensurePanelTranslations();
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  try {
    const user = await getQueryClient().fetchQuery(currentUserQuery);
    if (user.needsMembershipChoice) {
      throw redirect(`/login/choose?returnTo=${encodeURIComponent(here)}`);
    }
    return { user };
  } catch (error) {
    if (error instanceof Response) throw error;
    clearCurrentUser();
    if (error instanceof ApiError && error.status === 402) {
      toast.error(translate('errors.licenceExpired'), { id: 'licence-expired' });
      throw redirect('/licenseExpired');
    }
    window.location.assign(loginUrlFor(here));
    // Keep the loading screen up while the browser leaves.
    return new Promise<never>(() => {});
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingOverlay />;
}

export default function AdminDashboardLayout() {
  return (
    <QueryProvider>
      <AdminLayout />
    </QueryProvider>
  );
}
