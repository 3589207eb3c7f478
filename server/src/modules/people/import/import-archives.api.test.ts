import fs from 'node:fs';
import path from 'node:path';
import diagnostics from 'node:diagnostics_channel';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { importJobs } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { signedIn } from '../../../test/organisation-fixtures.ts';
import { craftZip, MiB, sheetXml, workbookEntries } from '../../../test/crafted-archives.ts';
import { uploadPeopleWorkbook } from '../../../test/import-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

/**
 * Uploaded workbooks are ZIP archives: the people import refuses one whose unpacked size,
 * compression ratio or entry count is past the limits before reading it, and reads the others in
 * a worker thread with a memory and time limit, so one upload cannot hold up every other request.
 */

const API = '/api/manager/applicationUser';
const HEADER = ['نام', 'نام خانوادگی', 'ملیت', 'کد ملی', 'موبایل'];

const upload = (c: TestClient, bytes: Buffer, lang: LanguageCode = 'fa') => uploadPeopleWorkbook(c, bytes, { lang });

/** A workbook of one person sheet with the headers and `padding` bytes of whitespace: 64 MiB deflate to about 65 KB. */
const bombWorkbook = (padding: number) =>
  craftZip(workbookEntries([{ name: 'اشخاص', xml: sheetXml([HEADER], Buffer.alloc(padding, 0x20)) }]));

/** Legal but heavy: an ordinary person sheet with one incomplete row, and a 5 MB notes sheet (about 12:1). */
function heavyWorkbook() {
  const notes = Array.from({ length: 15_000 }, (_, i) => [
    `یادداشت ${i}`,
    `ردیف ${(i * 7919) % 100_003}`,
    String(i * 31),
    'متن نمونه برای پر کردن',
    `${i}@example.com`,
  ]);
  return craftZip(
    workbookEntries([
      { name: 'اشخاص', xml: sheetXml([HEADER, ['علی', '', '', '', '']]) },
      { name: 'notes', xml: sheetXml(notes) },
    ]),
  );
}

async function jobCount(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(importJobs);
  return row!.n;
}

const storedImports = (t: TestApp) => {
  const folder = path.join(t.config.dataDir, 'private', 'imports');
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
};

async function until<T>(check: () => T | undefined): Promise<T> {
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('people import: workbooks as archives', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('refuses a workbook that unpacks past 50 MB (413) before reading it, in the caller’s language, and keeps nothing', async () => {
    const hr = await signedIn(t, 'hr');
    const bomb = bombWorkbook(64 * MiB);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(hr, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      succeeded: false,
      message: 'این فایل پس از باز شدن بیش از ۵۰ مگابایت می‌شود؛ بیش از این پذیرفته نمی‌شود.',
    });
    const english = await upload(hr, bomb, 'en');
    expect(english.statusCode).toBe(413);
    expect(english.json().message).toBe('Unpacked, this file would be larger than 50 MB, the most we accept.');
    expect(await jobCount(t)).toBe(0);
    expect(storedImports(t)).toBe(0);
  });

  it('refuses a part compressed more than 100:1 (400) and one that unpacks to more than it declares (400)', async () => {
    const hr = await signedIn(t, 'hr');
    // 8 MiB of whitespace: under the size limit, but about 1000:1.
    const dense = await upload(hr, bombWorkbook(8 * MiB));
    expect(dense.statusCode).toBe(400);
    expect(dense.json().message).toBe('بخشی از این فایل بیش از ۱۰۰ به ۱ فشرده شده است؛ چنین فایلی پذیرفته نمی‌شود.');

    // Declares 600 KB (about 70:1 on paper) but unpacks to 40 MB: only inflating tells.
    const xml = sheetXml([HEADER], Buffer.alloc(40 * MiB, 0x20));
    const lying = craftZip(workbookEntries([{ name: 'اشخاص', xml, declaredSize: 600 * 1024 }]));
    const res = await upload(hr, lying, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file is damaged: a part of it does not unpack to the size the file gives for it.');
    expect(await jobCount(t)).toBe(0);
  });

  it('refuses a workbook with more than 1,000 parts (400)', async () => {
    const hr = await signedIn(t, 'hr');
    const entries = workbookEntries([{ name: 'اشخاص', xml: sheetXml([HEADER, ['علی', 'رضایی', 'ایرانی', '0012345678', '09121234567']]) }]);
    const many = craftZip([...entries, { name: 'xl/media/x.bin', data: Buffer.from('x'), store: true, sharedCopies: 1000 }]);
    const res = await upload(hr, many, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file holds more than 1000 parts, the most we accept.');
  });

  it('reads a heavy but legal workbook in a worker thread, answering other requests meanwhile', async () => {
    const hr = await signedIn(t, 'hr');
    const heavy = heavyWorkbook();
    const workers: Worker[] = [];
    const onWorker = (message: unknown) => workers.push((message as { worker: Worker }).worker);
    diagnostics.subscribe('worker_threads', onWorker);
    try {
      let answered = false;
      const pending = upload(hr, heavy).finally(() => (answered = true));
      // Before the fix the workbook was read on the event loop: the upload ended without a worker.
      const worker = await until(() => workers[0] ?? (answered ? null : undefined));
      expect(worker, 'the workbook is read in a worker thread').not.toBeNull();
      let workerEnded = false;
      worker!.once('exit', () => (workerEnded = true));
      const health = await t.client().get('/api/health');
      expect(health.statusCode).toBe(200);
      expect(workerEnded, 'the health check was answered while the workbook was being read').toBe(false);

      const res = await pending;
      expect(res.statusCode).toBe(400);
      expect(res.json().job.problems.length).toBeGreaterThan(0);
      // The error workbook (the upload with a problems column) is written in a worker too.
      expect(workers.length).toBe(2);
      expect((await hr.get(`${API}/DownloadImportErrors/${res.json().job.id}`)).statusCode).toBe(200);
    } finally {
      diagnostics.unsubscribe('worker_threads', onWorker);
    }
  }, 60_000);
});

describe('people import: the reading worker’s limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKBOOK_WORKER_MEMORY_MB: '16', WORKBOOK_WORKER_TIMEOUT_MS: '120000' });
  });
  afterAll(async () => t.close());

  it('refuses a workbook whose reading runs out of the worker’s memory (413), and the server keeps serving', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await upload(hr, heavyWorkbook());
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'خواندن این فایل بیش از ۱۶ مگابایت حافظه یا ۱۲۰ ثانیه زمان می‌خواست؛ فایل را کوچک‌تر کنید (مثلاً برگه‌های اضافه را بردارید) و دوباره بفرستید.',
    );
    expect(await jobCount(t)).toBe(0);
    expect((await t.client().get('/api/health')).statusCode).toBe(200);
  }, 60_000);
});
