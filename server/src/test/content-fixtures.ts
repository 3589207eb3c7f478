import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { TestApp, TestClient } from './test-app.ts';

/** What the content-admin API tests share: an id nothing has, multipart uploads, field errors and audit rows. */

/** A well-formed id that no row has (404). */
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and, optionally, a file in the field `file`. */
export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const boundary = '----rira' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a multipart upload. */
export const upload = (c: TestClient, url: string, fields: Record<string, string>, file?: UploadFile) =>
  c.request({ method: 'POST', url, ...multipart(fields, file) });

/** The fields of an error answer's field errors, sorted. */
export const fieldsOf = (res: { json(): { errors: { field?: string }[] } }) =>
  res
    .json()
    .errors.map((e) => e.field)
    .sort();

/** The newest audit row with this action, if any. */
export async function lastAudit(t: TestApp, action: string) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt)).limit(1);
  return row ?? null;
}

/** The actions audited on a target, sorted. */
export async function auditActions(t: TestApp, targetId: string) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.map((r) => r.action).sort();
}
