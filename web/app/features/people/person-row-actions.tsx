import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Eye, KeyRound, LogIn, MoreVertical, Pencil, Power, RotateCcwKey, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PersonListItem } from '@rira/contracts/organisation';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useAction } from '../../lib/use-action.ts';
import { peopleApi, peopleKeys } from './people-api.ts';
import { SetPasswordDialog } from './set-password-dialog.tsx';

type Pending = 'reset' | 'delete' | 'password' | 'loginAs' | null;

export type PersonRef = Pick<PersonListItem, 'id' | 'fullName' | 'fullNameEn' | 'companyId' | 'isActive'>;

/** The system manager names the person's company; a company admin works in their own. */
export function personPaths(person: PersonRef, isSystemManager: boolean) {
  const query = isSystemManager ? `?companyId=${person.companyId}` : '';
  return { view: `/admin/users/view-${person.id}${query}`, edit: `/admin/users/edit-${person.id}${query}` };
}

/** One person's actions: the menu of a table row, or the buttons of the view page. */
export function usePersonActions(person: PersonRef, options: { onDeleted?: () => void } = {}) {
  const scope = useCompanyScope();
  const companyId = scope.isSystemManager ? person.companyId : undefined;
  const [pending, setPending] = useState<Pending>(null);
  const changes = { invalidates: [peopleKeys.all] };
  // Activating re-reads the list also when refused (the row may be stale).
  const toggle = useAction(() => peopleApi.toggleActivity(person.id, companyId), changes);
  const reset = useAction(() => peopleApi.resetPassword(person.id, companyId), changes);
  const remove = useAction(() => peopleApi.remove(person.id, companyId), { ...changes, onSuccess: () => options.onDeleted?.() });
  // A full load afterwards: every cache and screen belonged to the system manager.
  const loginAs = useAction(() => peopleApi.loginAs(person.id), { onSuccess: () => window.location.assign('/admin/dashboard') });

  return {
    pending,
    setPending,
    isSystemManager: scope.isSystemManager,
    companyId,
    toggle: () => toggle.fire(),
    reset: () => reset.run(),
    remove: () => remove.run(),
    loginAs: () => loginAs.run(),
  };
}

/** The dialogs every action that asks first opens. */
export function PersonActionDialogs({ person, actions }: { person: PersonRef; actions: ReturnType<typeof usePersonActions> }) {
  const { t } = useTranslation();
  const name = textIn(person.fullName, person.fullNameEn, useLangFromContext());
  const close = (open: boolean) => !open && actions.setPending(null);
  return (
    <>
      <ConfirmDialog
        open={actions.pending === 'reset'}
        onOpenChange={close}
        title={t('people.resetPassword.title')}
        description={t('people.resetPassword.confirm', { name })}
        confirmLabel={t('people.resetPassword.action')}
        variant="primary"
        onConfirm={actions.reset}
      />
      <ConfirmDialog
        open={actions.pending === 'delete'}
        onOpenChange={close}
        title={t('people.delete.title')}
        description={t('people.delete.confirm', { name })}
        confirmLabel={t('org.actions.delete')}
        onConfirm={actions.remove}
      />
      <ConfirmDialog
        open={actions.pending === 'loginAs'}
        onOpenChange={close}
        title={t('people.loginAs.title')}
        description={t('people.loginAs.confirm', { name })}
        confirmLabel={t('people.loginAs.action')}
        variant="primary"
        onConfirm={actions.loginAs}
      />
      {actions.pending === 'password' ? (
        <SetPasswordDialog personId={person.id} companyId={actions.companyId} name={name} onClose={() => actions.setPending(null)} />
      ) : null}
    </>
  );
}

export function PersonRowActions({ person }: { person: PersonListItem }) {
  const { t } = useTranslation();
  const name = textIn(person.fullName, person.fullNameEn, useLangFromContext());
  const navigate = useNavigate();
  const actions = usePersonActions(person);
  const paths = personPaths(person, actions.isSystemManager);

  return (
    <>
      <Menu>
        <MenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('people.actionsFor', { name })}>
            <MoreVertical aria-hidden className="size-5" />
          </Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem onSelect={() => void navigate(paths.view)}>
            <Eye aria-hidden className="size-5" />
            {t('org.actions.view')}
          </MenuItem>
          <MenuItem onSelect={() => void navigate(paths.edit)}>
            <Pencil aria-hidden className="size-5" />
            {t('org.actions.edit')}
          </MenuItem>
          <MenuItem onSelect={actions.toggle}>
            <Power aria-hidden className="size-5" />
            {person.isActive ? t('org.actions.deactivate') : t('org.actions.activate')}
          </MenuItem>
          <MenuSeparator />
          {/* The password is the account's: not offered when the server would refuse it. */}
          {person.accountEditable ? (
            <>
              <MenuItem onSelect={() => actions.setPending('password')}>
                <KeyRound aria-hidden className="size-5" />
                {t('people.setPassword.action')}
              </MenuItem>
              <MenuItem onSelect={() => actions.setPending('reset')}>
                <RotateCcwKey aria-hidden className="size-5" />
                {t('people.resetPassword.action')}
              </MenuItem>
            </>
          ) : null}
          {actions.isSystemManager ? (
            <MenuItem onSelect={() => actions.setPending('loginAs')}>
              <LogIn aria-hidden className="size-5 rtl:rotate-180" />
              {t('people.loginAs.action')}
            </MenuItem>
          ) : null}
          <MenuSeparator />
          <MenuItem onSelect={() => actions.setPending('delete')} className="text-danger data-[highlighted]:text-danger">
            <Trash2 aria-hidden className="size-5" />
            {t('org.actions.delete')}
          </MenuItem>
        </MenuContent>
      </Menu>
      <PersonActionDialogs person={person} actions={actions} />
    </>
  );
}
