import type { Route } from './+types/structures';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { StructurePage } from '../../features/structure/structure-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'structure.structure.title') }];

export default function Structures() {
  return (
    <RoleGate action="structure.manage">
      <StructurePage key="structure" kind="structure" />
    </RoleGate>
  );
}
