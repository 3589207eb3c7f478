import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { AnswerSaver, type SaveRequest } from './answer-saver.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('autosave (Record)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, about two seconds after the last of several quick changes, with the version it has', async () => {
    let placements = { a: 'best' as const };
    const save = vi.fn(async (request: SaveRequest) => ({ version: request.version + 1 }));
    const saver = new AnswerSaver({ version: 4, save, getPlacements: () => placements });
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(1500);
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).not.toHaveBeenCalled();
    expect(saver.getSnapshot().status).toBe('dirty');
    placements = { a: 'best' };
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual({ placements: { a: 'best' }, version: 4 });
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', version: 5 });
    // The next save carries the new version.
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save.mock.calls[1]![0].version).toBe(5);
  });

  it('never runs two saves at once: changes made during a save are saved after it', async () => {
    const first = deferred<{ version: number }>();
    const save = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue({ version: 2 });
    const saver = new AnswerSaver({ version: 0, save, getPlacements: () => ({}) });
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saver.getSnapshot().status).toBe('saving');
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve({ version: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'dirty', version: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].version).toBe(1);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', version: 2 });
  });

  it('stops on a 409 (saved elsewhere meanwhile) and saves nothing more until the person chooses', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError(409, 'changed elsewhere')).mockResolvedValue({ version: 9 });
    const saver = new AnswerSaver({ version: 3, save, getPlacements: () => ({ a: 'least' }) });
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'conflict', message: 'changed elsewhere', version: 3 });
    expect(saver.hasUnsavedChanges).toBe(true);
    saver.notifyChange();
    await saver.flush();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save).toHaveBeenCalledTimes(1);
    // "Keep mine": the placements on the screen go over the newer version.
    await saver.overwrite(8);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0]).toEqual({ placements: { a: 'least' }, version: 8 });
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', version: 9 });
  });

  it('retries after a network failure and keeps the change marked unsaved', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValue({ version: 1 });
    const saver = new AnswerSaver({ version: 0, save, getPlacements: () => ({}), retryMs: 10_000 });
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saver.getSnapshot().status).toBe('error');
    expect(saver.hasUnsavedChanges).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.getSnapshot().status).toBe('saved');
  });

  it('saves at once on flush (the Record button, leaving the screen) and waits for it', async () => {
    const save = vi.fn().mockResolvedValue({ version: 1 });
    const saver = new AnswerSaver({ version: 0, save, getPlacements: () => ({}) });
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.notifyChange();
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('hands Register the version after the save under way, and saves nothing after it', async () => {
    const first = deferred<{ version: number }>();
    const save = vi.fn().mockReturnValueOnce(first.promise);
    const saver = new AnswerSaver({ version: 0, save, getPlacements: () => ({}) });
    saver.notifyChange();
    await vi.advanceTimersByTimeAsync(2000);
    // A change made after the last save goes with Register itself.
    saver.notifyChange();
    const register = vi.fn().mockResolvedValue('done');
    const settled = saver.finalize(register);
    expect(register).not.toHaveBeenCalled();
    first.resolve({ version: 7 });
    await expect(settled).resolves.toBe('done');
    expect(register).toHaveBeenCalledWith(7);
    // Leaving the page afterwards must not Record over the registered answer.
    await saver.flush();
    saver.saveOnExit();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.hasUnsavedChanges).toBe(false);
  });

  it('leaves with a keepalive save of unsaved changes', async () => {
    const save = vi.fn().mockResolvedValue({ version: 1 });
    const saver = new AnswerSaver({ version: 0, save, getPlacements: () => ({ a: 'best' }) });
    saver.saveOnExit();
    expect(save).not.toHaveBeenCalled();
    saver.notifyChange();
    saver.saveOnExit();
    expect(save).toHaveBeenCalledWith({ placements: { a: 'best' }, version: 0, keepalive: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
