import { describe, expect, it } from 'vitest';
import { ImportProgress } from './import-progress.ts';

function progress(everyMs = 500) {
  let now = 1_000_000;
  const written: number[] = [];
  const errors: unknown[] = [];
  let release: () => void = () => {};
  let hold = false;
  const write = async (rows: number) => {
    written.push(rows);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
  };
  const tracker = new ImportProgress(
    write,
    everyMs,
    (err) => errors.push(err),
    () => now,
  );
  return {
    tracker,
    written,
    errors,
    advance: (ms: number) => (now += ms),
    holdWrites: (on: boolean) => (hold = on),
    release: () => release(),
  };
}

describe('an import’s progress', () => {
  it('writes the first count at once and then at most once per period, however many rows pass', async () => {
    const p = progress();
    p.tracker.reached(500);
    await p.tracker.settled();
    for (let rows = 501; rows <= 900; rows++) p.tracker.reached(rows);
    p.advance(499);
    p.tracker.reached(1000);
    await p.tracker.settled();
    expect(p.written).toEqual([500]);
    p.advance(1);
    p.tracker.reached(1001);
    await p.tracker.settled();
    expect(p.written).toEqual([500, 1001]);
  });

  it('starts no write while one is on its way, and settles once it has arrived', async () => {
    const p = progress(0);
    p.holdWrites(true);
    p.tracker.reached(1);
    p.tracker.reached(2);
    expect(p.written).toEqual([1]);
    let settled = false;
    const waiting = p.tracker.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    p.release();
    await waiting;
    p.holdWrites(false);
    p.tracker.reached(3);
    expect(p.written).toEqual([1, 3]);
  });

  it('reports a failed write and carries on', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const tracker = new ImportProgress(
      async () => {
        calls++;
        throw new Error('connection lost');
      },
      0,
      (err) => errors.push(err),
    );
    tracker.reached(1);
    await tracker.settled();
    tracker.reached(2);
    await tracker.settled();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
