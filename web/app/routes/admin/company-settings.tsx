import type { Route } from './+types/company-settings';
import { companySettingsContract } from '@rira/contracts/api/company-settings';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { CompanySettingsPage } from '../../features/companies/company-settings-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'companySettings.pageTitle') }];

export default function CompanySettings() {
  return (
    <RoleGate route={companySettingsContract.get}>
      <CompanySettingsPage />
    </RoleGate>
  );
}
