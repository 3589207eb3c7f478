import type { MessageKey } from '../../lib/i18n-keys.ts';

/** The public header's five items (seed spec §2) and which one the current address highlights. */
export type NavItemId = 'home' | 'products' | 'services' | 'magazine' | 'about';

export interface NavItem {
  id: NavItemId;
  to: string;
  labelKey: MessageKey;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', to: '/', labelKey: 'nav.home' },
  { id: 'products', to: '/#products', labelKey: 'nav.products' },
  { id: 'services', to: '/#services', labelKey: 'nav.services' },
  { id: 'magazine', to: '/blogs', labelKey: 'nav.magazine' },
  { id: 'about', to: '/about-us', labelKey: 'nav.about' },
];

export const CONTACT_PATH = '/contact-us';

function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(base + '/');
}

/**
 * The item to highlight. Paths compare case-insensitively (the spec links both /Blogs and
 * /blogs); on the home page the #products / #services anchors pick their item.
 */
export function activeNavItem(pathname: string, hash = ''): NavItemId | null {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const anchor = hash.toLowerCase();
  if (path === '/') {
    if (anchor === '#products') return 'products';
    if (anchor === '#services') return 'services';
    return 'home';
  }
  if (under(path, '/products')) return 'products';
  if (under(path, '/services')) return 'services';
  if (under(path, '/blogs')) return 'magazine';
  if (under(path, '/about-us')) return 'about';
  return null;
}
