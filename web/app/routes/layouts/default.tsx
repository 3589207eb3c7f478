import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/site/site-footer.tsx';
import { SiteHeader } from '../../features/site/site-header.tsx';

/** The `default` layout: public header, the page, public footer. */
export default function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
