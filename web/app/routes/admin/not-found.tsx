import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

/** An unknown address under /admin: the 404 page inside the admin layout. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'errorPage.notFound.title') }];

export default function AdminNotFound({ loaderData }: Route.ComponentProps) {
  return <ErrorPage status={404} path={loaderData.path} />;
}
