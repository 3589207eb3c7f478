import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { Modal } from './drawer.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** The dialog stays open (buttons disabled) while this runs; it closes when it resolves. */
  onConfirm: () => Promise<unknown> | void;
  children?: ReactNode;
}

/** "Are you sure?" with the action named on its button; Escape or Cancel leaves things as they were. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  variant = 'danger',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useAction(async () => onConfirm(), {
    onSuccess: () => onOpenChange(false),
    onError: (error) => {
      // A refusal (e.g. 409 "assigned to 3 people") stays readable in the dialog.
      if (error instanceof ApiError && error.status !== 0) setProblem(error.message);
      else onOpenChange(false);
    },
  });
  const busy = confirmation.busy;

  function close(next: boolean) {
    if (busy) return;
    if (!next) setProblem(null);
    onOpenChange(next);
  }

  function confirm() {
    setProblem(null);
    confirmation.fire();
  }

  return (
    <Modal open={open} onOpenChange={close} title={title} description={description}>
      {children}
      {problem ? (
        <p role="alert" className="mb-4 rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => close(false)} disabled={busy}>
          {problem ? t('common.close') : t('common.cancel')}
        </Button>
        <Button variant={variant} onClick={confirm} disabled={busy || Boolean(problem)}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
