import type { Route } from './+types/library-difficulties';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { DifficultiesPage } from '../../features/library/library-pages.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'library.difficulty.title') }];

export default function Page() {
  return (
    <RoleGate action="library.manage">
      <DifficultiesPage />
    </RoleGate>
  );
}
