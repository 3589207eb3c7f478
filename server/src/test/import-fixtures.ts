import ExcelJS from 'exceljs';
import type { TestClient } from './test-app.ts';
import type { LanguageCode } from '@rira/contracts';

/** The people calls' base path (UploadExcel, DownloadSample). */
export const PEOPLE_API = '/api/manager/applicationUser';

/**
 * Sends a workbook to the people import (or to another upload of a workbook at `url`, such as a
 * round's list of people) as the browser's upload does: a multipart form with its text `fields`
 * first and the file part last (the server reads the fields before the file). The file part claims
 * no spreadsheet type (`application/octet-stream`), as some browsers send it: the server trusts the
 * bytes, never the claim.
 */
export function uploadPeopleWorkbook(
  c: TestClient,
  bytes: Buffer,
  options: { fields?: Record<string, string>; lang?: LanguageCode; filename?: string; url?: string } = {},
) {
  const boundary = '----rira' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(options.fields ?? {}).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'people.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return c.request({
    method: 'POST',
    url: `${options.url ?? `${PEOPLE_API}/UploadExcel`}?lang=${options.lang ?? 'fa'}`,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** A workbook's bytes, read with ExcelJS. */
export async function loadWorkbook(bytes: Buffer | ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A workbook (the sample, as downloaded) with `rows` written under its header row, in its column order (null: left empty). */
export async function workbookWithRows(bytes: Buffer, rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const book = await loadWorkbook(bytes);
  const sheet = book.worksheets[0]!;
  rows.forEach((values, i) => values.forEach((v, col) => v !== null && (sheet.getCell(i + 2, col + 1).value = v)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The import's sample in `lang`, downloaded by `c`, with `rows` filled in. */
export async function sampleWithRows(c: TestClient, rows: readonly (readonly (string | number | null)[])[], lang: LanguageCode = 'fa') {
  return workbookWithRows((await c.get(`${PEOPLE_API}/DownloadSample?lang=${lang}`)).rawPayload, rows);
}
