import type { Route } from './+types/users-import';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { ImportPage } from '../../features/people-import/import-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'peopleImport.title') }];

export default function UsersImport() {
  return (
    <RoleGate action="people.manage">
      <ImportPage />
    </RoleGate>
  );
}
