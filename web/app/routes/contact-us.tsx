import type { ContactContent } from '@rira/contracts/site/content';
import type { Route } from './+types/contact-us';
import { ContactPage } from '../features/site/contact-page.tsx';
import { PublicErrorBoundary } from '../features/site/public-error-boundary.tsx';
import { loadPage } from '../features/site/site-data.server.ts';
import { leadFormAction } from '../features/lead-forms/lead-form-action.server.ts';
import { STATIC_PAGE } from '../lib/page-hydration.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { content: (await loadPage<ContactContent>(context, 'contact')).content };
}

/** The contact form's post (works without JavaScript; docs/decisions/027). */
export function action(args: Route.ActionArgs) {
  return leadFormAction(args, ['contact']);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.content.seo.title,
        description: loaderData.content.seo.description,
        path: '/contact-us',
        breadcrumbs: [{ name: loaderData.content.title, path: '/contact-us' }],
      })
    : [];

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML and a small inline script for the form, not the framework (docs/decisions/027). */
export const handle = STATIC_PAGE;

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData.content} />;
}
