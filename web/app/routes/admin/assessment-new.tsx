import type { Route } from './+types/assessment-new';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { AssessmentNewPage } from '../../features/assessments/assessment-new-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'assessments.new.title') }];

export default function Page() {
  return (
    <RoleGate action="assessments.manage">
      <AssessmentNewPage />
    </RoleGate>
  );
}
