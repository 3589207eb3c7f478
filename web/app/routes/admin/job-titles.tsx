import type { Route } from './+types/job-titles';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { StructurePage } from '../../features/structure/structure-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'structure.jobTitle.title') }];

export default function JobTitles() {
  return (
    <RoleGate action="structure.manage">
      <StructurePage key="jobTitle" kind="jobTitle" />
    </RoleGate>
  );
}
