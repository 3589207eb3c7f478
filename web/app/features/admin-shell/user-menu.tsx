import { CircleUserRound, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@rira/contracts/auth';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useSignOut } from './use-sign-out.ts';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = textIn(user.fullName, user.fullNameEn, i18n.language === 'en' ? 'en' : 'fa');

  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger className={buttonClasses('ghost', 'sm', 'gap-2 px-1.5')} aria-label={t('admin.userMenu', { name })}>
        <Avatar name={name} src={user.avatarUrl} size="sm" decorative />
        <LocalText className="max-w-40 truncate max-md:hidden" fa={user.fullName} en={user.fullNameEn} />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel className="font-semibold text-ink">
          <LocalText fa={user.fullName} en={user.fullNameEn} />
        </MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => void navigate('/admin/profile')}>
          <CircleUserRound aria-hidden className="size-5" />
          {t('admin.nav.profile')}
        </MenuItem>
        <MenuItem onSelect={() => void signOut()} className="text-danger data-[highlighted]:text-danger">
          <LogOut aria-hidden className="size-5 rtl:rotate-180" />
          {t('auth.signOut')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
