import type { Route } from './+types/structures';
import { PEOPLE_ADMINS, RoleGate } from '../../features/organisation/role-gate.tsx';
import { StructurePage } from '../../features/structure/structure-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'structure.structure.title') }];

export default function Structures() {
  return (
    <RoleGate roles={PEOPLE_ADMINS}>
      <StructurePage key="structure" kind="structure" />
    </RoleGate>
  );
}
