import { CircleUserRound, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@rira/contracts/auth';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { useSignOut } from './use-sign-out.ts';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger className={buttonClasses('ghost', 'sm', 'gap-2 px-1.5')} aria-label={t('admin.userMenu', { name: user.fullName })}>
        <Avatar name={user.fullName} src={user.avatarUrl} size="sm" decorative />
        <span className="max-w-40 truncate max-md:hidden">{user.fullName}</span>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel className="font-semibold text-ink">{user.fullName}</MenuLabel>
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
