import { data } from 'react-router';
import type { Route } from './+types/library-competency';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { CompetencyFormPage } from '../../features/library/competency-form-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

/** /admin/library/competencies/new and /admin/library/competencies/{id}. */
export function loader({ params, request }: Route.LoaderArgs) {
  const id = params.competencyId;
  if (id === 'new') return { competencyId: null, found: true, path: null };
  if (!isUuid(id)) return data({ competencyId: null, found: false, path: new URL(request.url).pathname }, { status: 404 });
  return { competencyId: id.toLowerCase(), found: true, path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches,
      !loaderData?.found ? 'errorPage.notFound.title' : loaderData.competencyId ? 'library.competency.editTitle' : 'library.competency.add',
    ),
  },
];

export default function LibraryCompetency({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="library.manage">
      <CompetencyFormPage key={loaderData.competencyId ?? 'new'} competencyId={loaderData.competencyId} />
    </RoleGate>
  );
}
