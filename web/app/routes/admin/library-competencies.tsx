import type { Route } from './+types/library-competencies';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { CompetenciesPage } from '../../features/library/library-pages.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'library.competency.title') }];

export default function Page() {
  return (
    <RoleGate action="library.manage">
      <CompetenciesPage />
    </RoleGate>
  );
}
