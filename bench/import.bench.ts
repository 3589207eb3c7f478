/**
 * Excel import of people: rows per second for a 5,000-row workbook, end to end (upload →
 * validate every row → one transaction), in one run. Printed, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { companies } from '../server/src/db/schema/index.ts';
import { seedDatabase } from '../server/src/seed/index.ts';
import { demoNationalCode } from '../server/src/seed/demo-organisation.ts';

const ROWS = 5000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-bench-'));
const database = await openDatabase({});
await database.migrate();
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  database,
  web: false,
  logger: false,
});
await app.ready();
await seedDatabase(database.db, { demo: true, log: { info() {} } as never, files: app.files, privateFiles: app.privateFiles });
await database.db.update(companies).set({ maxUsers: null }).where(eq(companies.title, 'شرکت نمونهٔ آریا'));

const login = await app.inject({
  method: 'POST',
  url: '/api/Authentication/AuthorizeWithPassword',
  payload: { Username: 'hr', Password: 'Rira@1404', Type: 1 },
});
const cookie = `rira_sid=${login.cookies.find((c) => c.name === 'rira_sid')!.value}`;
const sample = await app.inject({ method: 'GET', url: '/api/manager/applicationUser/DownloadSample?lang=fa', headers: { cookie } });
const book = new ExcelJS.Workbook();
await book.xlsx.load(sample.rawPayload as unknown as ArrayBuffer);
const sheet = book.worksheets[0]!;
for (let i = 0; i < ROWS; i++) {
  sheet.getRow(i + 2).values = [
    `نفر${i}`,
    'آزمایشی',
    'ایرانی',
    demoNationalCode(10_000 + i),
    null,
    `0939${String(i).padStart(7, '0')}`,
    null,
    '1370/05/12',
    `X${i}`,
    'کارمند',
    'تولید',
    'سرپرست تولید',
  ];
}
const workbook = Buffer.from(await book.xlsx.writeBuffer());
const boundary = '----bench';
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ),
  workbook,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

const start = process.hrtime.bigint();
const res = await app.inject({
  method: 'POST',
  url: '/api/manager/applicationUser/UploadExcel',
  payload,
  headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
});
let job = res.json().data;
while (!['succeeded', 'failed'].includes(job.status)) {
  await new Promise((r) => setTimeout(r, 50));
  job = (await app.inject({ method: 'GET', url: `/api/manager/applicationUser/GetImportJob/${job.id}`, headers: { cookie } })).json().data;
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(`database: ${database.kind} (in memory)   workbook: ${ROWS} rows, ${(workbook.length / 1024).toFixed(0)} KiB`);
console.log(`import status: ${job.status}, created ${job.created}`);
console.log(`import of ${ROWS} rows: ${seconds.toFixed(2)} s   ${(ROWS / seconds).toFixed(0)} rows/s`);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
