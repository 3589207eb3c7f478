import type { Route } from './+types/library-assessor-types';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { AssessorTypesPage } from '../../features/library/library-pages.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'library.assessorType.title') }];

export default function Page() {
  return (
    <RoleGate action="library.manage">
      <AssessorTypesPage />
    </RoleGate>
  );
}
