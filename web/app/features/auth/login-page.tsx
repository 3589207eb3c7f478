import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@rira/contracts/auth';
import { LogoMark } from '../../components/ui/logo.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { clearCurrentUser } from '../../lib/session.ts';
import { afterSignInPath } from './after-sign-in.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { OtpLoginForm } from './otp-login-form.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';

type Method = 'password' | 'otp';

/** Sign in with a password or a one-time code; forgot-password replaces the card's body. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [method, setMethod] = useState<Method>('password');
  const [forgot, setForgot] = useState(false);

  function onSignedIn(user: CurrentUser) {
    // Whatever an earlier session left in the cache belongs to someone else now.
    clearCurrentUser();
    void navigate(afterSignInPath(user, searchParams.get('returnTo')));
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-12" />
          <h1 className="text-2xl font-bold">{t('auth.title')}</h1>
          <p className="text-ink-muted">{t('auth.subtitle')}</p>
        </div>

        {forgot ? (
          <ForgotPasswordForm onDone={() => setForgot(false)} onCancel={() => setForgot(false)} />
        ) : (
          <Tabs value={method} onValueChange={(value) => setMethod(value as Method)}>
            <TabList aria-label={t('auth.methods')}>
              <Tab value="password">{t('auth.password.tab')}</Tab>
              <Tab value="otp">{t('auth.otp.tab')}</Tab>
            </TabList>
            <TabPanel value="password">
              <PasswordLoginForm onSignedIn={onSignedIn} onForgotPassword={() => setForgot(true)} />
            </TabPanel>
            <TabPanel value="otp">
              <OtpLoginForm onSignedIn={onSignedIn} />
            </TabPanel>
          </Tabs>
        )}
      </div>
    </div>
  );
}
