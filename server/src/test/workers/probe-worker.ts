// A worker entry for shared/worker-task.test.ts: does what its input asks.
import { threadId } from 'node:worker_threads';
import { AppError } from '../../http/app-error.ts';
import { answerWorkerTask } from '../../shared/worker-task.ts';

export type ProbeTask =
  { do: 'echo'; value: unknown; waitMs?: number } | { do: 'refuse' } | { do: 'fail' } | { do: 'hoard' } | { do: 'spin' };

answerWorkerTask(async (task: ProbeTask) => {
  switch (task.do) {
    case 'echo':
      await new Promise((resolve) => setTimeout(resolve, task.waitMs ?? 0));
      return { value: task.value, threadId };
    case 'refuse':
      throw new AppError('validation', { messageKey: 'errors.importEmpty', params: { n: 1 } });
    case 'fail':
      throw new Error('the probe failed');
    case 'hoard': {
      const kept: object[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => ({ i })));
    }
    case 'spin':
      for (;;);
  }
});
