import { data } from 'react-router';
import type { Route } from './+types/template';
import { TemplateFormPage } from '../../features/assessment-templates/template-pages.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

/** /admin/templates/new and /admin/templates/{id}. */
export function loader({ params, request }: Route.LoaderArgs) {
  const id = params.templateId;
  if (id === 'new') return { templateId: null, found: true, path: null };
  if (!isUuid(id)) return data({ templateId: null, found: false, path: new URL(request.url).pathname }, { status: 404 });
  return { templateId: id.toLowerCase(), found: true, path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches,
      !loaderData?.found ? 'errorPage.notFound.title' : loaderData.templateId ? 'templates.editTitle' : 'templates.add',
    ),
  },
];

export default function Template({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="templates.manage">
      <TemplateFormPage key={loaderData.templateId ?? 'new'} templateId={loaderData.templateId} />
    </RoleGate>
  );
}
