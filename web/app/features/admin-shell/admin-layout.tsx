import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Drawer } from '../../components/ui/drawer.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { LanguageSwitch } from '../../components/language/language-switch.tsx';
import { AdminNav } from './admin-nav.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { FirstPasswordPrompt } from './first-password-prompt.tsx';
import { MembershipSwitch } from './membership-switch.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';
import { UserMenu } from './user-menu.tsx';

const ADMIN_NAV_DRAWER_ID = 'admin-nav-drawer';

/** The admin-dashboard layout: side navigation (a drawer below 1280 px) and the admin header. */
export function AdminLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The drawer is open only on the page it was opened on: navigating closes it.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === location.pathname;
  const setNavOpen = (value: boolean) => setNavOpenOn(value ? location.pathname : null);

  return (
    <div className="flex min-h-dvh flex-col">
      <ImpersonationBanner user={user} />
      <FirstPasswordPrompt user={user} />
      <div className="flex flex-1">
        <aside
          data-admin-sidebar
          className="no-print sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto border-e border-line bg-surface p-4 lg:flex"
        >
          <Link to="/admin/dashboard" className="rounded-lg p-1" aria-label={t('admin.homeLink')}>
            <Logo />
          </Link>
          <AdminNav role={user.activeRole} />
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="no-print sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
            <div className="flex h-16 items-center gap-2 px-2 sm:px-4 lg:px-6">
              <Button
                variant="ghost"
                size="icon"
                className="lg:hidden"
                aria-label={t('admin.openNav')}
                aria-haspopup="dialog"
                aria-expanded={navOpen}
                aria-controls={navOpen ? ADMIN_NAV_DRAWER_ID : undefined}
                onClick={() => setNavOpen(true)}
              >
                <MenuIcon aria-hidden className="size-6" />
              </Button>
              <Link to="/admin/dashboard" className="rounded-lg p-1 max-sm:hidden lg:hidden" aria-label={t('admin.homeLink')}>
                <Logo />
              </Link>
              <div className="ms-auto flex items-center gap-1">
                <MembershipSwitch user={user} />
                <NotificationsMenu />
                {/* A language switch, not a change: every answer on screen is re-read in the new language. */}
                <LanguageSwitch compact onChanged={() => void queryClient.invalidateQueries()} />
                <UserMenu user={user} />
              </div>
            </div>
          </header>

          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>

      <Drawer id={ADMIN_NAV_DRAWER_ID} open={navOpen} onOpenChange={setNavOpen} title={t('admin.nav.label')} heading={<Logo />}>
        <AdminNav role={user.activeRole} onNavigate={() => setNavOpen(false)} />
      </Drawer>
    </div>
  );
}
