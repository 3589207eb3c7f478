import { describe, expect, it } from 'vitest';
import { Readiness } from './readiness.ts';

const quietLog = { warn() {} };

describe('readiness', () => {
  it('is ready when every check answers', async () => {
    const readiness = new Readiness(quietLog);
    readiness.register('database', async () => {});
    readiness.register('storage', async () => {});
    expect(await readiness.check()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('counts a check that does not answer in time as down, without waiting for it', async () => {
    const readiness = new Readiness(quietLog, 50);
    readiness.register('database', async () => {});
    readiness.register('queue', () => new Promise<void>(() => {}));
    const started = Date.now();
    expect(await readiness.check()).toEqual({ status: 'unavailable', checks: { database: 'ok', queue: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is not ready once shutting down, even with every check answering', async () => {
    const readiness = new Readiness(quietLog);
    readiness.register('database', async () => {});
    readiness.drain();
    expect(await readiness.check()).toEqual({ status: 'draining', checks: { database: 'ok' } });
  });
});
