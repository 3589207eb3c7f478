import type { InputHTMLAttributes } from 'react';
import { cn } from './cn.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: React.Ref<HTMLInputElement>;
}

export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink ' +
  'placeholder:text-ink-muted/80 transition-colors hover:border-primary-300 ' +
  'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger-soft disabled:opacity-60';

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
