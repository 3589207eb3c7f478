import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { docx } from '../../seed/site/generated-files.ts';
import { craftZip, docxEntries, MiB, paddedDocumentXml, sheetXml, workbookEntries } from '../../test/crafted-archives.ts';
import { buildSampleWorkbook } from '../people/import/workbook.ts';
import {
  ATTACHMENT_ARCHIVE_LIMITS,
  checkArchive,
  RATIO_GRACE_BYTES,
  WORKBOOK_ARCHIVE_LIMITS,
  type ArchiveLimits,
} from './archive-limits.ts';

const unreadable = () => new AppError('unsupportedMediaType', { messageKey: 'test.unreadable' });
const refusalOf = (bytes: Buffer, limits: ArchiveLimits = ATTACHMENT_ARCHIVE_LIMITS) =>
  checkArchive(bytes, limits, unreadable).then(
    () => null,
    (err: AppError) => ({ status: err.status, messageKey: err.messageKey, params: err.params }),
  );

describe('checkArchive', () => {
  it('accepts real Office files: the people sample workbook and a Word document', async () => {
    const sample = await buildSampleWorkbook('fa', {
      department: ['فروش'],
      position: [],
      jobTitle: [],
      managementLevel: [],
      structure: [],
    });
    expect(await refusalOf(sample, WORKBOOK_ARCHIVE_LIMITS)).toBeNull();
    expect(await refusalOf(docx({ title: 'چک‌لیست', intro: 'مقدمه', items: ['یک'], footer: 'پایان', rtl: true }))).toBeNull();
  });

  it('refuses past the unpacked size from the declared sizes, counting every entry that shares one stream', async () => {
    const shared = craftZip([{ name: 'a.txt', data: Buffer.from('abcdefghij'.repeat(100_000)), sharedCopies: 60 }]);
    expect(await refusalOf(shared, { ...WORKBOOK_ARCHIVE_LIMITS, maxRatio: 10_000 })).toEqual({
      status: 413,
      messageKey: 'errors.archiveTooLarge',
      params: { max: 50 },
    });
  });

  it('refuses an entry past the ratio, but not one under the grace size', async () => {
    expect(await refusalOf(craftZip(docxEntries(paddedDocumentXml(4 * MiB))))).toEqual({
      status: 400,
      messageKey: 'errors.archiveRatio',
      params: { max: 100 },
    });
    expect(await refusalOf(craftZip(docxEntries(paddedDocumentXml(RATIO_GRACE_BYTES))))).toBeNull();
  });

  it('refuses too many entries, before reading them', async () => {
    const many = craftZip([{ name: 'x', data: Buffer.from('x'), store: true, sharedCopies: 1000 }]);
    expect(await refusalOf(many)).toEqual({ status: 400, messageKey: 'errors.archiveTooManyEntries', params: { max: 1000 } });
  });

  it('refuses an entry that unpacks to more, or to less, than it declares', async () => {
    const more = craftZip([{ name: 'a.txt', data: Buffer.alloc(30 * MiB, 0x61), declaredSize: 512 * 1024 }]);
    expect(await refusalOf(more)).toEqual({ status: 400, messageKey: 'errors.archiveMisdeclared', params: {} });
    const less = craftZip([{ name: 'a.txt', data: Buffer.from('short'), declaredSize: 50 }]);
    expect(await refusalOf(less)).toEqual({ status: 400, messageKey: 'errors.archiveMisdeclared', params: {} });
    const stored = craftZip([{ name: 'a.txt', data: Buffer.from('stored bytes'), store: true, declaredSize: 4 }]);
    expect(await refusalOf(stored)).toEqual({ status: 400, messageKey: 'errors.archiveMisdeclared', params: {} });
  });

  it('opens archives inside, within the same budget and two levels deep, or leaves them shut for workbooks', async () => {
    const innerBomb = craftZip([{ name: 'a.txt', data: Buffer.from('abcdefghij'.repeat(100_000)), sharedCopies: 120 }]);
    const outer = craftZip([{ name: 'inner.zip', data: innerBomb, store: true }]);
    expect(await refusalOf(outer)).toEqual({ status: 413, messageKey: 'errors.archiveTooLarge', params: { max: 100 } });
    const withEmbedded = craftZip([
      ...workbookEntries([{ name: 'x', xml: sheetXml([['a']]) }]),
      { name: 'xl/embeddings/x.zip', data: innerBomb, store: true },
    ]);
    expect(await refusalOf(withEmbedded, WORKBOOK_ARCHIVE_LIMITS)).toBeNull();

    const nest = (levels: number): Buffer =>
      levels === 0 ? craftZip([{ name: 'a.txt', data: Buffer.from('a') }]) : craftZip([{ name: `${levels}.zip`, data: nest(levels - 1) }]);
    expect(await refusalOf(nest(2))).toBeNull();
    expect(await refusalOf(nest(3))).toEqual({ status: 400, messageKey: 'errors.archiveTooDeep', params: { max: 2 } });
  });

  it('answers the caller’s own refusal for what is not a readable ZIP', async () => {
    const zip = craftZip([{ name: 'a.txt', data: Buffer.from('hello') }]);
    for (const bytes of [Buffer.from('name,mobile\nali,0912'), zip.subarray(0, zip.length - 30), Buffer.alloc(0)]) {
      expect(await refusalOf(bytes)).toMatchObject({ status: 415, messageKey: 'test.unreadable' });
    }
    const badPath = craftZip([{ name: '../../etc/passwd', data: Buffer.from('x') }]);
    expect(await refusalOf(badPath)).toMatchObject({ status: 415, messageKey: 'test.unreadable' });
  });
});
