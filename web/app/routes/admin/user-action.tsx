import { data } from 'react-router';
import type { Route } from './+types/user-action';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { parseUserAction } from '../../lib/route-params.ts';
import { PersonEditPage } from '../../features/people/person-form-page.tsx';
import { PersonViewPage } from '../../features/people/person-view-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

/** /admin/users/edit-{userId} and /admin/users/view-{userId} (seed spec §2); any other segment is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseUserAction(params.userAction);
  if (!parsed) return data({ parsed: null, path: new URL(request.url).pathname }, { status: 404 });
  return { parsed, path: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches,
      !loaderData?.parsed ? 'errorPage.notFound.title' : loaderData.parsed.action === 'edit' ? 'people.editTitle' : 'people.viewTitle',
    ),
  },
];

export default function UserAction({ loaderData }: Route.ComponentProps) {
  const { parsed } = loaderData;
  if (!parsed) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="people.manage">
      {parsed.action === 'edit' ? (
        <PersonEditPage key={parsed.userId} userId={parsed.userId} />
      ) : (
        <PersonViewPage key={parsed.userId} userId={parsed.userId} />
      )}
    </RoleGate>
  );
}
