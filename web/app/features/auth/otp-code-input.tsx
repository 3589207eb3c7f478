import { Input, type InputProps } from '../../components/ui/input.tsx';
import { cn } from '../../components/ui/cn.ts';

/**
 * The six-digit code: numeric keypad, the browser's SMS autofill (one-time-code), Latin or
 * Persian digits (the schema converts them).
 */
export function OtpCodeInput({ className, ...props }: InputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      dir="ltr"
      className={cn('text-center text-xl tracking-[0.5em]', className)}
      {...props}
    />
  );
}
