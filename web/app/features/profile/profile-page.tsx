import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';
import { Button } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';
import type { KeysUnder } from '../../lib/i18n-keys.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useSignOut } from '../admin-shell/use-sign-out.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { profileQuery } from './profile-query.ts';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface p-5 shadow-sm md:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Profile: avatar, the person's details, change password, sign out (seed spec §2). */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const user = useCurrentUser();
  const signOut = useSignOut();
  const { data: profile } = useQuery(profileQuery);

  // Numbers read in the page's digits; usernames and e-mails stay as typed.
  const details: Array<{ key: KeysUnder<'profile.fields'>; value: string | null | undefined; digits?: boolean }> = [
    { key: 'username', value: profile?.username ?? user.username },
    { key: 'mobile', value: profile?.mobile ?? user.mobile, digits: true },
    { key: 'email', value: profile?.email ?? user.email },
    { key: 'nationalCode', value: profile?.nationalCode, digits: true },
    { key: 'personnelCode', value: profile?.personnelCode, digits: true },
  ];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('profile.title')}</h1>

      <Section id="profile-about" title={t('profile.about')}>
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <AvatarUpload name={textIn(user.fullName, user.fullNameEn, lang)} avatarUrl={profile?.avatarUrl ?? user.avatarUrl} />
          <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-muted">{t('profile.fields.name')}</dt>
              <dd className="font-medium">
                <LocalText fa={user.fullName} en={user.fullNameEn} />
              </dd>
            </div>
            {details.map((d) =>
              d.value ? (
                <div key={d.key}>
                  <dt className="text-sm text-ink-muted">{t(`profile.fields.${d.key}`)}</dt>
                  <dd className="font-medium">
                    <bdi dir="ltr">{d.digits ? localDigits(d.value, lang) : d.value}</bdi>
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
        </div>
      </Section>

      <Section id="profile-password" title={t(user.hasPassword ? 'profile.password.title' : 'profile.password.firstTitle')}>
        {!user.hasPassword && user.impersonatedBy ? (
          // Acting as someone, their first password is not the system manager's to choose (the server refuses it).
          <p className="rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning-ink">{t('errors.firstPasswordNotWhileActingAs')}</p>
        ) : (
          <ChangePasswordForm hasPassword={user.hasPassword} />
        )}
      </Section>

      <Section id="profile-signout" title={t('profile.signOutTitle')}>
        <p className="mb-4 text-ink-muted">{t('profile.signOutHint')}</p>
        <Button variant="danger" onClick={() => void signOut()}>
          <LogOut aria-hidden className="size-5 rtl:rotate-180" />
          {t('auth.signOut')}
        </Button>
      </Section>
    </div>
  );
}
