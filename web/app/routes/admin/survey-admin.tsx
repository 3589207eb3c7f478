import type { Route } from './+types/survey-admin';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { SurveyAdminPage } from '../../features/pages-admin/survey-admin-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'pagesAdmin.survey.title') }];

/** /admin/servey/assessment (spelled as the spec spells it): the survey's questions and its responses. */
export default function SurveyAdmin() {
  return (
    <RoleGate action="content.manage">
      <SurveyAdminPage />
    </RoleGate>
  );
}
