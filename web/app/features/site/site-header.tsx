import type { MouseEvent } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePageHydrates } from '../../lib/page-hydration.ts';
import { LanguageSwitch } from '../../components/language/language-switch.tsx';
import { LocalLink } from '../../components/language/local-link.tsx';
import { CONTACT_PATH, NAV_ITEMS, activeNavItem } from './nav-items.ts';

export const NAV_MENU_ID = 'site-nav-menu';

/**
 * On a page without React: a followed link closes the menu, so a same-page anchor (/#products)
 * shows its section and a page restored from the back/forward cache comes back with it closed.
 * Allowed by its hash in the page's CSP (server/src/plugins/page-cache.ts) or by the nonce.
 */
export const MENU_SCRIPT = `document.addEventListener('click',function(e){var t=e.target,m=document.getElementById('${NAV_MENU_ID}');if(m&&m.hidePopover&&t instanceof Element&&t.closest('#${NAV_MENU_ID} a[href]'))m.hidePopover()})`;

/** The same, on a hydrated page, where links navigate without reloading. */
function closeOnLink(event: MouseEvent<HTMLElement>) {
  const menu = event.currentTarget;
  if (!(event.target instanceof Element && event.target.closest('a[href]'))) return;
  try {
    if (menu.matches(':popover-open')) menu.hidePopover();
  } catch {
    // A browser without popovers shows the menu inline: nothing to close.
  }
}

/**
 * The public header (seed spec §2): logo, five items, contact button from md up, a menu below md.
 *
 * It needs no JavaScript, so static public pages can skip hydration (lib/page-hydration.ts): the
 * menu is a native popover (the button opens it; Escape, a click outside or the close button shut
 * it) and the language switch is a form (components/language/language-switch.tsx).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const pageHydrates = usePageHydrates();
  const nonce = useRouteLoaderData<{ cspNonce?: string }>('root')?.cspNonce || undefined;
  // The hash never reaches the server; reading it only after hydration keeps both renders equal.
  const active = activeNavItem(location.pathname, hydrated ? location.hash : '');

  const links = (variant: 'bar' | 'menu') =>
    NAV_ITEMS.map((item) => {
      const isActive = item.id === active;
      return (
        <li key={item.id}>
          <LocalLink
            to={item.to}
            aria-current={isActive ? 'page' : undefined}
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
          <button
            type="button"
            popoverTarget={NAV_MENU_ID}
            aria-haspopup="dialog"
            aria-label={t('header.openMenu')}
            className={buttonClasses('ghost', 'icon', 'md:hidden')}
          >
            <MenuIcon aria-hidden className="size-6" />
          </button>
        </div>
      </div>

      {/* Closed, a popover is display: none (the browser's own style), so it is out of the page for everyone;
          from md up (no menu button) it stays hidden, also in a browser without popovers. */}
      <div
        id={NAV_MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${NAV_MENU_ID}-title`}
        onClick={closeOnLink}
        className="inset-y-0 start-0 end-auto m-0 h-dvh md:hidden max-h-none w-[min(20rem,88vw)] max-w-none border-0 bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/50"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            <h2 id={`${NAV_MENU_ID}-title`} className="text-base font-semibold">
              {t('header.menuTitle')}
            </h2>
            <button
              type="button"
              popoverTarget={NAV_MENU_ID}
              popoverTargetAction="hide"
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary-50"
              aria-label={t('common.close')}
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <nav aria-label={t('nav.label')}>
              <ul className="flex flex-col gap-1">{links('menu')}</ul>
            </nav>
            <LocalLink to={CONTACT_PATH} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
              {t('nav.contact')}
            </LocalLink>
          </div>
        </div>
      </div>
      {pageHydrates ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />}
    </header>
  );
}
