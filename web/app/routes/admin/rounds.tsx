import type { Route } from './+types/rounds';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { RoundsPage } from '../../features/rounds/rounds-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'rounds.title') }];

export default function Page() {
  return (
    <RoleGate action="assessments.manage">
      <RoundsPage />
    </RoleGate>
  );
}
