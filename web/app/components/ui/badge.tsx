import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'success' | 'neutral' | 'danger' | 'warning' | 'info';

const tones: Record<BadgeTone, string> = {
  success: 'bg-[#ecfdf3] text-success ring-[#abefc6]',
  neutral: 'bg-page text-ink-muted ring-line',
  danger: 'bg-danger-soft text-danger ring-[#fecdca]',
  warning: 'bg-warning-soft text-warning-ink ring-[#fedf89]',
  info: 'bg-primary-50 text-primary-800 ring-primary-200',
};

/** A small status label; the text says the status, the colour only repeats it. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
