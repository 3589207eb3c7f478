import type { Route } from './+types/my-assessments';
import { MyAssessmentsPage } from '../../features/my-assessments/my-assessments-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'myAssessments.title') }];

/** Every signed-in role has its own assessments and the ones it was asked to answer. */
export default function MyAssessments() {
  return <MyAssessmentsPage />;
}
