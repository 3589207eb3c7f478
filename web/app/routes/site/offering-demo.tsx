import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfferingContent } from '@rira/contracts/site/content';
import type { Route } from './+types/offering-demo';
import { demoChoiceNames } from '../../features/site/demo-names.ts';
import { OfferingDemoPage } from '../../features/site/demo-page.tsx';
import { offeringOfPath } from '../../features/site/offerings.ts';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { loadPage } from '../../features/site/site-data.server.ts';
import { translateIn } from '../../lib/i18n.ts';
import { leadFormAction } from '../../features/lead-forms/lead-form-action.server.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';
import { rootInfo, seoMeta } from '../../lib/seo.ts';

/** Every product's and service's /demo page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const offering = offeringOfPath(new URL(request.url).pathname);
  if (!offering) throw data(null, { status: 404 });
  return { offering, content: (await loadPage<OfferingContent>(context, offering.id)).content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang } = rootInfo(matches);
  const { offering, content } = loaderData;
  return seoMeta(matches, {
    title: content.demo.seo.title,
    description: content.demo.seo.description,
    path: `${offering.path}/demo`,
    breadcrumbs: [
      { name: content.name, path: offering.path },
      { name: translateIn(lang, 'site.breadcrumbs.demo'), path: `${offering.path}/demo` },
    ],
  });
};

/** The demo request's post, for this page's product or service (works without JavaScript; docs/decisions/027). */
export function action(args: Route.ActionArgs) {
  const offering = offeringOfPath(new URL(args.request.url).pathname);
  if (!offering) throw data(null, { status: 404 });
  return leadFormAction(args, [offering.kind === 'product' ? 'productDemo' : 'serviceDemo']);
}

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML and a small inline script for the form, not the framework (docs/decisions/027). */
export const handle = STATIC_PAGE;

export default function OfferingDemo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <OfferingDemoPage offering={loaderData.offering} content={loaderData.content} names={demoChoiceNames(t, loaderData.offering.kind)} />
  );
}
