import { Building2, UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';
import { useCurrentUser } from '../../lib/current-user.ts';
import { companyTitle } from '../auth/membership.ts';
import { textIn } from '@rira/contracts/local-text';
import { CompanyAdminDashboard, ManagerDashboard } from './org-dashboards.tsx';
import { DemoRequestsDashboard } from '../site-admin/demo-requests-dashboard.tsx';
import { MyWork } from './my-work.tsx';

/**
 * The welcome, then what waits for the person (card sorts to answer, their own assessment's step,
 * reports to read), then the figures of the role: the system manager's or a company admin's; the
 * people who run the public site also see the demo requests' summaries.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const user = useCurrentUser();
  const place = user.activeCompany ? companyTitle(user.activeCompany, lang) : t('membership.platform');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <h1 className="text-2xl font-bold md:text-3xl">
        {t('dashboard.welcome', {
          name: textIn(user.firstName, user.firstNameEn, lang) || textIn(user.fullName, user.fullNameEn, lang),
        })}
      </h1>
      {user.activeRole === 'systemManager' || user.activeRole === 'companyAdmin' ? <p className="-mt-4 text-ink-muted">{place}</p> : null}
      {user.activeRole === 'systemManager' ? <ManagerDashboard /> : null}
      {user.activeRole === 'companyAdmin' && user.activeCompany ? <CompanyAdminDashboard companyId={user.activeCompany.id} /> : null}
      {user.activeRole === 'systemManager' || user.activeRole === 'companyAdmin' ? null : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-5 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-ink-muted">
              <Building2 aria-hidden className="size-6 shrink-0 text-primary-700" />
              {t('dashboard.company')}
            </dt>
            <dd className="text-lg font-semibold">{place}</dd>
          </div>
          <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-5 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-ink-muted">
              <UserRoundCog aria-hidden className="size-6 shrink-0 text-primary-700" />
              {t('dashboard.role')}
            </dt>
            <dd className="text-lg font-semibold">{user.activeRole ? t(`roles.${user.activeRole}`) : t('dashboard.noRole')}</dd>
          </div>
        </dl>
      )}
      {user.activeRole ? <MyWork quietWhenEmpty={user.activeRole !== 'user'} /> : null}
      {user.activeRole === 'systemManager' || user.activeRole === 'contentManager' ? <DemoRequestsDashboard /> : null}
    </div>
  );
}
