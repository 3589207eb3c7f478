import type { Route } from './+types/users-import';
import { PEOPLE_ADMINS, RoleGate } from '../../features/organisation/role-gate.tsx';
import { ImportPage } from '../../features/people-import/import-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'peopleImport.title') }];

export default function UsersImport() {
  return (
    <RoleGate roles={PEOPLE_ADMINS}>
      <ImportPage />
    </RoleGate>
  );
}
