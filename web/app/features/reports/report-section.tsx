import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';

/**
 * One section of the report. On screen: a block with a rule above it. In print (report.css): it
 * flows on after the one before, with room above it, its heading kept with what follows. No
 * section forces a new page: a forced break before a short section left the page before it
 * mostly empty.
 */
export function ReportSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('report-section flex min-w-0 flex-col gap-4 border-t border-line pt-8 print:border-0 print:pt-0', className)}
    >
      <h2 id={`${id}-title`} className="break-after-avoid text-xl font-bold text-primary-900 print:text-lg">
        {title}
      </h2>
      {intro ? <div className="max-w-prose text-sm leading-7 text-ink-muted print:max-w-none">{intro}</div> : null}
      {children}
    </section>
  );
}

/** A calm notice inside a section: nothing to show, and why. */
export function SectionNote({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'warning' }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg px-4 py-3 text-sm print:border print:border-line',
        tone === 'warning' ? 'bg-warning-soft text-warning-ink' : 'bg-page text-ink-muted',
      )}
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A small heading inside a section. */
export function SubHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="break-after-avoid text-base font-semibold text-ink">
      {children}
    </h3>
  );
}
