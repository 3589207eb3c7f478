import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mayCall, type Action } from '@rira/contracts/permissions';
import { buttonClasses } from '../ui/button.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

/**
 * A screen for the callers an action admits (contracts/src/permissions.ts, the same actions the
 * server's guard reads). The server refuses the calls anyway; this says so calmly instead of
 * letting the first 403 sign the person out of the panel.
 *
 * A screen that shows what one call loads passes that contract route (`route={...Contract.get}`):
 * the gate is then its `access`, the very rule the server guards the call with. A screen whose
 * rule is not one route's (the library screens change what company admins may only read) names
 * its `action`.
 */
export function RoleGate({ children, ...gate }: ({ action: Action } | { route: { readonly access: Action } }) & { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (mayCall({ role: user.activeRole }, 'route' in gate ? gate.route : { access: gate.action })) return <>{children}</>;
  return (
    <section aria-labelledby="no-access-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden className="size-14 text-primary-300" />
      <h1 id="no-access-title" className="text-2xl font-bold">
        {t('org.noAccess.title')}
      </h1>
      <p className="text-ink-muted">{t('org.noAccess.body')}</p>
      <Link to="/admin/dashboard" className={buttonClasses('primary', 'md')}>
        {t('org.noAccess.back')}
      </Link>
    </section>
  );
}
