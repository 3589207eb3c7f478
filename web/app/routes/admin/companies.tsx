import type { Route } from './+types/companies';
import { CompaniesPage } from '../../features/companies/companies-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'companies.title') }];

export default function Companies() {
  return (
    <RoleGate action="companies.manage">
      <CompaniesPage />
    </RoleGate>
  );
}
