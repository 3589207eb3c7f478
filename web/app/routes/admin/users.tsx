import type { Route } from './+types/users';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { PeoplePage } from '../../features/people/people-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'people.title') }];

export default function Users() {
  return (
    <RoleGate action="people.manage">
      <PeoplePage />
    </RoleGate>
  );
}
