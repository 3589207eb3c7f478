import type { Route } from './+types/user-add';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { PersonAddPage } from '../../features/people/person-form-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'people.addTitle') }];

export default function UserAdd() {
  return (
    <RoleGate action="people.manage">
      <PersonAddPage />
    </RoleGate>
  );
}
