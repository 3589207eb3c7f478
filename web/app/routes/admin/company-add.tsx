import type { Route } from './+types/company-add';
import { CompanyAddPage } from '../../features/companies/company-form-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'companies.addTitle') }];

export default function CompanyAdd() {
  return (
    <RoleGate action="companies.manage">
      <CompanyAddPage />
    </RoleGate>
  );
}
