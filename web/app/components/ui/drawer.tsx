import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Announced as the dialog's name. */
  title: string;
  /** Shown in the drawer's head instead of the title (which stays the accessible name). */
  heading?: ReactNode;
  children: ReactNode;
  /** The side it slides from: the reading start (right in Persian) or end. */
  side?: 'start' | 'end';
  id?: string;
}

/** A side sheet on Radix Dialog: focus trapped, Escape and the backdrop close it. */
export function Drawer({ open, onOpenChange, title, heading, children, side = 'start', id }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-surface shadow-xl focus:outline-none',
            side === 'start' ? 'start-0' : 'end-0',
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            {heading ? (
              <>
                <Dialog.Title className="sr-only">{title}</Dialog.Title>
                {heading}
              </>
            ) : (
              <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            )}
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary-50"
              aria-label={t('common.close')}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A centred dialog for confirmations and small forms. */
export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[min(32rem,92vw)] -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-1 text-ink-muted">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
