import { useTranslation } from 'react-i18next';
import { localDigits } from '../../lib/digits.ts';

export interface ResendCodeButtonProps {
  secondsLeft: number;
  onResend: () => void;
  busy?: boolean;
}

/** «ارسال دوباره» once the countdown ends; until then, how long to wait. */
export function ResendCodeButton({ secondsLeft, onResend, busy }: ResendCodeButtonProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fa';
  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={waiting || busy}
      className="inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium text-primary-700 hover:underline disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline"
    >
      {waiting ? t('auth.otp.resendIn', { seconds: localDigits(secondsLeft, lang) }) : t('auth.otp.resend')}
    </button>
  );
}
