import type { Route } from './+types/trusted-companies';
import { RoleGate } from '../../features/organisation/role-gate.tsx';
import { TrustedCompaniesPage } from '../../features/site-admin/trusted-companies-page.tsx';
import { CONTENT_EDITORS } from '../../features/site-admin/site-admin-api.ts';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteAdmin.trusted.title') }];

export default function TrustedCompanies() {
  return (
    <RoleGate roles={CONTENT_EDITORS}>
      <TrustedCompaniesPage />
    </RoleGate>
  );
}
