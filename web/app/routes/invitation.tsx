import { data } from 'react-router';
import type { Route } from './+types/invitation';
import { DeadInvitationPage, InvitationPage } from '../features/invitation/invitation-page.tsx';
import { pageTitle } from '../lib/meta.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /invitation/{token}: public, no sign-in. The token is the only key to one answer, so the page
 * is never indexed and sends no referrer; the answer itself is loaded in the browser.
 */
export function loader({ params }: Route.LoaderArgs) {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) return data({ token: null }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return data({ token }, { headers: { 'Cache-Control': 'no-store' } });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'invitation.pageTitle') },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function Invitation({ loaderData }: Route.ComponentProps) {
  // A link that cannot be an invitation says so as kindly as an expired one (still a 404).
  if (!loaderData.token) return <DeadInvitationPage />;
  return <InvitationPage key={loaderData.token} token={loaderData.token} />;
}
