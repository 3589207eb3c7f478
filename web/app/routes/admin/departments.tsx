import type { Route } from './+types/departments';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { StructurePage } from '../../features/structure/structure-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'structure.department.title') }];

export default function Departments() {
  return (
    <RoleGate action="structure.manage">
      <StructurePage key="department" kind="department" />
    </RoleGate>
  );
}
