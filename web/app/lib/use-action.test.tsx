import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { apiRequest } from './api-client.ts';
import { useAction } from './use-action.ts';
import { mockApi, renderAdmin } from '../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const KEY = ['things'] as const;

function Things({ onSaved }: { onSaved?: (name: string) => void }) {
  const save = useAction(
    (name: string) => apiRequest<{ data: string }>('things/Save', { method: 'POST', body: { name } }).then((answer) => answer.data),
    {
      invalidates: [KEY],
      onSuccess: onSaved,
    },
  );
  return (
    <button type="button" disabled={save.busy} onClick={() => save.fire('one')}>
      {save.busy ? `saving ${save.input}` : 'save'}
    </button>
  );
}

interface Names {
  first: string;
  last: string;
}

function NameForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Names>({ defaultValues: { first: '', last: '' } });
  const save = useAction((values: Names) => apiRequest('names/Save', { method: 'POST', body: values }), {
    invalidates: [KEY],
    form: { setError, fields: ['first', 'last'] },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit((values) => save.fire(values))(event)}>
      <label htmlFor="first">first</label>
      <input id="first" {...register('first')} />
      {errors.first && <p>first: {errors.first.message}</p>}
      <label htmlFor="last">last</label>
      <input id="last" {...register('last')} />
      {errors.last && <p>last: {errors.last.message}</p>}
      <button type="submit" disabled={save.busy}>
        send
      </button>
    </form>
  );
}

describe('useAction', () => {
  it('is busy while the call runs, then re-reads the queries it changed', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    const { queryClient } = renderAdmin(() => <Things onSaved={onSaved} />);
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    const busy = await screen.findByRole('button', { name: 'saving one' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    answer(new Response(JSON.stringify({ data: 'id-1', succeeded: true, message: null }), { status: 200 }));
    await screen.findByRole('button', { name: 'save' });
    expect(onSaved).toHaveBeenCalledWith('id-1', 'one');
    expect(spy).toHaveBeenCalledWith({ queryKey: KEY });
  });

  it('re-reads after a refusal too, leaves its message to the API client, and ends there when fired', async () => {
    mockApi({ 'things/Save': () => ({ status: 409, body: { succeeded: false, message: 'already there', errors: [] } }) });
    const onSaved = vi.fn();
    const { queryClient } = renderAdmin(() => <Things onSaved={onSaved} />);
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: KEY }));
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("puts a refusal's field errors on the form's fields at once, focusing the first", async () => {
    mockApi({
      'names/Save': () => ({
        status: 400,
        body: {
          succeeded: false,
          message: 'check the fields',
          errors: [
            { field: 'last', message: 'last is wrong' },
            { field: 'first', message: 'first is wrong' },
          ],
        },
      }),
    });
    renderAdmin(() => <NameForm />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('first: first is wrong')).toBeTruthy();
    expect(screen.getByText('last: last is wrong')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('first')));
  });

  it("re-reads the given queries after a form's call succeeds, with no field errors", async () => {
    mockApi({ 'names/Save': () => ({ status: 200, body: { succeeded: true, message: null, data: null } }) });
    const { queryClient } = renderAdmin(() => <NameForm />);
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'Ali' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: KEY }));
    expect(screen.queryByText(/first:/)).toBeNull();
    expect(screen.queryByText(/last:/)).toBeNull();
  });
});
