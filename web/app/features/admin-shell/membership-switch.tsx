import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { Building2, Check, ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@rira/contracts/auth';
import type { LanguageCode } from '@rira/contracts/language';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Menu, MenuContent, MenuLabel, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { CURRENT_USER_KEY } from '../../lib/session.ts';
import { useAction } from '../../lib/use-action.ts';
import { authApi } from '../auth/auth-api.ts';
import { companyTitle, isActiveMembership, membershipOptions, type MembershipOption } from '../auth/membership.ts';

const optionKey = (o: MembershipOption) => `${o.company?.id ?? 'platform'}:${o.role}`;

/** Company / role switch: shown only to people with more than one choice. */
export function MembershipSwitch({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const select = useAction(
    (option: MembershipOption) => authApi.selectMembership({ CompanyId: option.company?.id ?? null, Role: option.role }),
    {
      // Everything cached belonged to the previous company or role: the empty key matches every query.
      invalidates: [[]],
      onSuccess: (next) => {
        if (next) queryClient.setQueryData(CURRENT_USER_KEY, next);
      },
    },
  );
  const options = membershipOptions(user.memberships);
  if (options.length <= 1) return null;

  const active = options.find((o) => isActiveMembership(user, o));
  const place = (o: MembershipOption) => (o.company ? companyTitle(o.company, lang) : t('membership.platform'));

  async function choose(key: string) {
    const option = options.find((o) => optionKey(o) === key);
    if (!option || (active && optionKey(active) === key)) return;
    try {
      await select.run(option);
      await navigate('/admin/dashboard');
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger className={buttonClasses('ghost', 'sm', 'max-w-56')} aria-label={t('membership.switchLabel')}>
        <Building2 aria-hidden className="size-5 shrink-0" />
        <span className="truncate max-md:sr-only">
          {active ? `${place(active)} · ${t(`roles.${active.role}`)}` : t('membership.switchLabel')}
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>{t('membership.switchLabel')}</MenuLabel>
        <DropdownMenu.RadioGroup value={active ? optionKey(active) : ''} onValueChange={(key) => void choose(key)}>
          {options.map((o) => (
            <DropdownMenu.RadioItem
              key={optionKey(o)}
              value={optionKey(o)}
              className="flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-start outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 lg:min-h-10"
            >
              <span className="inline-flex size-4 shrink-0 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden className="size-4" />
                </DropdownMenu.ItemIndicator>
              </span>
              <span className="flex flex-col">
                <span className="font-medium">{place(o)}</span>
                <span className="text-sm text-ink-muted">{t(`roles.${o.role}`)}</span>
              </span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </Menu>
  );
}
