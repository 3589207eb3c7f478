import type { ImportProblem, LanguageCode } from '@rira/contracts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../http/app-error.ts';
import { runWorkerTask, WorkerLimitError, type WorkerLimits } from '../../../shared/worker-task.ts';
import { checkArchive, WORKBOOK_ARCHIVE_LIMITS, ZIP_LOCAL_HEADER } from '../../files/archive-limits.ts';
import { otherSpreadsheetFormat, type OtherSpreadsheetFormat } from './workbook-format.ts';
import type { ReadWorkbook, WorkbookHeader } from './workbook.ts';

export type WorkbookTask =
  | { kind: 'read'; bytes: Uint8Array; maxRows: number; lang: LanguageCode; header?: WorkbookHeader }
  | { kind: 'withProblems'; bytes: Uint8Array; lang: LanguageCode; problems: ImportProblem[] };

const WORKER_ENTRY = new URL('./workbook-worker.ts', import.meta.url);

const notAWorkbook = () => new AppError('unsupportedMediaType', { messageKey: 'errors.badExcel' });

const SAVE_AS_XLSX: Record<OtherSpreadsheetFormat, string> = {
  xls: 'errors.workbookIsXls',
  ods: 'errors.workbookIsOds',
  csv: 'errors.workbookIsCsv',
  passwordProtected: 'errors.workbookHasPassword',
};

/**
 * Refuses an upload that is not an .xlsx workbook within the archive limits. Every format that is
 * not one is the same 415 Unsupported Media Type, whether we can name it (.xls, .ods, CSV: "save
 * it as .xlsx") or not: the file may be sound, we just do not read that kind, which is what 415
 * says (400 would say the request itself is wrong). A ZIP is checked against the archive limits
 * before anything inflates a part of it, the look for ODS's `mimetype` part included.
 */
async function acceptWorkbook(bytes: Buffer): Promise<void> {
  const zipped = bytes.subarray(0, 4).equals(ZIP_LOCAL_HEADER);
  if (zipped) await checkArchive(bytes, WORKBOOK_ARCHIVE_LIMITS, notAWorkbook);
  const other = await otherSpreadsheetFormat(bytes);
  if (other) throw new AppError('unsupportedMediaType', { messageKey: SAVE_AS_XLSX[other] });
  if (!zipped) throw notAWorkbook();
}

/**
 * An uploaded people workbook is refused if it is not an .xlsx or is an archive past
 * WORKBOOK_ARCHIVE_LIMITS (acceptWorkbook), then read by exceljs in a worker thread with the
 * configured memory and time (a workbook that needs more is refused with 413, and the server goes
 * on). The error workbook, which reads the upload again, is written the same way.
 */
export class UploadedWorkbooks {
  private readonly limits: WorkerLimits;

  constructor(config: Pick<Config, 'WORKBOOK_WORKER_MEMORY_MB' | 'WORKBOOK_WORKER_TIMEOUT_MS'>) {
    this.limits = { memoryMb: config.WORKBOOK_WORKER_MEMORY_MB, timeoutMs: config.WORKBOOK_WORKER_TIMEOUT_MS };
  }

  /**
   * The people rows of the workbook's first visible sheet (see readPeopleWorkbook; `header`: what
   * its row of column names must name); refusals in `lang`'s terms.
   */
  async read(bytes: Buffer, maxRows: number, lang: LanguageCode, header: WorkbookHeader = 'people'): Promise<ReadWorkbook> {
    await acceptWorkbook(bytes);
    try {
      return await runWorkerTask<ReadWorkbook>(
        WORKER_ENTRY,
        { kind: 'read', bytes, maxRows, lang, header } satisfies WorkbookTask,
        this.limits,
      );
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
    await checkArchive(bytes, WORKBOOK_ARCHIVE_LIMITS, notAWorkbook);
    try {
      const written = await runWorkerTask<Uint8Array>(
        WORKER_ENTRY,
        { kind: 'withProblems', bytes, lang, problems } satisfies WorkbookTask,
        this.limits,
      );
      return Buffer.from(written.buffer, written.byteOffset, written.byteLength);
    } catch (err) {
      if (err instanceof WorkerLimitError) return null;
      throw err;
    }
  }
}
