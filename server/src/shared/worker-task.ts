import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { ErrorCode } from '@rira/contracts';
import { AppError } from '../http/app-error.ts';

/**
 * CPU-heavy work on untrusted input (reading an uploaded workbook) runs in a worker thread: the
 * event loop keeps answering other requests meanwhile, and V8 ends the thread, not the server,
 * when it passes its memory limit. One fresh thread per task, so nothing a task leaves behind
 * outlives it.
 *
 * Where the worker's entry file is: a caller names its entry as `new URL('./x-worker.ts',
 * import.meta.url)`. From source (tsx, vitest) that TypeScript file is run through
 * `typescript-worker.mjs`, which registers tsx inside the thread (Node 20 does not pass a
 * loader on to worker threads). Bundled, every module shares dist/main.js's URL, so the same
 * expression names dist/x-worker.ts, and server/build.mjs emits each worker entry as
 * dist/x-worker.js beside it.
 */

export interface WorkerLimits {
  /** V8's old-generation heap of the thread, in MB. */
  memoryMb: number;
  /** Wall-clock time from the thread's start, in milliseconds. */
  timeoutMs: number;
}

/** A task's thread passed its memory or time limit and was ended. */
export class WorkerLimitError extends Error {
  constructor(readonly limit: 'memory' | 'time') {
    super(`worker task ended: ${limit} limit`);
  }
}

/** At most this many task threads at once in this process (the machine has two cores); others wait their turn. */
export const WORKER_TASKS_AT_ONCE = 2;

type Answer =
  | { ok: true; value: unknown }
  | { ok: false; refusal: { code: ErrorCode; messageKey: string; params: Record<string, string | number> } }
  | { ok: false; failure: { message: string; stack?: string } };

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (running < WORKER_TASKS_AT_ONCE) running += 1;
  // A finished task hands its place straight to the next in line, so `running` stays counted.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

const runsFromSource = import.meta.url.endsWith('.ts');

function startWorker(entry: URL, input: unknown, limits: WorkerLimits): Worker {
  const options = { workerData: input, resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } };
  if (runsFromSource)
    return new Worker(new URL('./typescript-worker.mjs', import.meta.url), { ...options, argv: [entry.href], execArgv: [] });
  return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), options);
}

/**
 * Runs the worker entry `entry` on `input` (structured-cloned) and gives its answer. An
 * AppError thrown in the thread is thrown again here (a refusal); a thread that passes `limits`
 * gives a WorkerLimitError; anything else is a failure (an Error, a 500).
 */
export async function runWorkerTask<T>(entry: URL, input: unknown, limits: WorkerLimits): Promise<T> {
  const release = await takeTurn();
  let worker: Worker;
  try {
    worker = startWorker(entry, input, limits);
  } catch (err) {
    release();
    throw err;
  }
  // The turn passes on when the thread is gone (its memory freed), not when it has answered.
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  void exited.then(release);
  try {
    return await answerOf<T>(worker, limits);
  } finally {
    void worker.terminate();
  }
}

function answerOf<T>(worker: Worker, limits: WorkerLimits): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(new WorkerLimitError('time'))), limits.timeoutMs);
    worker.once('message', (answer: Answer) =>
      settle(() => {
        if (answer.ok) resolve(answer.value as T);
        else if ('refusal' in answer)
          reject(new AppError(answer.refusal.code, { messageKey: answer.refusal.messageKey, params: answer.refusal.params }));
        else reject(Object.assign(new Error(`worker task failed: ${answer.failure.message}`), { stack: answer.failure.stack }));
      }),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : err)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`worker task ended without an answer (exit code ${code})`))));
  });
}

/** The worker side: runs `task` on the input the thread was started with and posts the answer. */
export function answerWorkerTask<I, O>(task: (input: I) => Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error('answerWorkerTask runs only in a worker thread');
  const post = (answer: Answer) => port.postMessage(answer);
  task(workerData as I).then(
    (value) => post({ ok: true, value }),
    (err: unknown) => {
      if (err instanceof AppError) post({ ok: false, refusal: { code: err.code, messageKey: err.messageKey, params: err.params } });
      else
        post({
          ok: false,
          failure: { message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined },
        });
    },
  );
}
