import { redirect } from 'react-router';
import type { Route } from './+types/invitation-short';

/**
 * /i/{token}: the short address of a personal invitation link, for SMS and links an admin copies
 * (issue 23, docs/decisions/034): every character counts in an SMS. It only sends the visitor on to
 * /invitation/{token} in the invitation's language (`?lang=en` for English; Persian, the default,
 * is said explicitly, so a browser that last chose English here still opens a Persian invitation
 * in Persian). Nothing is read: a dead or mistyped token gets the invitation page's own "this link
 * is no longer active". Never cached, never a referrer.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'fa';
  return redirect(`/invitation/${encodeURIComponent(params.token ?? '')}?lang=${lang}`, {
    status: 302,
    headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
