import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
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
import { clearCurrentUser, currentUserForgotten, takeCurrentUserForgotten } from '../../lib/session.ts';

/**
 * The guard of every /admin page (seed spec §6): ask the server who is signed in (cached), else a
 * full-page trip to the login page that brings the person back here afterwards. An expired
 * licence (402) goes to /licenseExpired instead.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The panel's strings are not part of the public pages' bundle (lib/i18n.ts).
  await ensurePanelTranslations();
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  try {
    // Forgotten (a 401/403, a new sign-in or choice): asked afresh, not answered from what the panel kept.
    const fresh = takeCurrentUserForgotten();
    const user = await getQueryClient().fetchQuery(fresh ? { ...currentUserQuery, staleTime: 0 } : currentUserQuery);
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

/**
 * The guard runs again on the next navigation once the current user was forgotten: a call refused
 * with 403 (a role taken away in another tab or by another admin) sends the panel to its start, and
 * the person then sees what they may do now (the company and role chooser when their role is gone),
 * not the screens of the role the layout read before.
 */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUserForgotten();
}

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
