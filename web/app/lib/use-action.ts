import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface ActionOptions<Input, Result> {
  /**
   * The queries the call may have changed, read again once it has ended — also after a refusal,
   * since a refused toggle or a clash may mean the rows on screen are stale. A function gets the call's input.
   */
  invalidates?: readonly QueryKey[] | ((input: Input) => readonly QueryKey[]);
  /** The screen already shows the outcome (written into the cache before the call): re-read only after a refusal. */
  optimistic?: boolean;
  /** After a success, before the queries are read again (close the dialog, navigate, announce). */
  onSuccess?: (result: Result, input: Input) => unknown;
  /** After a refusal; the API client has already shown the server's message as a toast. */
  onError?: (error: unknown, input: Input) => unknown;
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
 * tells what went wrong; a screen that shows the refusal itself catches `run`'s rejection.
 *
 *   const remove = useAction((id: string) => faqApi.remove(id), { invalidates: [siteAdminKeys.faqs] });
 *   <Button disabled={remove.busy} onClick={() => remove.fire(faq.id)}>…</Button>
 */
export function useAction<Input = void, Result = unknown>(
  call: (input: Input) => Promise<Result>,
  options: ActionOptions<Input, Result> = {},
): Action<Input, Result> {
  const queryClient = useQueryClient();
  const mutation = useMutation<Result, unknown, Input>({
    mutationFn: (input) => call(input),
    onSuccess: (result, input) => options.onSuccess?.(result, input),
    onError: (error, input) => options.onError?.(error, input),
    onSettled: (_result, error, input) => {
      if (options.optimistic && !error) return;
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
