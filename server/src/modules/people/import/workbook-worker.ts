// The worker thread that reads an uploaded people workbook (started by uploaded-workbook.ts;
// emitted as dist/workbook-worker.js by server/build.mjs).
import { answerWorkerTask } from '../../../shared/worker-task.ts';
import type { WorkbookTask } from './uploaded-workbook.ts';
import { buildErrorWorkbook, readPeopleWorkbook } from './workbook.ts';

answerWorkerTask(async (task: WorkbookTask) => {
  // Structured cloning turns the Buffer into a plain Uint8Array.
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.kind === 'read') return readPeopleWorkbook(bytes, task.maxRows, task.lang, task.header);
  return buildErrorWorkbook(bytes, task.lang, task.problems);
});
