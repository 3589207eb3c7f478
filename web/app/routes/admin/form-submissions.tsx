import type { Route } from './+types/form-submissions';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { FormSubmissionsPage } from '../../features/site-admin/form-submissions-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteAdmin.inbox.title') }];

export default function FormSubmissions() {
  return (
    <RoleGate action="content.manage">
      <FormSubmissionsPage />
    </RoleGate>
  );
}
