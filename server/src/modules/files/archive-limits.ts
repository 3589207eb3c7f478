import yauzl from 'yauzl';
import { AppError } from '../../http/app-error.ts';

/**
 * Uploaded Office files (XLSX, DOCX, PPTX) and ZIPs are archives, and an archive can unpack to
 * a thousand times its size: a 93 KB workbook that unpacks to 90 MB kept the server busy for
 * seconds. `checkArchive` refuses such a file before anything reads it. It first reads the
 * central directory, which inflates nothing, and checks the sizes it declares; then it inflates
 * every entry as a stream, counting bytes and stopping at once when an entry unpacks to more
 * than it declared, so that the sizes checked first cannot lie.
 */

const MiB = 1024 * 1024;

export interface ArchiveLimits {
  /** Unpacked bytes of all entries together, the entries of archives inside included. */
  maxUnpackedBytes: number;
  /** Unpacked ÷ packed size of any one entry bigger than RATIO_GRACE_BYTES. */
  maxRatio: number;
  /** Entries, those of archives inside included. */
  maxEntries: number;
  /**
   * How many levels of archives inside the archive are opened and checked against the same
   * limits; a deeper one is refused. `null`: entries are not looked into (the reader never
   * opens an embedded file).
   */
  maxNestingDepth: number | null;
}

/** An entry this small cannot hurt whatever its ratio (it still counts toward the total), and small repetitive XML parts compress very well. */
export const RATIO_GRACE_BYTES = 1 * MiB;

/**
 * People workbooks. A full one (20,000 rows, the import's limit) unpacks to about 10 MB with
 * its largest part at about 16:1; exceljs reads what is embedded as bytes and never opens it.
 */
export const WORKBOOK_ARCHIVE_LIMITS: ArchiveLimits = {
  maxUnpackedBytes: 50 * MiB,
  maxRatio: 100,
  maxEntries: 1000,
  maxNestingDepth: null,
};

/**
 * Article attachments (at most 20 MB packed), mailed to readers whose tools may open archives
 * inside archives: a ZIP of Office files is two levels (the ZIP, then each document and what is
 * embedded in it).
 */
export const ATTACHMENT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxUnpackedBytes: 100 * MiB,
  maxRatio: 100,
  maxEntries: 1000,
  maxNestingDepth: 2,
};

/** The first bytes of a ZIP archive (its first entry's local header): what XLSX, DOCX, PPTX and ODS files start with. */
export const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

interface Budget {
  unpackedBytes: number;
  entries: number;
}

const refusals = {
  tooLarge: (limits: ArchiveLimits) =>
    new AppError('payloadTooLarge', { messageKey: 'errors.archiveTooLarge', params: { max: Math.round(limits.maxUnpackedBytes / MiB) } }),
  ratio: (limits: ArchiveLimits) => new AppError('validation', { messageKey: 'errors.archiveRatio', params: { max: limits.maxRatio } }),
  tooManyEntries: (limits: ArchiveLimits) =>
    new AppError('validation', { messageKey: 'errors.archiveTooManyEntries', params: { max: limits.maxEntries } }),
  tooDeep: (limits: ArchiveLimits) =>
    new AppError('validation', { messageKey: 'errors.archiveTooDeep', params: { max: limits.maxNestingDepth ?? 0 } }),
  misdeclared: () => new AppError('validation', { messageKey: 'errors.archiveMisdeclared' }),
};

/**
 * Refuses `bytes` unless it is a ZIP archive within `limits`: 413 past the unpacked size, 400
 * for a ratio, an entry count or a nesting past its limit or an entry that does not unpack to
 * its declared size; `unreadable()` (the caller's own "not a valid file" refusal) for anything
 * that is not a ZIP we can read: not a ZIP, damaged, encrypted or compressed by a method other
 * than deflate.
 */
export async function checkArchive(bytes: Buffer, limits: ArchiveLimits, unreadable: () => AppError): Promise<void> {
  await checkLevel(bytes, limits, unreadable, { unpackedBytes: 0, entries: 0 }, 0);
}

async function checkLevel(bytes: Buffer, limits: ArchiveLimits, unreadable: () => AppError, budget: Budget, depth: number): Promise<void> {
  const entries: yauzl.Entry[] = [];
  let zip: yauzl.ZipFile;
  try {
    // Entry sizes are checked below with our own refusals, not by yauzl's stream errors.
    zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: false });
    if (budget.entries + zip.entryCount > limits.maxEntries) throw refusals.tooManyEntries(limits);
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch (err) {
    throw err instanceof AppError ? err : unreadable();
  }

  // What the central directory declares, before anything is inflated.
  for (const entry of entries) {
    budget.entries += 1;
    budget.unpackedBytes += entry.uncompressedSize;
    if (budget.unpackedBytes > limits.maxUnpackedBytes) throw refusals.tooLarge(limits);
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_GRACE_BYTES && ratio > limits.maxRatio) throw refusals.ratio(limits);
    if (!entry.canDecodeFileData()) throw unreadable();
  }

  // What the entries really unpack to, each stopped as soon as it passes its declared size.
  for (const entry of entries) {
    let inner: Buffer[] | null = null;
    try {
      const stream = await zip.openReadStreamPromise(entry);
      let size = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (size === 0 && limits.maxNestingDepth !== null && chunk.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) {
          if (depth >= limits.maxNestingDepth) throw refusals.tooDeep(limits);
          inner = [];
        }
        size += chunk.length;
        if (size > entry.uncompressedSize) throw refusals.misdeclared();
        inner?.push(chunk);
      }
      if (size !== entry.uncompressedSize) throw refusals.misdeclared();
    } catch (err) {
      throw err instanceof AppError ? err : unreadable();
    }
    if (inner) await checkLevel(Buffer.concat(inner), limits, unreadable, budget, depth + 1);
  }
}
