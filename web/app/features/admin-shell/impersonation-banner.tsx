import { UserRoundCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@rira/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { authApi } from '../auth/auth-api.ts';

/** A system manager acting as someone else always sees so, with the way back. */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  if (!user.impersonatedBy) return null;

  async function returnToMyAccount() {
    try {
      await authApi.returnToMyAccount();
      // A full load: every cache and every screen belonged to the other person.
      window.location.assign('/admin/dashboard');
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <div role="region" aria-label={t('admin.impersonation.label')} className="no-print bg-warning-soft text-warning-ink">
      <div className="flex flex-wrap items-center gap-3 px-4 py-2 lg:px-6">
        <UserRoundCheck aria-hidden className="size-5 shrink-0" />
        <p className="flex-1">
          {t('admin.impersonation.banner', {
            user: textIn(user.fullName, user.fullNameEn, lang),
            by: textIn(user.impersonatedBy.fullName, user.impersonatedBy.fullNameEn, lang),
          })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void returnToMyAccount()}>
          {t('admin.impersonation.return')}
        </Button>
      </div>
    </div>
  );
}
