import { useTranslation } from 'react-i18next';
import type { Route } from './+types/demo-service';
import { demoChoiceNames } from '../../features/site/demo-names.ts';
import { GenericDemoPage } from '../../features/site/demo-page.tsx';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { translateIn } from '../../lib/i18n.ts';
import { leadFormAction } from '../../features/lead-forms/lead-form-action.server.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';
import { rootInfo, seoMeta } from '../../lib/seo.ts';

export const meta: Route.MetaFunction = ({ matches }) => {
  const { lang } = rootInfo(matches);
  const title = translateIn(lang, 'site.demo.service.title');
  return seoMeta(matches, {
    title: `${title} | ${translateIn(lang, 'brand.name')}`,
    description: translateIn(lang, 'site.demo.service.description'),
    path: '/demo/service',
    breadcrumbs: [{ name: title, path: '/demo/service' }],
  });
};

/** The demo request's post (works without JavaScript; docs/decisions/027). */
export function action(args: Route.ActionArgs) {
  return leadFormAction(args, ['serviceDemo']);
}

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML and a small inline script for the form, not the framework (docs/decisions/027). */
export const handle = STATIC_PAGE;

/** /demo/service: the generic demo request, with a service select. */
export default function DemoService() {
  const { t } = useTranslation();
  return <GenericDemoPage kind="service" names={demoChoiceNames(t, 'service')} />;
}
