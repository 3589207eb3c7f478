import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** Which edges hide part of the content: unknown (`null`) until the browser has measured. */
interface Edges {
  start: boolean;
  end: boolean;
}

const CUE_SHOWN = 'opacity-100';
const CUE_HIDDEN = 'opacity-0';

/**
 * Calls `onChange` with the edges that hide content now, and again whenever the box scrolls or
 * changes size (or its content does); returns the cleanup.
 */
function watchEdges(el: HTMLElement, onChange: (edges: Edges) => void): () => void {
  const measure = () => {
    // scrollLeft runs 0 → negative in a right-to-left box and 0 → positive in a left-to-right
    // one: its size is the distance from the start either way.
    const hidden = el.scrollWidth - el.clientWidth;
    const fromStart = Math.abs(el.scrollLeft);
    onChange({ start: hidden > 1 && fromStart > 1, end: hidden > 1 && hidden - fromStart > 1 });
  };
  measure();
  el.addEventListener('scroll', measure, { passive: true });
  // The box changes size with the window; its content with the rows that arrive.
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  resize?.observe(el);
  for (const child of el.children) resize?.observe(child);
  window.addEventListener('resize', measure);
  return () => {
    el.removeEventListener('scroll', measure);
    window.removeEventListener('resize', measure);
    resize?.disconnect();
  };
}

/**
 * The ScrollAreas inside server markup that React does not manage (`KeptMarkup`): each gets what
 * the component does once the browser has measured it — the `data-overflow-*` attributes, the
 * cues, and the keyboard focus only while it overflows. Returns the cleanup.
 */
export function enhanceScrollAreas(root: HTMLElement): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>('[data-scroll-area]')].flatMap((area) => {
    const scroller = area.querySelector<HTMLElement>(':scope > [role="region"]');
    if (!scroller) return [];
    return [
      watchEdges(scroller, (edges) => {
        area.dataset.overflowStart = String(edges.start);
        area.dataset.overflowEnd = String(edges.end);
        if (edges.start || edges.end) scroller.tabIndex = 0;
        else scroller.removeAttribute('tabindex');
        for (const side of ['start', 'end'] as const) {
          const shown = edges[side];
          const cue = area.querySelector(`:scope > [data-scroll-cue="${side}"]`);
          cue?.classList.toggle(CUE_SHOWN, shown);
          cue?.classList.toggle(CUE_HIDDEN, !shown);
        }
      }),
    ];
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * The cells of a first column kept in view while a table scrolls inside a ScrollArea given
 * `startCue={false}`: the shadow that says more is hidden at the start falls on the column's inner
 * edge, where the scrolled cells disappear under it. Each cell still needs its own background.
 */
export const STICKY_START_CELL = cn(
  'sticky start-0 z-10',
  'after:pointer-events-none after:absolute after:inset-y-0 after:-end-6 after:w-6 after:from-ink/25 after:to-transparent after:opacity-0 after:transition-opacity',
  'ltr:after:bg-linear-to-r rtl:after:bg-linear-to-l group-data-[overflow-start=true]/scroll:after:opacity-100 print:after:hidden',
);

/**
 * The one way a wide table (or anything wide) fits a narrow screen: it scrolls sideways inside its
 * own box, never the page. While part of it is hidden, a shadow on that edge says there is more;
 * the shadow is on the logical side (start or end), so it is right in both directions. While it
 * overflows, the box takes the keyboard focus (arrow keys scroll it) and is a named region, as a
 * screen reader needs to announce it; before the browser has measured (server rendering, the
 * print view without scripts) it is focusable too, since it may overflow.
 *
 * The outer box carries `data-scroll-area` and `data-overflow-start` / `data-overflow-end`
 * ("true"/"false"), and the group name `scroll`, so a table can draw its own cue where the start
 * edge is not the box's (a sticky first column: `group-data-[overflow-start=true]/scroll:…`).
 * On paper nothing scrolls: the content prints in full and the shadows do not print.
 */
export function ScrollArea({
  label,
  labelledBy,
  children,
  className,
  scrollerClassName,
  startCue = true,
}: {
  /** Names the region (or `labelledBy`: the id of a visible title or caption). */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
  /** Classes of the outer box (border, rounding, background, margins). */
  className?: string;
  /** Classes of the scrolling box itself (padding, print rules). */
  scrollerClassName?: string;
  /** False when the content draws its own start cue (a sticky first column). */
  startCue?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges | null>(null);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    return watchEdges(el, (next) => setEdges((prev) => (prev && prev.start === next.start && prev.end === next.end ? prev : next)));
  }, []);

  const overflows = edges === null || edges.start || edges.end;
  const shadow = 'pointer-events-none absolute inset-y-0 z-20 w-8 from-ink/25 to-transparent transition-opacity duration-200 print:hidden';

  return (
    <div
      data-scroll-area=""
      data-overflow-start={edges ? String(edges.start) : undefined}
      data-overflow-end={edges ? String(edges.end) : undefined}
      className={cn('group/scroll relative min-w-0 overflow-hidden print:overflow-visible', className)}
    >
      <div
        ref={scroller}
        role="region"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={overflows ? 0 : undefined}
        className={cn(
          'relative overflow-x-auto overscroll-x-contain focus-visible:outline-offset-[-3px] print:overflow-visible',
          scrollerClassName,
        )}
      >
        {children}
      </div>
      {startCue ? (
        <div
          aria-hidden
          data-scroll-cue="start"
          className={cn(shadow, 'start-0 ltr:bg-linear-to-r rtl:bg-linear-to-l', edges?.start ? CUE_SHOWN : CUE_HIDDEN)}
        />
      ) : null}
      <div
        aria-hidden
        data-scroll-cue="end"
        className={cn(shadow, 'end-0 ltr:bg-linear-to-l rtl:bg-linear-to-r', edges?.end ? CUE_SHOWN : CUE_HIDDEN)}
      />
    </div>
  );
}
