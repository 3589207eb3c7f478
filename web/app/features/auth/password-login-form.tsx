import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { passwordLoginSchema, type CurrentUser, type PasswordLogin } from '@rira/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { authApi } from './auth-api.ts';
import { ClientForm } from '../../components/ui/client-form.tsx';

export interface PasswordLoginFormProps {
  onSignedIn: (user: CurrentUser) => void;
  onForgotPassword: () => void;
}

/** Username (mobile, e-mail, national code or username) and password. */
export function PasswordLoginForm({ onSignedIn, onForgotPassword }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordLogin, unknown, ReturnType<typeof passwordLoginSchema.parse>>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { Username: '', Password: '', RememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSignedIn(await authApi.passwordLogin(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['Username', 'Password']);
    }
  });

  return (
    <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field
        id="login-username"
        label={t('auth.password.username')}
        hint={t('auth.password.usernameHint')}
        error={errorText(errors.Username)}
      >
        {(control) => <Input {...control} autoComplete="username" dir="auto" {...register('Username')} />}
      </Field>
      <Field id="login-password" label={t('auth.password.password')} error={errorText(errors.Password)}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" dir="ltr" {...register('Password')} />}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox id="login-remember" label={t('auth.rememberMe')} {...register('RememberMe')} />
        <button
          type="button"
          onClick={onForgotPassword}
          className="inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium text-primary-700 hover:underline"
        >
          {t('auth.forgot.link')}
        </button>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t('auth.signIn')}
      </Button>
    </ClientForm>
  );
}
