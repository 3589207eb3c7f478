import type { PolicyContent } from '@rira/contracts/site/content';
import type { Route } from './+types/policy';
import { PolicyPage } from '../../features/site/policy-page.tsx';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { loadPage } from '../../features/site/site-data.server.ts';
import { seoMeta } from '../../lib/seo.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { content: (await loadPage<PolicyContent>(context, 'policy')).content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.content.seo.title,
        description: loaderData.content.seo.description,
        path: '/policy',
        breadcrumbs: [{ name: loaderData.content.title, path: '/policy' }],
      })
    : [];

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML, no JavaScript: nothing on the page needs it (docs/decisions/007). */
export const handle = STATIC_PAGE;

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage content={loaderData.content} />;
}
