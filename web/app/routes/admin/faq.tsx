import type { Route } from './+types/faq';
import { RoleGate } from '../../features/organisation/role-gate.tsx';
import { FaqPage } from '../../features/site-admin/faq-page.tsx';
import { CONTENT_EDITORS } from '../../features/site-admin/site-admin-api.ts';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteAdmin.faq.title') }];

export default function Faq() {
  return (
    <RoleGate roles={CONTENT_EDITORS}>
      <FaqPage />
    </RoleGate>
  );
}
