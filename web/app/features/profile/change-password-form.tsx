import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema, firstPasswordSchema, type ChangePassword, type FirstPassword } from '@rira/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { CURRENT_USER_KEY } from '../../lib/session.ts';
import { useAction } from '../../lib/use-action.ts';
import { authApi } from '../auth/auth-api.ts';

const EMPTY: Required<ChangePassword> = { CurrentPassword: '', NewPassword: '', RepeatPassword: '' };
const EMPTY_FIRST: FirstPassword = { NewPassword: '', RepeatPassword: '' };

/**
 * The profile's password form. With a password: current, new and repeated (the national code is an
 * allowed new password, seed spec §5). Without one — a person added by an admin, signed in by one-time
 * code (issue 23) — only the new one and its repetition; the server decides which applies from the
 * stored password and answers for the current one if it is needed after all.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  return hasPassword ? <ChangeForm /> : <FirstForm />;
}

function ChangeForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Required<ChangePassword>, unknown, ReturnType<typeof changePasswordFormSchema.parse>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  // Nothing on screen shows the password: no query to read again.
  const change = useAction((values: ReturnType<typeof changePasswordFormSchema.parse>) => authApi.changePassword(values), {
    onSuccess: () => reset(EMPTY),
    form: { setError, fields: ['CurrentPassword', 'NewPassword', 'RepeatPassword'] },
  });
  const onSubmit = handleSubmit((values) => change.fire(values));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
      <Field id="password-current" label={t('profile.password.current')} error={errorText(errors.CurrentPassword)}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" dir="ltr" {...register('CurrentPassword')} />}
      </Field>
      <Field id="password-new" label={t('profile.password.new')} hint={t('password.hint')} error={errorText(errors.NewPassword)}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('NewPassword')} />}
      </Field>
      <Field id="password-repeat" label={t('profile.password.repeat')} error={errorText(errors.RepeatPassword)}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('RepeatPassword')} />}
      </Field>
      <Button type="submit" disabled={change.busy} className="self-start">
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}

function FirstForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FirstPassword, unknown, ReturnType<typeof firstPasswordSchema.parse>>({
    resolver: zodResolver(firstPasswordSchema),
    defaultValues: EMPTY_FIRST,
  });
  // The account has a password now: the panel stops offering one and this form asks for it next time.
  const change = useAction((values: FirstPassword) => authApi.changePassword(values), {
    invalidates: [CURRENT_USER_KEY],
    onSuccess: () => reset(EMPTY_FIRST),
    form: { setError, fields: ['NewPassword', 'RepeatPassword'] },
  });
  const onSubmit = handleSubmit((values) => change.fire(values));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
      <p id="password-first-intro" className="rounded-lg bg-primary-50 px-4 py-3 text-sm text-primary-900">
        {t('profile.password.firstIntro')}
      </p>
      <Field id="password-new" label={t('profile.password.new')} hint={t('password.hint')} error={errorText(errors.NewPassword)}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('NewPassword')} />}
      </Field>
      <Field id="password-repeat" label={t('profile.password.repeat')} error={errorText(errors.RepeatPassword)}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('RepeatPassword')} />}
      </Field>
      <Button type="submit" disabled={change.busy} className="self-start">
        {t('profile.password.firstSubmit')}
      </Button>
    </form>
  );
}
