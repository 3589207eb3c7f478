import { data } from 'react-router';
import type { Route } from './+types/my-assessment-assessors';
import { AssessorSettingPage } from '../../features/assessor-setting/assessor-setting-page.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

/** /admin/my-assessments/{assessmentId}/assessors: choosing one's own assessors (assessor setting). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.assessmentId)) return data({ assessmentId: null, path: new URL(request.url).pathname }, { status: 404 });
  return { assessmentId: params.assessmentId.toLowerCase(), path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.assessmentId ? 'assessorSetting.title' : 'errorPage.notFound.title') },
];

export default function MyAssessmentAssessors({ loaderData }: Route.ComponentProps) {
  if (!loaderData.assessmentId) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return <AssessorSettingPage key={loaderData.assessmentId} assessmentId={loaderData.assessmentId} />;
}
