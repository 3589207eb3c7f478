import type { Route } from './+types/license-expired';
import { LicenceExpiredPage } from '../features/errors/licence-expired-page.tsx';
import { useSiteSettings } from '../features/site/site-settings.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'licence.title') },
  { name: 'robots', content: 'noindex' },
];

export default function LicenseExpired() {
  return <LicenceExpiredPage contacts={useSiteSettings()} />;
}
