import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { FormDialog } from './form-dialog.tsx';

function show(props: { busy?: boolean; problem?: string | null; submitDisabled?: boolean }) {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  renderAt(
    () => (
      <FormDialog
        title="Extend"
        description="A later finish date."
        busy={props.busy ?? false}
        onClose={onClose}
        onSubmit={onSubmit}
        submitLabel="Save date"
        submitDisabled={props.submitDisabled}
        problem={props.problem}
      >
        <input aria-label="Date" />
      </FormDialog>
    ),
    { lang: 'en' },
  );
  return { onClose, onSubmit, dialog: screen.getByRole('dialog', { name: 'Extend' }) };
}

describe('FormDialog', () => {
  it('submits with the confirm button or Enter in a field, and cancels', () => {
    const { onClose, onSubmit } = show({});
    fireEvent.click(screen.getByRole('button', { name: 'Save date' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByLabelText('Date').closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says a refusal no field can show, and waits while busy or not yet allowed', () => {
    show({ busy: true, problem: 'Closed meanwhile.' });
    expect(screen.getByRole('alert').textContent).toBe('Closed meanwhile.');
    expect((screen.getByRole('button', { name: 'Save date' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the confirm button off until the page allows it', () => {
    show({ submitDisabled: true });
    expect((screen.getByRole('button', { name: 'Save date' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
