import { Button } from './button.tsx';

/** A dialog form's footer: cancel (or close) and submit, both disabled while it is sent. */
export function FormActions({
  cancelLabel,
  submitLabel,
  onCancel,
  busy,
}: {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
