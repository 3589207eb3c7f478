import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from './form-errors.ts';

/** The form a call was submitted from: a refusal's field errors land on its fields. */
export interface ActionForm<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  /** The fields the server may name, in the form's order (the first one refused gets the focus). */
  fields: readonly Path<Values>[];
}

export interface ActionOptions<Input, Result, Values extends FieldValues = FieldValues> {
  /**
   * The queries the call may have changed, read again once it has ended — also after a refusal,
   * since a refused toggle or a clash may mean the rows on screen are stale. A function gets the call's input.
   */
  invalidates?: readonly QueryKey[] | ((input: Input) => readonly QueryKey[]);
  /** The screen already shows the outcome (written into the cache before the call): re-read only after a refusal. */
  optimistic?: boolean;
  /**
   * false: re-read only after a success. For a form keyed by the data it edits (a re-read would
   * remount it and lose what was typed, and the refusal shown beside it).
   */
  rereadOnRefusal?: boolean;
  /** After a success, before the queries are read again (close the dialog, navigate, announce). */
  onSuccess?: (result: Result, input: Input) => unknown;
  /**
   * After a refusal; the API client has already shown the server's message as a toast.
   * `onFields` says whether the refusal's field errors were put on the `form`'s fields.
   */
  onError?: (error: unknown, input: Input, onFields: boolean) => unknown;
  /**
   * A form's call: a refusal's field errors (400 with `errors: [{ field, message }]`) are put on these
   * fields all at once, focusing the first. With it, `fire` from `handleSubmit` is enough:
   *   const onSubmit = handleSubmit((values) => save.fire(values));
   */
  form?: ActionForm<Values>;
}

export interface Action<Input, Result> {
  /** Runs the call and resolves with its result once the queries are re-read; a refusal rejects (forms and dialogs show it). Stable. */
  run: (input: Input) => Promise<Result>;
  /** Runs the call from an event handler: a refusal ends here (its toast is shown already). Stable across renders. */
  fire: (input: Input) => void;
  /** The call is running (disable its button). */
  busy: boolean;
  /** The input of the call running, if any (which row is busy). */
  input: Input | undefined;
}

/**
 * Every modifying call of the panel goes through here: TanStack's `useMutation` runs it, says when it
 * is busy and re-reads the queries it may have changed. Errors are the API client's: its toast
 * tells what went wrong; a form passes `form` to get the refusal's field errors on its fields; a
 * screen that shows the refusal otherwise catches `run`'s rejection or uses `onError`.
 *
 *   const remove = useAction((id: string) => faqApi.remove(id), { invalidates: [siteAdminKeys.faqs] });
 *   <Button disabled={remove.busy} onClick={() => remove.fire(faq.id)}>…</Button>
 */
export function useAction<Input = void, Result = unknown, Values extends FieldValues = FieldValues>(
  call: (input: Input) => Promise<Result>,
  options: ActionOptions<Input, Result, Values> = {},
): Action<Input, Result> {
  const queryClient = useQueryClient();
  const mutation = useMutation<Result, unknown, Input>({
    mutationFn: (input) => call(input),
    onSuccess: (result, input) => options.onSuccess?.(result, input),
    onError: (error, input) => {
      const onFields = options.form ? applyServerFieldErrors(error, options.form.setError, options.form.fields) : false;
      return options.onError?.(error, input, onFields);
    },
    onSettled: (_result, error, input) => {
      if (options.optimistic && !error) return;
      if (options.rereadOnRefusal === false && error) return;
      const keys = typeof options.invalidates === 'function' ? options.invalidates(input) : (options.invalidates ?? []);
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  return {
    run: mutation.mutateAsync,
    fire: mutation.mutate,
    busy: mutation.isPending,
    input: mutation.isPending ? mutation.variables : undefined,
  };
}
