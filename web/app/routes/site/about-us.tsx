import type { AboutContent } from '@rira/contracts/site/content';
import type { Route } from './+types/about-us';
import { AboutPage } from '../../features/site/about-page.tsx';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { loadPage } from '../../features/site/site-data.server.ts';
import { seoMeta } from '../../lib/seo.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { content: (await loadPage<AboutContent>(context, 'about')).content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.content.seo.title,
        description: loaderData.content.seo.description,
        path: '/about-us',
        breadcrumbs: [{ name: loaderData.content.hero.eyebrow, path: '/about-us' }],
      })
    : [];

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML, no JavaScript: nothing on the page needs it (docs/decisions/007). */
export const handle = STATIC_PAGE;

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
