import type { HomeContent } from '@rira/contracts/site/content';
import type { Route } from './+types/home';
import { HomePage } from '../features/home/home-page.tsx';
import { PublicErrorBoundary } from '../features/site/public-error-boundary.tsx';
import { loadFaqs, loadLatestArticles, loadPage, loadTrustedCompanies } from '../features/site/site-data.server.ts';
import { siteSettingsOf } from '../features/site/site-settings.ts';
import { organisationJsonLd, rootInfo, seoMeta } from '../lib/seo.ts';
import { STATIC_PAGE } from '../lib/page-hydration.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, latest, faqs, companies] = await Promise.all([
    loadPage<HomeContent>(context, 'home'),
    loadLatestArticles(context, 3),
    loadFaqs(context, 'home'),
    loadTrustedCompanies(context, 'home'),
  ]);
  return { content: page.content, latest, faqs, companies };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang, origin } = rootInfo(matches);
  const settings = siteSettingsOf(matches);
  return seoMeta(matches, {
    title: loaderData.content.seo.title,
    description: loaderData.content.seo.description,
    path: '/',
    jsonLd: organisationJsonLd(origin, lang, {
      sameAs: settings.social.map((l) => l.url),
      telephone: settings.telephone,
      email: settings.email,
    }),
  });
};

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML, no JavaScript: nothing on the page needs it (docs/decisions/007). */
export const handle = STATIC_PAGE;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
