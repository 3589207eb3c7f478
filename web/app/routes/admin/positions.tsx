import type { Route } from './+types/positions';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { StructurePage } from '../../features/structure/structure-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'structure.position.title') }];

export default function Positions() {
  return (
    <RoleGate action="structure.manage">
      <StructurePage key="position" kind="position" />
    </RoleGate>
  );
}
