import { data } from 'react-router';
import { pageKeyOfAdminSlug } from '@rira/contracts/site/admin-pages';
import type { Route } from './+types/page-editor';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { OfferingEditorPage } from '../../features/pages-admin/page-editor.tsx';
import { pageTitle } from '../../lib/meta.ts';

/**
 * /admin/products/{slug} and /admin/services/{slug} (spec §2: `academy`, `assessment`,
 * `rira-amouz`…, `workshop`…): the slug names the page (contracts' map); any other is a 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const group = /^\/admin\/products\//i.test(path) ? 'products' : 'services';
  const pageKey = pageKeyOfAdminSlug(group, params.slug);
  if (!pageKey) return data({ pageKey: null, path }, { status: 404 });
  return { pageKey, path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.pageKey ? 'pagesAdmin.editor.metaTitle' : 'errorPage.notFound.title') },
];

export default function PageEditorRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.pageKey) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="content.manage">
      <OfferingEditorPage key={loaderData.pageKey} pageKey={loaderData.pageKey} />
    </RoleGate>
  );
}
