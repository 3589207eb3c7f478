import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { coverSvg, docx, logoSvg, pdf } from './generated-files.ts';

/** Reads a ZIP's central directory: the names, and checks each entry's CRC. */
function zipEntries(bytes: Buffer): string[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString();
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    expect(zlib.crc32(bytes.subarray(dataAt, dataAt + size))).toBe(crc);
    names.push(name);
    at += 46 + nameLength;
  }
  return names;
}

describe('files made by the seed', () => {
  it('a DOCX is a valid ZIP with the parts Word needs, right-to-left for Persian', () => {
    const bytes = docx({ title: 'چک‌لیست', intro: 'مقدمه', items: ['یک', 'دو'], footer: 'ریرا', rtl: true });
    expect(zipEntries(bytes)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const xml = bytes.toString('utf8');
    expect(xml).toContain('<w:bidi/>');
    expect(xml).toContain('۱. ☐ یک');
  });

  it('a PDF has a correct cross-reference table', () => {
    const bytes = pdf({ title: 'Guide (one page)', lines: ['First line.', 'Second line.'] });
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 7)).toBe(`${i + 1} 0 obj`));
    expect(text).toContain('(Guide \\(one page\\)) Tj');
  });

  it('covers differ per article and logos escape their names', () => {
    expect(coverSvg('a', 'assessment').equals(coverSvg('b', 'assessment'))).toBe(false);
    expect(coverSvg('a', 'assessment').equals(coverSvg('a', 'assessment'))).toBe(true);
    expect(logoSvg('A & <B>', '#000', 1, false).toString()).toContain('A &amp; &lt;B>');
  });
});
