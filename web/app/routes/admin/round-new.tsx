import type { Route } from './+types/round-new';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { RoundNewPage } from '../../features/rounds/round-new-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'rounds.new.title') }];

export default function Page() {
  return (
    <RoleGate action="assessments.manage">
      <RoundNewPage />
    </RoleGate>
  );
}
