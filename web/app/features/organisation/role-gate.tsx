import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@rira/contracts/auth';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../admin-shell/current-user.ts';

/**
 * Screens for some roles only. The server refuses the calls anyway; this says so calmly
 * instead of letting the first 403 sign the person out of the panel.
 */
export function RoleGate({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.activeRole && roles.includes(user.activeRole)) return <>{children}</>;
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

export const MANAGERS: readonly Role[] = ['systemManager'];
export const PEOPLE_ADMINS: readonly Role[] = ['systemManager', 'companyAdmin'];
