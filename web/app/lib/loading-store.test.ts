import { afterEach, describe, expect, it } from 'vitest';
import { loadingStore, withLoading } from './loading-store.ts';

afterEach(() => loadingStore.reset());

describe('loading store', () => {
  it('counts overlapping work and never goes below zero', () => {
    loadingStore.start();
    loadingStore.start();
    loadingStore.stop();
    expect(loadingStore.isLoading()).toBe(true);
    loadingStore.stop();
    loadingStore.stop();
    expect(loadingStore.isLoading()).toBe(false);
    loadingStore.start();
    expect(loadingStore.isLoading()).toBe(true);
  });

  it('withLoading stops even when the work fails', async () => {
    await expect(withLoading(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(loadingStore.isLoading()).toBe(false);
  });

  it('notifies subscribers', () => {
    let calls = 0;
    const stop = loadingStore.subscribe(() => (calls += 1));
    loadingStore.start();
    loadingStore.reset();
    stop();
    loadingStore.start();
    expect(calls).toBe(2);
  });
});
