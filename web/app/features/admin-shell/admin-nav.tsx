import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@rira/contracts/auth';
import { cn } from '../../components/ui/cn.ts';
import { adminNavFor, type AdminNavItem } from './admin-nav-config.ts';

/** The item whose address is the longest prefix of the current one (/admin/users/import is "import", not "people"). */
function activeItemId(items: readonly AdminNavItem[], pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  let best: AdminNavItem | null = null;
  for (const item of items) {
    const to = item.to.toLowerCase();
    if ((path === to || path.startsWith(`${to}/`)) && (!best || to.length > best.to.length)) best = item;
  }
  return best?.id ?? null;
}

export function AdminNav({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = adminNavFor(role);
  const activeId = activeItemId(items, pathname);
  return (
    <nav aria-label={t('admin.nav.label')}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={item.id === activeId ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium transition-colors',
                item.id === activeId ? 'bg-primary-700 text-white' : 'text-ink hover:bg-primary-50 hover:text-primary-800',
              )}
            >
              <item.icon aria-hidden className="size-5 shrink-0" />
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
