import { data } from 'react-router';
import type { Route } from './+types/round';
import { RoundDashboardPage } from '../../features/rounds/round-dashboard-page.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

/** /admin/rounds/{id}: the round's dashboard (issue 26). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.roundId)) return data({ roundId: null, path: new URL(request.url).pathname }, { status: 404 });
  return { roundId: params.roundId.toLowerCase(), path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.roundId ? 'rounds.dashboard.title' : 'errorPage.notFound.title') },
];

export default function Round({ loaderData }: Route.ComponentProps) {
  if (!loaderData.roundId) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="assessments.manage">
      <RoundDashboardPage key={loaderData.roundId} roundId={loaderData.roundId} />
    </RoleGate>
  );
}
