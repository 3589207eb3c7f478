import { data, redirect } from 'react-router';
import type { Route } from './+types/report';
import { ReportScreen, type ReportScreenData } from '../../features/reports/report-page.tsx';
import { loadReportFor, loadViewer, parseVersion, reportForPage } from '../../features/reports/report-data.server.ts';
import reportStyles from '../../features/reports/report.css?url';
import { langFromMatches } from '../../lib/meta.ts';
import { translateIn } from '../../lib/i18n.ts';
import { textIn } from '@rira/contracts/local-text';
import { loginUrlFor } from '../../lib/return-to.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: reportStyles }];

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * /reports/{assessmentId}[?version=N][&kind=short]: the report screen, rendered on the server with
 * the visitor's session. Who may read it is the API's decision (the person when allowed, the
 * company's admins, the system manager); a refusal or "not generated yet" is a page of its own.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const assessmentId = (params.assessmentId ?? '').toLowerCase();
  const here = url.pathname + url.search;
  const viewer = await loadViewer(context);
  if (!viewer) throw redirect(loginUrlFor(here));
  if (viewer.needsMembershipChoice) throw redirect(`/login/choose?returnTo=${encodeURIComponent(here)}`);

  const kind = url.searchParams.get('kind') === 'short' ? 'short' : 'complete';
  const { report, admin } = await loadReportFor(context, viewer, assessmentId, parseVersion(url.searchParams.get('version')));
  let page: ReportScreenData;
  let status = 200;
  switch (report.state) {
    case 'signedOut':
      throw redirect(loginUrlFor(here));
    case 'ready':
      page = { state: 'ready', assessmentId, ...reportForPage(context, request, report.doc), kind, viewer, admin };
      break;
    case 'noReport':
      page = { state: 'noReport', assessmentId, message: report.message, viewer, admin };
      status = 404;
      break;
    case 'refused':
      page = { state: 'refused', assessmentId, message: report.message, viewer };
      status = 403;
      break;
    default:
      page = { state: 'notFound', assessmentId, viewer };
      status = 404;
  }
  return data(page, { status, headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = langFromMatches(matches);
  const title = translateIn(lang, 'report.pageTitle');
  const person =
    loaderData?.state === 'ready' ? ` — ${textIn(loaderData.outline.person.fullName, loaderData.outline.person.fullNameEn, lang)}` : '';
  return [{ title: `${title}${person} | ${translateIn(lang, 'brand.name')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function Report({ loaderData }: Route.ComponentProps) {
  return <ReportScreen data={loaderData} />;
}
