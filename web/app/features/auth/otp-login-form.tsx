import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { otpLoginSchema, type CurrentUser, type OtpLogin } from '@rira/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useFieldErrorText } from '../../components/ui/field.tsx';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { authApi } from './auth-api.ts';
import { PhoneStepForm } from './phone-step-form.tsx';
import { CodeStepFields, DEFAULT_RESEND_SECONDS } from './code-step-fields.tsx';
import { useCountdown } from './use-countdown.ts';
import { ClientForm } from '../../components/ui/client-form.tsx';

export interface OtpLoginFormProps {
  onSignedIn: (user: CurrentUser) => void;
}

/** Mobile → one-time code → sign in, with a resend countdown. */
export function OtpLoginForm({ onSignedIn }: OtpLoginFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | null>(null);
  const countdown = useCountdown();

  if (phone === null) {
    return (
      <PhoneStepForm
        idPrefix="otp"
        submitLabel={t('auth.otp.send')}
        hint={t('auth.otp.mobileHint')}
        send={authApi.requestLoginCode}
        onSent={(value, sent) => {
          setPhone(value);
          countdown.restart(sent?.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS);
        }}
      />
    );
  }

  return (
    <OtpCodeStep
      phone={phone}
      secondsLeft={countdown.seconds}
      onResent={(seconds) => countdown.restart(seconds)}
      onChangePhone={() => setPhone(null)}
      onSignedIn={onSignedIn}
    />
  );
}

interface OtpCodeStepProps {
  phone: string;
  secondsLeft: number;
  onResent: (seconds: number) => void;
  onChangePhone: () => void;
  onSignedIn: (user: CurrentUser) => void;
}

function OtpCodeStep({ phone, secondsLeft, onResent, onChangePhone, onSignedIn }: OtpCodeStepProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpLogin, unknown, ReturnType<typeof otpLoginSchema.parse>>({
    resolver: zodResolver(otpLoginSchema),
    defaultValues: { PhoneNumber: phone, VerificationCode: '', RememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSignedIn(await authApi.otpLogin(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['VerificationCode', 'PhoneNumber']);
    }
  });

  return (
    <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <CodeStepFields
        id="otp-code"
        phone={phone}
        code={register('VerificationCode')}
        codeError={errorText(errors.VerificationCode)}
        secondsLeft={secondsLeft}
        sendAgain={() => authApi.resendCode({ PhoneNumber: phone })}
        onResent={onResent}
        onChangePhone={onChangePhone}
      />
      <Checkbox id="otp-remember" label={t('auth.rememberMe')} {...register('RememberMe')} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t('auth.signIn')}
      </Button>
    </ClientForm>
  );
}
