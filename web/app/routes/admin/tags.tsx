import type { Route } from './+types/tags';
import { TaxonomyPage } from '../../features/magazine-admin/taxonomy-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'articlesAdmin.taxonomy.tag.title') }];

export default function Tags() {
  return (
    <RoleGate action="content.manage">
      <TaxonomyPage key="tag" kind="tag" />
    </RoleGate>
  );
}
