import fs from 'node:fs/promises';
import { crc32 } from 'node:zlib';

/**
 * A ZIP file written entry by entry to a file on disk (PKWARE APPNOTE 6.3, no ZIP64): each entry is
 * written as it comes and forgotten, only its name and offsets kept for the central directory, so
 * an archive of a hundred PDFs never holds more than one of them in memory. Entries are stored, not
 * deflated (a printed PDF is compressed already), and their names are UTF-8 (flag bit 11), so
 * Persian names open as Persian in every current unzipper.
 *
 * No dependency: the project's packages read ZIPs (yauzl) but write none, and a stored ZIP is a
 * header, the bytes and a directory.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 2.0: what a stored entry needs. */
const VERSION = 20;
/** General purpose flag bit 11: the name is UTF-8. */
const UTF8_NAMES = 0x0800;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** The MS-DOS time and date of a moment (local fields, two-second steps, from 1980). */
function dosTimeDate(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getFullYear());
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export class ZipWriter {
  private readonly entries: Written[] = [];
  private readonly names = new Set<string>();
  private offset = 0;

  private constructor(private readonly file: fs.FileHandle) {}

  /** A new ZIP at `path`, replacing whatever was there (a rerun starts over). */
  static async create(path: string): Promise<ZipWriter> {
    return new ZipWriter(await fs.open(path, 'w'));
  }

  /**
   * Adds one file. A name already in the archive gets `-2`, `-3`… before its extension (two people
   * of one name), so that no entry hides another; the name used is returned.
   */
  async add(name: string, bytes: Buffer, at = new Date()): Promise<string> {
    if (this.entries.length >= MAX_ENTRIES) throw new Error('zip: too many entries');
    if (this.offset + bytes.length + 30 + Buffer.byteLength(name) * 2 > MAX_OFFSET) throw new Error('zip: archive too large');
    const unique = this.uniqueName(name);
    const encoded = Buffer.from(unique, 'utf8');
    const crc = crc32(bytes);
    const { time, date } = dosTimeDate(at);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(bytes.length, 18);
    header.writeUInt32LE(bytes.length, 22);
    header.writeUInt16LE(encoded.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write(Buffer.concat([header, encoded]));
    const offset = this.offset - header.length - encoded.length;
    await this.write(bytes);
    this.entries.push({ name: encoded, crc, size: bytes.length, offset, time, date });
    return unique;
  }

  /** Writes the central directory and closes the file. */
  async finish(): Promise<void> {
    try {
      const start = this.offset;
      for (const e of this.entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(CENTRAL_HEADER, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(UTF8_NAMES, 8);
        header.writeUInt16LE(0, 10);
        header.writeUInt16LE(e.time, 12);
        header.writeUInt16LE(e.date, 14);
        header.writeUInt32LE(e.crc, 16);
        header.writeUInt32LE(e.size, 20);
        header.writeUInt32LE(e.size, 24);
        header.writeUInt16LE(e.name.length, 28);
        // extra, comment, disk, internal and external attributes: all zero
        header.writeUInt32LE(e.offset, 42);
        await this.write(Buffer.concat([header, e.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
      end.writeUInt16LE(this.entries.length, 8);
      end.writeUInt16LE(this.entries.length, 10);
      end.writeUInt32LE(this.offset - start, 12);
      end.writeUInt32LE(start, 16);
      await this.write(end);
    } finally {
      await this.file.close();
    }
  }

  /** Closes the file without finishing it (the caller removes it). */
  async abandon(): Promise<void> {
    await this.file.close().catch(() => undefined);
  }

  get count(): number {
    return this.entries.length;
  }

  private uniqueName(name: string): string {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; this.names.has(candidate); n++) candidate = `${stem}-${n}${ext}`;
    this.names.add(candidate);
    return candidate;
  }

  private async write(bytes: Buffer): Promise<void> {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.file.write(bytes, written, bytes.length - written, this.offset + written);
      written += bytesWritten;
    }
    this.offset += bytes.length;
  }
}
