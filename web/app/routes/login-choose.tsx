import { redirect } from 'react-router';
import type { Route } from './+types/login-choose';
import { LoadingOverlay } from '../components/ui/loading-overlay.tsx';
import { authApi } from '../features/auth/auth-api.ts';
import { ChooseMembershipPage } from '../features/auth/choose-membership-page.tsx';
import { pageTitle } from '../lib/meta.ts';
import { QueryProvider } from '../lib/query-provider.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'membership.chooseCompany') },
  { name: 'robots', content: 'noindex' },
];

/** Who is choosing: only a signed-in person has companies and roles to pick from. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const returnTo = new URL(request.url).searchParams.get('returnTo');
  try {
    return { user: await authApi.getCurrentUser(), returnTo };
  } catch {
    throw redirect(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingOverlay />;
}

export default function LoginChoose({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <ChooseMembershipPage user={loaderData.user} returnTo={loaderData.returnTo} />
    </QueryProvider>
  );
}
