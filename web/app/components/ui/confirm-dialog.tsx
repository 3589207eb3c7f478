import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function close(next: boolean) {
    if (busy) return;
    if (!next) setProblem(null);
    onOpenChange(next);
  }

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (error) {
      setBusy(false);
      // A refusal (e.g. 409 "assigned to 3 people") stays readable in the dialog.
      if (error instanceof ApiError && error.status !== 0) setProblem(error.message);
      else onOpenChange(false);
    }
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
        <Button variant={variant} onClick={() => void confirm()} disabled={busy || Boolean(problem)}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
