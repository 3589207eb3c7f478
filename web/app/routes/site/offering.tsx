import { data } from 'react-router';
import type { OfferingContent } from '@rira/contracts/site/content';
import type { Route } from './+types/offering';
import { OfferingPage } from '../../features/site/offering-page.tsx';
import { offeringOfPath } from '../../features/site/offerings.ts';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { loadFaqs, loadPage, loadTrustedCompanies } from '../../features/site/site-data.server.ts';
import { translateIn } from '../../lib/i18n.ts';
import type { MessageKey } from '../../lib/i18n-keys.ts';
import { rootInfo, seoMeta } from '../../lib/seo.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';

/** Every product and service page (routes.ts lists each path); the path says which one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const offering = offeringOfPath(new URL(request.url).pathname);
  if (!offering) throw data(null, { status: 404 });
  const [page, faqs, companies] = await Promise.all([
    loadPage<OfferingContent>(context, offering.id),
    loadFaqs(context, offering.id),
    loadTrustedCompanies(context, offering.id),
  ]);
  return { offering, content: page.content, faqs, companies };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang } = rootInfo(matches);
  const { offering, content } = loaderData;
  const section: { key: MessageKey; path: string } =
    offering.kind === 'product'
      ? { key: 'site.breadcrumbs.products', path: '/#products' }
      : { key: 'site.breadcrumbs.services', path: '/#services' };
  return seoMeta(matches, {
    title: content.seo.title,
    description: content.seo.description,
    path: offering.path,
    breadcrumbs: [
      { name: translateIn(lang, section.key), path: section.path },
      { name: content.name, path: offering.path },
    ],
  });
};

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML, no JavaScript: nothing on the page needs it (docs/decisions/007). */
export const handle = STATIC_PAGE;

export default function Offering({ loaderData }: Route.ComponentProps) {
  return <OfferingPage {...loaderData} />;
}
