import { useTranslation } from 'react-i18next';
import type { Route } from './+types/demo-product';
import { demoChoiceNames } from '../../features/site/demo-names.ts';
import { GenericDemoPage } from '../../features/site/demo-page.tsx';
import { PublicErrorBoundary } from '../../features/site/public-error-boundary.tsx';
import { translateIn } from '../../lib/i18n.ts';
import { leadFormAction } from '../../features/lead-forms/lead-form-action.server.ts';
import { STATIC_PAGE } from '../../lib/page-hydration.ts';
import { rootInfo, seoMeta } from '../../lib/seo.ts';

export const meta: Route.MetaFunction = ({ matches }) => {
  const { lang } = rootInfo(matches);
  const title = translateIn(lang, 'site.demo.product.title');
  return seoMeta(matches, {
    title: `${title} | ${translateIn(lang, 'brand.name')}`,
    description: translateIn(lang, 'site.demo.product.description'),
    path: '/demo/product',
    breadcrumbs: [{ name: title, path: '/demo/product' }],
  });
};

/** The demo request's post (works without JavaScript; docs/decisions/027). */
export function action(args: Route.ActionArgs) {
  return leadFormAction(args, ['productDemo']);
}

export const ErrorBoundary = PublicErrorBoundary;

/** Plain HTML and a small inline script for the form, not the framework (docs/decisions/027). */
export const handle = STATIC_PAGE;

/** /demo/product: the generic demo request, with a product select. */
export default function DemoProduct() {
  const { t } = useTranslation();
  return <GenericDemoPage kind="product" names={demoChoiceNames(t, 'product')} />;
}
