import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
}

/** A native checkbox (works with react-hook-form's register) with a 44 px tall label. */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  return (
    <label htmlFor={id} className={cn('inline-flex min-h-11 cursor-pointer items-center gap-3 text-ink', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded border-line accent-primary-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
