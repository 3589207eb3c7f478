import { useState } from 'react';
import { useLocation } from 'react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Sheet } from '../../components/ui/sheet.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { LanguageSwitch } from '../language/language-switch.tsx';
import { LocalLink } from './local-link.tsx';
import { CONTACT_PATH, NAV_ITEMS, activeNavItem } from './nav-items.ts';

const NAV_DRAWER_ID = 'site-nav-drawer';

/** The public header (spec §2): logo, five items, contact button from md up, a drawer below md. */
export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  // The drawer is open only on the page it was opened on: navigating closes it.
  const here = location.pathname + location.hash;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const setOpen = (value: boolean) => setOpenOn(value ? here : null);
  // The hash never reaches the server; reading it only after hydration keeps both renders equal.
  const active = activeNavItem(location.pathname, hydrated ? location.hash : '');

  const links = (variant: 'bar' | 'drawer') =>
    NAV_ITEMS.map((item) => {
      const isActive = item.id === active;
      return (
        <li key={item.id}>
          <LocalLink
            to={item.to}
            aria-current={isActive ? 'page' : undefined}
            onClick={() => setOpen(false)}
            className={cn(
              'flex items-center rounded-lg px-3 font-medium transition-colors hover:bg-primary-50 hover:text-primary-800',
              variant === 'bar' ? 'min-h-10' : 'min-h-12 text-lg',
              isActive ? 'bg-primary-50 text-primary-800' : 'text-ink',
            )}
          >
            {t(item.labelKey)}
          </LocalLink>
        </li>
      );
    });

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">
        <LocalLink to="/" className="-ms-1 rounded-lg p-1" aria-label={t('header.homeLink')}>
          <Logo />
        </LocalLink>

        <nav aria-label={t('nav.label')} className="ms-4 hidden md:block">
          <ul className="flex items-center gap-1">{links('bar')}</ul>
        </nav>

        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitch compact />
          <LocalLink to={CONTACT_PATH} className={buttonClasses('primary', 'md', 'max-md:hidden')}>
            {t('nav.contact')}
          </LocalLink>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? NAV_DRAWER_ID : undefined}
            onClick={() => setOpen(true)}
          >
            <MenuIcon aria-hidden className="size-6" />
          </Button>
        </div>
      </div>

      <Sheet id={NAV_DRAWER_ID} open={open} onOpenChange={setOpen} title={t('header.menuTitle')} side="start">
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-col gap-1">{links('drawer')}</ul>
        </nav>
        <LocalLink
          to={CONTACT_PATH}
          onClick={() => setOpen(false)}
          className={buttonClasses('primary', 'md', 'mt-6 w-full')}
        >
          {t('nav.contact')}
        </LocalLink>
      </Sheet>
    </header>
  );
}
