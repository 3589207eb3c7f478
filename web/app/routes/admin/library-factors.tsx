import type { Route } from './+types/library-factors';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { FactorsPage } from '../../features/library/library-pages.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'library.factor.title') }];

export default function Page() {
  return (
    <RoleGate action="library.manage">
      <FactorsPage />
    </RoleGate>
  );
}
