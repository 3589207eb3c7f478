import type { Route } from './+types/article-categories';
import { TaxonomyPage } from '../../features/magazine-admin/taxonomy-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'articlesAdmin.taxonomy.category.title') }];

export default function ArticleCategories() {
  return (
    <RoleGate action="content.manage">
      <TaxonomyPage key="category" kind="category" />
    </RoleGate>
  );
}
