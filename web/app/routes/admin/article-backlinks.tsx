import { data } from 'react-router';
import type { Route } from './+types/article-backlinks';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { BacklinksPage } from '../../features/magazine-admin/backlinks-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.articleId)) return data({ articleId: null, path: new URL(request.url).pathname }, { status: 404 });
  return { articleId: params.articleId, path: null };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'articlesAdmin.backlinks.title') }];

export default function ArticleBacklinks({ loaderData }: Route.ComponentProps) {
  if (!loaderData.articleId) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="content.manage">
      <BacklinksPage key={loaderData.articleId} articleId={loaderData.articleId} />
    </RoleGate>
  );
}
