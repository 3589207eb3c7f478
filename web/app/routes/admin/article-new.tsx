import type { Route } from './+types/article-new';
import { ArticleEditorPage } from '../../features/magazine-admin/article-editor-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'articlesAdmin.form.newTitle') }];

export default function ArticleNew() {
  return (
    <RoleGate action="content.manage">
      <ArticleEditorPage articleId={null} />
    </RoleGate>
  );
}
