import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, fetchDeployedBuildId, watchForNewBuild } from './build-update.ts';
import { jsonResponse } from '../test/render.tsx';

afterEach(() => vi.useRealTimers());

describe('new build check', () => {
  it('reads build-meta.json without the HTTP cache', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { buildId: 'b2', builtAt: 'x' }));
    expect(await fetchDeployedBuildId(fetchImpl)).toBe('b2');
    expect(fetchImpl).toHaveBeenCalledWith('/build-meta.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('checks hourly and reports a different build once', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(200, { buildId: 'b1' }))
      .mockImplementation(async () => jsonResponse(200, { buildId: 'b2' }));
    const onNewBuild = vi.fn();
    const stop = watchForNewBuild({ current: 'b1', fetchImpl, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    stop();
  });
});
