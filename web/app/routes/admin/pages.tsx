import type { Route } from './+types/pages';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { PagesIndexPage } from '../../features/pages-admin/pages-index-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'pagesAdmin.index.title') }];

/** /admin/pages: every editable page, with its editor and its public page. */
export default function Pages() {
  return (
    <RoleGate action="content.manage">
      <PagesIndexPage />
    </RoleGate>
  );
}
