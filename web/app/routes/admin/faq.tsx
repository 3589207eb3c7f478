import type { Route } from './+types/faq';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { FaqPage } from '../../features/site-admin/faq-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteAdmin.faq.title') }];

export default function Faq() {
  return (
    <RoleGate action="content.manage">
      <FaqPage />
    </RoleGate>
  );
}
