import type { ReactNode } from 'react';
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
    // Its look is report.css's (.report-section, its heading and its introduction): a page has a dozen.
    <section id={id} aria-labelledby={`${id}-title`} className={cn('report-section', className)}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <div className="report-intro">{intro}</div> : null}
      {children}
    </section>
  );
}

/**
 * A calm notice inside a section: nothing to show, and why. Its look, the "info" icon included, is
 * report.css's (`.section-note`): an icon drawn by CSS is not written out again with each note.
 */
export function SectionNote({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'warning' }) {
  return (
    <p className={tone === 'warning' ? 'section-note warning' : 'section-note'}>
      <span>{children}</span>
    </p>
  );
}

/**
 * A text with its label before it («Unskilled: …»), the way every competency text is shown; the
 * label is part of the same string, so React writes no separator between them.
 */
export function LabelledText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="report-text">
      <span>{`${label}: `}</span>
      {children}
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
