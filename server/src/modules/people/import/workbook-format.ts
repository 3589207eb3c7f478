import { fileTypeFromBuffer } from 'file-type';

/**
 * Spreadsheets people send instead of an .xlsx workbook, told apart by their bytes (the name can
 * say anything: a renamed file, or the browser's idea of its type): the old Excel format, a
 * LibreOffice (OpenDocument) spreadsheet, or text such as CSV. Each gets a message that names what
 * the file is and asks for it to be saved as .xlsx.
 */
export type OtherSpreadsheetFormat = 'xls' | 'ods' | 'csv' | 'passwordProtected';

/**
 * The stream an .xls file keeps its sheets in, as its OLE2 (compound file) directory spells the
 * name (UTF-16LE): `Workbook` since Excel 97, `Book` before. An .xlsx saved with a password is an
 * OLE2 file too, whose workbook is the encrypted stream `EncryptedPackage` (MS-OFFCRYPTO): we
 * cannot read it, but we can say why. Other OLE2 files (a Word .doc) have none of these and get
 * the general message rather than a wrong one.
 */
const XLS_STREAMS = ['Workbook', 'Book'].map((name) => Buffer.from(name, 'utf16le'));
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** The control characters a text file may hold: tab, the line breaks, form feed and escape; any other below 0x20 (NUL first) means binary. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b]);
const UTF16_BOMS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

/**
 * Text, in whatever encoding Excel saves CSV in: UTF-8 (with or without a byte-order mark),
 * Windows-1256 (a Persian Windows' "CSV"), or UTF-16 with its mark ("Unicode text").
 */
function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  if (UTF16_BOMS.some((bom) => bytes.subarray(0, 2).equals(bom))) return true;
  return !bytes.subarray(0, 8192).some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte));
}

/**
 * Which other spreadsheet format `bytes` are, or null for anything else (an .xlsx, or a file that
 * is no spreadsheet at all). A ZIP archive is looked into (ODS is one), so call this on a ZIP only
 * once it has passed checkArchive.
 */
export async function otherSpreadsheetFormat(bytes: Buffer): Promise<OtherSpreadsheetFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'ods') return 'ods';
  if (type?.ext === 'cfb') {
    if (bytes.includes(ENCRYPTED_PACKAGE)) return 'passwordProtected';
    return XLS_STREAMS.some((name) => bytes.includes(name)) ? 'xls' : null;
  }
  if (!type && isText(bytes)) return 'csv';
  return null;
}
