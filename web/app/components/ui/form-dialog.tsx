import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button.tsx';
import { cn } from './cn.ts';
import { Modal } from './drawer.tsx';

/**
 * A dialog that asks for one change (extend, reopen, close an assessment…): its fields or warnings,
 * a refusal the fields cannot show (`problem`, read out at once), and cancel beside the confirm
 * button. While `busy` the dialog stays open (Escape and the overlay do nothing) and both buttons
 * wait. The confirm button submits the form, so Enter in a field confirms too; the page's
 * `useAction` makes the call, re-reads the queries and closes the dialog on success.
 */
export function FormDialog({
  title,
  description,
  busy,
  onClose,
  onSubmit,
  submitLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  problem,
  className,
  children,
}: {
  title: string;
  description?: string;
  busy: boolean;
  onClose: () => void;
  /** The form's submit: react-hook-form's `handleSubmit(…)`, or the action's `fire`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** The confirm button waits for something besides the call (a warning not yet acknowledged). */
  submitDisabled?: boolean;
  /** A refusal that is no field's, said in the dialog. */
  problem?: string | null;
  /** The form's layout beyond the column of fields (a height that scrolls). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={title} description={description}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
        className={cn('flex flex-col gap-4 p-0.5', className)}
      >
        {children}
        <DialogActions
          problem={problem}
          busy={busy}
          onCancel={onClose}
          confirmLabel={submitLabel}
          confirmVariant={submitVariant}
          confirmDisabled={submitDisabled}
        />
      </form>
    </Modal>
  );
}

/**
 * The end of a dialog that asks for a change: the refusal no field shows, then cancel and confirm.
 * Inside a form the confirm button submits it; a dialog that cannot be one form (it holds a form of
 * its own) passes `onConfirm`.
 */
export function DialogActions({
  problem,
  busy,
  onCancel,
  confirmLabel,
  confirmVariant = 'primary',
  confirmDisabled = false,
  onConfirm,
}: {
  problem?: string | null;
  busy: boolean;
  onCancel: () => void;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  confirmDisabled?: boolean;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problem ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type={onConfirm ? 'button' : 'submit'} variant={confirmVariant} onClick={onConfirm} disabled={busy || confirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
