import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Building2, ChevronLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, MembershipChoice, Role } from '@rira/contracts/auth';
import type { LanguageCode } from '@rira/contracts/language';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { clearCurrentUser } from '../../lib/session.ts';
import { safeReturnTo } from '../../lib/return-to.ts';
import { useAction } from '../../lib/use-action.ts';
import { authApi } from './auth-api.ts';
import { companyLogo, companyTitle } from './membership.ts';
import { textIn } from '@rira/contracts/local-text';

export interface ChooseMembershipPageProps {
  user: CurrentUser;
  returnTo: string | null;
}

const cardClasses =
  'flex w-full min-h-16 items-center gap-4 rounded-xl border border-line bg-surface p-4 text-start shadow-sm transition ' +
  'hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-600';

/** After sign-in: pick a company (or platform management), then a role when there are several. */
export function ChooseMembershipPage({ user, returnTo }: ChooseMembershipPageProps) {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const navigate = useNavigate();
  const single = user.memberships.length === 1 ? user.memberships[0] : undefined;
  const [chosen, setChosen] = useState<MembershipChoice | undefined>(single);
  // A refusal ends in the API client's toast; the cards stay disabled until the new page is there.
  const select = useAction(
    ({ choice, role }: { choice: MembershipChoice; role: Role }) =>
      authApi.selectMembership({ CompanyId: choice.company?.id ?? null, Role: role }),
    {
      onSuccess: async () => {
        clearCurrentUser();
        await navigate(safeReturnTo(returnTo), { replace: true });
      },
    },
  );

  function pickCompany(choice: MembershipChoice) {
    const [onlyRole, ...others] = choice.roles;
    if (onlyRole && others.length === 0) select.fire({ choice, role: onlyRole });
    else setChosen(choice);
  }

  const choiceName = (choice: MembershipChoice) => (choice.company ? companyTitle(choice.company, lang) : t('membership.platform'));

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 md:py-16">
      {chosen === undefined ? (
        <section aria-labelledby="choose-company-title">
          <h1 id="choose-company-title" className="text-2xl font-bold">
            {t('membership.chooseCompany')}
          </h1>
          <p className="mt-1 text-ink-muted">{t('membership.chooseCompanyHint', { name: textIn(user.fullName, user.fullNameEn, lang) })}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {user.memberships.map((choice) => (
              <li key={choice.company?.id ?? 'platform'}>
                <button type="button" disabled={select.busy} className={cardClasses} onClick={() => pickCompany(choice)}>
                  {choice.company ? (
                    companyLogo(choice.company, lang) ? (
                      <img
                        src={companyLogo(choice.company, lang) ?? undefined}
                        alt=""
                        className="size-12 shrink-0 rounded-lg object-contain"
                      />
                    ) : (
                      <Avatar name={companyTitle(choice.company, lang)} decorative />
                    )
                  ) : (
                    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-800">
                      <ShieldCheck aria-hidden className="size-6" />
                    </span>
                  )}
                  <span className="flex flex-1 flex-col">
                    <span className="font-semibold">{choiceName(choice)}</span>
                    <span className="text-sm text-ink-muted">
                      {choice.roles.map((role) => t(`roles.${role}`)).join(t('common.listSeparator'))}
                    </span>
                  </span>
                  <ChevronLeft aria-hidden className="size-5 text-ink-muted ltr:rotate-180" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="choose-role-title">
          <h1 id="choose-role-title" className="text-2xl font-bold">
            {t('membership.chooseRole')}
          </h1>
          <p className="mt-1 flex items-center gap-2 text-ink-muted">
            <Building2 aria-hidden className="size-4" />
            {choiceName(chosen)}
          </p>
          <ul className="mt-6 grid gap-3">
            {chosen.roles.map((role) => (
              <li key={role}>
                <button type="button" disabled={select.busy} className={cardClasses} onClick={() => select.fire({ choice: chosen, role })}>
                  <span className="flex-1 font-semibold">{t(`roles.${role}`)}</span>
                  <ChevronLeft aria-hidden className="size-5 text-ink-muted ltr:rotate-180" />
                </button>
              </li>
            ))}
          </ul>
          {user.memberships.length > 1 ? (
            <Button variant="ghost" className="mt-4" onClick={() => setChosen(undefined)}>
              {t('membership.backToCompanies')}
            </Button>
          ) : null}
        </section>
      )}
    </div>
  );
}
