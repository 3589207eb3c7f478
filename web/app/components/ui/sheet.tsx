import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

export interface SheetProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** The side it slides from: the reading start (right in Persian) or end. */
  side?: 'start' | 'end';
}

/**
 * A side sheet on the native <dialog> (modal: the page behind is inert, Escape closes it, focus
 * returns to the opener). The public header uses it instead of Drawer to keep public pages'
 * JavaScript small: the browser does the focus trapping and layering.
 */
export function Sheet({ id, open, onOpenChange, title, children, side = 'start' }: SheetProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={`${id}-title`}
      // Closed, it is out of the page for everyone (browsers hide a closed dialog; so does this).
      hidden={!open}
      onClose={() => onOpenChange(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onOpenChange(false);
        }
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        'fixed inset-y-0 m-0 h-dvh max-h-none w-[min(20rem,88vw)] max-w-none bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/50',
        side === 'start' ? 'start-0 end-auto' : 'end-0 start-auto',
      )}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary-50"
            aria-label={t('common.close')}
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
      </div>
    </dialog>
  );
}
