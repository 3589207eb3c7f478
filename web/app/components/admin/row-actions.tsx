import { useMemo, useState, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '../ui/cn.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

export const iconButtonClasses =
  'inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-primary-50 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-40 lg:size-10';

/**
 * A row's edit, show/hide (or activate) and delete icon buttons, each named after the row.
 * Labels come translated; the toggle is left out when a list has none.
 */
export function RowActions({
  editLabel,
  onEdit,
  toggle,
  deleteLabel,
  onDelete,
}: {
  editLabel: string;
  onEdit: () => void;
  toggle?: { label: string; icon: ReactNode; onClick: () => void };
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <div className="flex items-center gap-0.5">
      <button type="button" className={iconButtonClasses} onClick={onEdit} aria-label={editLabel}>
        <Pencil aria-hidden className="size-5" />
      </button>
      {toggle ? (
        <button type="button" className={iconButtonClasses} onClick={toggle.onClick} aria-label={toggle.label}>
          {toggle.icon}
        </button>
      ) : null}
      <button type="button" className={cn(iconButtonClasses, 'text-danger hover:text-danger')} onClick={onDelete} aria-label={deleteLabel}>
        <Trash2 aria-hidden className="size-5" />
      </button>
    </div>
  );
}

type RowDialog<T> = { type: 'add' } | { type: 'edit'; item: T } | { type: 'delete'; item: T } | null;

/**
 * Which dialog a list has open: the add/edit form (`editing`: the row, or null when adding;
 * undefined when closed) or the delete confirmation (`deleting`). `saved` closes the form: the
 * form's own useAction has re-read the list's queries.
 */
export function useRowDialogs<T>() {
  const [dialog, setDialog] = useState<RowDialog<T>>(null);
  // Stable, so that a table's memoised columns may hold them.
  const open = useMemo(
    () => ({
      add: () => setDialog({ type: 'add' }),
      edit: (item: T) => setDialog({ type: 'edit', item }),
      remove: (item: T) => setDialog({ type: 'delete', item }),
      close: () => setDialog(null),
    }),
    [],
  );
  return {
    editing: dialog?.type === 'add' ? null : dialog?.type === 'edit' ? dialog.item : undefined,
    deleting: dialog?.type === 'delete' ? dialog.item : null,
    ...open,
    saved: open.close,
  };
}

/** "Delete …?" for the row in `item` (closed when null); a refusal stays readable in the dialog. */
export function DeleteConfirm<T>({
  item,
  title,
  description,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  item: T | null;
  title: string;
  description: (item: T) => string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: (item: T) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={item !== null ? description(item) : ''}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        if (item === null) return;
        await onConfirm(item);
      }}
    />
  );
}
