import { data } from 'react-router';
import type { Route } from './+types/assessment';
import { AssessmentDetailPage } from '../../features/assessments/assessment-detail-page.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

/** /admin/assessments/{id}. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.assessmentId)) return data({ assessmentId: null, path: new URL(request.url).pathname }, { status: 404 });
  return { assessmentId: params.assessmentId.toLowerCase(), path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.assessmentId ? 'assessments.detail.title' : 'errorPage.notFound.title') },
];

export default function Assessment({ loaderData }: Route.ComponentProps) {
  if (!loaderData.assessmentId) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="assessments.manage">
      <AssessmentDetailPage key={loaderData.assessmentId} assessmentId={loaderData.assessmentId} />
    </RoleGate>
  );
}
