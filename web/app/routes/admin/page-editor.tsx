import { data } from 'react-router';
import { pageKeyOfAdminSlug } from '@rira/contracts/site/admin-pages';
import type { Route } from './+types/page-editor';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { OfferingEditorPage, StandaloneEditorPage } from '../../features/pages-admin/page-editor.tsx';
import { pageTitle } from '../../lib/meta.ts';

/**
 * /admin/products/{slug} and /admin/services/{slug} (seed spec §2: `academy`, `assessment`,
 * `rira-amouz`…, `workshop`…), and /admin/pages/{home, about, contact, policy, magazine}: the slug
 * names the page (contracts' map); any other is a 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  if (/^\/admin\/pages\//i.test(path)) {
    const pageKey = pageKeyOfAdminSlug('pages', params.slug);
    return pageKey ? { editor: 'standalone' as const, pageKey, path: null } : data({ editor: null, path }, { status: 404 });
  }
  const pageKey = pageKeyOfAdminSlug(/^\/admin\/products\//i.test(path) ? 'products' : 'services', params.slug);
  return pageKey ? { editor: 'offering' as const, pageKey, path: null } : data({ editor: null, path }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.editor ? 'pagesAdmin.editor.metaTitle' : 'errorPage.notFound.title') },
];

export default function PageEditorRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.editor) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="content.manage">
      {loaderData.editor === 'standalone' ? (
        <StandaloneEditorPage key={loaderData.pageKey} pageKey={loaderData.pageKey} />
      ) : (
        <OfferingEditorPage key={loaderData.pageKey} pageKey={loaderData.pageKey} />
      )}
    </RoleGate>
  );
}
