import { useRouteLoaderData } from 'react-router';
import type { PublicSiteSettings } from '@rira/contracts/site/settings';

/**
 * The site settings (address, phone, e-mail, social links) as the public layout's loader read them,
 * in the page's language (routes/layouts/default.tsx; the id is given in routes.ts). Every page
 * under the layout — the footer, the contact page, the licence page — reads them from there.
 */
export const PUBLIC_LAYOUT_ROUTE_ID = 'site';

export interface PublicLayoutData {
  settings: PublicSiteSettings;
}

/** What a page shows while no settings are known (a render outside the public layout). */
export const NO_SITE_SETTINGS: PublicSiteSettings = {
  address: null,
  postalCode: null,
  phone: null,
  telephone: null,
  email: null,
  social: [],
};

export function useSiteSettings(): PublicSiteSettings {
  return useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT_ROUTE_ID)?.settings ?? NO_SITE_SETTINGS;
}

/** The same, for a route's `meta` (which gets the matches, not hooks). */
export function siteSettingsOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): PublicSiteSettings {
  const data = matches.find((m) => m?.id === PUBLIC_LAYOUT_ROUTE_ID)?.data as PublicLayoutData | undefined;
  return data?.settings ?? NO_SITE_SETTINGS;
}
