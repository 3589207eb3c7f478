import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, type ResetPassword } from '@rira/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { authApi } from './auth-api.ts';
import { PhoneStepForm } from './phone-step-form.tsx';
import { CodeStepFields, DEFAULT_RESEND_SECONDS } from './code-step-fields.tsx';
import { useCountdown } from './use-countdown.ts';
import { ClientForm } from '../../components/ui/client-form.tsx';

export interface ForgotPasswordFormProps {
  /** The new password is saved: back to signing in (the API client toasted the success). */
  onDone: () => void;
  onCancel: () => void;
}

/** Forgot password: mobile → code, new password and its repeat. */
export function ForgotPasswordForm({ onDone, onCancel }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | null>(null);
  const countdown = useCountdown();

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('auth.forgot.title')}</h2>
      {phone === null ? (
        <PhoneStepForm
          idPrefix="forgot"
          submitLabel={t('auth.otp.send')}
          hint={t('auth.forgot.mobileHint')}
          send={authApi.forgotPassword}
          onSent={(value, sent) => {
            setPhone(value);
            countdown.restart(sent?.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS);
          }}
        />
      ) : (
        <ResetStep
          phone={phone}
          secondsLeft={countdown.seconds}
          onResent={(seconds) => countdown.restart(seconds)}
          onChangePhone={() => setPhone(null)}
          onDone={onDone}
        />
      )}
      <button
        type="button"
        onClick={onCancel}
        className="inline-flex min-h-11 items-center justify-center rounded-md text-sm font-medium text-primary-700 hover:underline"
      >
        {t('auth.forgot.backToLogin')}
      </button>
    </div>
  );
}

interface ResetStepProps {
  phone: string;
  secondsLeft: number;
  onResent: (seconds: number) => void;
  onChangePhone: () => void;
  onDone: () => void;
}

function ResetStep({ phone, secondsLeft, onResent, onChangePhone, onDone }: ResetStepProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPassword, unknown, ReturnType<typeof resetPasswordSchema.parse>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { PhoneNumber: phone, VerificationCode: '', NewPassword: '', RepeatPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.resetPassword(values);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['VerificationCode', 'NewPassword', 'RepeatPassword', 'PhoneNumber']);
    }
  });

  return (
    <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <CodeStepFields
        id="forgot-code"
        phone={phone}
        code={register('VerificationCode')}
        codeError={errorText(errors.VerificationCode)}
        secondsLeft={secondsLeft}
        sendAgain={() => authApi.forgotPassword({ PhoneNumber: phone })}
        onResent={onResent}
        onChangePhone={onChangePhone}
      />
      <Field id="forgot-new" label={t('auth.forgot.newPassword')} hint={t('password.hint')} error={errorText(errors.NewPassword)}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('NewPassword')} />}
      </Field>
      <Field id="forgot-repeat" label={t('auth.forgot.repeatPassword')} error={errorText(errors.RepeatPassword)}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('RepeatPassword')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t('auth.forgot.submit')}
      </Button>
    </ClientForm>
  );
}
