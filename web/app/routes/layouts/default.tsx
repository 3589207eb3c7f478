import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { SiteFooter } from '../../features/site/site-footer.tsx';
import { SiteHeader } from '../../features/site/site-header.tsx';
import { loadSiteSettings } from '../../features/site/site-data.server.ts';
import type { PublicLayoutData } from '../../features/site/site-settings.ts';

/** The site settings every public page's footer shows (a public read, kept until content changes). */
export async function loader({ context }: Route.LoaderArgs): Promise<PublicLayoutData> {
  return { settings: await loadSiteSettings(context) };
}

/** The `default` layout: public header, the page, public footer. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter settings={loaderData.settings} />
    </div>
  );
}
