import type { ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900',
  secondary: 'border border-primary-700 bg-surface text-primary-700 hover:bg-primary-50',
  ghost: 'text-ink hover:bg-primary-50 hover:text-primary-800',
  danger: 'bg-danger text-white hover:bg-[#912018]',
};

// 44 px targets below the large breakpoint (touch), a little tighter with a mouse.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-base lg:min-h-10',
  sm: 'min-h-11 px-3 text-sm lg:min-h-9',
  icon: 'size-11 lg:size-10',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
