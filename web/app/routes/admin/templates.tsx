import type { Route } from './+types/templates';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { TemplatesPage } from '../../features/assessment-templates/template-pages.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'templates.title') }];

export default function Page() {
  return (
    <RoleGate action="templates.manage">
      <TemplatesPage />
    </RoleGate>
  );
}
