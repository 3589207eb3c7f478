import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { ScrollArea } from './scroll-area.tsx';

/**
 * A short table shown whole (no paging, no sorting: for those, DataTable): a named box that
 * scrolls sideways on a phone (ScrollArea), a caption (visible, or for screen readers only), a
 * header row; `children` are the body's rows, `footer` a note under the table inside the box
 * ("and 12 more"). The cells take `PLAIN_CELL`.
 */
export function PlainTable({
  caption,
  captionVisible = false,
  columns,
  footer,
  className,
  children,
}: {
  caption: string;
  captionVisible?: boolean;
  columns: string[];
  footer?: ReactNode;
  /** Classes of the outer box (e.g. hidden below a breakpoint). */
  className?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <ScrollArea labelledBy={captionId} className={cn('rounded-xl border border-line bg-surface', className)}>
      <table className="w-full text-start text-sm">
        <caption id={captionId} className={captionVisible ? 'px-3 py-2 text-start font-medium' : 'sr-only'}>
          {caption}
        </caption>
        <thead className="bg-page text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {footer ? <p className="border-t border-line px-3 py-2 text-sm text-ink-muted">{footer}</p> : null}
    </ScrollArea>
  );
}

/** A body cell of a PlainTable. */
export const PLAIN_CELL = 'px-3 py-2';
/** A body row of a PlainTable. */
export const PLAIN_ROW = 'border-t border-line';
