import type { Route } from './+types/trusted-companies';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { TrustedCompaniesPage } from '../../features/site-admin/trusted-companies-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteAdmin.trusted.title') }];

export default function TrustedCompanies() {
  return (
    <RoleGate action="content.manage">
      <TrustedCompaniesPage />
    </RoleGate>
  );
}
