import type { Route } from './+types/site-settings';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { SiteSettingsPage } from '../../features/site-admin/site-settings-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteSettingsAdmin.title') }];

/** /admin/siteSettings: the footer's address, phone, e-mail and social links (issue 15). */
export default function SiteSettings() {
  return (
    <RoleGate action="content.manage">
      <SiteSettingsPage />
    </RoleGate>
  );
}
