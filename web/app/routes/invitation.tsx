import { data } from 'react-router';
import type { Route } from './+types/invitation';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { InvitationPage } from '../features/invitation/invitation-page.tsx';
import { pageTitle } from '../lib/meta.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /invitation/{token}: public, no sign-in. The token is the only key to one answer, so the page
 * is never indexed and sends no referrer; the answer itself is loaded in the browser.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) return data({ token: null, path: new URL(request.url).pathname }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return data({ token, path: null }, { headers: { 'Cache-Control': 'no-store' } });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'invitation.pageTitle') },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function Invitation({ loaderData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <ErrorPage status={404} path={loaderData.path ?? undefined} />
      </main>
    );
  }
  return <InvitationPage key={loaderData.token} token={loaderData.token} />;
}
