import { data } from 'react-router';
import type { Route } from './+types/my-assessment-answer';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { AnswerPage } from '../../features/my-assessments/answer-page.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

/** /admin/my-assessments/{assessorId}: welcome, card sort, Register, thanks. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.assessorId)) return data({ assessorId: null, path: new URL(request.url).pathname }, { status: 404 });
  return { assessorId: params.assessorId.toLowerCase(), path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.assessorId ? 'cardSort.pageTitle' : 'errorPage.notFound.title') },
];

export default function MyAssessmentAnswer({ loaderData }: Route.ComponentProps) {
  if (!loaderData.assessorId) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return <AnswerPage key={loaderData.assessorId} assessorId={loaderData.assessorId} />;
}
