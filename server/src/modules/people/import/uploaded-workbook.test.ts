import diagnostics from 'node:diagnostics_channel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../../http/app-error.ts';
import { craftZip, MiB, sheetXml, workbookEntries } from '../../../test/crafted-archives.ts';
import { UploadedWorkbooks } from './uploaded-workbook.ts';

const HEADER = ['نام', 'نام خانوادگی', 'ملیت', 'کد ملی', 'موبایل'];
const workbook = (padding = 0) =>
  craftZip(
    workbookEntries([
      { name: 'اشخاص', xml: sheetXml([HEADER, ['علی', 'رضایی', 'ایرانی', '0012345678', '09121234567']], Buffer.alloc(padding, 0x20)) },
    ]),
  );
const roomy = new UploadedWorkbooks({ WORKBOOK_WORKER_MEMORY_MB: 256, WORKBOOK_WORKER_TIMEOUT_MS: 60_000 });
/** No thread can load exceljs in a millisecond. */
const hurried = new UploadedWorkbooks({ WORKBOOK_WORKER_MEMORY_MB: 256, WORKBOOK_WORKER_TIMEOUT_MS: 1 });

let workersStarted = 0;
const onWorker = () => (workersStarted += 1);
beforeEach(() => {
  workersStarted = 0;
  diagnostics.subscribe('worker_threads', onWorker);
});
afterEach(() => void diagnostics.unsubscribe('worker_threads', onWorker));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: AppError) => ({ status: err.status, messageKey: err.messageKey, params: err.params }),
  );

describe('UploadedWorkbooks', () => {
  it('reads a workbook in a worker thread', async () => {
    const read = await roomy.read(workbook(), 100, 'fa');
    expect(read.rows).toEqual([
      { row: 2, values: { firstName: 'علی', lastName: 'رضایی', nationality: 'ایرانی', nationalCode: '0012345678', mobile: '09121234567' } },
    ]);
    expect(workersStarted).toBe(1);
  }, 30_000);

  it('refuses a bomb or a file that is not a workbook without starting a thread', async () => {
    expect(await refusal(roomy.read(workbook(60 * MiB), 100, 'fa'))).toEqual({
      status: 413,
      messageKey: 'errors.archiveTooLarge',
      params: { max: 50 },
    });
    expect(await refusal(roomy.read(Buffer.from('name,mobile\nali,0912'), 100, 'fa'))).toEqual({
      status: 415,
      messageKey: 'errors.workbookIsCsv',
      params: {},
    });
    expect(await refusal(roomy.read(Buffer.from([0x00, 0x01, 0x02, 0x03]), 100, 'fa'))).toEqual({
      status: 415,
      messageKey: 'errors.badExcel',
      params: {},
    });
    expect(workersStarted).toBe(0);
  });

  it('refuses a workbook whose reading passes the limits (413, naming them), and writes no error workbook then', async () => {
    expect(await refusal(hurried.read(workbook(), 100, 'fa'))).toEqual({
      status: 413,
      messageKey: 'errors.workbookTooHeavy',
      params: { memory: 256, seconds: 1 },
    });
    expect(await hurried.withProblems(workbook(), 'fa', [{ row: 2, column: 'نام', message: 'x' }])).toBeNull();
    const written = await roomy.withProblems(workbook(), 'fa', [{ row: 2, column: 'نام', message: 'x' }]);
    expect(written?.subarray(0, 2).toString()).toBe('PK');
  }, 60_000);
});
