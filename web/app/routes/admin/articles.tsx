import type { Route } from './+types/articles';
import { ArticlesPage } from '../../features/magazine-admin/articles-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'articlesAdmin.list.title') }];

export default function Articles() {
  return (
    <RoleGate action="content.manage">
      <ArticlesPage />
    </RoleGate>
  );
}
