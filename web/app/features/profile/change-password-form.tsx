import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePassword } from '@rira/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { authApi } from '../auth/auth-api.ts';

const EMPTY: ChangePassword = { CurrentPassword: '', NewPassword: '', RepeatPassword: '' };

/** Current, new and repeated password; the national code is an allowed new password (spec §5). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePassword, unknown, ReturnType<typeof changePasswordSchema.parse>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.changePassword(values);
      reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['CurrentPassword', 'NewPassword', 'RepeatPassword']);
    }
  });

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
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
