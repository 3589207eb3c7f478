import type { Route } from './+types/management-levels';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { StructurePage } from '../../features/structure/structure-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'structure.managementLevel.title') }];

export default function ManagementLevels() {
  return (
    <RoleGate action="structure.manage">
      <StructurePage key="managementLevel" kind="managementLevel" />
    </RoleGate>
  );
}
