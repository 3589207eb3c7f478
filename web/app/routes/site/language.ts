import { redirect } from 'react-router';
import { languageContract } from '@rira/contracts/api/language';
import type { Route } from './+types/language';
import { serverApi } from '../../lib/server-api.ts';
import { safeLocalPath } from '../../lib/local-path.ts';
import { LANGUAGE_COOKIE } from '../../lib/load-context.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * POST /language: the language switch of a page without JavaScript (components/language). Stores the
 * choice as the server's own Language/change would (the `rira_lang` cookie, and on the signed-in
 * account), then shows the page again at the chosen language's address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang') === 'en' ? 'en' : 'fa';
  const to = safeLocalPath(form.get('to')) ?? (lang === 'en' ? '/?lang=en' : '/');
  // The account's preferred language (nothing to store for anonymous visitors; a failure, or no
  // in-process API under `react-router dev`, only loses that).
  await serverApi(context, languageContract.change, { body: { language: lang } }).catch(() => undefined);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return redirect(to, {
    status: 303,
    headers: { 'Set-Cookie': `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}` },
  });
}

/** Nothing to show at this address. */
export function loader() {
  return redirect('/');
}
