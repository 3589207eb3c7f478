import { useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { KeyRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@rira/contracts/auth';
import { Button, buttonClasses } from '../../components/ui/button.tsx';

const dismissedKey = (userId: string) => `rira:first-password-dismissed:${userId}`;

function storedDismissal(userId: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(userId)) === 'yes';
  } catch {
    return false; // private mode: offered on every page load
  }
}

/** Another tab's "not now" counts here too. */
function onStorage(change: () => void): () => void {
  window.addEventListener('storage', change);
  return () => window.removeEventListener('storage', change);
}

/**
 * Someone without a password — added by an admin or imported, signed in by one-time code — is
 * offered to choose one (issue 23): a line at the top of the panel with the way to the profile's
 * form, until they have one or say "not now" (remembered in this browser). Not while a system
 * manager acts as them, and not on the profile page, which has the form itself. Read after the
 * page has loaded (the dismissal lives in the browser), so the server's HTML never shows it.
 */
export function FirstPasswordPrompt({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The server's HTML (and the hydrating render) take it as dismissed; the browser then reads its own.
  const stored = useSyncExternalStore(
    onStorage,
    () => storedDismissal(user.id),
    () => true,
  );
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissed = stored || dismissedNow;
  if (user.hasPassword || user.impersonatedBy || dismissed || location.pathname.startsWith('/admin/profile')) return null;

  function notNow() {
    try {
      window.localStorage.setItem(dismissedKey(user.id), 'yes');
    } catch {
      /* not remembered: offered again next time */
    }
    setDismissedNow(true);
  }

  return (
    <div
      role="region"
      aria-label={t('admin.firstPassword.label')}
      className="no-print border-b border-primary-200 bg-primary-50 text-primary-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 lg:px-6">
        <KeyRound aria-hidden className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 basis-56">{t('admin.firstPassword.text')}</p>
        <div className="flex items-center gap-1">
          <Link to="/admin/profile#profile-password" className={buttonClasses('primary', 'sm')}>
            {t('admin.firstPassword.set')}
          </Link>
          <Button variant="ghost" size="sm" onClick={notNow}>
            <X aria-hidden className="size-4" />
            {t('admin.firstPassword.notNow')}
          </Button>
        </div>
      </div>
    </div>
  );
}
