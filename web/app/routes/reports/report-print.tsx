import { data, redirect } from 'react-router';
import type { Route } from './+types/report-print';
import { ReportPrint, type ReportPrintData } from '../../features/reports/report-print-page.tsx';
import { loadReport, parseVersion, reportForPage } from '../../features/reports/report-data.server.ts';
import reportStyles from '../../features/reports/report.css?url';
import { langFromMatches } from '../../lib/meta.ts';
import { translateIn } from '../../lib/i18n.ts';
import { textIn } from '@rira/contracts/local-text';
import { loginUrlFor } from '../../lib/return-to.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: reportStyles }];

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

/**
 * /reports/{assessmentId}/print?version=N&kind=short|complete&lang=fa|en[&token=T]: what the
 * server's Chromium prints to PDF (with the one-time print token, no cookie), and the fallback a
 * signed-in reader opens when the server cannot print. Everything is in the server's HTML: the
 * page shows the whole report without JavaScript. The language comes from ?lang= (the server's
 * language decision reads it first), so <html lang dir> is right from the first byte.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const assessmentId = (params.assessmentId ?? '').toLowerCase();
  const token = url.searchParams.get('token');
  const kind = url.searchParams.get('kind') === 'short' ? 'short' : 'complete';
  const report = await loadReport(context, assessmentId, { version: parseVersion(url.searchParams.get('version')), printToken: token });
  let page: ReportPrintData;
  let status = 200;
  switch (report.state) {
    case 'signedOut':
      throw redirect(loginUrlFor(url.pathname + url.search));
    case 'ready':
      page = { state: 'ready', ...reportForPage(context, request, report.doc), kind, fallback: !token };
      break;
    case 'refused':
      page = { state: 'refused', message: report.message };
      status = 403;
      break;
    case 'noReport':
      page = { state: 'noReport', message: report.message };
      status = 404;
      break;
    default:
      page = { state: 'notFound' };
      status = 404;
  }
  return data(page, { status, headers: PRIVATE });
}

/**
 * Served without scripts when the server prints it (nothing to hydrate, fewer requests before the
 * printer's network-idle wait); a reader's fallback view keeps them for its Print button.
 */
export const handle = {
  hydrate: (data: ReportPrintData | undefined) => data?.state === 'ready' && data.fallback,
};

export function headers() {
  return PRIVATE;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = langFromMatches(matches);
  const title = translateIn(
    lang,
    loaderData?.state === 'ready' && loaderData.kind === 'short' ? 'report.kind.short' : 'report.kind.complete',
  );
  const person =
    loaderData?.state === 'ready' ? ` — ${textIn(loaderData.outline.person.fullName, loaderData.outline.person.fullNameEn, lang)}` : '';
  return [{ title: `${title}${person} | ${translateIn(lang, 'brand.name')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function ReportPrintRoute({ loaderData }: Route.ComponentProps) {
  return <ReportPrint data={loaderData} />;
}
