import zlib from 'node:zlib';
import { escapeHtml } from '../shared/escape-html.ts';

/**
 * ZIP archives made byte by byte for the archive-limit tests: honest ones, and the tricks an
 * attacker uses (a huge run deflated to a few kilobytes, sizes that lie, many directory entries
 * sharing one compressed stream). A library that writes ZIPs would refuse to write most of them.
 */

export interface CraftedEntry {
  name: string;
  data: Buffer;
  /** Stored instead of deflated. */
  store?: boolean;
  /** The unpacked size the archive claims, when it should lie about it. */
  declaredSize?: number;
  /** More central-directory entries (named `name.1`, `name.2`…) pointing at this entry's one compressed stream. */
  sharedCopies?: number;
}

export function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let count = 0;
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
  for (const entry of entries) {
    const packed = entry.store ? entry.data : zlib.deflateRawSync(entry.data, { level: 9 });
    const method = entry.store ? 0 : 8;
    const crc = zlib.crc32(entry.data);
    const unpackedSize = entry.declaredSize ?? entry.data.length;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(unpackedSize, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const names = [entry.name, ...Array.from({ length: entry.sharedCopies ?? 0 }, (_, i) => `${entry.name}.${i + 1}`)];
    for (const centralName of names.map((n) => Buffer.from(n, 'utf8'))) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(0x0800, 8);
      central.writeUInt16LE(method, 10);
      central.writeUInt16LE(dosDate, 14);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(packed.length, 20);
      central.writeUInt32LE(unpackedSize, 24);
      central.writeUInt16LE(centralName.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, centralName);
      count++;
    }
    offset += 30 + name.length + packed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const column = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : String.fromCharCode(64 + Math.floor(index / 26)) + String.fromCharCode(65 + (index % 26));

/** A worksheet's XML with inline-string cells; `padding` goes between the rows (whitespace keeps it valid XML). */
export function sheetXml(rows: string[][], padding: Buffer = Buffer.alloc(0)): Buffer {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((v, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escapeHtml(v)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return Buffer.concat([
    Buffer.from(`${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}`),
    padding,
    Buffer.from('</sheetData></worksheet>'),
  ]);
}

/** The parts of a minimal workbook (what Excel needs to open it), one worksheet per entry of `sheets`. */
export function workbookEntries(sheets: { name: string; xml: Buffer; declaredSize?: number }[]): CraftedEntry[] {
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`;
  const rootRels = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
    .map((s, i) => `<sheet name="${escapeHtml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('')}</sheets></workbook>`;
  const workbookRels = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('')}</Relationships>`;
  return [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rootRels) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(workbookRels) },
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: s.xml, declaredSize: s.declaredSize })),
  ];
}

/** The parts of a minimal Word document whose body is `documentXml`. */
export function docxEntries(documentXml: Buffer, declaredSize?: number): CraftedEntry[] {
  const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const rels = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  return [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'word/document.xml', data: documentXml, declaredSize },
  ];
}

/** A Word body of `bytes` bytes: one paragraph, then whitespace (valid XML that deflates about 1000:1). */
export function paddedDocumentXml(bytes: number): Buffer {
  const head = Buffer.from(
    `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>x</w:t></w:r></w:p>`,
  );
  const tail = Buffer.from('</w:body></w:document>');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);
}

export const MiB = 1024 * 1024;
