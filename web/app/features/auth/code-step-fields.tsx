import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OtpSent } from '@rira/contracts/auth';
import { Field } from '../../components/ui/field.tsx';
import { useAction } from '../../lib/use-action.ts';
import { OtpCodeInput } from './otp-code-input.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

export const DEFAULT_RESEND_SECONDS = 60;

export interface CodeStepFieldsProps {
  id: string;
  phone: string;
  code: UseFormRegisterReturn;
  codeError?: string;
  secondsLeft: number;
  /** Asks for a new code (same limits as the first); the API client shows any refusal. */
  sendAgain: () => Promise<OtpSent | null | undefined>;
  onResent: (seconds: number) => void;
  onChangePhone: () => void;
}

/** The part every code form shares: where the code went, the code, resend and "change number". */
export function CodeStepFields({ id, phone, code, codeError, secondsLeft, sendAgain, onResent, onChangePhone }: CodeStepFieldsProps) {
  const { t } = useTranslation();
  // A refusal (e.g. wait N seconds) ends in the API client's toast.
  const resend = useAction(() => sendAgain(), {
    onSuccess: (sent) => onResent(sent?.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS),
  });

  return (
    <>
      <p className="text-ink-muted">
        {t('auth.otp.sentTo')}{' '}
        <bdi dir="ltr" className="font-semibold text-ink">
          {phone}
        </bdi>
      </p>
      <Field id={id} label={t('auth.otp.code')} error={codeError}>
        {(control) => <OtpCodeInput {...control} autoFocus {...code} />}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCodeButton secondsLeft={secondsLeft} onResend={() => resend.fire()} busy={resend.busy} />
        <button
          type="button"
          onClick={onChangePhone}
          className="inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium text-primary-700 hover:underline"
        >
          {t('auth.otp.changeMobile')}
        </button>
      </div>
    </>
  );
}
