import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, shouldReloadAfterChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('reload after a failed chunk', () => {
  it('reloads at most once per 10 seconds per path', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(shouldReloadAfterChunkError('/admin/profile', storage, t0)).toBe(true);
    expect(shouldReloadAfterChunkError('/admin/profile', storage, t0 + 5_000)).toBe(false);
    expect(shouldReloadAfterChunkError('/blogs', storage, t0 + 5_000)).toBe(true);
    expect(shouldReloadAfterChunkError('/admin/profile', storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('does not reload when storage is unavailable (no guard, no loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadAfterChunkError('/', broken)).toBe(false);
  });
});
