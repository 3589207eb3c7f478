import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'success' | 'neutral' | 'danger' | 'warning' | 'info';

/**
 * A small status label; the text says the status, the colour only repeats it. Its look is app.css's
 * `.badge` and `.badge-<tone>` (short class names: long lists repeat it on every row).
 */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn('badge', `badge-${tone}`, className)}>{children}</span>;
}
