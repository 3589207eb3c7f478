import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { articleAttachments, articleCategories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { upload } from '../../test/content-fixtures.ts';
import { craftZip, docxEntries, MiB, paddedDocumentXml } from '../../test/crafted-archives.ts';
import type { LanguageCode } from '@rira/contracts';

/**
 * Article attachments are mailed to whoever asks for them: a DOCX, XLSX, PPTX or ZIP that is a
 * decompression bomb (or hides one inside) is refused at upload, before anything is stored.
 */

const URL = '/api/manager/articleAttachment/Upload';
let t: TestApp;
let articleId: string;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.reset();
  const c = await signedIn(t, 'content');
  const [category] = await t.database.db.select({ id: articleCategories.id }).from(articleCategories).limit(1);
  const res = await c.post('/api/manager/article/Create', {
    title: 'پیوست‌ها',
    slug: 'attachments-under-test',
    language: 'fa',
    categoryId: category!.id,
    tagIds: [],
    summary: 'مقاله‌ای برای آزمون پیوست‌ها.',
    body: '<p>متن</p>',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  articleId = res.json().data;
});

const send = (c: TestClient, name: string, bytes: Buffer, lang: LanguageCode = 'fa') =>
  upload(c, `${URL}?lang=${lang}`, { articleId, title: 'پیوست' }, { name, type: 'application/octet-stream', bytes });

async function attachmentsKept() {
  const [row] = await t.database.db.select({ n: count() }).from(articleAttachments).where(eq(articleAttachments.articleId, articleId));
  const folder = path.join(t.config.dataDir, 'private', 'article-attachments');
  return { rows: row!.n, files: fs.existsSync(folder) ? fs.readdirSync(folder).length : 0 };
}

/** Text that deflates about 8:1, unlike a run of one byte. */
const prose = (bytes: number) => {
  const lines: string[] = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const line = `بند ${i}: ${(i * 2654435761) % 1_000_003} — متن نمونه ${i % 97}\n`;
    lines.push(line);
    size += Buffer.byteLength(line);
  }
  return Buffer.from(lines.join(''));
};

describe('article attachments: archives', () => {
  it('refuses a DOCX whose one compressed stream is listed 60 times, past 100 MB unpacked (413)', async () => {
    const c = await signedIn(t, 'content');
    const before = await attachmentsKept();
    const [contentTypes, rels] = docxEntries(Buffer.alloc(0));
    const overlapping = craftZip([contentTypes!, rels!, { name: 'word/document.xml', data: prose(2 * MiB), sharedCopies: 60 }]);
    expect(overlapping.length).toBeLessThan(2 * MiB);
    const res = await send(c, 'report.docx', overlapping);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('این فایل پس از باز شدن بیش از ۱۰۰ مگابایت می‌شود؛ بیش از این پذیرفته نمی‌شود.');
    expect(await attachmentsKept()).toEqual(before);
  });

  it('refuses a DOCX compressed more than 100:1 and a ZIP whose part lies about its size (400)', async () => {
    const c = await signedIn(t, 'content');
    const before = await attachmentsKept();
    const dense = await send(c, 'dense.docx', craftZip(docxEntries(paddedDocumentXml(8 * MiB))), 'en');
    expect(dense.statusCode).toBe(400);
    expect(dense.json().message).toBe('A part of this file is compressed more than 100 to 1; such files are not accepted.');

    const lying = craftZip([{ name: 'notes.txt', data: Buffer.alloc(30 * MiB, 0x61), declaredSize: 512 * 1024 }]);
    const res = await send(c, 'notes.zip', lying);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('این فایل آسیب دیده است: اندازهٔ بخشی از آن پس از باز شدن با اندازه‌ای که خود فایل می‌گوید یکی نیست.');
    expect(await attachmentsKept()).toEqual(before);
  });

  it('looks inside archives in a ZIP: a bomb stored inside is refused, and so is nesting past two levels', async () => {
    const c = await signedIn(t, 'content');
    const before = await attachmentsKept();
    const innerBomb = craftZip(
      docxEntries(prose(1 * MiB), undefined).map((e) => (e.name === 'word/document.xml' ? { ...e, sharedCopies: 120 } : e)),
    );
    const outer = craftZip([{ name: 'templates/report.docx', data: innerBomb, store: true }]);
    const bomb = await send(c, 'templates.zip', outer);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toBe('این فایل پس از باز شدن بیش از ۱۰۰ مگابایت می‌شود؛ بیش از این پذیرفته نمی‌شود.');

    const level3 = craftZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    const level2 = craftZip([{ name: 'c.zip', data: level3 }]);
    const level1 = craftZip([{ name: 'b.zip', data: level2 }]);
    const deep = await send(c, 'deep.zip', craftZip([{ name: 'a.zip', data: level1 }]), 'en');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('This file nests archives inside archives more than 2 levels deep; such files are not accepted.');
    expect(await attachmentsKept()).toEqual(before);
  });

  it('accepts ordinary archives: a ZIP of a DOCX and a text, and a DOCX of 3 MB of prose', async () => {
    const c = await signedIn(t, 'content');
    const before = await attachmentsKept();
    const docx = craftZip(docxEntries(prose(3 * MiB)));
    expect((await send(c, 'report.docx', docx)).statusCode).toBe(200);
    const bundle = craftZip([
      { name: 'report.docx', data: docx },
      { name: 'readme.txt', data: prose(200_000) },
    ]);
    expect((await send(c, 'bundle.zip', bundle)).statusCode).toBe(200);
    expect(await attachmentsKept()).toEqual({ rows: before.rows + 2, files: before.files + 2 });
  });
});
