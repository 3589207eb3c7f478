import type { TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { inputClasses } from './input.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: React.Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with the input's look. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(inputClasses, 'min-h-28 resize-y leading-7', className)} {...props} />;
}
