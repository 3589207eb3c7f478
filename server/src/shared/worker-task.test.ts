import diagnostics from 'node:diagnostics_channel';
import { threadId, type Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import type { ProbeTask } from '../test/workers/probe-worker.ts';
import { runWorkerTask, WORKER_TASKS_AT_ONCE, WorkerLimitError } from './worker-task.ts';

const PROBE = new URL('../test/workers/probe-worker.ts', import.meta.url);
const roomy = { memoryMb: 256, timeoutMs: 60_000 };
const run = (task: ProbeTask, limits = roomy) => runWorkerTask<{ value: unknown; threadId: number }>(PROBE, task, limits);

describe('runWorkerTask', () => {
  it('runs the task in another thread and gives its answer', async () => {
    const answer = await run({ do: 'echo', value: { rows: [1, 2], when: new Date(0), dates: new Map([[2, 'x']]) } });
    expect(answer.value).toEqual({ rows: [1, 2], when: new Date(0), dates: new Map([[2, 'x']]) });
    expect(answer.threadId).not.toBe(threadId);
  }, 30_000);

  it('throws a refusal again as the same AppError, and a failure as an Error', async () => {
    const refused = await run({ do: 'refuse' }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400, messageKey: 'errors.importEmpty', params: { n: 1 } });
    await expect(run({ do: 'fail' })).rejects.toThrow('the probe failed');
  }, 30_000);

  it('ends a thread past its memory or its time with a WorkerLimitError, and the process goes on', async () => {
    await expect(run({ do: 'hoard' }, { memoryMb: 32, timeoutMs: 60_000 })).rejects.toEqual(new WorkerLimitError('memory'));
    await expect(run({ do: 'spin' }, { memoryMb: 64, timeoutMs: 200 })).rejects.toEqual(new WorkerLimitError('time'));
    expect((await run({ do: 'echo', value: 'still here' })).value).toBe('still here');
  }, 60_000);

  it(`runs at most ${WORKER_TASKS_AT_ONCE} threads at once; the others wait their turn`, async () => {
    let alive = 0;
    let most = 0;
    const onWorker = (message: unknown) => {
      alive += 1;
      most = Math.max(most, alive);
      (message as { worker: Worker }).worker.once('exit', () => (alive -= 1));
    };
    diagnostics.subscribe('worker_threads', onWorker);
    try {
      const answers = await Promise.all([1, 2, 3, 4].map((value) => run({ do: 'echo', value, waitMs: 200 })));
      expect(answers.map((a) => a.value)).toEqual([1, 2, 3, 4]);
      expect(most).toBe(WORKER_TASKS_AT_ONCE);
    } finally {
      diagnostics.unsubscribe('worker_threads', onWorker);
    }
  }, 60_000);
});
