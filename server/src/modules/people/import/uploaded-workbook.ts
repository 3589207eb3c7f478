import type { ImportProblem, LanguageCode } from '@rira/contracts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../http/app-error.ts';
import { runWorkerTask, WorkerLimitError, type WorkerLimits } from '../../../shared/worker-task.ts';
import { checkArchive, WORKBOOK_ARCHIVE_LIMITS } from '../../files/archive-limits.ts';
import type { ReadWorkbook } from './workbook.ts';

export type WorkbookTask =
  | { kind: 'read'; bytes: Uint8Array; maxRows: number }
  | { kind: 'withProblems'; bytes: Uint8Array; lang: LanguageCode; problems: ImportProblem[] };

const WORKER_ENTRY = new URL('./workbook-worker.ts', import.meta.url);

/**
 * An uploaded people workbook is refused if it is an archive past WORKBOOK_ARCHIVE_LIMITS, then
 * read by exceljs in a worker thread with the configured memory and time (a workbook that needs
 * more is refused with 413, and the server goes on). The error workbook, which reads the upload
 * again, is written the same way.
 */
export class UploadedWorkbooks {
  private readonly limits: WorkerLimits;

  constructor(config: Pick<Config, 'WORKBOOK_WORKER_MEMORY_MB' | 'WORKBOOK_WORKER_TIMEOUT_MS'>) {
    this.limits = { memoryMb: config.WORKBOOK_WORKER_MEMORY_MB, timeoutMs: config.WORKBOOK_WORKER_TIMEOUT_MS };
  }

  /** The people rows of the workbook's first visible sheet (see readPeopleWorkbook). */
  async read(bytes: Buffer, maxRows: number): Promise<ReadWorkbook> {
    try {
      return await this.run<ReadWorkbook>(bytes, { kind: 'read', bytes, maxRows });
    } catch (err) {
      if (!(err instanceof WorkerLimitError)) throw err;
      throw new AppError('payloadTooLarge', {
        messageKey: 'errors.workbookTooHeavy',
        params: { memory: this.limits.memoryMb, seconds: Math.ceil(this.limits.timeoutMs / 1000) },
      });
    }
  }

  /**
   * The uploaded workbook with a problems column (see buildErrorWorkbook), or null when writing
   * it needs more than the worker's memory or time (writing takes more than reading): the job's
   * problems are still listed, only the file is missing.
   */
  async withProblems(bytes: Buffer, lang: LanguageCode, problems: ImportProblem[]): Promise<Buffer | null> {
    try {
      const written = await this.run<Uint8Array>(bytes, { kind: 'withProblems', bytes, lang, problems });
      return Buffer.from(written.buffer, written.byteOffset, written.byteLength);
    } catch (err) {
      if (err instanceof WorkerLimitError) return null;
      throw err;
    }
  }

  private async run<T>(bytes: Buffer, task: WorkbookTask): Promise<T> {
    await checkArchive(bytes, WORKBOOK_ARCHIVE_LIMITS, () => new AppError('unsupportedMediaType', { messageKey: 'errors.badExcel' }));
    return runWorkerTask<T>(WORKER_ENTRY, task, this.limits);
  }
}
