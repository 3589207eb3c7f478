import type { Route } from './+types/assessments';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { AssessmentsPage } from '../../features/assessments/assessments-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'assessments.title') }];

export default function Page() {
  return (
    <RoleGate action="assessments.manage">
      <AssessmentsPage />
    </RoleGate>
  );
}
